// rig seat compact / rig seat compaction through an in-process daemon: arming (--detach, or a seat
// compacting itself: neither follows the run; test/cli/compact-follow.tmux.test.ts follows one),
// refusals with their exit codes, the stage and why it waits, and --wait-for-idle reaching the record.
// Its own process: the daemon's status and compaction routes run tmux against the seat's socket.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { tempHome } from '../helpers/home.js';
import { rig, json } from '../helpers/cli.js';
import { startDaemon, type RunningDaemon } from '../../lib/daemon/daemon.js';
import { silentLog } from '../../lib/timers/log.js';
import { addSeat } from '../helpers/seat.js';
import { readRecord } from '../../lib/compaction/job.js';

const th = tempHome();
let daemon: RunningDaemon;
test.before(async () => {
  mkdirSync(th.dir, { recursive: true });
  daemon = await startDaemon(th.home, { log: silentLog });
});
test.after(async () => {
  await daemon.close();
});

test('compact arms a manual run; compaction shows the stage and what it waits for', async () => {
  const seat = await addSeat(th.home, { cwd: th.dir, name: 'w1' });
  const before = await rig(['seat', 'compaction', 'w1@t', '--json'], th.env);
  assert.is(before.code, 0, before.stderr);
  assert.is(json(before).stage, 'none');
  const r = await rig(['seat', 'compact', 'w1@t', '--wait-for-idle', '90', '--detach'], th.env);
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /managed compaction armed/);
  const rec = readRecord(th.home, seat.nodeId)!;
  assert.is(rec.step, 'prep');
  assert.is(rec.run?.origin, 'manual');
  assert.is(rec.run?.prepIdleWaitMs, 90_000);
  assert.is(rec.run?.caller, null);
  const shown = await rig(['seat', 'compaction', 'w1@t'], th.env);
  assert.match(shown.stdout, /^w1@t: prep since .* \(manual run /);
  assert.match(shown.stdout, /waiting for: the prep prompt is owed/);
  const again = await rig(['seat', 'compact', 'w1@t'], th.env);
  assert.is(again.code, 1);
  assert.match(again.stderr, /^rig: w1@t: a manual compaction is already at step prep — /);
});

test('refusals: a Codex seat (exit 1), a bad --wait-for-idle (exit 2), an unknown seat', async () => {
  await addSeat(th.home, { cwd: th.dir, name: 'c1', runtime: 'codex' });
  const codex = await rig(['seat', 'compact', 'c1@t'], th.env);
  assert.is(codex.code, 1);
  assert.match(codex.stderr, /Claude seats only/);
  const bad = await rig(['seat', 'compact', 'c1@t', '--wait-for-idle', '0'], th.env);
  assert.is(bad.code, 2);
  const bad2 = await rig(['seat', 'compact', 'c1@t', '--wait-for-idle', '5s'], th.env);
  assert.is(bad2.code, 2);
  const missing = await rig(['seat', 'compact', 'nobody@t'], th.env);
  assert.is(missing.code, 1);
});

test('attributed caller: a seat compacting itself is recorded as self with its node id', async () => {
  const seat = await addSeat(th.home, { cwd: th.dir, name: 'w3' });
  const r = await rig(['seat', 'compact', 'w3@t', '--json'], { ...th.env, OPENRIG_SESSION_NAME: 'w3@t' });
  assert.is(r.code, 0, r.stderr);
  assert.is(json(r).run.actor, 'self');
  assert.is(readRecord(th.home, seat.nodeId)?.run?.caller, seat.nodeId);
});

test('rig seat status carries the compaction section (text and --json); none for a Codex seat without a record', async () => {
  const status = await rig(['seat', 'status', 'w1@t', '--json'], th.env);
  assert.is(status.code, 0, status.stderr);
  const j = json(status);
  assert.is(j.compaction.stage, 'prep');
  assert.is(j.compaction.owesTurn, false);
  const text = await rig(['seat', 'status', 'w1@t'], th.env);
  assert.match(text.stdout, /\nCompaction: prep since \S+ — the prep prompt is owed/);
  const codex = json(await rig(['seat', 'status', 'c1@t', '--json'], th.env));
  assert.is(codex.compaction, undefined);
});

test.run();
