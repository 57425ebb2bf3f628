// Managed compaction's state machine (pure): every step, its waits, the policy checks before
// input, the re-arm rule, the dedup window, the cooldown, failed sends and relaunches.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEFAULT_COMPACTION_POLICY } from '../../lib/config/compaction-policy.js';
import {
  COOLDOWN_MS,
  DEDUP_MS,
  IDLE_FALLBACK_MS,
  POSTCOMPACT_WAIT_MS,
  PREP_IDLE_WAIT_MS,
} from '../../lib/compaction/constants.js';
import type { CompactionRecord, SendStep } from '../../lib/compaction/record.js';
import {
  afterSend,
  armManual,
  decide,
  freshRecord,
  resolveAttempt,
  type ManualRequest,
  type Observation,
} from '../../lib/compaction/transition.js';
import { recordOwesTurn } from '../../lib/compaction/owes.js';

const T0 = Date.parse('2026-12-02T01:00:00.000Z');
const NODE = 'n-0123456789abcdef';

function obs(over: Partial<Observation> = {}): Observation {
  return {
    nowMs: T0,
    claude: true,
    running: true,
    occupant: 'o-1',
    sessionId: 'sess-1',
    usage: { known: true, percent: 85 },
    policy: { valid: true, policy: { ...DEFAULT_COMPACTION_POLICY, enabled: true } },
    mayCompact: () => ({ allowed: true, reason: 'ok' }),
    idleAtMs: null,
    postCompactAtMs: null,
    guardHoldsNotices: false,
    newRunId: 'r1',
    ...over,
  };
}

const fresh = () => freshRecord(NODE, 'a@r', 'o-1', T0 - 3_600_000);

/** Drives one step: decide, then a delivered send when one is asked for. */
function sendStep(rec: CompactionRecord, o: Observation): { rec: CompactionRecord; sent?: SendStep; why: string } {
  const d = decide(rec, o);
  if (!d.send) return { rec: d.next, why: d.why };
  return { rec: afterSend(d.next, d.send, 'delivered', 'ok', o.nowMs), sent: d.send, why: d.why };
}

test('armed: the reasons nothing starts, in order', () => {
  const rows: [Partial<Observation>, string][] = [
    [{ claude: false }, 'runtime_filter'],
    [{ policy: { valid: false, problems: ['bad'], policy: DEFAULT_COMPACTION_POLICY } }, 'invalid_policy'],
    [{ policy: { valid: true, policy: DEFAULT_COMPACTION_POLICY } }, 'disabled'],
    [{ usage: { known: false, why: 'stale sample (12 min old)' } }, 'no_usage_data'],
    [{ usage: { known: true, percent: 79.9 } }, 'below_threshold'],
    [{ mayCompact: () => ({ allowed: false, reason: 'openrig row denies compaction' }) }, 'policy_denied'],
    [{ running: false }, 'not_running'],
  ];
  for (const [o, word] of rows) {
    const d = decide(fresh(), obs(o));
    assert.is(d.send, undefined, word);
    assert.ok(d.why.startsWith(word), `${word}: ${d.why}`);
    assert.is(d.next.step, 'armed', word);
  }
});

test('at the threshold (exactly 80) the prep is sent and the run is recorded', () => {
  const d = decide(fresh(), obs({ usage: { known: true, percent: 80 } }));
  assert.is(d.send, 'prep');
  assert.is(d.next.step, 'prep');
  assert.is(d.next.run?.origin, 'threshold');
  assert.is(d.next.run?.actor, 'openrig');
  assert.is(d.next.run?.usedPercent, 80);
  assert.is(d.next.rearmed, false);
  assert.is(d.next.lastTriggerAt, new Date(T0).toISOString());
});

