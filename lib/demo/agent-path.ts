// Where the scripted agent's bundle is: the package's dist/bin/demo-agent.cjs, built with the rig
// bundle. Found through the package's own folder, not beside process.argv[1]: a global install runs
// rig through a link ($prefix/bin/rig) in a folder of its own. Undefined when it is not built.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BIN_DIR, packageRoot } from '../util/package-root.js';

export function demoAgentScript(root: string = packageRoot()): string | undefined {
  const script = join(root, BIN_DIR, 'demo-agent.cjs');
  return existsSync(script) ? script : undefined;
}
