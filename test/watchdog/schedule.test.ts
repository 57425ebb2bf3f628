// The watchdog's pure decisions, as tables: intervals, due times, the idle gate, digests, the
// reminder text, the hook-evidence word and how an attempt's transport result is kept.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  dueTooFarAhead,
  judgeJob,
  isDue,
  needsTick,
  nextDueAt,
  planTick,
  type SeatFacts,
} from '../../lib/watchdog/schedule.js';
import {
  buildJob,
  checkCreatedBy,
  checkJobId,
  isJobId,
  newJobId,
  newOccurrence,
  OCCURRENCE_PATTERN,
  JOB_ID_PATTERN,
  checkMessage,
  formatInterval,
  parseInterval,
  WatchdogInputError,
  type WatchdogJob,
} from '../../lib/watchdog/job.js';
import { evidenceWord, parkedEvidence } from '../../lib/watchdog/evidence.js';
import { hookActivityAt } from '../../lib/activity/freshness.js';
import { reminderText, REPEAT_NOTE, IDLE_GATE_NOTE } from '../../lib/watchdog/message.js';
import { attemptOf, attemptWord } from '../../lib/watchdog/attempt.js';
import type { SendResult } from '../../lib/delivery/send/contract.js';

const T0 = Date.parse('2026-12-01T10:00:00.000Z');
const MIN = 60_000;

function job(o: Partial<WatchdogJob> = {}): WatchdogJob {
  return {
    id: 'wd-00000001',
    policy: 'periodic',
    seat: 'a@r',
    message: 'check the build',
    intervalSeconds: 600,
    createdAt: new Date(T0).toISOString(),
    createdBy: 'unattributed',
    lastDueAt: null,
    lastAttempt: null,
    attempts: 0,
    ...o,
  };
}

const IDLE: SeatFacts = { known: true, running: true, openRows: 2, evidence: 'idle' };

test('parseInterval: seconds and durations within bounds; everything else refused', () => {
  const ok: [string, number][] = [
    ['60', 60],
    ['90s', 90],
    ['15m', 900],
    ['2h', 7200],
    ['1h30m', 5400],
    ['7d', 604800],
    [' 5M ', 300],
  ];
  for (const [text, s] of ok) assert.is(parseInterval(text), s, text);
  for (const bad of ['59', '10s', '8d', '', 'soon', '5 m', '-5m', '1.5h', '0'])
    assert.throws(
      () => parseInterval(bad),
      (e: unknown) => e instanceof WatchdogInputError,
      bad,
    );
});

test('formatInterval: the shortest exact duration', () => {
  const rows: [number, string][] = [
    [60, '1m'],
    [90, '1m30s'],
    [5400, '1h30m'],
    [86400, '1d'],
    [604800, '7d'],
  ];
  for (const [s, text] of rows) assert.is(formatInterval(s), text);
  assert.is(formatInterval(1), '1s');
  assert.is(formatInterval(0), '0s');
  assert.is(formatInterval(-5), '-5s');
  assert.is(formatInterval(Number.NaN), 'NaNs');
  assert.is(formatInterval(Number.POSITIVE_INFINITY), 'Infinitys');
});

test('checkMessage: trimmed, not blank, newlines kept, other controls and oversize refused', () => {
  assert.is(checkMessage('  hi\r\nthere '), 'hi\nthere');
  assert.is(checkMessage('x'.repeat(2000)).length, 2000);
  for (const bad of ['', '   ', 'a\u0007b', 'x'.repeat(2001)])
    assert.throws(
      () => checkMessage(bad),
      (e: unknown) => e instanceof WatchdogInputError,
    );
});

test('job ids and occurrences: their patterns; a bad id is refused with a bounded quote', () => {
  for (let i = 0; i < 20; i++) assert.match(newJobId(), JOB_ID_PATTERN);
  assert.is(newOccurrence(T0).slice(0, 18), 'wo-20261201100000-');
  for (let i = 0; i < 20; i++) assert.match(newOccurrence(T0), OCCURRENCE_PATTERN);
  const rows: [unknown, boolean][] = [
    ['wd-0123abcd', true],
    ['wd-0123ABCD', false],
    ['wd-0123abc', false],
    ['wd-0123abcde', false],
    ['xwd-0123abcd', false],
    [42, false],
    [undefined, false],
  ];
  for (const [id, ok] of rows) assert.is(isJobId(id), ok, String(id));
  assert.is(checkJobId('wd-0123abcd'), 'wd-0123abcd');
  try {
    checkJobId('x'.repeat(100));
    assert.unreachable();
  } catch (err) {
    assert.instance(err, WatchdogInputError);
    const reason = (err as WatchdogInputError).reason;
    assert.ok(reason.startsWith(`${JSON.stringify('x'.repeat(40))} is not`), reason);
  }
  try {
    parseInterval('y'.repeat(100));
    assert.unreachable();
  } catch (err) {
    assert.ok((err as WatchdogInputError).reason.startsWith(`${JSON.stringify('y'.repeat(40))}: give`));
  }
});

