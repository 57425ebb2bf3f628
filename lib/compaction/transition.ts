// Managed compaction's state machine: pure. A record and what was observed this tick in, the next
// record and at most one thing to type out. The job (job.ts) gathers the observation, writes the
// record, and sends; afterSend folds the send's outcome back in. Every rule here has a row in
// test/compaction/transition.test.ts.
import type { PolicyReading } from '../config/compaction-policy.js';
import type { InterventionActor, InterventionVerdict } from '../intervention/contract.js';
import { COOLDOWN_MS, DEDUP_MS, IDLE_FALLBACK_MS, POSTCOMPACT_WAIT_MS, PREP_IDLE_WAIT_MS } from './constants.js';
import type { CompactionRecord, CompactionRun, RunOrigin, SendStep, Step } from './record.js';

export type UsageSeen = { known: true; percent: number } | { known: false; why: string };

export interface Observation {
  nowMs: number;
  /** Only Claude seats are offered managed compaction. */
  claude: boolean;
  running: boolean;
  /** The seat's current occupant (launch generation). */
  occupant: string;
  sessionId: string | null;
  usage: UsageSeen;
  policy: PolicyReading;
  /** May this actor (with this caller) compact the seat? Asked before any input during preparation. */
  mayCompact(actor: InterventionActor, caller: string | null): InterventionVerdict;
  /** ms of the newest explicit idle the seat's hooks reported (a Stop), or null. */
  idleAtMs: number | null;
  /** ms of the newest PostCompact of this seat's marker, or null. */
  postCompactAtMs: number | null;
  /** The typing guard holds OpenRig's notices at this seat: sending would only fill the outbox. */
  guardHoldsNotices: boolean;
  /** A new run's id (the caller makes it; pure here). */
  newRunId: string;
}

