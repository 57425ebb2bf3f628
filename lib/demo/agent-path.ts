// Where the scripted agent's bundle is: beside the running rig bundle (dist/bin/rig.cjs and
// dist/bin/demo-agent.cjs are built together). Undefined when rig runs from source.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function demoAgentScript(rigScript: string | undefined = process.argv[1]): string | undefined {
  if (!rigScript) return undefined;
  const script = join(dirname(rigScript), 'demo-agent.cjs');
  return existsSync(script) ? script : undefined;
}