test('checkCreatedBy: one short line', () => {
  assert.is(checkCreatedBy(' lead@r '), 'lead@r');
  assert.is(checkCreatedBy('x'.repeat(200)).length, 200);
  for (const bad of ['', '  ', 'x'.repeat(201), 'a\u0007b', 'a\nb'])
    assert.throws(
      () => checkCreatedBy(bad),
      (e: unknown) => e instanceof WatchdogInputError,
      JSON.stringify(bad),
    );
});

test('buildJob: checked fields, never run', () => {
  const j = buildJob(
    { policy: 'idle-gate', seat: 'a@r', message: 'm', interval: '5m', createdBy: 'b@r' },
    T0,
    'wd-0000000a',
  );
  assert.equal(
    { policy: j.policy, seat: j.seat, interval: j.intervalSeconds, lastDueAt: j.lastDueAt, attempts: j.attempts },
    { policy: 'idle-gate', seat: 'a@r', interval: 300, lastDueAt: null, attempts: 0 },
  );
  for (const bad of [{ policy: 'sometimes' }, { seat: 'n-0123456789abcdef' }, { seat: 'x' }, { interval: '1s' }])
    assert.throws(() =>
      buildJob({ policy: 'periodic', seat: 'a@r', message: 'm', interval: 60, createdBy: 'x', ...bad }, T0),
    );
});

test('nextDueAt / isDue: one interval after it was last due, or after it was added', () => {
  const rows: [Partial<WatchdogJob>, number, boolean][] = [
    [{}, T0 + 10 * MIN - 1, false],
    [{}, T0 + 10 * MIN, true],
    [{ lastDueAt: new Date(T0 + 30 * MIN).toISOString() }, T0 + 39 * MIN, false],
    [{ lastDueAt: new Date(T0 + 30 * MIN).toISOString() }, T0 + 40 * MIN, true],
    // a daemon down for hours fires once when it is back, not once per missed interval
    [{ lastDueAt: new Date(T0).toISOString() }, T0 + 600 * MIN, true],
  ];
  for (const [o, now, due] of rows) assert.is(isDue(job(o), now), due, JSON.stringify(o) + now);
  assert.is(nextDueAt(job()), T0 + 10 * MIN);
});

test('dueTooFarAhead / needsTick: a next due more than one interval ahead (clock stepped back) is pulled back', () => {
  const iso = (ms: number) => new Date(ms).toISOString();
  const Y2100 = Date.parse('2100-01-01T00:00:00.000Z');
  // [what, job, now, too far ahead, the tick looks at it]
  const rows: [string, Partial<WatchdogJob>, number, boolean, boolean][] = [
    ['just added: due one interval from now', {}, T0, false, false],
    ['just due: one interval ahead is the edge', { lastDueAt: iso(T0) }, T0, false, false],
    ['a millisecond past one interval ahead', { lastDueAt: iso(T0 + 1) }, T0, true, true],
    ['the clock stepped back an hour', { lastDueAt: iso(T0 + 60 * MIN) }, T0, true, true],
    ['added in 2100', { createdAt: iso(Y2100) }, T0, true, true],
    ['last due in 2100', { lastDueAt: iso(Y2100) }, T0, true, true],
    ['due, in the past', { lastDueAt: iso(T0 - 60 * MIN) }, T0, false, true],
  ];
  for (const [what, o, now, ahead, ticked] of rows) {
    assert.is(dueTooFarAhead(job(o), now), ahead, what);
    assert.is(needsTick(job(o), now), ticked, what);
  }
});

