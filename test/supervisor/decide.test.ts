// The parked-owner supervisor's pure decisions, as tables: the 5-minute grace, no grace at a
// prompt, a success to the same known occupant waiting for a change in obligations, the retry
// cadence, compaction, and the rotation that counts held attempts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  afterAttempt,
  judgeSeat,
  memoryChanged,
  obligationsFingerprint,
  pullBackMemory,
  rotation,
  waitingFingerprint,
  type SeatMemory,
  type SeatObservation,
} from '../../lib/supervisor/decide.js';
import { supervisorText } from '../../lib/supervisor/message.js';
import { REPEAT_NOTE } from '../../lib/watchdog/message.js';
import { parkedEvidence } from '../../lib/watchdog/evidence.js';
import { HOOK_STALE_MS, hookActivityAt } from '../../lib/activity/freshness.js';
import { SUPERVISOR_GRACE_MS } from '../../lib/watchdog/constants.js';
import type { HookActivityState } from '../../lib/activity/contract.js';

const T0 = Date.parse('2026-12-01T10:00:00.000Z');
const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const OCC = 'o-0123456789abcdef';
const ROW = {
  id: 'q-20261201100000-0000000a',
  updatedAt: iso(T0 - MIN),
  summary: 'wait for review',
  blockedOn: 'lead@r',
};

function obs(o: Partial<SeatObservation> = {}): SeatObservation {
  return {
    nodeId: 'n-0123456789abcdef',
    seat: 'a@r',
    occupant: OCC,
    running: true,
    blocked: [ROW],
    evidence: 'idle',
    compactionOwes: false,
    ...o,
    // The record's own word: the evidence given unless the row says otherwise (a record that aged).
    basis: o.basis ?? o.evidence ?? 'idle',
  };
}

/** The memory a seat has after being first seen at `since` in the observation's waiting state. */
function seen(o: SeatObservation, since: number, extra: Partial<SeatMemory> = {}): SeatMemory {
  const obligations = obligationsFingerprint(o.blocked);
  return {
    seat: o.seat,
    waiting: waitingFingerprint(obligations, o.basis),
    since: iso(since),
    obligations,
    lastAttempt: null,
    lastSuccess: null,
    ...extra,
  };
}

const attempt = (
  at: number,
  outcome: SeatMemory['lastAttempt'] extends infer A ? (A extends { outcome: infer O } ? O : never) : never,
) => ({
  at: iso(at),
  outcome,
  reason: outcome === 'delivered' ? 'delivered' : 'x',
  state: null,
});

test('fingerprints: the rows as they are, in any order; the waiting state adds the evidence word', () => {
  const b = { ...ROW, id: 'q-20261201100000-0000000b' };
  assert.is(obligationsFingerprint([ROW, b]), obligationsFingerprint([b, ROW]));
  assert.is.not(obligationsFingerprint([ROW]), obligationsFingerprint([{ ...ROW, updatedAt: iso(T0) }]));
  const f = obligationsFingerprint([ROW]);
  assert.is.not(waitingFingerprint(f, 'idle'), waitingFingerprint(f, 'needs_input'));
  assert.match(f, /^[0-9a-f]{16}$/);
});

