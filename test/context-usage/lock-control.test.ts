// The context-usage store's lock and its negative control: 20 processes store one sample each, all
// at once, pausing between their read and their write. Under the lock the newest sample is what
// stays (the rule "never replace a newer sample" sees every earlier write); without the lock each
// decides on a stale read and the oldest, written last, wins — so the first check can fail.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { contextSamplePath, homePaths } from '../../lib/home/paths.js';
import { tempDir } from '../helpers/home.js';

const COUNT = 20;
const dir = tempDir('openrig-ctx-lock-');
const child = join(dir, 'record-child.cjs');
await build({
  entryPoints: [join(import.meta.dirname, 'record-child.ts')],
  outfile: child,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  logLevel: 'error',
});

async function race(mode: 'locked' | 'unlocked'): Promise<number> {
  const root = join(dir, mode);
  mkdirSync(root);
  const procs = Array.from({ length: COUNT }, (_, i) => {
    const c = spawn(process.execPath, [child, mode, root, String(i), String(COUNT)], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let err = '';
    c.stderr.on('data', (d) => {
      err += d;
    });
    return { c, done: new Promise<[number | null, string]>((r) => c.on('close', (code) => r([code, err]))) };
  });
  await new Promise((r) => setTimeout(r, 1500));
  for (const p of procs) p.c.stdin.end('go\n');
  for (const [code, err] of await Promise.all(procs.map((p) => p.done))) assert.is(code, 0, err);
  return JSON.parse(readFileSync(contextSamplePath(homePaths(root), 'n-0123456789abcdef'), 'utf8')).sample.usedPercent;
}

test(`${COUNT} concurrent samples under the lock: the newest stays`, async () => {
  assert.is(await race('locked'), COUNT - 1);
});

test('negative control: the same writes without the lock keep an older sample', async () => {
  assert.is.not(await race('unlocked'), COUNT - 1, 'without the lock the check above must fail');
});

test.run();