test('judgeJob: the table', () => {
  const due = T0 + 10 * MIN;
  const rows: [string, Partial<WatchdogJob>, number, SeatFacts | undefined, string, boolean?][] = [
    ['not due yet', {}, due - 1, IDLE, 'not_due', false],
    [
      'next due in 2100 (the clock stepped back): pulled back, spending this interval',
      { lastDueAt: '2100-01-01T00:00:00.000Z' },
      due,
      IDLE,
      'next_due_pulled_back',
      true,
    ],
    ['… whatever the seat', { createdAt: '2100-01-01T00:00:00.000Z' }, due, undefined, 'next_due_pulled_back', true],
    ['seat unknown spends the interval', {}, due, undefined, 'seat_unknown', true],
    ['seat stopped spends the interval', {}, due, { ...IDLE, running: false }, 'seat_stopped', true],
    ['periodic sends whatever the activity', {}, due, { ...IDLE, evidence: 'busy', openRows: 0 }, 'send'],
    [
      'periodic sends at a prompt (the transport refuses to type into it)',
      {},
      due,
      { ...IDLE, evidence: 'needs_input' },
      'send',
    ],
    ['idle-gate: no open rows is quiet', { policy: 'idle-gate' }, due, { ...IDLE, openRows: 0 }, 'no_open_rows', false],
    ['idle-gate: busy is quiet', { policy: 'idle-gate' }, due, { ...IDLE, evidence: 'busy' }, 'seat_busy', false],
    [
      'idle-gate: a prompt is quiet',
      { policy: 'idle-gate' },
      due,
      { ...IDLE, evidence: 'needs_input' },
      'seat_needs_input',
      false,
    ],
    [
      'idle-gate: stale or no evidence is quiet',
      { policy: 'idle-gate' },
      due,
      { ...IDLE, evidence: 'unknown' },
      'activity_stale_unknown',
      false,
    ],
    ['idle-gate: open rows and fresh idle sends', { policy: 'idle-gate' }, due, IDLE, 'send'],
    [
      'an earlier unconfirmed attempt suppresses nothing',
      {
        lastDueAt: new Date(T0).toISOString(),
        lastAttempt: {
          at: new Date(T0).toISOString(),
          occurrence: 'wo-20261201100000-00000000',
          outcome: 'indeterminate',
          sent: true,
          reason: 'submit_unconfirmed',
          state: 'indeterminate',
          outboxIds: [],
        },
      },
      due,
      IDLE,
      'send',
    ],
  ];
  for (const [what, o, now, facts, want, spend] of rows) {
    const v = judgeJob(job(o), now, facts);
    if (want === 'send') assert.equal(v, { action: 'send' }, what);
    else assert.equal(v, { action: 'skip', reason: want, spend: spend! }, what);
  }
});

test('planTick: reminders due for one seat join one digest; spent skips listed; quiet ones not', () => {
  const due = T0 + 10 * MIN;
  const jobs = [
    job({ id: 'wd-00000001', seat: 'a@r' }),
    job({ id: 'wd-00000002', seat: 'b@r' }),
    job({ id: 'wd-00000003', seat: 'a@r', policy: 'idle-gate' }),
    job({ id: 'wd-00000004', seat: 'c@r' }),
    job({ id: 'wd-00000005', seat: 'b@r', policy: 'idle-gate' }),
    job({ id: 'wd-00000006', seat: 'a@r', createdAt: new Date(due).toISOString() }),
  ];
  const facts: Record<string, SeatFacts> = {
    'a@r': IDLE,
    'b@r': { ...IDLE, evidence: 'busy' },
  };
  const plan = planTick(jobs, due, (s) => facts[s]);
  assert.equal(plan.digests, [
    { seat: 'a@r', jobIds: ['wd-00000001', 'wd-00000003'] },
    { seat: 'b@r', jobIds: ['wd-00000002'] },
  ]);
  assert.equal(plan.spent, [{ jobId: 'wd-00000004', reason: 'seat_unknown' }]);
});

test('evidenceWord: fresh idle only; stale, missing and the hook unknown are unknown', () => {
  const rows: [Parameters<typeof evidenceWord>[0], string][] = [
    [{ state: 'idle', stale: false, ageMs: 1000 }, 'idle'],
    [{ state: 'idle', stale: false, ageMs: 4 * MIN }, 'idle'],
    [{ state: 'idle', stale: true, ageMs: 6 * MIN }, 'unknown'],
    [{ state: 'needs_input', stale: false, ageMs: 10 }, 'needs_input'],
    [{ state: 'running', stale: false, ageMs: 10 }, 'busy'],
    [{ state: 'unknown', stale: false, ageMs: 10 }, 'unknown'],
    [{ state: 'unknown', stale: false, ageMs: null }, 'unknown'],
    [undefined, 'unknown'],
  ];
  for (const [hook, word] of rows) assert.is(evidenceWord(hook), word, JSON.stringify(hook));
});