test('judgeSeat: the table', () => {
  const o = obs();
  const prompt = obs({ evidence: 'needs_input' });
  const success = (occupant: string, obligations: string) => ({ at: iso(T0), occupant, obligations });
  const rows: [string, SeatObservation, SeatMemory | undefined, number, string][] = [
    ['no blocked rows: nothing to remind, memory forgotten', obs({ blocked: [] }), seen(o, T0), T0, 'no_blocked_rows'],
    ['first seen: the grace starts', o, undefined, T0, 'grace'],
    ['unchanged for 4m59s: still in grace', o, seen(o, T0), T0 + 5 * MIN - 1000, 'grace'],
    ['unchanged for 5m: reminded on this tick', o, seen(o, T0), T0 + 5 * MIN, 'remind'],
    ['changed waiting state restarts the grace', o, seen(obs({ evidence: 'busy' }), T0 - 60 * MIN), T0, 'grace'],
    ['a prompt gets no grace', prompt, undefined, T0, 'remind'],
    [
      'a prompt after an attempt a minute ago waits for the retry',
      prompt,
      seen(prompt, T0, { lastAttempt: attempt(T0, 'refused') }),
      T0 + MIN,
      'retry_not_due',
    ],
    [
      'a prompt retried after the retry interval',
      prompt,
      seen(prompt, T0, { lastAttempt: attempt(T0, 'refused') }),
      T0 + 5 * MIN,
      'remind',
    ],
    [
      'busy: working, not parked',
      obs({ evidence: 'busy' }),
      seen(obs({ evidence: 'busy' }), T0 - 60 * MIN),
      T0,
      'seat_busy',
    ],
    [
      'no fresh evidence: not reminded',
      obs({ evidence: 'unknown' }),
      seen(obs({ evidence: 'unknown' }), T0 - 60 * MIN),
      T0,
      'activity_unknown',
    ],
    [
      'an idle record that aged (stale): the same waiting state, reminded after the grace',
      obs({ evidence: 'idle', basis: 'idle' }),
      seen(o, T0 - 5 * MIN),
      T0,
      'remind',
    ],
    [
      'a running record that aged: unknown, not reminded',
      obs({ evidence: 'unknown', basis: 'busy' }),
      seen(obs({ evidence: 'busy' }), T0 - 60 * MIN),
      T0,
      'activity_unknown',
    ],
    [
      'a since in 2100 (the clock stepped back): pulled back to now, so still in the grace',
      o,
      seen(o, Date.parse('2100-01-01T00:00:00.000Z')),
      T0,
      'grace',
    ],
    [
      'an attempt stamped in 2100: pulled back, so the retry is not due yet',
      o,
      seen(o, T0 - 60 * MIN, { lastAttempt: attempt(Date.parse('2100-01-01T00:00:00.000Z'), 'failed') }),
      T0,
      'retry_not_due',
    ],
    ['stopped seat', obs({ running: false }), seen(obs({ running: false }), T0 - 60 * MIN), T0, 'seat_stopped'],
    [
      'compaction owes the turn: waits',
      obs({ compactionOwes: true }),
      seen(o, T0 - 60 * MIN),
      T0,
      'compaction_owes_turn',
    ],
    [
      'a success to the same known occupant waits for a change in obligations',
      o,
      seen(o, T0 - 60 * MIN, {
        lastAttempt: attempt(T0 - 30 * MIN, 'delivered'),
        lastSuccess: success(OCC, obligationsFingerprint([ROW])),
      }),
      T0,
      'already_reminded',
    ],
    [
      '… and a prompt at the same obligations waits too',
      prompt,
      seen(prompt, T0 - 60 * MIN, {
        lastAttempt: attempt(T0 - 30 * MIN, 'delivered'),
        lastSuccess: success(OCC, obligationsFingerprint([ROW])),
      }),
      T0,
      'already_reminded',
    ],
    [
      'a success to another occupant (a relaunch) does not',
      o,
      seen(o, T0 - 60 * MIN, {
        lastAttempt: attempt(T0 - 30 * MIN, 'delivered'),
        lastSuccess: success('o-ffffffffffffffff', obligationsFingerprint([ROW])),
      }),
      T0,
      'remind',
    ],
    [
      'a success for other obligations does not',
      o,
      seen(o, T0 - 60 * MIN, {
        lastAttempt: attempt(T0 - 30 * MIN, 'delivered'),
        lastSuccess: success(OCC, 'ffffffffffffffff'),
      }),
      T0,
      'remind',
    ],
    [
      'an unknown (indeterminate) earlier attempt is retried',
      o,
      seen(o, T0 - 60 * MIN, { lastAttempt: attempt(T0 - 6 * MIN, 'indeterminate') }),
      T0,
      'remind',
    ],
    [
      'held because the mode holds notices, same obligations: waits (one copy is kept)',
      o,
      seen(o, T0 - 60 * MIN, {
        lastAttempt: {
          ...attempt(T0 - 30 * MIN, 'retained'),
          reason: 'typing_guard_enabled',
          obligations: obligationsFingerprint([ROW]),
        },
      }),
      T0,
      'held_for_inspection',
    ],
    [
      '… other obligations: reminded',
      o,
      seen(o, T0 - 60 * MIN, {
        lastAttempt: {
          ...attempt(T0 - 30 * MIN, 'retained'),
          reason: 'typing_guard_enabled',
          obligations: 'ffffffffffffffff',
        },
      }),
      T0,
      'remind',
    ],
    [
      'held over a draft: retried',
      o,
      seen(o, T0 - 60 * MIN, {
        lastAttempt: {
          ...attempt(T0 - 30 * MIN, 'retained'),
          reason: 'draft_input_busy',
          obligations: obligationsFingerprint([ROW]),
        },
      }),
      T0,
      'remind',
    ],
    [
      'a refused attempt at the same obligations: retried',
      o,
      seen(o, T0 - 60 * MIN, {
        lastAttempt: {
          ...attempt(T0 - 30 * MIN, 'refused'),
          reason: 'typing_guard_enabled',
          obligations: obligationsFingerprint([ROW]),
        },
      }),
      T0,
      'remind',
    ],
    [
      'a failed, held or errored earlier attempt is retried',
      o,
      seen(o, T0 - 60 * MIN, { lastAttempt: attempt(T0 - 6 * MIN, 'error') }),
      T0,
      'remind',
    ],
  ];
  for (const [what, ob, mem, now, want] of rows) {
    const v = judgeSeat(ob, mem, now);
    assert.is(v.action === 'remind' ? 'remind' : v.reason, want, what);
  }
});

