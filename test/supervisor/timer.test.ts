// The parked-owner supervisor timer on a fake clock with a notify double: the 5-minute grace then
// the next tick, no grace at a prompt, a success to the same occupant waiting for a change in its
// obligations, rotation that counts held attempts, compaction (planned, at paste and at Enter
// through stopIf), and memory that survives a restart.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tempHome } from '../helpers/home.js';
import { delivered, fakeTick, notifyDouble } from '../helpers/tick.js';
import { addSeat } from '../helpers/seat.js';
import { hookDoc, writeHookDoc } from '../helpers/hook-doc.js';
import { supervisorTimer, type SupervisorDeps } from '../../lib/supervisor/timer.js';
import { readSupervisorMemory } from '../../lib/supervisor/memory-store.js';
import { createQueueRow, transitionQueueRow } from '../../lib/queue/queue-store.js';
import type { SeatRecord } from '../../lib/seat/registry.js';
import type { HomePaths } from '../../lib/home/paths.js';
import { REPEAT_NOTE } from '../../lib/watchdog/message.js';

const MIN = 60_000;

function setup(deps?: SupervisorDeps) {
  const { home, env } = tempHome();
  const d = notifyDouble();
  const t = fakeTick(home, (req) => d.notify(req));
  // One timer across ticks, as the daemon runs it (its cache of unchanged files included).
  const timer = supervisorTimer(deps);
  const tick = (now: number) => timer.tick(t.ctx(now));
  return { home, env, d, t, tick };
}

const hookAt = (home: HomePaths, s: SeatRecord, state: 'idle' | 'running' | 'needs_input', now: number) =>
  writeHookDoc(home, hookDoc({ nodeId: s.nodeId, occupant: s.occupant, name: s.name, rig: s.rig }, { state, now }));

async function blockedRow(home: HomePaths, env: Record<string, string>, seat: string, summary = 'wait for the review') {
  const { row } = await createQueueRow(home, env, { destination: seat, summary });
  await transitionQueueRow(home, env, row.id, { verb: 'block', on: 'lead@r' });
  return row.id;
}

test('idle seat holding a blocked row: nothing for 5 minutes, then one reminder on the next tick', async () => {
  const { home, env, d, tick } = setup();
  const s = await addSeat(home, { name: 'a', rig: 'r' });
  const id = await blockedRow(home, env, 'a@r');
  const T0 = Date.now();
  for (const at of [0, MIN, 4 * MIN, 5 * MIN - 1000]) {
    hookAt(home, s, 'idle', T0 + at);
    await tick(T0 + at);
  }
  assert.is(d.calls.length, 0, 'still in the grace');
  hookAt(home, s, 'idle', T0 + 5 * MIN);
  await tick(T0 + 5 * MIN);
  assert.is(d.calls.length, 1);
  const req = d.calls[0]!;
  assert.is(req.kind, 'notice');
  assert.ok(
    req.message.includes(id) && req.message.includes('unchanged for 5m') && req.message.endsWith(REPEAT_NOTE),
    req.message,
  );
  assert.type(req.stopIf, 'function');
  const mem = readSupervisorMemory(home)[s.nodeId]!;
  assert.is(mem.since, new Date(T0).toISOString());
  assert.equal(mem.lastSuccess?.occupant, s.occupant);
});

test('a success to the same occupant waits for a change in its obligations; a new blocked row is reminded after its own grace', async () => {
  const { home, env, d, tick } = setup();
  const s = await addSeat(home, { name: 'a', rig: 'r' });
  await blockedRow(home, env, 'a@r');
  const T0 = Date.now();
  hookAt(home, s, 'idle', T0);
  await tick(T0);
  await tick(T0 + 5 * MIN);
  assert.is(d.calls.length, 1);
  for (const at of [11, 30, 60]) {
    hookAt(home, s, 'idle', T0 + at * MIN);
    await tick(T0 + at * MIN);
  }
  assert.is(d.calls.length, 1, 'already reminded: same occupant, same obligations');
  await blockedRow(home, env, 'a@r', 'second');
  const T1 = T0 + 61 * MIN;
  hookAt(home, s, 'idle', T1);
  await tick(T1);
  await tick(T1 + 4 * MIN);
  assert.is(d.calls.length, 1, 'the changed obligations restart the grace');
  hookAt(home, s, 'idle', T1 + 5 * MIN);
  await tick(T1 + 5 * MIN);
  assert.is(d.calls.length, 2);
});

