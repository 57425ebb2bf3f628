// The queue wakes' decisions as tables (pure): currency, due at a tick and at startup, the seat
// gate, the per-seat throttle, coalescing, the kind, attempt ids and the outcome fold.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  attemptId,
  bySeat,
  coalesce,
  foldAttempt,
  isSettled,
  recoveryWithinBudget,
  seatGate,
  seatRecheck,
  seatThrottle,
  wakeBody,
  wakeCurrency,
  wakeDueAtStartup,
  wakeDueAtTick,
  wakeKind,
  wakePointers,
  WAKE_MAX_PER_POINTER,
  WAKE_MAX_TICK_FAILURES,
  WAKE_RETRY_AFTER_MS,
  WAKE_MAY_REPEAT,
  WAKE_RECOVERY_BUDGET_MS,
  WAKE_ROW_COMMIT_GRACE_MS,
  WAKE_SEAT_INTERVAL_MS,
  WAKE_SEAT_RECHECK_MS,
  WAKE_SETTLE_MS,
} from '../../lib/queue/wake-decide.js';
import type { WakeAttemptState, WakeIntent, WakeState } from '../../lib/queue/wake-intent.js';
import type { QueueRow, QueueState } from '../../lib/queue/row.js';
import { isUnblock } from '../../lib/queue/queue-store.js';
import { describeWake } from '../../lib/queue/wake.js';

const T0 = Date.parse('2026-12-02T01:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function intent(over: Partial<WakeIntent> = {}): WakeIntent {
  const rowId = over.rowId ?? 'q-20261202010000-0000000a';
  return {
    schema: 'queue-wake',
    version: 1,
    id: `wake-intent-${rowId}`,
    rowId,
    destination: 'dev@r',
    cause: 'create',
    priority: 'routine',
    body: `Queue ${rowId} (routine, new, from lead@r): fix it — rig queue show ${rowId}`,
    rowTransitions: 0,
    createdAt: iso(T0),
    updatedAt: iso(T0),
    state: 'pending',
    reason: 'wake_pending',
    tickFailures: 0,
    attempts: [],
    ...over,
  };
}

const row = (state: QueueState, destination = 'dev@r', transitions = 0) =>
  ({
    state,
    destination,
    transitions: Array.from({ length: transitions }, () => ({ at: '', from: 'pending', to: state, actor: 'x' })),
  }) as Pick<QueueRow, 'state' | 'destination' | 'transitions'>;

test('currency: create/handoff wakes are current only while the row is pending at the same seat', () => {
  const cases: [QueueState, string, string][] = [
    ['pending', 'dev@r', 'true'],
    ['in-progress', 'dev@r', 'row_claimed'],
    ['blocked', 'dev@r', 'row_claimed'],
    ['done', 'dev@r', 'row_closed'],
    ['failed', 'dev@r', 'row_closed'],
    ['denied', 'dev@r', 'row_closed'],
    ['canceled', 'dev@r', 'row_closed'],
    ['handed-off', 'dev@r', 'row_closed'],
    ['pending', 'other@r', 'row_reassigned'],
  ];
  for (const cause of ['create', 'handoff'] as const) {
    for (const [state, dest, want] of cases) {
      const c = wakeCurrency(intent({ cause }), row(state, dest), T0);
      assert.is(c.current === true ? 'true' : (c as { reason: string }).reason, want, `${cause} ${state} ${dest}`);
    }
  }
});

test('currency: an unblock wake is current while the row is in progress with nothing after the unblock', () => {
  const i = intent({ cause: 'unblock', rowTransitions: 2 });
  assert.is(wakeCurrency(i, row('in-progress', 'dev@r', 2), T0).current, true);
  assert.equal(wakeCurrency(i, row('in-progress', 'dev@r', 3), T0), { current: false, reason: 'row_changed' });
  assert.equal(wakeCurrency(i, row('done', 'dev@r', 2), T0), { current: false, reason: 'row_changed' });
  assert.equal(wakeCurrency(i, row('in-progress', 'x@r', 2), T0), { current: false, reason: 'row_reassigned' });
});

test('currency: a missing row is waited for, then dropped', () => {
  assert.equal(wakeCurrency(intent(), undefined, T0 + 10), { current: 'wait', reason: 'row_not_committed' });
  assert.equal(wakeCurrency(intent(), undefined, T0 + WAKE_ROW_COMMIT_GRACE_MS), {
    current: false,
    reason: 'row_missing',
  });
});

