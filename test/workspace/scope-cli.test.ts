// rig scope resolve-notes: the notes rule on the command line.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { rig, json } from '../helpers/cli.js';
import { tempDir, tempHome } from '../helpers/home.js';

test('--json gives {ok, resolution} for a node with notes, without, and relative to the cwd', async () => {
  const { env } = tempHome();
  const dir = tempDir('openrig-scope-');
  writeFileSync(join(dir, 'notes.md'), 'x');
  assert.equal(json(await rig(['scope', 'resolve-notes', dir, '--json'], env)), {
    ok: true,
    resolution: { path: join(dir, 'notes.md'), name: 'notes.md' },
  });
  assert.equal(json(await rig(['scope', 'resolve-notes', '.', '--json'], env, dir)), {
    ok: true,
    resolution: { path: join(dir, 'notes.md'), name: 'notes.md' },
  });
  assert.equal(json(await rig(['scope', 'resolve-notes', join(dir, 'none'), '--json'], env)), {
    ok: true,
    resolution: null,
  });
  const plain = await rig(['scope', 'resolve-notes', dir], env);
  assert.is(plain.stdout, `${join(dir, 'notes.md')}\n`);
});

test('errors: usage (2) and an unreadable node (1)', async () => {
  const { env } = tempHome();
  assert.is((await rig(['scope', 'resolve-notes'], env)).code, 2);
  assert.is((await rig(['scope', 'resolve-notes', 'a', 'b'], env)).code, 2);
  assert.is((await rig(['scope', 'nope'], env)).code, 2);
  const dir = tempDir('openrig-scope-');
  symlinkSync('loop', join(dir, 'loop'));
  const r = await rig(['scope', 'resolve-notes', join(dir, 'loop'), '--json'], env);
  assert.is(r.code, 1);
  assert.match(r.stderr, `rig: cannot resolve notes at ${join(dir, 'loop')}: ELOOP — `);
  assert.is(r.stdout, '');
});

test.run();
