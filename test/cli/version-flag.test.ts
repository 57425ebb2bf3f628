// `rig --version` answers with OpenRig's version (package.json's, the one place it is written) and
// exits 0, without looking anything up; `rig help` names it and the version command.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, rig } from '../helpers/cli.js';

const { version } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));

test('rig --version prints "openrig <version>" and exits 0', async () => {
  const r = await rig(['--version'], {});
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, `openrig ${version}\n`);
  assert.is(r.stderr, '');
});

test('rig help lists the version command and --version', async () => {
  const r = await rig(['help'], {});
  assert.match(r.stdout, /^ {2}version +\S/m);
  assert.match(r.stdout, /rig --version/);
});

test.run();