test('the whole sequence: prep → explicit idle → /compact → PostCompact → boundary → restore → audit → cooldown', () => {
  let rec = fresh();
  let t = T0;
  const seen: string[] = [];
  const step = (o: Partial<Observation>) => {
    const r = sendStep(rec, obs({ nowMs: t, ...o }));
    rec = r.rec;
    seen.push(r.sent ?? `wait:${r.why.split(':')[0]}`);
  };
  step({});
  assert.is(rec.step, 'await-idle');
  t += 30_000;
  step({ idleAtMs: T0 - 1 }); // an idle from before the prep is not the prep's
  t += 30_000;
  step({ idleAtMs: T0 + 40_000 });
  assert.is(rec.step, 'await-postcompact');
  const compactAt = t;
  t += 30_000;
  step({ postCompactAtMs: compactAt - 5 }); // a PostCompact from before /compact is not evidence
  t += 30_000;
  step({ postCompactAtMs: compactAt + 10_000, usage: { known: true, percent: 20 } });
  assert.is(rec.step, 'restore');
  assert.ok(rec.rearmed, 'usage below the threshold after /compact re-arms');
  const boundaryAt = t;
  t += 30_000;
  step({ idleAtMs: boundaryAt - 1 });
  t += 30_000;
  step({ idleAtMs: boundaryAt + 5000 });
  assert.is(rec.step, 'audit');
  const restoreAt = t;
  t += 30_000;
  step({ idleAtMs: restoreAt + 5000 });
  assert.is(rec.step, 'cooldown');
  assert.is(rec.lastOutcome?.result, 'done');
  assert.is(rec.cooldownUntil, new Date(t + COOLDOWN_MS).toISOString());
  assert.equal(seen, [
    'prep',
    'wait:awaiting_idle',
    'compact',
    'wait:awaiting_postcompact',
    'boundary',
    'wait:awaiting_idle',
    'restore',
    'audit',
  ]);
});

test('a failed, refused or held send stays at its step and is tried again; indeterminate is never typed twice', () => {
  const d = decide(fresh(), obs());
  for (const outcome of ['failed', 'refused', 'retained'] as const) {
    const after = afterSend(d.next, 'prep', outcome, 'target_busy', T0);
    assert.is(after.step, 'prep', outcome);
    assert.is(after.lastAttempt?.outcome, outcome);
    assert.is(after.sent?.prep, undefined);
    assert.is(decide(after, obs({ nowMs: T0 + 30_000 })).send, 'prep', `${outcome} retried`);
  }
  const unsure = afterSend(d.next, 'prep', 'indeterminate', 'submit_unconfirmed', T0);
  assert.is(unsure.step, 'await-idle');
});

test('a policy change during preparation is checked before further input; after /compact it never undoes', () => {
  const deny = () => ({ allowed: false, reason: 'peer row denies compaction' });
  const prep = decide(fresh(), obs()).next;
  const cancelled = decide(prep, obs({ mayCompact: deny }));
  assert.is(cancelled.send, undefined);
  assert.is(cancelled.next.step, 'cooldown');
  assert.is(cancelled.next.lastOutcome?.result, 'cancelled');
  const awaiting = afterSend(prep, 'prep', 'delivered', 'ok', T0);
  const before = decide(awaiting, obs({ nowMs: T0 + 30_000, idleAtMs: T0 + 1, mayCompact: deny }));
  assert.is(before.send, undefined, 'no /compact after a denial');
  assert.ok(before.next.lastOutcome?.reason.includes('before further input'));
  // Switched off during a threshold run's preparation: cancelled too.
  const off = decide(awaiting, obs({ policy: { valid: true, policy: DEFAULT_COMPACTION_POLICY } }));
  assert.is(off.next.lastOutcome?.result, 'cancelled');
  // After /compact: the owed steps go on whatever the policy says now.
  const compacted = afterSend(awaiting, 'compact', 'delivered', 'ok', T0 + 60_000);
  const later = obs({
    nowMs: T0 + 90_000,
    postCompactAtMs: T0 + 70_000,
    mayCompact: deny,
    policy: { valid: true, policy: DEFAULT_COMPACTION_POLICY },
  });
  assert.is(decide(compacted, later).send, 'boundary');
  const restore = afterSend(decide(compacted, later).next, 'boundary', 'delivered', 'ok', T0 + 90_000);
  assert.is(decide(restore, { ...later, nowMs: T0 + 120_000, idleAtMs: T0 + 100_000 }).send, 'restore');
});

