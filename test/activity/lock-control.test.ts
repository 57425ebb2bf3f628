// The lock's negative control: 50 processes merge one prompt each into one seat's record, all at
// once, each pausing 20 ms between its read and its write. Under the store's lock every prompt
// is merged (the eight newest kept); the same runs without the lock lose updates. The hook's own
// concurrency test (hook.test.ts) runs the real bundle; this shows that test's check can fail.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { promptHash } from '../../lib/activity/prompt-hash.js';
import { homePaths, seatHooksPath } from '../../lib/home/paths.js';
import { tempDir } from '../helpers/home.js';
import { NODE, OCC, REPO } from './harness.js';

const dir = tempDir('openrig-lock-control-');
const child = join(dir, 'apply-child.cjs');
await build({
  entryPoints: [join(REPO, 'test', 'activity', 'apply-child.ts')],
  outfile: child,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  logLevel: 'error',
});

async function fifty(mode: 'locked' | 'unlocked'): Promise<string[]> {
  const root = join(dir, mode);
  mkdirSync(root);
  const procs = Array.from({ length: 50 }, (_, i) => {
    const c = spawn(process.execPath, [child, mode, root, String(i), '20'], { stdio: ['pipe', 'ignore', 'pipe'] });
    let err = '';
    c.stderr.on('data', (d) => {
      err += d;
    });
    return { c, done: new Promise<[number | null, string]>((r) => c.on('close', (code) => r([code, err]))) };
  });
  // Give every child time to start and wait on its stdin, then let all go at once.
  await new Promise((r) => setTimeout(r, 1500));
  for (const p of procs) p.c.stdin.end('go\n');
  for (const [code, err] of await Promise.all(procs.map((p) => p.done))) assert.is(code, 0, err);
  const doc = JSON.parse(readFileSync(seatHooksPath(homePaths(root), NODE, OCC), 'utf8'));
  return doc.prompts.map((p: { hash: string }) => p.hash);
}

const expected = [42, 43, 44, 45, 46, 47, 48, 49].map((i) => promptHash(`p${i}`));

test('50 concurrent merges under the lock: the eight newest prompts, none lost', async () => {
  assert.equal(await fifty('locked'), expected);
});

test('negative control: the same 50 merges without the lock lose updates', async () => {
  assert.not.equal(await fifty('unlocked'), expected, 'without the lock the check above must fail');
});

test.run();
