// The compaction timer job on a fake clock with a fake notify: the whole sequence, the 30 s tick,
// a failed send retried without advancing, a daemon restart mid-sequence resuming at the same
// step, a send that began before a restart, and a Codex seat left alone.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extraFilePath } from '../../lib/compaction/extra-file.js';
import { dirname } from 'node:path';
import { compactionJob, readRecord } from '../../lib/compaction/job.js';
import { compactionOwesTurn } from '../../lib/compaction/owes.js';
import { restoreMarkerFiles } from '../../lib/refocus/keys.js';
import { ACK_PROMPT_PREFIX, RESTORE_PROMPT_PREFIX } from '../../lib/refocus/trigger.js';
import { TRUST_NOTE } from '../../lib/compaction/messages.js';
import { ENABLED_ENV, fakeTick, idleAt, postCompactAt, seams, tempHome } from './job-helpers.js';
import { addSeat } from '../helpers/seat.js';
import { waitFor } from '../helpers/tmux.js';

const T0 = Date.parse('2026-12-02T02:00:00.000Z');

test('threshold run end to end: each step once, through notify, in order', async () => {
  const th = tempHome();
  const seat = await addSeat(th.home, { cwd: th.dir });
  const f = fakeTick(th, T0);
  const job = compactionJob({ seams: seams(85), env: ENABLED_ENV });
  await job.tick(f.ctx());
  assert.is(f.sent.length, 1);
  assert.match(f.sent[0]!.message, /^OpenRig managed compaction: preparation\. Context usage is 85%/);
  assert.is(f.sent[0]!.kind, 'notice');
  assert.is(f.sent[0]!.raw, false);
  assert.is(readRecord(th.home, seat.nodeId)?.step, 'await-idle');

  f.now += 10_000;
  idleAt(th, seat, f.now);
  await job.tick(f.ctx());
  assert.is(f.sent.length, 1, 'the job looks at a seat at most every 30 s');

  f.now += 30_000;
  await job.tick(f.ctx());
  assert.is(f.sent.length, 2);
  const compact = f.sent[1]!;
  assert.ok(compact.raw);
  assert.ok(compact.message.startsWith('/compact '));
  assert.ok(compact.message.includes(TRUST_NOTE));
  assert.not.match(compact.message, /\n/);
  const expected = restoreMarkerFiles(th.home.restorePending, 'w1@t').expected;
  const sentinel = JSON.parse(readFileSync(expected, 'utf8'));
  assert.is(sentinel.sessionId, 'sess-1');
  assert.is(sentinel.managedRefocusPending, true);
  assert.ok(compactionOwesTurn(th.home, seat.nodeId));

  f.now += 30_000;
  await job.tick(f.ctx());
  assert.is(f.sent.length, 2, 'no boundary before the PostCompact evidence');

  await postCompactAt(th, seat, f.now + 1000);
  f.now += 30_000;
  await job.tick(f.ctx());
  assert.is(f.sent.length, 3);
  assert.ok(f.sent[2]!.message.startsWith(ACK_PROMPT_PREFIX));
  assert.ok(f.sent[2]!.raw);
  assert.not.ok(existsSync(expected), 'the early sentinel goes once the compaction is seen');

  idleAt(th, seat, f.now + 5000);
  f.now += 30_000;
  await job.tick(f.ctx());
  assert.is(f.sent.length, 4);
  const restore = f.sent[3]!;
  assert.ok(restore.message.startsWith(RESTORE_PROMPT_PREFIX));
  assert.ok(restore.raw, 'no envelope: the refocus hook matches the prefix');
  assert.ok(restore.message.includes(restoreMarkerFiles(th.home.restorePending, 'w1@t').marker));

  idleAt(th, seat, f.now + 5000);
  f.now += 30_000;
  await job.tick(f.ctx());
  assert.is(f.sent.length, 5);
  assert.match(f.sent[4]!.message, /read-depth audit/);
  const rec = readRecord(th.home, seat.nodeId)!;
  assert.is(rec.step, 'cooldown');
  assert.is(rec.lastOutcome?.result, 'done');
  assert.not.ok(compactionOwesTurn(th.home, seat.nodeId));
  const marker = JSON.parse(readFileSync(restoreMarkerFiles(th.home.restorePending, 'w1@t').marker, 'utf8'));
  assert.is(marker.managedRefocusPending, false, 'the ended run no longer marks the seat as managed');

  // Usage is still high: nothing more after the cooldown, until it falls below the threshold.
  f.now += 11 * 60_000;
  await job.tick(f.ctx());
  assert.is(f.sent.length, 5);
});

