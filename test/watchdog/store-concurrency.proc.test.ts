// 4 processes add watchdog jobs to one home at once (as several `rig watchdog add` and the daemon's
// attempt records would). Through the store's lock no job is lost; the negative control, the same
// read-modify-write without the lock, loses some.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { tempHome } from '../helpers/home.js';
import { readJobs } from '../../lib/watchdog/store.js';

const REPO = join(import.meta.dirname, '..', '..');
const tsxLoader = join(REPO, 'node_modules', 'tsx', 'dist', 'loader.mjs');
const child = join(import.meta.dirname, 'race-child.ts');
const PROCS = 4;
const EACH = 4;

async function race(mode: 'locked' | 'unlocked') {
  const { home, dir } = tempHome();
  const procs = Array.from({ length: PROCS }, (_, i) => {
    const p = spawn(process.execPath, ['--import', tsxLoader, child, mode, dir, String(i), String(EACH)], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    const ready = new Promise<void>((r) =>
      p.stdout.on('data', (d) => {
        out += d;
        if (out.startsWith('ready\n')) r();
      }),
    );
    p.stderr.on('data', (d) => {
      err += d;
    });
    return { p, ready, done: new Promise<[number | null, string]>((r) => p.on('close', (code) => r([code, err]))) };
  });
  await Promise.all(procs.map((x) => x.ready));
  for (const x of procs) x.p.stdin.end('go\n');
  for (const [code, err] of await Promise.all(procs.map((x) => x.done))) assert.is(code, 0, err);
  return readJobs(home).length;
}

test('under the lock: every job added by 4 racing processes (4 each) is kept', async () => {
  assert.is(await race('locked'), PROCS * EACH);
});

test('negative control: the same adds without the lock lose jobs', async () => {
  assert.ok((await race('unlocked')) < PROCS * EACH);
});

test.run();