test('the prep waits for idle until its deadline, then ends with /compact NOT sent', () => {
  const prep = afterSend(decide(fresh(), obs()).next, 'prep', 'delivered', 'ok', T0);
  assert.is(decide(prep, obs({ nowMs: T0 + PREP_IDLE_WAIT_MS })).send, undefined);
  const late = decide(prep, obs({ nowMs: T0 + PREP_IDLE_WAIT_MS + 1 }));
  assert.is(late.next.step, 'cooldown');
  assert.is(late.next.lastOutcome?.result, 'failed');
  assert.match(late.next.lastOutcome!.reason, /\/compact was NOT sent/);
});

test('no PostCompact within its wait ends the run failed and clears the early sentinel', () => {
  const prep = afterSend(decide(fresh(), obs()).next, 'prep', 'delivered', 'ok', T0);
  const compacted = afterSend(prep, 'compact', 'delivered', 'ok', T0 + 1000);
  assert.is(decide(compacted, obs({ nowMs: T0 + 1000 + POSTCOMPACT_WAIT_MS })).next.step, 'await-postcompact');
  const d = decide(compacted, obs({ nowMs: T0 + 1001 + POSTCOMPACT_WAIT_MS }));
  assert.is(d.next.lastOutcome?.result, 'failed');
  assert.ok(d.clearExpected);
});

test('the restore and the audit go without idle evidence after the fallback wait', () => {
  let rec = afterSend(decide(fresh(), obs()).next, 'prep', 'delivered', 'ok', T0);
  rec = afterSend(rec, 'compact', 'delivered', 'ok', T0);
  rec = afterSend({ ...rec, step: 'boundary' }, 'boundary', 'delivered', 'ok', T0);
  assert.is(decide(rec, obs({ nowMs: T0 + IDLE_FALLBACK_MS - 1 })).send, undefined);
  assert.is(decide(rec, obs({ nowMs: T0 + IDLE_FALLBACK_MS })).send, 'restore');
});

test('re-arm: no second run above the threshold until usage fell below it; dedup and cooldown', () => {
  const done: CompactionRecord = {
    ...fresh(),
    step: 'cooldown',
    rearmed: false,
    cooldownUntil: new Date(T0 + COOLDOWN_MS).toISOString(),
    lastTriggerAt: new Date(T0 - 5 * 60_000).toISOString(),
  };
  assert.match(decide(done, obs({ nowMs: T0 + 1000 })).why, /^post_restore_cooldown/);
  const after = decide(done, obs({ nowMs: T0 + COOLDOWN_MS }));
  assert.is(after.send, undefined);
  assert.match(after.why, /^already_triggered_above_threshold/);
  const below = decide(after.next, obs({ nowMs: T0 + COOLDOWN_MS + 1, usage: { known: true, percent: 40 } }));
  assert.ok(below.next.rearmed);
  assert.is(decide(below.next, obs({ nowMs: T0 + COOLDOWN_MS + 2 })).send, 'prep');
  // The dedup window: a run started under 60 s ago (a manual one) blocks an automatic start.
  const recent = { ...fresh(), lastTriggerAt: new Date(T0 - DEDUP_MS + 1).toISOString() };
  assert.match(decide(recent, obs()).why, /^dedup_window/);
  assert.is(decide({ ...recent, lastTriggerAt: new Date(T0 - DEDUP_MS).toISOString() }, obs()).send, 'prep');
});

test('a below-threshold reading during preparation does not re-arm (nothing was compacted yet)', () => {
  const prep = decide(fresh(), obs()).next;
  const d = decide(prep, obs({ usage: { known: true, percent: 10 } }));
  assert.is(d.next.rearmed, false);
});

