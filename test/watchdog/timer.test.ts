// The watchdog timer job on a fake clock with a notify double: when a reminder goes, what it says,
// digests, the stop check, the idle gate, and that history keeps each attempt's current transport
// result (an unknown write stays unknown, and never stops the next due reminder).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tempHome } from '../helpers/home.js';
import { delivered, fakeTick, notifyDouble } from '../helpers/tick.js';
import { addSeat } from '../helpers/seat.js';
import { hookDoc, writeHookDoc } from '../helpers/hook-doc.js';
import { watchdogTimer } from '../../lib/watchdog/timer.js';
import { buildJob } from '../../lib/watchdog/job.js';
import type { WatchdogPolicy } from '../../lib/watchdog/constants.js';
import { addJob, readHistory, readJob, removeJob, updateJobs } from '../../lib/watchdog/store.js';
import { REPEAT_NOTE } from '../../lib/watchdog/message.js';
import { createQueueRow } from '../../lib/queue/queue-store.js';
import type { SeatRecord } from '../../lib/seat/registry.js';

const MIN = 60_000;

async function setup() {
  const { home, env } = tempHome();
  const d = notifyDouble();
  const t = fakeTick(home, (req) => d.notify(req));
  const timer = watchdogTimer();
  const tick = (now: number) => timer.tick(t.ctx(now));
  return { home, env, d, t, tick };
}

async function job(
  home: ReturnType<typeof tempHome>['home'],
  seat: string,
  at: number,
  o: { policy?: WatchdogPolicy; message?: string; every?: string } = {},
) {
  return addJob(
    home,
    buildJob(
      {
        policy: o.policy ?? 'periodic',
        seat,
        message: o.message ?? 'check the build',
        interval: o.every ?? '10m',
        createdBy: 'unattributed',
      },
      at,
    ),
  );
}

const hookAt = (
  home: ReturnType<typeof tempHome>['home'],
  s: SeatRecord,
  state: 'idle' | 'running' | 'needs_input',
  now: number,
  agoMs = 0,
) =>
  writeHookDoc(
    home,
    hookDoc({ nodeId: s.nodeId, occupant: s.occupant, name: s.name, rig: s.rig }, { state, now, agoMs }),
  );

test('periodic: not before the interval; then one notice with the repeat note; history keeps the result', async () => {
  const { home, d, tick } = await setup();
  await addSeat(home, { name: 'a', rig: 'r' });
  const T0 = Date.now();
  const j = await job(home, 'a@r', T0);
  await tick(T0 + 10 * MIN - 1);
  assert.is(d.calls.length, 0, 'not due yet');
  await tick(T0 + 10 * MIN);
  assert.is(d.calls.length, 1);
  const req = d.calls[0]!;
  assert.is(req.kind, 'notice');
  assert.not.ok('sender' in req, 'the sender is the daemon’s (OPENRIG_SENDER), not the job’s');
  assert.ok(req.message.includes('check the build') && req.message.endsWith(REPEAT_NOTE), req.message);
  assert.match(req.id!, /^watchdog-wo-[0-9]{14}-[0-9a-f]{8}$/);
  await tick(T0 + 10 * MIN + 5000);
  assert.is(d.calls.length, 1, 'once per interval');
  const after = readJob(home, j.id)!;
  assert.is(after.attempts, 1);
  assert.is(after.lastAttempt!.outcome, 'delivered');
  const h = readHistory(home, j.id)!;
  assert.equal(
    h.map((e) => [e.event, e.reason]),
    [
      ['added', 'added'],
      ['attempt', 'delivered'],
    ],
  );
  assert.equal(h[1]!.outboxIds, [req.id]);
});

test('an unknown write is recorded as unknown (sent: true), and the next due reminder is a new attempt anyway', async () => {
  const { home, d, tick } = await setup();
  await addSeat(home, { name: 'a', rig: 'r' });
  const T0 = Date.now();
  const j = await job(home, 'a@r', T0);
  d.answer = (req) =>
    delivered(req, { outcome: 'indeterminate', reason: 'submit_unconfirmed', state: 'indeterminate' });
  await tick(T0 + 10 * MIN);
  d.answer = (req) =>
    delivered(req, { outcome: 'retained', sent: false, reason: 'typing_guard_enabled', state: 'held' });
  await tick(T0 + 20 * MIN);
  d.answer = (req) => delivered(req);
  await tick(T0 + 30 * MIN);
  assert.is(d.calls.length, 3, 'each due reminder went, whatever the earlier receipts say');
  assert.is(new Set(d.calls.map((c) => c.id)).size, 3, 'each attempt has its own occurrence');
  const attempts = readHistory(home, j.id)!.filter((e) => e.event === 'attempt');
  assert.equal(
    attempts.map((e) => [e.outcome, e.sent, e.state, e.reason]),
    [
      ['indeterminate', true, 'indeterminate', 'submit_unconfirmed'],
      ['retained', false, 'held', 'typing_guard_enabled'],
      ['delivered', true, 'complete', 'delivered'],
    ],
  );
});