test('a failed send stays at its step and is tried again on the next tick', async () => {
  const th = tempHome();
  const seat = await addSeat(th.home, { cwd: th.dir });
  const f = fakeTick(th, T0);
  const job = compactionJob({ seams: seams(90), env: ENABLED_ENV });
  f.outcomes.push({ outcome: 'refused', sent: false, reason: 'target_needs_input' });
  await job.tick(f.ctx());
  let rec = readRecord(th.home, seat.nodeId)!;
  assert.is(rec.step, 'prep');
  assert.is(rec.lastAttempt?.reason, 'target_needs_input');
  assert.is(rec.attempt, undefined);
  f.now += 30_000;
  await job.tick(f.ctx());
  assert.is(f.sent.length, 2);
  assert.is(f.sent[1]!.message, f.sent[0]!.message);
  rec = readRecord(th.home, seat.nodeId)!;
  assert.is(rec.step, 'await-idle');
});

test('a daemon restart mid-sequence resumes at the same step, sending nothing twice', async () => {
  const th = tempHome();
  const seat = await addSeat(th.home, { cwd: th.dir });
  const f = fakeTick(th, T0);
  await compactionJob({ seams: seams(85), env: ENABLED_ENV }).tick(f.ctx());
  idleAt(th, seat, T0 + 1000);
  f.now += 30_000;
  await compactionJob({ seams: seams(85), env: ENABLED_ENV }).tick(f.ctx());
  assert.is(f.sent.length, 2);
  // Restarted daemon (a new job, empty memory), usage still high, no evidence yet: waits at await-postcompact.
  f.now += 1000;
  await compactionJob({ seams: seams(85), env: ENABLED_ENV }).tick(f.ctx());
  assert.is(f.sent.length, 2);
  assert.is(readRecord(th.home, seat.nodeId)?.step, 'await-postcompact');
  // Even with the policy switched off after /compact, the owed back half goes on.
  await postCompactAt(th, seat, f.now);
  f.now += 1000;
  await compactionJob({ seams: seams(20), env: {} }).tick(f.ctx());
  assert.is(f.sent.length, 3);
  assert.ok(f.sent[2]!.message.startsWith(ACK_PROMPT_PREFIX));
  assert.is(readRecord(th.home, seat.nodeId)?.step, 'restore');
});

test('a send that began before a restart (no outbox record) is tried again, not skipped', async () => {
  const th = tempHome();
  const seat = await addSeat(th.home, { cwd: th.dir });
  const f = fakeTick(th, T0);
  // notify never returns: the "daemon" dies inside the send.
  const stuck = f.ctx();
  stuck.notify = () => new Promise(() => {});
  void compactionJob({ seams: seams(85), env: ENABLED_ENV }).tick(stuck);
  // The tick stops inside notify: the attempt must be on record by then.
  const rec = await waitFor(
    () => {
      const r = readRecord(th.home, seat.nodeId);
      return r?.attempt ? r : undefined;
    },
    10_000,
    'the attempt record',
  );
  assert.is(rec.attempt?.step, 'prep', 'the attempt is recorded before the send');
  f.now += 30_000;
  await compactionJob({ seams: seams(85), env: ENABLED_ENV }).tick(f.ctx());
  assert.is(f.sent.length, 1, 'its outbox record is missing: the prep is sent again');
  assert.is(readRecord(th.home, seat.nodeId)?.step, 'await-idle');
});

test('a Codex seat is left alone; with the policy off no record is written', async () => {
  const th = tempHome();
  const codex = await addSeat(th.home, { cwd: th.dir, runtime: 'codex', name: 'c1' });
  const f = fakeTick(th, T0);
  await compactionJob({ seams: seams(99), env: ENABLED_ENV }).tick(f.ctx());
  assert.is(f.sent.length, 0);
  assert.is(readRecord(th.home, codex.nodeId), undefined);
  const claude = await addSeat(th.home, { cwd: th.dir, name: 'w2' });
  await compactionJob({ seams: seams(99), env: {} }).tick(f.ctx());
  assert.is(readRecord(th.home, claude.nodeId), undefined);
});

test('the restore request names the seat extra file, and refuses one whose front matter names another seat', async () => {
  for (const [front, wantRead] of [
    ['---\nseat: w1@t\n---\nnotes', true],
    ['---\nseat: w9@t\n---\nnotes', false],
  ] as const) {
    const th = tempHome();
    const seat = await addSeat(th.home, { cwd: th.dir });
    const extra = extraFilePath(th.home, 'w1@t');
    mkdirSync(dirname(extra), { recursive: true });
    writeFileSync(extra, front);
    const f = fakeTick(th, T0);
    const job = compactionJob({ seams: seams(85), env: ENABLED_ENV, tickMs: 1 });
    await job.tick(f.ctx());
    idleAt(th, seat, (f.now += 1000));
    f.now += 1000;
    await job.tick(f.ctx());
    await postCompactAt(th, seat, (f.now += 1000));
    f.now += 1000;
    await job.tick(f.ctx());
    idleAt(th, seat, (f.now += 1000));
    f.now += 1000;
    await job.tick(f.ctx());
    const restore = f.sent[3]!.message;
    assert.ok(restore.startsWith(RESTORE_PROMPT_PREFIX));
    if (wantRead) assert.ok(restore.includes(`Also read ${extra}`), restore);
    else
      assert.ok(
        restore.includes(`Do not read ${extra}: it is not for this seat (its front matter names w9@t`),
        restore,
      );
  }
});

test.run();