test('the typing guard holding notices: the owed step waits and nothing is typed', () => {
  const d = decide(fresh(), obs({ guardHoldsNotices: true }));
  assert.is(d.send, undefined);
  assert.match(d.why, /^typing_guard_holds/);
  assert.is(d.next.step, 'prep', 'the run started; its prep waits');
});

test('a relaunch (new occupant) ends the old occupant run', () => {
  const prep = afterSend(decide(fresh(), obs()).next, 'prep', 'delivered', 'ok', T0);
  const d = decide(prep, obs({ occupant: 'o-2' }));
  assert.is(d.next.occupant, 'o-2');
  assert.is(d.next.run, undefined);
  assert.is(d.next.lastOutcome?.result, 'cancelled');
  assert.ok(d.clearExpected);
});

test('an attempt found after a restart: its outbox state decides', () => {
  assert.is(resolveAttempt('complete'), 'sent');
  assert.is(resolveAttempt('indeterminate'), 'sent');
  assert.is(resolveAttempt('sending'), 'sent');
  assert.is(resolveAttempt('held'), 'retry');
  assert.is(resolveAttempt('failed'), 'retry');
  assert.is(resolveAttempt(undefined), 'retry');
});

test('manual: refusals, then a run without the threshold or the switch', () => {
  const req = (over: Partial<ManualRequest> = {}): ManualRequest => ({
    nowMs: T0,
    claude: true,
    running: true,
    occupant: 'o-1',
    sessionId: 's',
    actor: 'peer',
    caller: null,
    verdict: { allowed: true, reason: 'ok' },
    prepIdleWaitMs: 120_000,
    usage: { known: false, why: 'no sample' },
    runId: 'm1',
    ...over,
  });
  const no = (r: ReturnType<typeof armManual>) => (r.ok ? 'ok' : `${r.status} ${r.reason}`);
  assert.is(no(armManual(fresh(), req({ claude: false }))), '422 runtime_filter');
  assert.is(no(armManual(fresh(), req({ running: false }))), '409 not_running');
  assert.is(no(armManual(fresh(), req({ prepIdleWaitMs: 0 }))), '400 invalid_wait_for_idle');
  assert.is(no(armManual(fresh(), req({ verdict: { allowed: false, reason: 'denied' } }))), '403 policy_denied');
  const ok = armManual(fresh(), req());
  assert.ok(ok.ok);
  if (!ok.ok) return;
  assert.is(ok.record.step, 'prep');
  assert.is(ok.record.run?.origin, 'manual');
  assert.is(ok.record.run?.prepIdleWaitMs, 120_000);
  assert.is(no(armManual(ok.record, req({ nowMs: T0 + DEDUP_MS * 2 }))), '409 already_in_progress');
  const ended = { ...fresh(), lastTriggerAt: new Date(T0 - 1000).toISOString() };
  assert.is(no(armManual(ended, req())), '409 dedup_window');
  // Disabled policy and no usage data do not stop a manual run's steps.
  const d = decide(
    ok.record,
    obs({ policy: { valid: true, policy: DEFAULT_COMPACTION_POLICY }, usage: { known: false, why: 'x' } }),
  );
  assert.is(d.send, 'prep');
});

test('owes the turn from the /compact attempt until the audit is delivered', () => {
  const prep = afterSend(decide(fresh(), obs()).next, 'prep', 'delivered', 'ok', T0);
  assert.is(recordOwesTurn(prep), false);
  assert.is(recordOwesTurn({ ...prep, attempt: { step: 'compact', id: 'x', at: 'y' } }), true);
  const compacted = afterSend(prep, 'compact', 'delivered', 'ok', T0);
  assert.is(recordOwesTurn(compacted), true);
  for (const step of ['boundary', 'restore', 'audit'] as const) assert.is(recordOwesTurn({ ...compacted, step }), true);
  const done = afterSend({ ...compacted, step: 'audit' }, 'audit', 'delivered', 'ok', T0);
  assert.is(recordOwesTurn(done), false);
  assert.is(recordOwesTurn(undefined), false);
});