test('a relaunched seat (another occupant) is reminded again', async () => {
  const { home, env, d, tick } = setup();
  const s = await addSeat(home, { name: 'a', rig: 'r' });
  await blockedRow(home, env, 'a@r');
  const T0 = Date.now();
  hookAt(home, s, 'idle', T0);
  await tick(T0);
  await tick(T0 + 5 * MIN);
  const relaunched = await addSeat(home, { name: 'a', rig: 'r', nodeId: s.nodeId, occupant: 'o-ffffffffffffffff' });
  hookAt(home, relaunched, 'idle', T0 + 11 * MIN);
  await tick(T0 + 11 * MIN);
  assert.is(d.calls.length, 2);
});

test('a seat at a prompt gets no grace: the alert is attempted on the first tick (and retried, not every tick)', async () => {
  const { home, env, d, tick } = setup();
  const s = await addSeat(home, { name: 'a', rig: 'r' });
  await blockedRow(home, env, 'a@r');
  const T0 = Date.now();
  d.answer = (req) => delivered(req, { outcome: 'refused', sent: false, reason: 'target_needs_input', state: null });
  hookAt(home, s, 'needs_input', T0);
  await tick(T0);
  assert.is(d.calls.length, 1, 'no grace');
  await tick(T0 + MIN);
  assert.is(d.calls.length, 1, 'the refused attempt is retried later, not on every tick');
  await tick(T0 + 5 * MIN);
  assert.is(d.calls.length, 2);
  assert.is(readSupervisorMemory(home)[s.nodeId]!.lastAttempt!.reason, 'target_needs_input');
});

test('failed, unknown and held attempts are retried; a held seat cannot starve another owner', async () => {
  const { home, env, d, tick } = setup();
  const seats: SeatRecord[] = [];
  for (const name of ['a', 'b', 'c']) {
    const s = await addSeat(home, { name, rig: 'r' });
    await blockedRow(home, env, `${name}@r`);
    seats.push(s);
  }
  const T0 = Date.now();
  // a's input is always held (a draft); b's writes are unknown; c succeeds.
  d.answer = (req) =>
    req.seat.name === 'a'
      ? delivered(req, { outcome: 'retained', sent: false, reason: 'draft_input_busy', state: 'held' })
      : req.seat.name === 'b'
        ? delivered(req, { outcome: 'indeterminate', reason: 'submit_unconfirmed', state: 'indeterminate' })
        : delivered(req);
  const at = async (m: number) => {
    for (const s of seats) hookAt(home, s, 'idle', T0 + m * MIN);
    const before = d.calls.length;
    await tick(T0 + m * MIN);
    return d.calls.slice(before).map((c) => c.seat.name);
  };
  assert.equal(await at(0), []);
  assert.equal(await at(5), ['a', 'b'], 'two per tick, by name among the never-attempted');
  assert.equal(await at(6), ['c'], 'c, never attempted, is next; a and b wait for their retry');
  assert.equal(await at(11), ['a', 'b'], 'held and unknown attempts are retried; c is done');
  assert.equal(await at(17), ['a', 'b']);
});

test('held because the mode holds notices: one copy kept, no more until the obligations change', async () => {
  const { home, env, d, tick } = setup();
  const s = await addSeat(home, { name: 'a', rig: 'r' });
  await blockedRow(home, env, 'a@r');
  const T0 = Date.now();
  d.answer = (req) =>
    delivered(req, { outcome: 'retained', sent: false, reason: 'typing_guard_enabled', state: 'held' });
  for (const m of [0, 5, 11, 30]) {
    hookAt(home, s, 'idle', T0 + m * MIN);
    await tick(T0 + m * MIN);
  }
  assert.is(d.calls.length, 1);
  await blockedRow(home, env, 'a@r', 'another');
  for (const m of [31, 36]) {
    hookAt(home, s, 'idle', T0 + m * MIN);
    await tick(T0 + m * MIN);
  }
  assert.is(d.calls.length, 2);
});

