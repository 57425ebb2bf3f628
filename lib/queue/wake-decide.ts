// The queue wakes' decisions, as pure functions of (now, records): whether a wake is still current
// (its row not closed, claimed or reassigned), whether it is due (settled, not throttled, not
// waiting out a retry), whether its seat may be woken now (never at a prompt), which wakes share a
// pointer (one kind per pointer), what that pointer says, and what an attempt's outcome makes of
// the wake. The job (wake-job.ts) reads records, asks these, and acts; test/queue/wake-decide.test.ts
// holds the tables.
import type { Priority, QueueRow } from './row.js';
import { triesOf, type WakeAttemptState, type WakeIntent, type WakeState } from './wake-intent.js';
import type { ReadinessState } from '../delivery/readiness.js';
import { kindForQueuePriority, type MessageKind } from '../delivery/guard/policy.js';

/** A wake becomes due this long after its row was committed, so rows made together share one pointer. */
export const WAKE_SETTLE_MS = 1000;
/** Least time between two wake pointers typed into one seat (repeats are throttled). */
export const WAKE_SEAT_INTERVAL_MS = 30_000;
/** A seat found busy, at a prompt or unreadable is looked at again no sooner than this (each look reads its pane). */
export const WAKE_SEAT_RECHECK_MS = 5000;
/** After a failed attempt (nothing written) the wake waits this long before the next tick tries again. */
export const WAKE_RETRY_AFTER_MS = 60_000;
/** Failed attempts a wake gets from ordinary ticks; after that only the next startup pass retries it. */
export const WAKE_MAX_TICK_FAILURES = 3;
/** A wake whose row is missing this long after the wake was written is dropped (the row never committed). */
export const WAKE_ROW_COMMIT_GRACE_MS = 60_000;
/** Most wakes one pointer carries (the outbox receipt's id bound is 64). */
export const WAKE_MAX_PER_POINTER = 20;
/**
 * How long the startup recovery pass may hold up the daemon's start (it runs before the socket
 * accepts sends; `rig daemon start` waits 10 s). Past it, the wakes it still owes are attempted in
 * the first ticks, each still once and with the may-repeat line.
 */
export const WAKE_RECOVERY_BUDGET_MS = 5000;
/** The line a retried wake carries below its original body lines. */
export const WAKE_MAY_REPEAT =
  'OpenRig retried this wake after a daemon restart: an earlier delivery of it may have arrived, so it may repeat.';

const SUMMARY_CHARS = 80;

// ------------------------------------------------------------------------------------ currency

export type Currency =
  | { current: true }
  | { current: false; reason: 'row_missing' | 'row_closed' | 'row_claimed' | 'row_reassigned' | 'row_changed' }
  | { current: 'wait'; reason: 'row_not_committed' };

/**
 * Is the work this wake points at still waiting for its seat? A create or handoff wake needs the
 * row still pending at the same destination; an unblock wake needs nothing to have happened to the
 * row since it was unblocked. A row not yet readable is waited for a while (the wake is written
 * first, under the queue lock, then the row).
 */
export function wakeCurrency(
  intent: Pick<WakeIntent, 'cause' | 'destination' | 'rowTransitions' | 'createdAt'>,
  row: Pick<QueueRow, 'state' | 'destination' | 'transitions'> | undefined,
  now: number,
): Currency {
  if (!row) {
    return now - Date.parse(intent.createdAt) < WAKE_ROW_COMMIT_GRACE_MS
      ? { current: 'wait', reason: 'row_not_committed' }
      : { current: false, reason: 'row_missing' };
  }
  if (row.destination !== intent.destination) return { current: false, reason: 'row_reassigned' };
  if (intent.cause === 'unblock') {
    if (row.transitions.length !== intent.rowTransitions) return { current: false, reason: 'row_changed' };
    return row.state === 'in-progress' ? { current: true } : { current: false, reason: 'row_changed' };
  }
  if (row.state === 'pending') return { current: true };
  if (row.state === 'in-progress' || row.state === 'blocked') return { current: false, reason: 'row_claimed' };
  return { current: false, reason: 'row_closed' };
}

// ----------------------------------------------------------------------------------------- due

export type Due = { due: true } | { due: false; reason: string };

