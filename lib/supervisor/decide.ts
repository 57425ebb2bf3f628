// The parked-owner supervisor's decisions. Pure: (now, one seat's observation, its memory) in, a
// verdict and the memory to keep out; test/supervisor/decide.test.ts holds the tables.
//
// A seat holding blocked (parked) rows is reminded once its waiting state (those rows and what its
// hooks' newest record says, whatever its age) has been unchanged for SUPERVISOR_GRACE_MS, on the
// first tick after that, so a seat that just handed work off or asked a person is not interrupted.
// The grace and the hooks' staleness (HOOK_STALE_MS) are both 5 minutes and start together, so
// evidence that merely aged must neither restart the grace nor stop the reminder: an idle record
// stays idle here (lib/watchdog/evidence.ts parkedEvidence). Times read back from the memory more
// than one grace or retry interval ahead (the clock stepped back) are pulled back to now. A seat at an approval or question
// prompt (needs_input) gets no grace: its prompt-blocked alert is attempted at once (the transport
// refuses to type into the prompt, and that refusal is the record). A recorded success to the same
// known occupant waits for a change in the seat's obligations; any other earlier attempt (failed,
// unknown, unrecorded, held over a draft) is retried after SUPERVISOR_RETRY_MS, while one held
// because the seat's mode holds notices waits, like a success, for a change in the obligations
// (its copy stays readable; more copies would only fill the retention quota). Reminders wait while managed
// compaction owes the seat its turn boundary, restore or audit. Among the seats due, the one
// attempted longest ago (never first) goes first, and a held attempt counts as an attempt, so a
// seat whose input is held cannot take every turn from the others.
import { crypto } from '../util/lazy-builtins.js';
import { OCCUPANT_PATTERN } from '../seat/ref.js';
import type { EvidenceWord } from '../watchdog/evidence.js';
import { SUPERVISOR_GRACE_MS, SUPERVISOR_RETRY_MS } from '../watchdog/constants.js';
import type { AttemptOutcome } from '../watchdog/job.js';
import type { PublicDeliveryState } from '../delivery/outbox/record.js';
import { TYPING_GUARD_ENABLED } from '../delivery/guard/policy.js';
import { pullBackDue } from '../util/clock-clamp.js';
import { compareText } from '../util/compare-text.js';

/** The reason a reminder waits (or stops at paste or Enter) while managed compaction owes the seat its turn. */
export const COMPACTION_OWES = 'compaction_owes_turn';

export interface BlockedRow {
  id: string;
  updatedAt: string;
  summary: string;
  blockedOn: string | null;
}

/** What a tick read of one seat. */
export interface SeatObservation {
  nodeId: string;
  /** name@rig */
  seat: string;
  occupant: string;
  running: boolean;
  blocked: BlockedRow[];
  /** What the decision reads (parkedEvidence's word: an idle record that aged is still idle). */
  evidence: EvidenceWord;
  /** What the waiting state is fingerprinted on: the newest hook record's own word, whatever its age. */
  basis: EvidenceWord;
  compactionOwes: boolean;
}

export interface SupervisorAttempt {
  at: string;
  outcome: AttemptOutcome;
  reason: string;
  state: PublicDeliveryState | null;
  outboxIds?: string[];
  /** The obligations the attempt was about. */
  obligations?: string;
}

/** What the supervisor remembers of one seat (persisted: watchdog/supervisor.json). */
export interface SeatMemory {
  seat: string;
  /** Fingerprint of the waiting state: the blocked rows as they are and the hook record's word. */
  waiting: string;
  /** When that waiting state was first seen. */
  since: string;
  /** Fingerprint of the obligations alone (the blocked rows). */
  obligations: string;
  lastAttempt: SupervisorAttempt | null;
  /** The last complete delivery: to which occupant, for which obligations. */
  lastSuccess: { at: string; occupant: string; obligations: string } | null;
}

export type SupervisorVerdict =
  | { action: 'remind'; memory: SeatMemory }
  /** memory null: nothing to remember (no blocked rows left). */
  | { action: 'wait'; reason: string; memory: SeatMemory | null };

const fingerprint = (text: string) => crypto().createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The obligations: which rows are blocked, and each one's last change. Order-independent. */
export function obligationsFingerprint(rows: readonly Pick<BlockedRow, 'id' | 'updatedAt'>[]): string {
  return fingerprint(
    rows
      .map((r) => `${r.id}@${r.updatedAt}`)
      .sort()
      .join('\n'),
  );
}

/** `basis`: the hook record's own word (SeatObservation.basis), not its freshness. */
export function waitingFingerprint(obligations: string, basis: EvidenceWord): string {
  return fingerprint(`${obligations}|${basis}`);
}