test('due at a tick: state, settle window, retry wait and the failure bound', () => {
  const rows: [Partial<WakeIntent>, number, string][] = [
    [{}, T0, 'wake_settling'],
    [{}, T0 + WAKE_SETTLE_MS - 1, 'wake_settling'],
    [{}, T0 + WAKE_SETTLE_MS, 'due'],
    [{ state: 'failed', tickFailures: 1 }, T0 + 5000, 'due'],
    [{ state: 'failed', retryAfter: iso(T0 + 9000) }, T0 + 5000, 'wake_retry_wait'],
    [{ state: 'failed', retryAfter: iso(T0 + 9000) }, T0 + 9000, 'due'],
    // A stamp further ahead than its writer ever puts one (a clock stepped back, an edited file) is
    // not credible: it waits nothing, rather than holding the wake until the clock catches up.
    [{ state: 'failed', retryAfter: iso(T0 + 5000 + WAKE_RETRY_AFTER_MS) }, T0 + 5000, 'wake_retry_wait'],
    [{ state: 'failed', retryAfter: iso(T0 + 5001 + WAKE_RETRY_AFTER_MS) }, T0 + 5000, 'due'],
    [{ state: 'failed', retryAfter: iso(T0 + 365 * 86_400_000) }, T0 + 5000, 'due'],
    [{ createdAt: iso(T0 + WAKE_SETTLE_MS) }, T0, 'wake_settling'],
    [{ createdAt: iso(T0 + WAKE_SETTLE_MS + 1) }, T0, 'due'],
    [{ createdAt: iso(T0 + 86_400_000) }, T0, 'due'],
    [{ state: 'failed', tickFailures: WAKE_MAX_TICK_FAILURES }, T0 + 5000, 'wake_retries_spent'],
    [{ state: 'held' }, T0 + 5000, 'wake_held'],
    [{ state: 'indeterminate' }, T0 + 5000, 'wake_indeterminate'],
    [{ state: 'sending' }, T0 + 5000, 'wake_sending'],
    [{ state: 'complete' }, T0 + 5000, 'wake_complete'],
    [{ state: 'closed' }, T0 + 5000, 'wake_closed'],
  ];
  for (const [over, now, want] of rows) {
    const d = wakeDueAtTick(intent(over), now);
    assert.is(d.due ? 'due' : d.reason, want, JSON.stringify(over));
  }
});

test('due at startup: failed, unconfirmed and interrupted wakes, not pending, held or known ones', () => {
  const tried = [{ outboxId: 'x', at: iso(T0), state: 'failed' as const, reason: 'r', pass: 'tick' as const }];
  const rows: [WakeState, boolean, boolean][] = [
    ['failed', true, true],
    ['indeterminate', true, true],
    ['sending', true, true],
    ['pending', true, false],
    ['pending', false, false],
    ['held', true, false],
    ['complete', true, false],
    ['closed', true, false],
  ];
  for (const [state, hasAttempts, want] of rows)
    assert.is(
      wakeDueAtStartup(intent({ state, attempts: hasAttempts ? tried : [] })).due,
      want,
      `${state} ${hasAttempts}`,
    );
});

test('recovery budget: the pass may begin another seat only within its budget', () => {
  assert.is(recoveryWithinBudget(T0, T0), true);
  assert.is(recoveryWithinBudget(T0, T0 + WAKE_RECOVERY_BUDGET_MS - 1), true);
  assert.is(recoveryWithinBudget(T0, T0 + WAKE_RECOVERY_BUDGET_MS), false);
  assert.is(recoveryWithinBudget(T0, T0, 0), false);
});

test('seat throttle: one pointer per seat per interval', () => {
  assert.is(seatThrottle(undefined, T0).due, true);
  assert.equal(seatThrottle(T0, T0 + WAKE_SEAT_INTERVAL_MS - 1), { due: false, reason: 'seat_throttled' });
  assert.is(seatThrottle(T0, T0 + WAKE_SEAT_INTERVAL_MS).due, true);
});

test('seat re-look: a seat found not ready is looked at again only after the wait', () => {
  assert.is(seatRecheck(undefined, T0).due, true);
  assert.equal(seatRecheck(T0, T0 + WAKE_SEAT_RECHECK_MS - 1), { due: false, reason: 'seat_recheck_wait' });
  assert.is(seatRecheck(T0, T0 + WAKE_SEAT_RECHECK_MS).due, true);
});

test('seat gate: only an idle seat is woken unless its mode holds the notice; never one at a prompt', () => {
  const rows: [Parameters<typeof seatGate>[0], boolean, string][] = [
    ['idle', false, 'wake'],
    ['busy', false, 'seat_busy'],
    ['needs_input', false, 'seat_needs_input'],
    ['unknown', false, 'seat_activity_unknown'],
    ['unreachable', false, 'seat_unreachable'],
    ['needs_input', true, 'wake'],
    ['busy', true, 'wake'],
  ];
  for (const [state, holds, want] of rows) {
    const g = seatGate(state, holds);
    assert.is(g.wake ? 'wake' : g.reason, want, `${state} ${holds}`);
  }
});