test('judgeSeat: evidence that merely aged keeps the waiting state (its since); a new record word restarts it', () => {
  const fresh = seen(obs(), T0 - 4 * MIN);
  const aged = judgeSeat(obs({ evidence: 'idle', basis: 'idle' }), fresh, T0);
  assert.is(aged.memory!.since, iso(T0 - 4 * MIN));
  const agedRunning = judgeSeat(
    obs({ evidence: 'unknown', basis: 'busy' }),
    seen(obs({ evidence: 'busy' }), T0 - MIN),
    T0,
  );
  assert.is(agedRunning.memory!.since, iso(T0 - MIN), 'a running record that went stale: same waiting state');
  const changed = judgeSeat(obs({ evidence: 'needs_input' }), fresh, T0);
  assert.is(changed.memory!.since, iso(T0), 'a new record word is a new waiting state');
});

test('pullBackMemory: a since or an attempt after now is pulled back to now; the rest is kept', () => {
  const Y2100 = Date.parse('2100-01-01T00:00:00.000Z');
  const base = seen(obs(), T0 - MIN, { lastAttempt: attempt(T0 - 2 * MIN, 'failed') });
  assert.equal(pullBackMemory(base, T0), base, 'nothing ahead: unchanged');
  assert.is(pullBackMemory(seen(obs(), T0), T0).since, iso(T0), 'now is not ahead');
  assert.is(pullBackMemory(seen(obs(), T0 + 1), T0).since, iso(T0));
  assert.is(pullBackMemory(seen(obs(), Y2100), T0).since, iso(T0));
  const attempted = pullBackMemory({ ...base, lastAttempt: attempt(Y2100, 'failed') }, T0);
  assert.is(attempted.lastAttempt!.at, iso(T0));
  assert.is(attempted.lastAttempt!.outcome, 'failed');
  assert.is(attempted.since, base.since);
});

test('judgeSeat: memory kept across waiting-state changes (attempts and successes), since restarted', () => {
  const old = seen(obs({ evidence: 'busy' }), T0 - 60 * MIN, { lastAttempt: attempt(T0 - 50 * MIN, 'retained') });
  const v = judgeSeat(obs(), old, T0);
  assert.is(v.memory!.since, iso(T0));
  assert.equal(v.memory!.lastAttempt, old.lastAttempt);
  const same = judgeSeat(obs(), seen(obs(), T0 - MIN), T0);
  assert.is(same.memory!.since, iso(T0 - MIN), 'an unchanged waiting state keeps its since');
  assert.is(judgeSeat(obs({ blocked: [] }), old, T0).memory, null);
});