/** States an ordinary tick may attempt. Held, indeterminate and in-flight wakes are not retyped by a tick. */
const TICK_STATES: readonly WakeState[] = ['pending', 'failed'];

/** May an ordinary tick attempt this wake now (seat throttle apart)? */
export function wakeDueAtTick(
  intent: Pick<WakeIntent, 'state' | 'createdAt' | 'retryAfter' | 'tickFailures'>,
  now: number,
): Due {
  if (!TICK_STATES.includes(intent.state)) return { due: false, reason: `wake_${intent.state}` };
  if (intent.tickFailures >= WAKE_MAX_TICK_FAILURES) return { due: false, reason: 'wake_retries_spent' };
  // A stamp further ahead than its writer ever puts one (a clock stepped back, an edited file) waits
  // nothing: otherwise the wake would sit until the clock caught up with it.
  const created = Date.parse(intent.createdAt);
  if (now < created + WAKE_SETTLE_MS && created - now <= WAKE_SETTLE_MS) return { due: false, reason: 'wake_settling' };
  const retryAt = intent.retryAfter ? Date.parse(intent.retryAfter) : Number.NaN;
  if (now < retryAt && retryAt - now <= WAKE_RETRY_AFTER_MS) return { due: false, reason: 'wake_retry_wait' };
  return { due: true };
}

/**
 * The startup recovery pass retries still-current wakes whose delivery failed or is unconfirmed
 * (an interrupted write included), once each. Known deliveries, held and closed wakes are left alone.
 */
export function wakeDueAtStartup(intent: Pick<WakeIntent, 'state'>): Due {
  if (intent.state === 'failed' || intent.state === 'indeterminate' || intent.state === 'sending') return { due: true };
  return { due: false, reason: `wake_${intent.state}` };
}

/** May the recovery pass begin another seat's attempt before the daemon starts accepting sends? */
export function recoveryWithinBudget(startedAt: number, now: number, budgetMs = WAKE_RECOVERY_BUDGET_MS): boolean {
  return now - startedAt < budgetMs;
}

/** Repeats are throttled per seat: the last pointer typed into it must be old enough. */
export function seatThrottle(lastPointerAt: number | undefined, now: number): Due {
  if (lastPointerAt !== undefined && now - lastPointerAt < WAKE_SEAT_INTERVAL_MS)
    return { due: false, reason: 'seat_throttled' };
  return { due: true };
}

// ---------------------------------------------------------------------------------------- seat

/** A seat that could not be woken at its last look waits WAKE_SEAT_RECHECK_MS before the next look. */
export function seatRecheck(lastDeferredAt: number | undefined, now: number): Due {
  if (lastDeferredAt !== undefined && now - lastDeferredAt < WAKE_SEAT_RECHECK_MS)
    return { due: false, reason: 'seat_recheck_wait' };
  return { due: true };
}

export type SeatGate = { wake: true } | { wake: false; reason: string };

/**
 * May this seat be woken now? A seat whose mode holds the notice is handed to the send flow at once
 * (it keeps the wake in the held list); otherwise only an idle seat is woken: never one at an
 * approval or question prompt (needs_input), nor a busy one (it checks its queue when its turn ends,
 * and is woken then), nor one whose activity cannot be read.
 */
export function seatGate(readiness: ReadinessState | 'unreachable', modeHolds: boolean): SeatGate {
  if (modeHolds) return { wake: true };
  if (readiness === 'idle') return { wake: true };
  if (readiness === 'needs_input') return { wake: false, reason: 'seat_needs_input' };
  if (readiness === 'busy') return { wake: false, reason: 'seat_busy' };
  if (readiness === 'unreachable') return { wake: false, reason: 'seat_unreachable' };
  return { wake: false, reason: 'seat_activity_unknown' };
}

// ------------------------------------------------------------------------------------- pointer

/** One row's wake kind: urgent for priority urgent or critical, OpenRig's notice for routine. */
export function wakeKind(priority: Priority): MessageKind {
  return kindForQueuePriority(priority, 'notice');
}

