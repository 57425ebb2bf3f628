// The plugin's name and folders have one home, lib/home/plugin-facts.ts; build.mjs cannot import
// TypeScript and keeps a copy, which must agree with it. The shipped manifests carry that name.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../helpers/cli.js';
import {
  CORE_PLUGIN_NAME,
  HOOK_SCRIPTS_DIR,
  PLUGIN_MANIFESTS,
  SHIPPED_PLUGIN_DIRS,
} from '../../lib/home/plugin-facts.js';
import { BIN_DIR } from '../../lib/util/package-root.js';

/** A `const NAME = '…'` or `{ key: '…', … }` constant of build.mjs, as written there. */
function buildConstant(name: string): string {
  const m = new RegExp(`^const ${name} = (.+);$`, 'm').exec(readFileSync(join(REPO, 'build.mjs'), 'utf8'));
  if (!m) throw new Error(`build.mjs has no const ${name}`);
  return m[1]!;
}

test("build.mjs's plugin folders are lib/home/plugin-facts.ts's", () => {
  assert.is(
    buildConstant('SHIPPED_PLUGIN_DIRS'),
    `{ claude: '${SHIPPED_PLUGIN_DIRS.claude}', codex: '${SHIPPED_PLUGIN_DIRS.codex}' }`,
  );
  assert.is(buildConstant('HOOK_SCRIPTS_DIR'), `'${HOOK_SCRIPTS_DIR}'`);
});

test("build.mjs's executables' folder is lib/util/package-root.ts's (where the demo finds its agent)", () => {
  assert.is(buildConstant('BIN_TARGET'), `'${BIN_DIR}'`);
});

test('the constant reader sees what build.mjs writes (a wrong name throws)', () => {
  assert.throws(() => buildConstant('NO_SUCH_CONSTANT'), /no const NO_SUCH_CONSTANT/);
});

test('each shipped manifest names the plugin CORE_PLUGIN_NAME', () => {
  for (const runtime of ['claude', 'codex'] as const) {
    const file = join(REPO, SHIPPED_PLUGIN_DIRS[runtime], PLUGIN_MANIFESTS[runtime]);
    assert.is(JSON.parse(readFileSync(file, 'utf8')).name, CORE_PLUGIN_NAME, file);
  }
});

test.run();