test('afterAttempt: every attempt is remembered; only a complete one is a success', () => {
  const mem = seen(obs(), T0);
  const held = afterAttempt(mem, attempt(T0, 'retained'), OCC);
  assert.is(held.lastAttempt!.outcome, 'retained');
  assert.is(held.lastAttempt!.obligations, mem.obligations, 'the attempt remembers what it was about');
  assert.is(held.lastSuccess, null);
  const unknown = afterAttempt(mem, attempt(T0, 'indeterminate'), OCC);
  assert.is(unknown.lastSuccess, null, 'an unknown write is not a success');
  const ok = afterAttempt(mem, attempt(T0, 'delivered'), OCC);
  assert.equal(ok.lastSuccess, { at: iso(T0), occupant: OCC, obligations: mem.obligations });
});

test('rotation: never attempted first, then the oldest attempt, held ones included; a held seat cannot starve another', () => {
  const m = (at: number | null) => ({ lastAttempt: at === null ? null : attempt(at, 'retained') });
  const due = [
    { seat: 'c@r', memory: m(T0 - 10 * MIN) },
    { seat: 'b@r', memory: m(null) },
    { seat: 'a@r', memory: m(T0 - 20 * MIN) },
    { seat: 'd@r', memory: m(null) },
  ];
  assert.equal(
    rotation(due, 3).map((d) => d.seat),
    ['b@r', 'd@r', 'a@r'],
  );
  assert.equal(rotation(due, 0), []);
  assert.equal(rotation(due, -1), []);
  // Ties (never attempted, or attempted at the same moment) go by seat name, whatever the input order.
  const ties = ['d@r', 'b@r', 'e@r', 'a@r', 'c@r'].map((seat) => ({ seat, memory: m(null) }));
  assert.equal(
    rotation(ties, 5).map((d) => d.seat),
    ['a@r', 'b@r', 'c@r', 'd@r', 'e@r'],
  );
  const same = ['c@r', 'a@r', 'b@r'].map((seat) => ({ seat, memory: m(T0) }));
  assert.equal(
    rotation(same, 3).map((d) => d.seat),
    ['a@r', 'b@r', 'c@r'],
  );
  // Two owners, one send per tick; a's input is always held. Each tick takes the one attempted longest ago.
  const mem: Record<string, { lastAttempt: ReturnType<typeof attempt> | null }> = { 'a@r': m(null), 'b@r': m(null) };
  const served: string[] = [];
  for (let tick = 0; tick < 4; tick++) {
    const now = T0 + tick * 6 * MIN;
    const [pick] = rotation(
      Object.entries(mem).map(([seat, memory]) => ({ seat, memory })),
      1,
    );
    served.push(pick!.seat);
    mem[pick!.seat] = { lastAttempt: attempt(now, pick!.seat === 'a@r' ? 'retained' : 'indeterminate') };
  }
  assert.equal(served, ['a@r', 'b@r', 'a@r', 'b@r']);
});

test('supervisorText: rows listed (bounded), what to do, claims nothing, may repeat', () => {
  const t = supervisorText([ROW], 7 * MIN + 5000);
  assert.ok(t.startsWith('OpenRig supervisor: you hold 1 blocked queue row, unchanged for 7m.\n'), t);
  assert.ok(t.includes(`- ${ROW.id} wait for review (blocked on: lead@r)`));
  assert.ok(t.endsWith(REPEAT_NOTE));
  const many = Array.from({ length: 12 }, (_, i) => ({
    ...ROW,
    id: `q-20261201100000-${String(i).padStart(8, '0')}`,
    blockedOn: null,
  }));
  const m = supervisorText(many, 0);
  assert.ok(m.includes('you hold 12 blocked queue rows.'));
  assert.ok(m.includes('- and 2 more (rig queue whoami)'));
  assert.is(m.split('\n').filter((l) => l.startsWith('- q-')).length, 10);
});