/**
 * The memory with its clocks pulled back to now: a since or an attempt after now (its grace or
 * retry would end more than one interval from now) was written by a clock that has since stepped
 * back, and would hold the reminder (and the seat's turn in the rotation) until then.
 */
export function pullBackMemory(mem: SeatMemory, now: number): SeatMemory {
  const ahead = (at: string, interval: number) => {
    const due = Date.parse(at) + interval;
    return pullBackDue(due, now, interval) < due;
  };
  const nowIso = () => new Date(now).toISOString();
  let out = mem;
  if (ahead(mem.since, SUPERVISOR_GRACE_MS)) out = { ...out, since: nowIso() };
  if (mem.lastAttempt && ahead(mem.lastAttempt.at, SUPERVISOR_RETRY_MS))
    out = { ...out, lastAttempt: { ...mem.lastAttempt, at: nowIso() } };
  return out;
}

/** One seat at `now`. */
export function judgeSeat(obs: SeatObservation, memory: SeatMemory | undefined, now: number): SupervisorVerdict {
  if (!obs.blocked.length) return { action: 'wait', reason: 'no_blocked_rows', memory: null };
  const obligations = obligationsFingerprint(obs.blocked);
  const waiting = waitingFingerprint(obligations, obs.basis);
  const mem = pullBackMemory(
    memory && memory.waiting === waiting
      ? { ...memory, seat: obs.seat }
      : {
          seat: obs.seat,
          waiting,
          since: new Date(now).toISOString(),
          obligations,
          lastAttempt: memory?.lastAttempt ?? null,
          lastSuccess: memory?.lastSuccess ?? null,
        },
    now,
  );
  const wait = (reason: string): SupervisorVerdict => ({ action: 'wait', reason, memory: mem });
  if (!obs.running) return wait('seat_stopped');
  if (obs.compactionOwes) return wait(COMPACTION_OWES);
  const s = mem.lastSuccess;
  if (s && OCCUPANT_PATTERN.test(obs.occupant) && s.occupant === obs.occupant && s.obligations === obligations)
    return wait('already_reminded');
  const a = mem.lastAttempt;
  // The seat's mode holds notices: the held copy stays readable; another one for the same
  // obligations would only fill the seat's retention quota.
  if (a && a.outcome === 'retained' && a.reason === TYPING_GUARD_ENABLED && a.obligations === obligations)
    return wait('held_for_inspection');
  if (obs.evidence === 'busy') return wait('seat_busy');
  if (obs.evidence === 'unknown') return wait('activity_unknown');
  if (obs.evidence === 'idle' && now - Date.parse(mem.since) < SUPERVISOR_GRACE_MS) return wait('grace');
  if (mem.lastAttempt && now - Date.parse(mem.lastAttempt.at) < SUPERVISOR_RETRY_MS) return wait('retry_not_due');
  return { action: 'remind', memory: mem };
}

/** The memory after an attempt: every attempt counts (rotation), a complete one is also a success. */
export function afterAttempt(mem: SeatMemory, attempt: SupervisorAttempt, occupant: string): SeatMemory {
  return {
    ...mem,
    lastAttempt: { ...attempt, obligations: mem.obligations },
    lastSuccess:
      attempt.outcome === 'delivered' ? { at: attempt.at, occupant, obligations: mem.obligations } : mem.lastSuccess,
  };
}

/**
 * Which due seats go this tick: never attempted first, then the oldest attempt (held ones
 * included), then by seat name; at most `limit`.
 */
export function rotation<T extends { seat: string; memory: Pick<SeatMemory, 'lastAttempt'> }>(
  due: readonly T[],
  limit: number,
): T[] {
  const at = (t: T) => (t.memory.lastAttempt ? Date.parse(t.memory.lastAttempt.at) : -Infinity);
  return [...due].sort((a, b) => at(a) - at(b) || compareText(a.seat, b.seat)).slice(0, Math.max(0, limit));
}

/** Pure: whether the tick's memory differs from what was read (a changed, new, forgotten or departed seat). */
export function memoryChanged(
  read: Readonly<Record<string, SeatMemory>>,
  changes: Readonly<Record<string, SeatMemory | null>>,
  seats: readonly { nodeId: string }[],
): boolean {
  const known = new Set(seats.map((s) => s.nodeId));
  if (Object.keys(read).some((id) => !known.has(id))) return true;
  return Object.entries(changes).some(([id, mem]) =>
    mem === null ? id in read : JSON.stringify(read[id]) !== JSON.stringify(mem),
  );
}