test('kind: urgent for an urgent or critical row, a notice for a routine one', () => {
  assert.is(wakeKind('routine'), 'notice');
  assert.is(wakeKind('urgent'), 'urgent');
  assert.is(wakeKind('critical'), 'urgent');
});

test('pointers per kind: a routine line never rides in an urgent pointer; held wakes join only their own kind', () => {
  const w = (n: number, priority: WakeIntent['priority'], state: WakeState = 'pending') =>
    intent({
      rowId: `q-20261202010000-0000000${n}`,
      createdAt: iso(T0 + n),
      priority,
      state,
      body: `${priority} ${n}`,
    });
  const shape = (due: WakeIntent[], held: WakeIntent[]) =>
    wakePointers(due, held, false).map((p) => `${p.kind}: ${p.intents.map((i) => i.body).join(', ')}`);
  const rows: [string, WakeIntent[], WakeIntent[], string[]][] = [
    // The issue: a routine wake held at an urgent-only seat, then an urgent row's wake.
    ['held routine, due urgent', [w(2, 'urgent')], [w(1, 'routine', 'held')], ['urgent: urgent 2']],
    ['held routine, due critical', [w(2, 'critical')], [w(1, 'routine', 'held')], ['urgent: critical 2']],
    [
      'due urgent and routine together',
      [w(1, 'routine'), w(2, 'urgent'), w(3, 'critical')],
      [],
      ['urgent: urgent 2, critical 3', 'notice: routine 1'],
    ],
    [
      'held routine joins a due routine',
      [w(2, 'routine')],
      [w(1, 'routine', 'held')],
      ['notice: routine 1, routine 2'],
    ],
    ['held urgent joins a due urgent', [w(2, 'urgent')], [w(1, 'urgent', 'held')], ['urgent: urgent 1, urgent 2']],
    ['held urgent does not join a due routine', [w(2, 'routine')], [w(1, 'critical', 'held')], ['notice: routine 2']],
    ['held wakes alone make no pointer', [], [w(1, 'urgent', 'held'), w(2, 'routine', 'held')], []],
    ['nothing due', [], [], []],
  ];
  for (const [name, due, held, want] of rows) assert.equal(shape(due, held), want, name);
  // The retry line goes on every pointer of the startup pass.
  for (const p of wakePointers([w(1, 'routine'), w(2, 'urgent')], [], true))
    assert.ok(p.text.endsWith(WAKE_MAY_REPEAT));
});

test('coalesce: one pointer, every original id and body, oldest first; a retry adds the may-repeat line', () => {
  const list = [3, 1, 2].map((n) =>
    intent({ rowId: `q-20261202010000-0000000${n}`, createdAt: iso(T0 + n), body: `body ${n}` }),
  );
  const p = coalesce(list, false)!;
  assert.equal(
    p.intents.map((i) => i.rowId),
    ['q-20261202010000-00000001', 'q-20261202010000-00000002', 'q-20261202010000-00000003'],
  );
  assert.is(p.text, 'body 1\nbody 2\nbody 3');
  assert.is(p.outboxId, 'wake-intent-q-20261202010000-00000001');
  assert.is(p.kind, 'notice');
  const r = coalesce(list, true)!;
  assert.is(r.text, `body 1\nbody 2\nbody 3\n${WAKE_MAY_REPEAT}`);
  assert.is(coalesce([], false), undefined);
  const many = Array.from({ length: WAKE_MAX_PER_POINTER + 5 }, (_, n) =>
    intent({ rowId: `q-20261202010000-${String(n).padStart(8, '0')}`, createdAt: iso(T0 + n) }),
  );
  assert.is(coalesce(many, false)!.intents.length, WAKE_MAX_PER_POINTER);
});

test('attempt ids: the original id first, then numbered; bySeat groups in order', () => {
  assert.is(attemptId(intent()), 'wake-intent-q-20261202010000-0000000a');
  const once = [{ outboxId: 'a', at: '', state: 'failed' as const, reason: 'r', pass: 'tick' as const }];
  assert.is(attemptId(intent({ attempts: once })), 'wake-intent-q-20261202010000-0000000a.2');
  // The counter, not the kept list (bounded), numbers the next id: an id is never reused.
  assert.is(attemptId(intent({ attempts: once, tries: 25 })), 'wake-intent-q-20261202010000-0000000a.26');
  const g = bySeat([{ destination: 'a@r' }, { destination: 'b@r' }, { destination: 'a@r' }]);
  assert.equal([...g.keys()], ['a@r', 'b@r']);
  assert.is(g.get('a@r')!.length, 2);
});