test('a notify that throws is recorded as an error (unknown), not as nothing sent', async () => {
  const { home, d, tick, t } = await setup();
  await addSeat(home, { name: 'a', rig: 'r' });
  const T0 = Date.now();
  const j = await job(home, 'a@r', T0);
  d.answer = () => {
    throw new Error('daemon socket closed');
  };
  await tick(T0 + 10 * MIN);
  const e = readHistory(home, j.id)!.at(-1)!;
  assert.equal([e.event, e.outcome, e.reason, e.state], ['attempt', 'error', 'notify_failed', null]);
  assert.ok(t.lines.some((l) => l.includes('daemon socket closed')));
});

test('reminders due for one seat go as one digest; each job records it', async () => {
  const { home, d, tick } = await setup();
  await addSeat(home, { name: 'a', rig: 'r' });
  await addSeat(home, { name: 'b', rig: 'r' });
  const T0 = Date.now();
  const j1 = await job(home, 'a@r', T0, { message: 'one' });
  const j2 = await job(home, 'a@r', T0 + 1, { message: 'two' });
  const j3 = await job(home, 'b@r', T0, { message: 'three' });
  await tick(T0 + 11 * MIN);
  assert.is(d.calls.length, 2);
  const a = d.calls.find((c) => c.seat.name === 'a')!;
  assert.ok(a.message.startsWith('OpenRig watchdog: 2 reminders due.'), a.message);
  assert.ok(a.message.includes('one') && a.message.includes('two'));
  for (const id of [j1.id, j2.id]) assert.equal(readHistory(home, id)!.at(-1)!.digestOf, [j1.id, j2.id]);
  assert.is(readHistory(home, j3.id)!.at(-1)!.digestOf, undefined);
});

test('stop check: a job removed while the tick runs is not sent', async () => {
  const { home, d, tick } = await setup();
  await addSeat(home, { name: 'a', rig: 'r' });
  await addSeat(home, { name: 'b', rig: 'r' });
  const T0 = Date.now();
  await job(home, 'a@r', T0);
  const jb = await job(home, 'b@r', T0 + 1);
  d.answer = async (req) => {
    if (req.seat.name === 'a') await removeJob(home, jb.id, 'test');
    return delivered(req);
  };
  await tick(T0 + 11 * MIN);
  assert.equal(
    d.calls.map((c) => c.seat.name),
    ['a'],
  );
  assert.equal(
    readHistory(home, jb.id)!.map((e) => e.event),
    ['added', 'removed'],
  );
});

test('a stopped or unknown seat spends the interval with one history entry; nothing sent', async () => {
  const { home, d, tick } = await setup();
  await addSeat(home, { name: 'a', rig: 'r', status: 'stopped' });
  const T0 = Date.now();
  const j = await job(home, 'a@r', T0);
  await tick(T0 + 10 * MIN);
  await tick(T0 + 10 * MIN + 1000);
  assert.is(d.calls.length, 0);
  assert.equal(
    readHistory(home, j.id)!.map((e) => [e.event, e.reason]),
    [
      ['added', 'added'],
      ['skip', 'seat_stopped'],
    ],
  );
  assert.is(readJob(home, j.id)!.lastDueAt, new Date(T0 + 10 * MIN).toISOString());
});