export interface Decision {
  next: CompactionRecord;
  /** What to type now (the caller sends it, then calls afterSend). */
  send?: SendStep;
  /** Why nothing (or this) happens: one machine-readable word, then words. */
  why: string;
  /** The early restore sentinel must go (the run left the /compact window). */
  clearExpected?: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();
const ms = (text: string | undefined) => (text ? Date.parse(text) : Number.NaN);
const since = (text: string | undefined, nowMs: number) => nowMs - ms(text);

export function freshRecord(nodeId: string, seat: string, occupant: string, nowMs: number): CompactionRecord {
  return {
    schema: 'compaction-state',
    version: 1,
    nodeId,
    seat,
    occupant,
    step: 'armed',
    stepSince: iso(nowMs),
    rearmed: true,
  };
}

function moveTo(
  rec: CompactionRecord,
  step: Step,
  nowMs: number,
  extra: Partial<CompactionRecord> = {},
): CompactionRecord {
  const next: CompactionRecord = { ...rec, ...extra, step, stepSince: iso(nowMs) };
  delete next.attempt;
  return next;
}

/** A run ends: the record keeps what happened, drops the run, and cools down. */
export function endRun(
  rec: CompactionRecord,
  result: 'done' | 'failed' | 'cancelled',
  reason: string,
  nowMs: number,
): CompactionRecord {
  const next = moveTo(rec, 'cooldown', nowMs, {
    cooldownUntil: iso(nowMs + COOLDOWN_MS),
    lastOutcome: { at: iso(nowMs), result, reason, runId: rec.run?.id, origin: rec.run?.origin },
  });
  delete next.run;
  delete next.sent;
  return next;
}

function startRun(
  rec: CompactionRecord,
  obs: Observation,
  run: Omit<CompactionRun, 'id' | 'startedAt'>,
): CompactionRecord {
  const next = moveTo(rec, 'prep', obs.nowMs, {
    run: { id: obs.newRunId, startedAt: iso(obs.nowMs), ...run },
    sent: {},
    lastTriggerAt: iso(obs.nowMs),
    // A new run must see usage fall below the threshold again before the next automatic one.
    rearmed: false,
  });
  delete next.lastAttempt;
  return next;
}

/** Steps from which a below-threshold reading re-arms (after /compact, or between runs). */
const REARMING: readonly Step[] = ['armed', 'await-postcompact', 'boundary', 'restore', 'audit', 'cooldown'];

function withRearm(rec: CompactionRecord, obs: Observation): CompactionRecord {
  if (rec.rearmed || !REARMING.includes(rec.step) || !obs.usage.known || !obs.policy.valid) return rec;
  return obs.usage.percent < obs.policy.policy.thresholdPercent ? { ...rec, rearmed: true } : rec;
}

const wait = (next: CompactionRecord, why: string, extra: Partial<Decision> = {}): Decision => ({
  next,
  why,
  ...extra,
});

export function decide(current: CompactionRecord, obs: Observation): Decision {
  let rec = current;
  // A relaunch (new occupant) ends whatever the old occupant owed: it is not the same conversation.
  if (rec.occupant !== obs.occupant) {
    const base = rec.run ? endRun(rec, 'cancelled', 'occupant_changed: the seat was relaunched', obs.nowMs) : rec;
    rec = { ...base, occupant: obs.occupant };
    return wait(rec, 'occupant_changed: a new occupant starts armed', { clearExpected: true });
  }
  rec = withRearm(rec, obs);
  if (!obs.running) return wait(rec, 'not_running: the seat is stopped');
  switch (rec.step) {
    case 'armed':
      return fromArmed(rec, obs);
    case 'cooldown': {
      if (since(rec.cooldownUntil, obs.nowMs) < 0)
        return wait(rec, `post_restore_cooldown: until ${rec.cooldownUntil}`);
      const armed = moveTo(rec, 'armed', obs.nowMs);
      delete armed.cooldownUntil;
      return fromArmed(armed, obs);
    }
    case 'prep':
    case 'await-idle':
      return preparing(rec, obs);
    case 'await-postcompact': {
      const sentAt = ms(rec.sent?.compact);
      if (obs.postCompactAtMs !== null && obs.postCompactAtMs >= sentAt) {
        const next = moveTo(rec, 'boundary', obs.nowMs);
        return owed(next, obs, 'boundary', 'postcompact_seen: the turn boundary is owed');
      }
      if (obs.nowMs - sentAt > POSTCOMPACT_WAIT_MS)
        return wait(
          endRun(rec, 'failed', 'no_postcompact: /compact was delivered but no PostCompact hook was seen', obs.nowMs),
          'no_postcompact',
          { clearExpected: true },
        );
      return wait(rec, 'awaiting_postcompact: /compact was delivered; waiting for the PostCompact hook');
    }
    case 'boundary':
      return owed(rec, obs, 'boundary', 'boundary_owed');
    case 'restore':
      return afterIdle(rec, obs, 'restore', 'boundary');
    case 'audit':
      return afterIdle(rec, obs, 'audit', 'restore');
  }
}

function fromArmed(rec: CompactionRecord, obs: Observation): Decision {
  if (!obs.claude) return wait(rec, 'runtime_filter: managed compaction is offered for Claude seats only');
  if (!obs.policy.valid) return wait(rec, `invalid_policy: ${obs.policy.problems.join('; ')}`);
  const policy = obs.policy.policy;
  if (!policy.enabled) return wait(rec, 'disabled: managed compaction is off (compaction.enabled)');
  if (!obs.usage.known) return wait(rec, `no_usage_data: ${obs.usage.why}`);
  if (obs.usage.percent < policy.thresholdPercent)
    return wait(rec, `below_threshold: ${fmt(obs.usage.percent)}% < ${policy.thresholdPercent}%`);
  if (!rec.rearmed) return wait(rec, 'already_triggered_above_threshold: re-arms once usage falls below the threshold');
  if (since(rec.lastTriggerAt, obs.nowMs) < DEDUP_MS) return wait(rec, 'dedup_window: a run started under 60 s ago');
  const verdict = obs.mayCompact('openrig', null);
  if (!verdict.allowed) return wait(rec, `policy_denied: ${verdict.reason}`);
  const started = startRun(rec, obs, {
    origin: 'threshold',
    actor: 'openrig',
    caller: null,
    usedPercent: obs.usage.percent,
    thresholdPercent: policy.thresholdPercent,
    prepIdleWaitMs: PREP_IDLE_WAIT_MS,
    sessionId: obs.sessionId,
  });
  return preparing(started, obs);
}

/** Before /compact: the interaction policy (and, for a threshold run, the switch) is checked before any input. */
function preparing(rec: CompactionRecord, obs: Observation): Decision {
  const run = rec.run!;
  if (run.origin === 'threshold' && obs.policy.valid && !obs.policy.policy.enabled)
    return wait(
      endRun(rec, 'cancelled', 'disabled: managed compaction was turned off during preparation', obs.nowMs),
      'cancelled',
    );
  const verdict = obs.mayCompact(run.actor, run.caller);
  if (!verdict.allowed)
    return wait(
      endRun(rec, 'cancelled', `policy_denied: ${verdict.reason} (before further input)`, obs.nowMs),
      'cancelled',
    );
  if (rec.step === 'prep') return owed(rec, obs, 'prep', 'prep_owed');
  const prepAt = ms(rec.sent?.prep);
  if (obs.idleAtMs !== null && obs.idleAtMs >= prepAt)
    return owed(rec, obs, 'compact', 'idle_after_prep: /compact now');
  if (obs.nowMs - prepAt > run.prepIdleWaitMs)
    return wait(
      endRun(
        rec,
        'failed',
        `wait_for_idle_timeout: the prep was sent but the seat did not go idle within ${run.prepIdleWaitMs / 1000} s, so /compact was NOT sent`,
        obs.nowMs,
      ),
      'wait_for_idle_timeout',
    );
  return wait(rec, 'awaiting_idle: the prep was delivered; /compact waits for the seat to go idle');
}

/** The restore waits for the seat to answer the boundary, the audit for it to answer the restore. */
function afterIdle(rec: CompactionRecord, obs: Observation, step: 'restore' | 'audit', previous: SendStep): Decision {
  const prevAt = ms(rec.sent?.[previous]);
  const idle = obs.idleAtMs !== null && obs.idleAtMs >= prevAt;
  if (!idle && obs.nowMs - prevAt < IDLE_FALLBACK_MS)
    return wait(rec, `awaiting_idle: the ${step} waits for the seat to answer the ${previous}`);
  return owed(rec, obs, step, `${step}_owed`);
}

function owed(rec: CompactionRecord, obs: Observation, step: SendStep, why: string): Decision {
  if (obs.guardHoldsNotices)
    return wait(rec, `typing_guard_holds: the seat's typing guard holds OpenRig notices; the ${step} waits`);
  if (rec.attempt) return wait(rec, `attempt_unresolved: an earlier ${rec.attempt.step} send has no known outcome`);
  return { next: rec, send: step, why };
}

/** Where a delivered step leads. */
const AFTER: Record<SendStep, Step> = {
  prep: 'await-idle',
  compact: 'await-postcompact',
  boundary: 'restore',
  restore: 'audit',
  audit: 'cooldown',
};

export type SendOutcomeWord = 'delivered' | 'retained' | 'indeterminate' | 'failed' | 'refused';

/**
 * A send's outcome folded in. Delivered advances. Indeterminate (text may be in the composer or
 * submitted) also advances: OpenRig never types a step twice. Anything else stays at the step and
 * is tried again on the next tick.
 */
export function afterSend(
  rec: CompactionRecord,
  step: SendStep,
  outcome: SendOutcomeWord,
  reason: string,
  nowMs: number,
): CompactionRecord {
  const lastAttempt = { step, at: iso(nowMs), outcome, reason };
  if (outcome !== 'delivered' && outcome !== 'indeterminate') {
    const next = { ...rec, lastAttempt };
    delete next.attempt;
    return next;
  }
  const sent = { ...rec.sent, [step]: iso(nowMs) };
  if (step === 'audit')
    return { ...endRun({ ...rec, sent }, 'done', 'audit_sent: restore and audit delivered', nowMs), lastAttempt };
  return moveTo(rec, AFTER[step], nowMs, { sent, lastAttempt });
}

/** A restart found a send that began: its outbox state says whether it happened. */
export function resolveAttempt(state: string | undefined): 'sent' | 'retry' {
  return state === 'complete' || state === 'indeterminate' || state === 'sending' ? 'sent' : 'retry';
}

export interface ManualRequest {
  nowMs: number;
  claude: boolean;
  running: boolean;
  occupant: string;
  sessionId: string | null;
  actor: InterventionActor;
  caller: string | null;
  verdict: InterventionVerdict;
  prepIdleWaitMs: number;
  usage: UsageSeen;
  runId: string;
}

export type ManualAnswer =
  | { ok: true; record: CompactionRecord }
  | { ok: false; status: number; reason: string; message: string };

/** `rig seat compact`: the same sequence, without the threshold or the switch. */
export function armManual(current: CompactionRecord, req: ManualRequest, origin: RunOrigin = 'manual'): ManualAnswer {
  const no = (status: number, reason: string, message: string): ManualAnswer => ({
    ok: false,
    status,
    reason,
    message,
  });
  if (!req.claude) return no(422, 'runtime_filter', 'managed compaction is offered for Claude seats only (not Codex)');
  if (!req.running) return no(409, 'not_running', 'the seat is not running');
  if (!Number.isInteger(req.prepIdleWaitMs) || req.prepIdleWaitMs <= 0)
    return no(400, 'invalid_wait_for_idle', 'wait-for-idle must be a positive number of seconds');
  const rec = current.occupant === req.occupant ? current : { ...current, occupant: req.occupant };
  if (rec.run && current.occupant === req.occupant)
    return no(409, 'already_in_progress', `a ${rec.run.origin} compaction is already at step ${rec.step}`);
  if (since(rec.lastTriggerAt, req.nowMs) < DEDUP_MS)
    return no(409, 'dedup_window', 'a compaction started under 60 s ago');
  if (!req.verdict.allowed) return no(403, 'policy_denied', req.verdict.reason);
  const base = moveTo({ ...rec, run: undefined }, 'armed', req.nowMs);
  delete base.run;
  delete base.cooldownUntil;
  const record = moveTo(base, 'prep', req.nowMs, {
    run: {
      id: req.runId,
      origin,
      actor: req.actor,
      caller: req.caller,
      startedAt: iso(req.nowMs),
      usedPercent: req.usage.known ? req.usage.percent : null,
      prepIdleWaitMs: req.prepIdleWaitMs,
      sessionId: req.sessionId,
    },
    sent: {},
    lastTriggerAt: iso(req.nowMs),
    rearmed: false,
  });
  delete record.lastAttempt;
  return { ok: true, record };
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