test('parkedEvidence: an idle record that aged is still idle; the basis is the record’s own word, whatever its age', () => {
  const at = (state: 'idle' | 'running' | 'needs_input' | 'unknown', agoMs: number) =>
    hookActivityAt({ activity: { state, reason: 'r', event: 'Ev', seq: (T0 - agoMs) * 1000, at: '' } }, T0);
  // [what, reading, word, basis]
  const rows: [string, Parameters<typeof parkedEvidence>[0], string, string][] = [
    ['fresh idle', at('idle', 1000), 'idle', 'idle'],
    ['idle that aged past 5 minutes (a Codex Stop): still idle', at('idle', 6 * MIN), 'idle', 'idle'],
    ['idle an hour old: still idle', at('idle', 60 * MIN), 'idle', 'idle'],
    ['fresh running', at('running', 1000), 'busy', 'busy'],
    ['running that aged: unknown, same basis', at('running', 6 * MIN), 'unknown', 'busy'],
    ['fresh needs_input', at('needs_input', 1000), 'needs_input', 'needs_input'],
    ['needs_input that aged: unknown, same basis', at('needs_input', 6 * MIN), 'unknown', 'needs_input'],
    ['the hook’s own unknown', at('unknown', 1000), 'unknown', 'unknown'],
    ['idle stamped in the future: not evidence', at('idle', -60 * MIN), 'unknown', 'unknown'],
    ['no record', hookActivityAt(undefined, T0), 'unknown', 'unknown'],
    ['a terminal seat (no reading)', undefined, 'unknown', 'unknown'],
  ];
  for (const [what, hook, word, basis] of rows) assert.equal(parkedEvidence(hook), { word, basis }, what);
});

test('reminderText: alone or as a digest, always saying delivery may repeat', () => {
  const one = reminderText([job()]);
  assert.ok(one.startsWith('OpenRig watchdog reminder (job wd-00000001, every 10m):\ncheck the build\n'), one);
  assert.ok(one.endsWith(REPEAT_NOTE));
  assert.not.ok(one.includes(IDLE_GATE_NOTE));
  const gated = reminderText([job({ policy: 'idle-gate' })]);
  assert.ok(gated.includes('idle-gate, at most every 10m') && gated.includes(IDLE_GATE_NOTE));
  const digest = reminderText([job(), job({ id: 'wd-00000002', message: 'line one\nline two' })]);
  assert.equal(digest.split('\n'), [
    'OpenRig watchdog: 2 reminders due.',
    '1. (job wd-00000001, every 10m) check the build',
    '2. (job wd-00000002, every 10m) line one',
    '   line two',
    REPEAT_NOTE,
  ]);
  assert.throws(() => reminderText([]));
});

const result = (o: Partial<SendResult>): SendResult => ({
  outcome: 'delivered',
  sent: true,
  reason: 'delivered',
  message: '',
  seat: 'a@r',
  nodeId: 'n-0123456789abcdef',
  outboxIds: ['watchdog-wo-1'],
  state: 'complete',
  warnings: [],
  ...o,
});

test('attemptOf: the current transport result as it is; an unknown write stays unknown', () => {
  const occ = 'wo-20261201100000-00000000';
  const rows: [SendResult | Error, Partial<ReturnType<typeof attemptOf>>, string][] = [
    [result({}), { outcome: 'delivered', sent: true, state: 'complete' }, 'complete'],
    [
      result({ outcome: 'retained', sent: false, reason: 'typing_guard_enabled', state: 'held' }),
      { outcome: 'retained', sent: false },
      'held',
    ],
    [
      result({ outcome: 'indeterminate', sent: true, reason: 'submit_unconfirmed', state: 'indeterminate' }),
      { outcome: 'indeterminate', sent: true },
      'unknown (may have arrived)',
    ],
    [
      result({ outcome: 'refused', sent: false, reason: 'target_needs_input', state: null }),
      { outcome: 'refused', sent: false, reason: 'target_needs_input' },
      'refused',
    ],
    [result({ reason: 'Weird Reason' }), { reason: 'unrecognised_reason' }, 'complete'],
    [
      new Error('socket closed'),
      { outcome: 'error', sent: false, reason: 'notify_failed', state: null },
      'error (unknown)',
    ],
  ];
  for (const [r, want, word] of rows) {
    const a = attemptOf(r, occ, T0);
    for (const [k, v] of Object.entries(want))
      assert.equal((a as unknown as Record<string, unknown>)[k], v, `${k} of ${JSON.stringify(r)}`);
    assert.is(a.occurrence, occ);
    assert.is(attemptWord(a), word);
  }
  assert.is(
    attemptOf(result({ outboxIds: Array.from({ length: 20 }, (_, i) => `ob-${i}`) }), occ, T0).outboxIds.length,
    8,
  );
});

test.run();