/** One wake's body line, frozen when the wake is written: the row's id, priority and summary, and where to read it. */
export function wakeBody(
  row: Pick<QueueRow, 'id' | 'priority' | 'summary' | 'source'>,
  cause: WakeIntent['cause'],
): string {
  const summary = row.summary.length > SUMMARY_CHARS ? `${row.summary.slice(0, SUMMARY_CHARS - 1)}…` : row.summary;
  const what = cause === 'handoff' ? 'handed to you' : cause === 'unblock' ? 'unblocked' : 'new';
  return `Queue ${row.id} (${row.priority}, ${what}, from ${row.source}): ${summary} — rig queue show ${row.id}`;
}

export interface Pointer {
  /** The outbox id of this attempt (the lead wake's id, suffixed after its first attempt). */
  outboxId: string;
  /** Every wake the pointer carries, oldest first; each one's original id goes in the receipt. */
  intents: WakeIntent[];
  kind: MessageKind;
  text: string;
}

/** The id of a wake's next attempt: its original id first, then `<id>.<n>`; never an id already used. */
export function attemptId(intent: Pick<WakeIntent, 'id' | 'attempts' | 'tries'>): string {
  const n = triesOf(intent);
  return n === 0 ? intent.id : `${intent.id}.${n + 1}`;
}

/**
 * Several wakes of one kind for one seat become one pointer: each original body on its own line,
 * oldest first, at most WAKE_MAX_PER_POINTER (the rest wait for the next pointer). A retry (startup
 * pass) adds the may-repeat line below the original lines, which stay as they were. A pointer is no
 * more urgent than its least urgent line (wakePointers never mixes kinds).
 */
export function coalesce(intents: readonly WakeIntent[], retry: boolean): Pointer | undefined {
  if (!intents.length) return undefined;
  const chosen = [...intents]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .slice(0, WAKE_MAX_PER_POINTER);
  const lines = chosen.map((i) => i.body);
  if (retry) lines.push(WAKE_MAY_REPEAT);
  return {
    outboxId: attemptId(chosen[0]!),
    intents: chosen,
    kind: chosen.every((i) => wakeKind(i.priority) === 'urgent') ? 'urgent' : 'notice',
    text: lines.join('\n'),
  };
}

/** Pointer kinds in the order a seat gets them: its urgent work first. */
const POINTER_KINDS: readonly MessageKind[] = ['urgent', 'notice'];

/**
 * A seat's pointers, one per kind with due wakes, urgent first. Kinds are never mixed: the guard
 * decides per kind (urgent-only and sends-only hold notices and type urgent work), so a routine
 * line riding in an urgent pointer would be typed where the seat asked for it to be held. A held
 * wake joins only a pointer of its own kind; held wakes alone make no pointer (no tick retypes them).
 */
export function wakePointers(due: readonly WakeIntent[], held: readonly WakeIntent[], retry: boolean): Pointer[] {
  const out: Pointer[] = [];
  for (const kind of POINTER_KINDS) {
    const mine = due.filter((i) => wakeKind(i.priority) === kind);
    if (!mine.length) continue;
    out.push(coalesce([...mine, ...held.filter((i) => wakeKind(i.priority) === kind)], retry)!);
  }
  return out;
}

/** Groups wakes by destination seat, keeping each group's order. */
export function bySeat<T extends Pick<WakeIntent, 'destination'>>(intents: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const i of intents) {
    const list = out.get(i.destination);
    if (list) list.push(i);
    else out.set(i.destination, [i]);
  }
  return out;
}

// ------------------------------------------------------------------------------------- outcome

/**
 * The wake's state after one attempt. A known delivery settles it; an unknown one stays unknown
 * until a later attempt is known to have arrived: a no-write failure or a hold on a later retry
 * does not resolve an earlier unknown delivery.
 */
export function foldAttempt(prior: WakeState, outcome: WakeAttemptState): WakeState {
  if (outcome === 'complete') return 'complete';
  if (outcome === 'indeterminate') return 'indeterminate';
  if (prior === 'indeterminate' || prior === 'sending') return 'indeterminate';
  if (outcome === 'held') return 'held';
  // A held wake that joined a pointer which was then refused is still held (its record stands).
  if (prior === 'held') return 'held';
  return 'failed';
}

/** A wake that no longer needs the active folder: delivered, or its work is no longer current. */
export function isSettled(state: WakeState): boolean {
  return state === 'complete' || state === 'closed';
}