test('edges: each wait ends exactly at its boundary, and the words name the figures', () => {
  assert.is(fresh().version, 1);
  assert.is(decide(fresh(), obs({ usage: { known: true, percent: 79.94 } })).why, 'below_threshold: 79.9% < 80%');
  // The cooldown ends at cooldownUntil, not a millisecond later.
  const cool = { ...fresh(), step: 'cooldown' as const, cooldownUntil: new Date(T0).toISOString() };
  assert.match(decide(cool, obs({ nowMs: T0 - 1 })).why, /^post_restore_cooldown/);
  assert.is(decide(cool, obs({ nowMs: T0 })).send, 'prep');
  // Evidence at the very millisecond of the send counts.
  const prep = afterSend(decide(fresh(), obs()).next, 'prep', 'delivered', 'ok', T0);
  assert.is(decide(prep, obs({ nowMs: T0 + 1000, idleAtMs: T0 })).send, 'compact');
  const atDeadline = decide(prep, obs({ nowMs: T0 + PREP_IDLE_WAIT_MS }));
  assert.is(atDeadline.next.step, 'await-idle', 'still waiting at the deadline itself');
  assert.match(
    decide(prep, obs({ nowMs: T0 + PREP_IDLE_WAIT_MS + 1 })).next.lastOutcome!.reason,
    new RegExp(`within ${PREP_IDLE_WAIT_MS / 1000} s`),
  );
  const compacted = afterSend(prep, 'compact', 'delivered', 'ok', T0 + 5000);
  assert.is(decide(compacted, obs({ nowMs: T0 + 6000, postCompactAtMs: T0 + 5000 })).send, 'boundary');
  const boundary = afterSend({ ...compacted, step: 'boundary' }, 'boundary', 'delivered', 'ok', T0 + 7000);
  assert.is(decide(boundary, obs({ nowMs: T0 + 8000, idleAtMs: T0 + 7000 })).send, 'restore');
  // Re-arm needs usage strictly below the threshold, and a valid policy to compare with.
  // (a cooling-down record: no run can start and reset the flag in the same decision)
  const high = {
    ...fresh(),
    step: 'cooldown' as const,
    cooldownUntil: new Date(T0 + 60_000).toISOString(),
    rearmed: false,
  };
  assert.is(decide(high, obs({ usage: { known: true, percent: 80 } })).next.rearmed, false);
  const invalid = { valid: false as const, problems: ['x'], policy: DEFAULT_COMPACTION_POLICY };
  assert.is(decide(high, obs({ usage: { known: true, percent: 10 }, policy: invalid })).next.rearmed, false);
  assert.is(decide(high, obs({ usage: { known: false, why: 'none' } })).next.rearmed, false);
  assert.is(decide(high, obs({ usage: { known: true, percent: 79 } })).next.rearmed, true);
});

test('manual edges: a 1 ms wait is valid, exactly 60 s after the last start is allowed, a new occupant is not in progress', () => {
  const base: ManualRequest = {
    nowMs: T0,
    claude: true,
    running: true,
    occupant: 'o-1',
    sessionId: 's',
    actor: 'self',
    caller: NODE,
    verdict: { allowed: true, reason: 'ok' },
    prepIdleWaitMs: 1,
    usage: { known: true, percent: 50 },
    runId: 'm2',
  };
  const ok = armManual(fresh(), base);
  assert.ok(ok.ok);
  if (ok.ok) {
    assert.is(ok.record.rearmed, false);
    assert.is(ok.record.run?.usedPercent, 50);
    assert.is(ok.record.run?.caller, NODE);
    const relaunched = armManual(ok.record, { ...base, occupant: 'o-2', nowMs: T0 + DEDUP_MS });
    assert.ok(relaunched.ok, 'the old occupant run does not block the new occupant');
    if (relaunched.ok) assert.is(relaunched.record.occupant, 'o-2');
  }
  const last = { ...fresh(), lastTriggerAt: new Date(T0 - DEDUP_MS).toISOString() };
  assert.ok(armManual(last, base).ok);
});

test.run();
