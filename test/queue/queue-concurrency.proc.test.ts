// 8 real processes change one queue row at once. With the queue lock no transition is lost or
// doubled and exactly one of several racing `start`s wins; the negative control (the same
// read-modify-write without the lock) loses transitions.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempHome, tempDir } from '../helpers/home.js';

// Not from helpers/cli.ts: that loads the whole CLI in-process, which this file does not need.
const REPO = join(import.meta.dirname, '..', '..');
const RIG_BUNDLE = join(REPO, 'dist', 'bin', 'rig.cjs');
import { createQueueRow, readQueueRow, loadQueueIndex } from '../../lib/queue/queue-store.js';
import { queueSeatIndexKind } from '../../lib/queue/index-entry.js';
import { bucketOf, listingBucketKind } from '../../lib/queue/listing-bucket.js';
import { queueListingBucketPath, queueSeatIndexPath } from '../../lib/home/paths.js';
import { readDocument } from '../../lib/store/index.js';

const PROCS = 8;
const tsxLoader = join(REPO, 'node_modules', 'tsx', 'dist', 'loader.mjs');
const child = join(import.meta.dirname, 'race-child.ts');

function run(args: string[], onReady?: () => void): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, args, {
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d) => {
      stdout += d;
      if (onReady && stdout.startsWith('ready\n')) {
        const ready = onReady;
        onReady = undefined;
        ready();
      }
    });
    p.stderr.on('data', (d) => {
      stderr += d;
    });
    p.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** Starts PROCS children that wait for a go file, then releases them together. */
async function race(mode: 'locked' | 'unlocked', homeDir: string, id: string, count: number) {
  const go = join(tempDir(), 'go');
  let ready = 0;
  let allReady!: () => void;
  const readyPromise = new Promise<void>((r) => {
    allReady = r;
  });
  const runs = Array.from({ length: PROCS }, (_, i) =>
    run(['--import', tsxLoader, child, mode, homeDir, id, String(count), `p${i}`, go], () => {
      if (++ready === PROCS) allReady();
    }),
  );
  await readyPromise;
  writeFileSync(go, '');
  return Promise.all(runs);
}

test('8 processes appending block notes under the lock: every note recorded exactly once', async () => {
  const { home, dir } = tempHome();
  const { row } = await createQueueRow(home, {}, { destination: 'alice@r', summary: 'contended' });
  const COUNT = 6;
  const results = await race('locked', dir, row.id, COUNT);
  for (const r of results) assert.is(r.code, 0, r.stderr);
  const stored = readQueueRow(home, row.id)!;
  const notes = stored.transitions.map((t) => t.note);
  assert.is(notes.length, PROCS * COUNT);
  assert.is(new Set(notes).size, PROCS * COUNT, 'no note doubled');
  for (let p = 0; p < PROCS; p++) {
    const mine = notes.filter((n) => n!.startsWith(`p${p}-`));
    assert.equal(
      mine,
      Array.from({ length: COUNT }, (_, i) => `p${p}-${i}`),
      'each process sees its own notes in order',
    );
  }
  assert.is(stored.transitions[0]!.from, 'pending');
  assert.ok(stored.transitions.slice(1).every((t) => t.from === 'blocked' && t.to === 'blocked'));
  const index = await loadQueueIndex(home);
  assert.is(index.rows[row.id]!.state, 'blocked');
  assert.is(index.rows[row.id]!.updatedAt, stored.updatedAt, 'the listing index matches the row');
  const bucket = readDocument(listingBucketKind, queueListingBucketPath(home, bucketOf(row.id)));
  assert.is(bucket?.rows[row.id]?.updatedAt, stored.updatedAt, "the row's bucket on disk matches, not only the intent");
  assert.not.ok(existsSync(home.queueIndexIntent));
  const seatIndex = readDocument(queueSeatIndexKind, queueSeatIndexPath(home, 'alice@r'));
  assert.is(seatIndex?.open[row.id]?.updatedAt, stored.updatedAt, 'the destination index on disk matches the row');
  assert.is(seatIndex?.open[row.id]?.blockedOn, stored.blockedOn);
  console.log(`\nfigure: locked block notes ${notes.length}/${PROCS * COUNT} recorded`);
});

test('negative control: the same appends without the lock lose transitions', async () => {
  const { home, dir } = tempHome();
  const { row } = await createQueueRow(home, {}, { destination: 'alice@r', summary: 'unguarded' });
  const COUNT = 25;
  const results = await race('unlocked', dir, row.id, COUNT);
  for (const r of results) assert.is(r.code, 0, r.stderr);
  const kept = readQueueRow(home, row.id)!.transitions.length;
  console.log(`\nfigure: unlocked block notes ${kept}/${PROCS * COUNT} survived`);
  assert.ok(kept < PROCS * COUNT, `expected lost updates without the lock, kept ${kept}`);
});

test('8 built `rig queue start` then 8 `rig queue done` racing: one wins each, the rest are refused naming the state', async () => {
  const { home, env } = tempHome();
  const { row } = await createQueueRow(home, {}, { destination: 'alice@r', summary: 'one winner' });
  const spawnAll = (verb: string) =>
    Promise.all(
      Array.from(
        { length: PROCS },
        () =>
          new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
            const p = spawn(process.execPath, [RIG_BUNDLE, 'queue', verb, row.id], {
              env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
              stdio: ['ignore', 'pipe', 'pipe'],
            });
            let stdout = '';
            let stderr = '';
            p.stdout.on('data', (d) => {
              stdout += d;
            });
            p.stderr.on('data', (d) => {
              stderr += d;
            });
            p.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
          }),
      ),
    );
  const starts = await spawnAll('start');
  assert.is(starts.filter((r) => r.code === 0).length, 1, starts.map((r) => r.stderr).join(''));
  for (const r of starts.filter((x) => x.code !== 0)) {
    assert.is(r.code, 1);
    assert.match(r.stderr, `cannot start ${row.id}: it is in-progress`);
  }
  const dones = await spawnAll('done');
  assert.is(dones.filter((r) => r.code === 0).length, 1);
  for (const r of dones.filter((x) => x.code !== 0)) assert.match(r.stderr, `cannot done ${row.id}: it is done`);
  const stored = readQueueRow(home, row.id)!;
  assert.equal(
    stored.transitions.map((t) => `${t.from}>${t.to}`),
    ['pending>in-progress', 'in-progress>done'],
  );
});

test.run();
