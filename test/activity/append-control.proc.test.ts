// The journal's negative control: 50 processes add one prompt each to one seat's journal, all at
// once. Appended as the hook appends (O_APPEND, one write) every prompt is there (the eight newest
// kept); written where each found the journal's end, after a 20 ms pause, they overwrite each
// other. The hook's own concurrency test (hook.test.ts) runs the real bundle; this shows that
// test's check can fail.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { promptHash } from '../../lib/activity/prompt-hash.js';
import { homePaths } from '../../lib/home/paths.js';
import { readSeatHooks } from '../../lib/activity/store.js';
import { tempDir } from '../helpers/home.js';
import { NODE, OCC, REPO } from './harness.js';

const dir = tempDir('openrig-append-control-');
const child = join(dir, 'append-child.cjs');
await build({
  entryPoints: [join(REPO, 'test', 'activity', 'append-child.ts')],
  outfile: child,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  logLevel: 'error',
});

async function fifty(mode: 'append' | 'offset'): Promise<string[]> {
  const root = join(dir, mode);
  mkdirSync(root);
  const procs = Array.from({ length: 50 }, (_, i) => {
    const c = spawn(process.execPath, [child, mode, root, String(i), '20'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let err = '';
    c.stderr.on('data', (d) => {
      err += d;
    });
    const ready = new Promise<void>((r) => c.stdout.once('data', () => r()));
    return { c, ready, done: new Promise<[number | null, string]>((r) => c.on('close', (code) => r([code, err]))) };
  });
  // Every child started and waits on its stdin: let all go at once.
  await Promise.all(procs.map((p) => p.ready));
  for (const p of procs) p.c.stdin.end('go\n');
  for (const [code, err] of await Promise.all(procs.map((p) => p.done))) assert.is(code, 0, err);
  const doc = readSeatHooks(homePaths(root), NODE, OCC);
  return (doc?.prompts ?? []).map((p) => p.hash);
}

const expected = [42, 43, 44, 45, 46, 47, 48, 49].map((i) => promptHash(`p${i}`));

test('50 concurrent appends: the eight newest prompts, none lost', async () => {
  assert.equal(await fifty('append'), expected);
});

test('negative control: the same 50 written at the end each one found lose updates', async () => {
  assert.not.equal(await fifty('offset'), expected, 'without O_APPEND the check above must fail');
});

test.run();