test('fold: a known delivery settles; an earlier unknown is not resolved by a later no-write failure', () => {
  const rows: [WakeState, WakeAttemptState, WakeState][] = [
    ['pending', 'complete', 'complete'],
    ['pending', 'indeterminate', 'indeterminate'],
    ['pending', 'failed', 'failed'],
    ['pending', 'refused', 'failed'],
    ['pending', 'held', 'held'],
    ['failed', 'failed', 'failed'],
    ['failed', 'complete', 'complete'],
    ['indeterminate', 'failed', 'indeterminate'],
    ['indeterminate', 'refused', 'indeterminate'],
    ['indeterminate', 'held', 'indeterminate'],
    ['indeterminate', 'complete', 'complete'],
    ['sending', 'failed', 'indeterminate'],
    ['held', 'refused', 'held'],
    ['held', 'held', 'held'],
    ['held', 'complete', 'complete'],
  ];
  for (const [prior, outcome, want] of rows) assert.is(foldAttempt(prior, outcome), want, `${prior} + ${outcome}`);
  assert.is(isSettled('complete'), true);
  assert.is(isSettled('closed'), true);
  assert.is(isSettled('indeterminate'), false);
  assert.is(isSettled('held'), false);
});

test('the figures docs/queue-wakes.md states', () => {
  assert.equal(
    [
      WAKE_SETTLE_MS,
      WAKE_SEAT_INTERVAL_MS,
      WAKE_SEAT_RECHECK_MS,
      WAKE_RETRY_AFTER_MS,
      WAKE_MAX_TICK_FAILURES,
      WAKE_ROW_COMMIT_GRACE_MS,
      WAKE_MAX_PER_POINTER,
      WAKE_RECOVERY_BUDGET_MS,
    ],
    [1000, 30_000, 5000, 60_000, 3, 60_000, 20, 5000],
  );
});

test('body: the summary is cut at 80 characters, exactly', () => {
  const r = { id: 'q-20261202010000-0000000a', priority: 'routine' as const, source: 'a@r' };
  const at80 = wakeBody({ ...r, summary: 'y'.repeat(80) }, 'create');
  assert.ok(at80.includes(`: ${'y'.repeat(80)} — `), 'eighty characters stay whole');
  const at81 = wakeBody({ ...r, summary: 'y'.repeat(81) }, 'create');
  assert.ok(at81.includes(`: ${'y'.repeat(79)}… — `), 'eighty-one are cut to 79 and an ellipsis');
});

test('body: id, priority, cause, source, the summary cut, and where to read it', () => {
  const r = {
    id: 'q-20261202010000-0000000a',
    priority: 'urgent' as const,
    source: 'lead@r',
    summary: 'x'.repeat(300),
  };
  const b = wakeBody(r, 'handoff');
  assert.ok(b.startsWith('Queue q-20261202010000-0000000a (urgent, handed to you, from lead@r): xxx'));
  assert.ok(b.endsWith('— rig queue show q-20261202010000-0000000a'));
  assert.ok(b.length < 220);
  assert.match(wakeBody({ ...r, summary: 's' }, 'unblock'), /unblocked/);
});

test('unblock: a blocked row resumed by someone else, not by its own seat', () => {
  const before = { state: 'blocked', destination: 'dev@r' } as QueueRow;
  const after = { state: 'in-progress', destination: 'dev@r' } as QueueRow;
  assert.is(isUnblock(before, after, 'lead@r'), true);
  assert.is(isUnblock(before, after, 'dev@r'), false);
  assert.is(isUnblock({ ...before, state: 'pending' }, after, 'lead@r'), false);
});

test('describeWake: state, why, the last attempt, and where a held wake is read', () => {
  assert.is(describeWake(intent({ deferred: 'seat_busy' })), 'Wake: pending (seat_busy)');
  const a = {
    outboxId: 'wake-intent-q-20261202010000-0000000a',
    at: '',
    state: 'held' as const,
    reason: 'typing_guard_enabled',
    pass: 'tick' as const,
  };
  assert.is(
    describeWake(intent({ state: 'held', reason: 'typing_guard_enabled', attempts: [a] })),
    'Wake: held (typing_guard_enabled; last attempt wake-intent-q-20261202010000-0000000a: held) — rig seat held-messages dev@r',
  );
});

test.run();