test('idle-gate: quiet (nothing sent, nothing written) until the seat has open rows and fresh idle evidence', async () => {
  const { home, env, d, tick } = await setup();
  const s = await addSeat(home, { name: 'a', rig: 'r' });
  const T0 = Date.now();
  const j = await job(home, 'a@r', T0, { policy: 'idle-gate', every: '5m' });
  let now = T0 + 5 * MIN;
  hookAt(home, s, 'idle', now);
  await tick(now);
  assert.is(d.calls.length, 0, 'idle but no open rows');
  await createQueueRow(home, env, { destination: 'a@r', summary: 'review the PR' });
  hookAt(home, s, 'running', now);
  await tick(now);
  assert.is(d.calls.length, 0, 'rows but busy');
  hookAt(home, s, 'needs_input', now);
  await tick(now);
  assert.is(d.calls.length, 0, 'rows but at a prompt');
  hookAt(home, s, 'idle', now, 6 * MIN);
  await tick(now);
  assert.is(d.calls.length, 0, 'rows but the idle evidence is stale');
  assert.equal(
    readHistory(home, j.id)!.map((e) => e.event),
    ['added'],
    'quiet skips write nothing',
  );
  now += 1000;
  hookAt(home, s, 'idle', now, 1000);
  await tick(now);
  assert.is(d.calls.length, 1, 'open rows and fresh idle');
  assert.ok(d.calls[0]!.message.includes('rig queue whoami'));
  hookAt(home, s, 'idle', now + MIN);
  await tick(now + MIN);
  assert.is(d.calls.length, 1, 'at most once per interval');
  hookAt(home, s, 'idle', now + 5 * MIN);
  await tick(now + 5 * MIN);
  assert.is(d.calls.length, 2);
});

test('a periodic and an idle-gate job due for one seat: the gate is judged on the seat’s own rows and hooks', async () => {
  const { home, env, d, tick } = await setup();
  const s = await addSeat(home, { name: 'a', rig: 'r' });
  const T0 = Date.now();
  await job(home, 'a@r', T0, { message: 'periodic one' });
  await job(home, 'a@r', T0 + 1, { policy: 'idle-gate', message: 'gated one' });
  await createQueueRow(home, env, { destination: 'a@r', summary: 'open work' });
  hookAt(home, s, 'idle', T0 + 11 * MIN);
  await tick(T0 + 11 * MIN);
  assert.is(d.calls.length, 1);
  assert.ok(d.calls[0]!.message.startsWith('OpenRig watchdog: 2 reminders due.'), d.calls[0]!.message);
});

test('jobs and their schedule survive a restart: a new timer reads the same files', async () => {
  const { home, d, t } = await setup();
  await addSeat(home, { name: 'a', rig: 'r' });
  const T0 = Date.now();
  await job(home, 'a@r', T0);
  await watchdogTimer().tick(t.ctx(T0 + 10 * MIN));
  await watchdogTimer().tick(t.ctx(T0 + 15 * MIN));
  assert.is(d.calls.length, 1, 'the restarted timer knows the job was just due');
  await watchdogTimer().tick(t.ctx(T0 + 20 * MIN));
  assert.is(d.calls.length, 2);
});

test('a next due time far ahead (the clock stepped back: created or last due in 2100) is pulled back: it fires within one interval', async () => {
  const { home, d, tick } = await setup();
  await addSeat(home, { name: 'a', rig: 'r' });
  const T0 = Date.now();
  const Y2100 = Date.parse('2100-01-01T00:00:00.000Z');
  const created = await job(home, 'a@r', Y2100, { message: 'created in 2100' });
  const lastDue = await job(home, 'a@r', T0, { message: 'last due in 2100' });
  await updateJobs(home, [lastDue.id], (j) => ({ ...j, lastDueAt: new Date(Y2100).toISOString() }));
  const sent: number[] = [];
  // One tick a minute over two intervals (10m each): each job is sent once within the first interval.
  for (let m = 0; m <= 20; m++) {
    const before = d.calls.length;
    await tick(T0 + m * MIN);
    if (d.calls.length > before) sent.push(m);
  }
  assert.ok(sent.length >= 1 && sent[0]! <= 10, `sent at minutes ${JSON.stringify(sent)}`);
  for (const j of [created, lastDue]) {
    const h = readHistory(home, j.id)!;
    assert.ok(
      h.some((e) => e.event === 'attempt'),
      `${j.id}: ${JSON.stringify(h.map((e) => [e.event, e.reason]))}`,
    );
    assert.ok(Date.parse(readJob(home, j.id)!.lastDueAt!) <= T0 + 20 * MIN, 'the schedule is back on this clock');
    assert.equal(
      h.filter((e) => e.event === 'skip').map((e) => [e.at, e.reason]),
      [[new Date(T0).toISOString(), 'next_due_pulled_back']],
      'the pull-back is told once in the history',
    );
  }
});

test.run();