test('compaction: the reminder waits while it is owed, and stopIf asks again at paste and at Enter', async () => {
  let owed = true;
  const { home, env, d, tick } = setup({ owes: () => owed });
  const s = await addSeat(home, { name: 'a', rig: 'r' });
  await blockedRow(home, env, 'a@r');
  const T0 = Date.now();
  hookAt(home, s, 'idle', T0);
  await tick(T0);
  hookAt(home, s, 'idle', T0 + 10 * MIN);
  await tick(T0 + 10 * MIN);
  assert.is(d.calls.length, 0, 'owed: waits');
  owed = false;
  const asked: (string | undefined)[] = [];
  d.answer = async (req) => {
    asked.push((await req.stopIf!('paste'))?.reason);
    owed = true; // a compaction stage begins after the paste
    asked.push((await req.stopIf!('enter'))?.reason);
    return delivered(req, { outcome: 'indeterminate', reason: 'compaction_owes_turn', state: 'indeterminate' });
  };
  await tick(T0 + 11 * MIN);
  assert.equal(asked, [undefined, 'compaction_owes_turn']);
  const mem = readSupervisorMemory(home)[s.nodeId]!;
  assert.equal([mem.lastAttempt!.outcome, mem.lastAttempt!.reason], ['indeterminate', 'compaction_owes_turn']);
  assert.is(mem.lastSuccess, null, 'a partial input is not a success');
});

test('the memory survives a restart: the grace is neither restarted nor granted again', async () => {
  const { home, env, d, t } = setup();
  const s = await addSeat(home, { name: 'a', rig: 'r' });
  await blockedRow(home, env, 'a@r');
  const T0 = Date.now();
  hookAt(home, s, 'idle', T0);
  await supervisorTimer().tick(t.ctx(T0));
  hookAt(home, s, 'idle', T0 + 5 * MIN);
  await supervisorTimer().tick(t.ctx(T0 + 5 * MIN));
  assert.is(d.calls.length, 1, 'a new timer (a restarted daemon) keeps the since');
  hookAt(home, s, 'idle', T0 + 30 * MIN);
  await supervisorTimer().tick(t.ctx(T0 + 30 * MIN));
  assert.is(d.calls.length, 1, 'and the recorded success');
});

test('rows unblocked before the send: nothing sent (current eligibility), memory forgotten', async () => {
  const { home, env, d, tick } = setup();
  const s = await addSeat(home, { name: 'a', rig: 'r' });
  const id = await blockedRow(home, env, 'a@r');
  const T0 = Date.now();
  hookAt(home, s, 'idle', T0);
  await tick(T0);
  await transitionQueueRow(home, env, id, { verb: 'start' });
  hookAt(home, s, 'idle', T0 + 6 * MIN);
  await tick(T0 + 6 * MIN);
  assert.is(d.calls.length, 0);
  assert.is(readSupervisorMemory(home)[s.nodeId], undefined);
});

test('a Codex-shaped seat (last hook Stop, no idle_prompt, nothing after it) is reminded once the grace ends', async () => {
  const { home, env, d, tick } = setup();
  const s = await addSeat(home, { name: 'cx', rig: 'r', runtime: 'codex' });
  await blockedRow(home, env, 'cx@r');
  const T0 = Date.now();
  // One Stop, written once: the record only ages from here on (stale after HOOK_STALE_MS, 5 minutes).
  writeHookDoc(home, {
    ...hookDoc({ nodeId: s.nodeId, occupant: s.occupant, name: s.name, rig: s.rig }, { state: 'idle', now: T0 }),
    runtime: 'codex',
  });
  const sent: number[] = [];
  // A tick every 30 s for 20 minutes, the first one a second after the Stop.
  for (let ms = 1000; ms <= 20 * MIN; ms += 30_000) {
    const before = d.calls.length;
    await tick(T0 + ms);
    if (d.calls.length > before) sent.push(ms);
  }
  assert.is(sent.length, 1, `reminded at ${JSON.stringify(sent)} ms (one success, then it waits for a change)`);
  assert.ok(
    sent[0]! >= 5 * MIN && sent[0]! <= 5 * MIN + 31_000,
    `reminded at ${sent[0]} ms: the grace, then the next tick`,
  );
});

test.run();