test('memoryChanged: the steady state writes nothing; a change, a new seat, a forgotten or departed one does', () => {
  const a = seen(obs(), T0);
  const b = seen(obs({ nodeId: 'n-00000000000000bb', seat: 'b@r' }), T0);
  const seats = [{ nodeId: 'n-0123456789abcdef' }, { nodeId: 'n-00000000000000bb' }];
  const read = { 'n-0123456789abcdef': a, 'n-00000000000000bb': b };
  const rows: [string, Record<string, SeatMemory | null>, { nodeId: string }[], boolean][] = [
    ['same memory', { 'n-0123456789abcdef': { ...a }, 'n-00000000000000bb': b }, seats, false],
    [
      'nothing to forget that was not there',
      { 'n-0000000000000000': null, 'n-0123456789abcdef': a },
      [...seats, { nodeId: 'n-0000000000000000' }],
      false,
    ],
    ['a changed since', { 'n-0123456789abcdef': { ...a, since: iso(T0 + 1) } }, seats, true],
    ['a new seat', { 'n-00000000000000cc': a }, [...seats, { nodeId: 'n-00000000000000cc' }], true],
    ['a forgotten seat', { 'n-00000000000000bb': null }, seats, true],
    ['a seat gone from the registry', {}, [seats[0]!], true],
  ];
  for (const [what, changes, s, want] of rows) assert.is(memoryChanged(read, changes, s), want, what);
});

/** A hook record of one run at `at` (ms), as the seat's hooks left it. */
const record = (state: HookActivityState, at: number, event = 'Stop') => ({
  activity: { state, reason: event.toLowerCase(), event, seq: at * 1000, at: iso(at) },
});

/** What a tick observes of the seat at `now`, its hooks read through the freshness rules. */
const observedAt = (doc: ReturnType<typeof record>, now: number) => {
  const p = parkedEvidence(hookActivityAt(doc, now));
  return obs({ evidence: p.word, basis: p.basis });
};

test('over time: a Stop-last seat (no idle_prompt, nothing after the Stop) is reminded once the grace ends', () => {
  assert.ok(SUPERVISOR_GRACE_MS >= HOOK_STALE_MS, 'the case of the issue: the record is stale by the end of the grace');
  // [what, the hook record a tick at `now` reads, the first reminder expected at (ms after T0)]; a tick every 10 s from T0 + 1 s
  const rows: [string, (now: number) => ReturnType<typeof record>, number][] = [
    ['Codex: one Stop, then nothing', () => record('idle', T0), 1000 + SUPERVISOR_GRACE_MS],
    [
      'Claude without idle_prompt: a turn, its Stop, then nothing',
      (now) => (now < T0 + 20_000 ? record('running', T0, 'UserPromptSubmit') : record('idle', T0 + 20_000)),
      21_000 + SUPERVISOR_GRACE_MS,
    ],
    [
      'Claude with idle_prompt a minute after the Stop: same grace (the same idle)',
      (now) => (now < T0 + MIN ? record('idle', T0) : record('idle', T0 + MIN, 'Notification')),
      1000 + SUPERVISOR_GRACE_MS,
    ],
  ];
  for (const [what, hooksAt, want] of rows) {
    let mem: SeatMemory | undefined;
    let first: number | undefined;
    const sinces = new Set<string>();
    for (let at = 1000; at <= 3 * SUPERVISOR_GRACE_MS; at += 10_000) {
      const v = judgeSeat(observedAt(hooksAt(T0 + at), T0 + at), mem, T0 + at);
      if (at >= 1000 + MIN) sinces.add(v.memory!.since);
      if (v.action === 'remind') {
        first ??= at;
        mem = afterAttempt(v.memory, attempt(T0 + at, 'delivered'), OCC);
      } else mem = v.memory ?? undefined;
    }
    assert.is(first, want, `${what}: first reminded at ${first} ms`);
    assert.is(sinces.size, 1, `${what}: the grace started once (${[...sinces].join(', ')})`);
  }
});

test.run();
