// The daemon's queue-wakes job (a TimerJob). Each tick it reads the active wake intents, drops
// those whose work is no longer current, and for each seat with wakes due asks whether the seat
// may be woken now; if so it types ONE pointer carrying every due wake of one kind (urgent work
// first; routine rows as a notice, under the guard) with each original id and body (coalesced),
// through TickContext.notify: the seat's lease, its typing guard and the outbox. The startup pass
// (run once before the daemon accepts sends) first settles attempts a dead daemon left in flight,
// then retries each still-current failed or unconfirmed wake once, with its original body lines
// and a may-repeat line. Decisions live in wake-decide.ts; this file reads and acts.
import type { HomePaths } from '../home/paths.js';
import type { TickContext, TimerJob } from '../timers/contract.js';
import type { SendResult } from '../delivery/send/contract.js';
import { getRecord, retireHeld } from '../delivery/outbox/outbox.js';
import { readGuard } from '../delivery/guard/store.js';
import { decideDelivery, fallbackModeOf, modeInForce } from '../delivery/guard/policy.js';
import { probePane } from '../delivery/pane/tmux-adapter.js';
import { readReadiness, seatHooksLookup, type ReadinessState } from '../delivery/readiness.js';
import { targetOf } from '../delivery/send/send.js';
import { readSeat, type SeatRecord } from '../seat/registry.js';
import { OPENRIG_SENDER } from '../timers/contract.js';
import { readQueueRow } from './queue-store.js';
import { checkQueueId, queueRowKind } from './row.js';
import { queueRowPath } from '../home/paths.js';
import { DocCache } from '../store/doc-cache.js';
import {
  bySeat,
  foldAttempt,
  isSettled,
  recoveryWithinBudget,
  seatGate,
  seatRecheck,
  seatThrottle,
  wakeCurrency,
  wakeDueAtStartup,
  wakeDueAtTick,
  wakePointers,
  WAKE_RETRY_AFTER_MS,
  type Pointer,
} from './wake-decide.js';
import {
  listActiveWakes,
  triesOf,
  updateWakeIntent,
  type WakeAttempt,
  type WakeAttemptState,
  type WakeIntent,
} from './wake-intent.js';
import { seatRefOf } from '../seat/ref.js';

export const DRAFT_WAKE_SUPERSEDED = 'draft_wake_superseded';

export type SeatReadiness = ReadinessState | 'unreachable';

export interface WakeJobDeps {
  /** The seat's activity now (default: its pane and its hooks). */
  readiness?: (home: HomePaths, seat: SeatRecord) => Promise<SeatReadiness>;
  /** The recovery pass's time budget (default WAKE_RECOVERY_BUDGET_MS). */
  recoveryBudgetMs?: number;
}

type Pass = 'tick' | 'startup';

interface SeatMemory {
  /** Wake intents and rows unchanged since the last tick are not parsed again (swept each tick). */
  cache: DocCache;
  lastPointer: Map<string, number>;
  lastDeferred: Map<string, number>;
  /** Wakes the startup recovery pass still owes one attempt (its time budget ran out before them). */
  recoveryLeft: Set<string>;
}

/** The pane and the runtime's hooks, as the send flow reads them. */
export async function paneReadiness(home: HomePaths, seat: SeatRecord): Promise<SeatReadiness> {
  const target = targetOf(seat);
  const probe = await probePane(target);
  if (!probe.ok || probe.pane.dead) return 'unreachable';
  if (probe.pane.inMode) return 'unknown';
  const r = await readReadiness(target, probe.pane, seat.runtime, undefined, seatHooksLookup(home, seat));
  return r.state;
}

function seatOf(home: HomePaths, destination: string): SeatRecord | undefined {
  const at = destination.indexOf('@');
  if (at < 1) return undefined;
  try {
    return readSeat(home, destination.slice(at + 1), destination.slice(0, at));
  } catch {
    return undefined;
  }
}

function rowOf(home: HomePaths, rowId: string, cache?: DocCache) {
  try {
    if (!cache) return readQueueRow(home, rowId);
    checkQueueId(rowId);
    return cache.read(queueRowKind, queueRowPath(home, rowId));
  } catch {
    return undefined;
  }
}

/** What a send result makes of one attempt. */
export function attemptStateOf(r: Pick<SendResult, 'outcome' | 'state'>): WakeAttemptState {
  if (r.outcome === 'delivered') return 'complete';
  if (r.outcome === 'retained') return 'held';
  if (r.outcome === 'indeterminate') return 'indeterminate';
  if (r.outcome === 'refused') return 'refused';
  return 'failed';
}

export function wakesJob(deps: WakeJobDeps = {}): TimerJob {
  // When the last pointer was typed into each seat (this process): the per-seat throttle; and when
  // a seat was last found not ready (busy, at a prompt, unreadable): its re-look wait.
  const seen: SeatMemory = {
    cache: new DocCache(),
    lastPointer: new Map(),
    lastDeferred: new Map(),
    recoveryLeft: new Set(),
  };
  const readiness = deps.readiness ?? paneReadiness;
  return {
    name: 'wakes',
    tick: async (ctx) => {
      // A recovery pass cut short by its time budget goes on first, then the ordinary tick.
      try {
        if (seen.recoveryLeft.size) await runWakes(ctx, 'startup', readiness, seen, deps.recoveryBudgetMs);
        await runWakes(ctx, 'tick', readiness, seen);
      } finally {
        seen.cache.sweep();
      }
    },
    startup: async (ctx) => {
      await settleInterrupted(ctx);
      for (const i of listActiveWakes(ctx.home)) if (wakeDueAtStartup(i).due) seen.recoveryLeft.add(i.id);
      if (seen.recoveryLeft.size) ctx.log.info(`wakes: recovery pass: ${seen.recoveryLeft.size} wake(s) to retry once`);
      await runWakes(ctx, 'startup', readiness, seen, deps.recoveryBudgetMs);
    },
  };
}

/**
 * A wake left `sending` by a daemon that died: its outbox record (already reconciled by the
 * daemon's start: sending → indeterminate) says what may have happened; a missing record is
 * unknown too (nothing is typed without one, but it may since have been pruned or moved aside).
 */
async function settleInterrupted(ctx: TickContext): Promise<void> {
  for (const intent of listActiveWakes(ctx.home)) {
    if (intent.state !== 'sending' || !intent.inFlight) continue;
    const f = intent.inFlight;
    let rec: ReturnType<typeof getRecord>;
    try {
      rec = getRecord(ctx.home, f.nodeId, f.outboxId);
    } catch {
      rec = undefined;
    }
    const state: WakeAttemptState =
      rec?.state === 'complete'
        ? 'complete'
        : rec?.state === 'held' || rec?.state === 'retired'
          ? 'held'
          : rec?.state === 'failed'
            ? 'failed'
            : 'indeterminate';
    const reason = rec ? rec.reason : 'interrupted_write';
    const updated = await updateWakeIntent(
      ctx.home,
      intent.rowId,
      (cur) => {
        const { inFlight: _gone, ...rest } = cur;
        return {
          ...rest,
          state: foldAttempt(f.prior ?? 'pending', state),
          reason,
          attempts: [
            ...cur.attempts,
            { outboxId: f.outboxId, nodeId: f.nodeId, at: f.at, state, reason, pass: f.pass ?? 'tick' },
          ],
          tries: triesOf(cur) + 1,
        };
      },
      (next) => isSettled(next.state),
    );
    ctx.log.warn(
      `wake ${intent.id}: the daemon stopped during its attempt ${f.outboxId}; now ${updated?.state ?? state}`,
    );
  }
}

async function runWakes(
  ctx: TickContext,
  pass: Pass,
  readiness: (home: HomePaths, seat: SeatRecord) => Promise<SeatReadiness>,
  seen: SeatMemory,
  budgetMs?: number,
): Promise<void> {
  const { home, now } = ctx;
  const started = Date.now();
  const due: WakeIntent[] = [];
  const held: WakeIntent[] = [];
  for (const intent of listActiveWakes(home, (kind, file, opts) => seen.cache.read(kind, file, opts))) {
    if (ctx.signal.aborted) return;
    // The recovery pass attempts only the wakes it owes; an ordinary tick leaves those to it.
    if ((pass === 'startup') !== seen.recoveryLeft.has(intent.id)) continue;
    const dueness = pass === 'tick' ? wakeDueAtTick(intent, now) : wakeDueAtStartup(intent);
    if (!dueness.due && pass === 'startup') seen.recoveryLeft.delete(intent.id);
    if (!dueness.due) {
      // A held wake may join its seat's next pointer (its row is read only then).
      if (intent.state === 'held') held.push(intent);
      continue;
    }
    if (await isCurrent(ctx, intent, seen.cache)) due.push(intent);
    else if (pass === 'startup') seen.recoveryLeft.delete(intent.id);
  }
  const heldBySeat = bySeat(held);
  let seats = 0;
  for (const [destination, intents] of bySeat(due)) {
    if (ctx.signal.aborted) return;
    if (pass === 'startup') {
      // The daemon is not accepting sends yet: past its budget the pass goes on in the next ticks.
      if (seats++ > 0 && !recoveryWithinBudget(started, Date.now(), budgetMs)) {
        ctx.log.info(`wakes: recovery pass continues after start (${seen.recoveryLeft.size} wake(s) left)`);
        return;
      }
      for (const i of intents) seen.recoveryLeft.delete(i.id);
    }
    try {
      await wakeSeat(ctx, pass, destination, intents, heldBySeat.get(destination) ?? [], readiness, seen);
    } catch (err) {
      ctx.log.error(`wakes ${destination}: ${(err as Error)?.stack ?? String(err)}`);
    }
  }
}

/** Reads the wake's row: a wake no longer current is closed and settled (false); one whose row is not yet written waits (false). */
async function isCurrent(ctx: TickContext, intent: WakeIntent, cache?: DocCache): Promise<boolean> {
  const currency = wakeCurrency(intent, rowOf(ctx.home, intent.rowId, cache), ctx.now);
  if (currency.current === false) await closeWake(ctx, intent, currency.reason);
  return currency.current === true;
}

async function closeWake(ctx: TickContext, intent: WakeIntent, reason: string): Promise<void> {
  await updateWakeIntent(
    ctx.home,
    intent.rowId,
    (cur) => ({ ...cur, state: 'closed', reason }),
    () => true,
  );
  ctx.log.info(`wake ${intent.id}: not woken (${reason})`);
}

/** Records why a wake was not attempted, only when that changed (a quiet tick writes nothing). */
async function defer(ctx: TickContext, intents: WakeIntent[], reason: string): Promise<void> {
  for (const i of intents) {
    if (i.deferred === reason) continue;
    await updateWakeIntent(ctx.home, i.rowId, (cur) => ({ ...cur, deferred: reason }));
  }
}

async function wakeSeat(
  ctx: TickContext,
  pass: Pass,
  destination: string,
  due: WakeIntent[],
  held: WakeIntent[],
  readiness: (home: HomePaths, seat: SeatRecord) => Promise<SeatReadiness>,
  seen: SeatMemory,
): Promise<void> {
  const { home, now } = ctx;
  if (pass === 'tick') {
    const throttle = seatThrottle(seen.lastPointer.get(destination), now);
    if (!throttle.due) return defer(ctx, due, throttle.reason);
    // Not looked at again yet: the deferral already recorded stands (nothing is read or written).
    if (!seatRecheck(seen.lastDeferred.get(destination), now).due) return;
  }
  const seat = seatOf(home, destination);
  if (!seat) return defer(ctx, due, 'seat_unknown');
  // A held wake of this seat joins the new pointer of its kind (it keeps its id and body); its held
  // record is then replaced (draft_wake_superseded). The startup pass leaves held wakes alone.
  const joining: WakeIntent[] = [];
  if (pass === 'tick') for (const h of held) if (await isCurrent(ctx, h, seen.cache)) joining.push(h);
  const pref = readGuard(home, seat.nodeId, fallbackModeOf(seat));
  const mode = modeInForce(pref.desiredMode, pref.effectiveMode);
  // One pointer per kind, urgent first. A held pointer typed nothing, so the next kind may go in
  // the same pass; after any other outcome the rest wait (a tick's throttle or failure wait, or,
  // in the startup pass, as for a seat found busy).
  let left = due;
  for (const pointer of wakePointers(due, joining, pass === 'startup')) {
    const modeHolds = decideDelivery(mode, pointer.kind).action === 'hold';
    const gate = seatGate(modeHolds ? 'unknown' : await readiness(home, seat), modeHolds);
    if (!gate.wake) {
      seen.lastDeferred.set(destination, now);
      return defer(ctx, left, gate.reason);
    }
    seen.lastDeferred.delete(destination);
    const state = await attempt(ctx, pass, seat, pointer, seen.lastPointer);
    if (state !== 'held') return;
    left = left.filter((i) => !pointer.intents.includes(i));
  }
}

/** Marks the wakes in flight, types the pointer, then records each wake's outcome (returned). */
async function attempt(
  ctx: TickContext,
  pass: Pass,
  seat: SeatRecord,
  pointer: Pointer,
  lastPointer: Map<string, number>,
): Promise<WakeAttemptState> {
  const { home } = ctx;
  const at = new Date(ctx.now).toISOString();
  const priorHeld = new Map<string, WakeAttempt | undefined>();
  for (const i of pointer.intents) {
    priorHeld.set(i.id, i.state === 'held' ? i.attempts.at(-1) : undefined);
    // The state before this attempt goes with it: an earlier unknown delivery outlives a crash.
    const prior: NonNullable<WakeIntent['inFlight']>['prior'] =
      i.state === 'held' || i.state === 'indeterminate' || i.state === 'failed' ? i.state : 'pending';
    const inFlight: WakeIntent['inFlight'] = { outboxId: pointer.outboxId, nodeId: seat.nodeId, at, pass, prior };
    await updateWakeIntent(home, i.rowId, (cur) => {
      const { deferred: _d, ...rest } = cur;
      return { ...rest, state: 'sending', reason: 'delivery_in_progress', inFlight };
    });
  }
  const stillCurrent = () => {
    for (const i of pointer.intents) {
      const c = wakeCurrency(i, rowOf(home, i.rowId), Date.now());
      if (c.current === false)
        return {
          reason: DRAFT_WAKE_SUPERSEDED,
          detail: `queue row ${i.rowId} is no longer waiting for ${i.destination} (${c.reason}); the wake was not typed`,
        };
    }
    return undefined;
  };
  const result = await ctx
    .notify({
      seat,
      message: pointer.text,
      kind: pointer.kind,
      id: pointer.outboxId,
      receiptIds: pointer.intents.map((i) => i.id),
      pointer: pointer.intents[0]!.rowId,
      // Paste only: a row that changes after the paste still gets its Enter (the pointer is typed).
      stopIf: (stage) => (stage === 'paste' ? stillCurrent() : undefined),
    })
    // The send flow returns a result for every delivery problem; a throw comes from before the
    // lease was taken (nothing typed), so the wakes are not left marked in flight.
    .catch((err: Error): Pick<SendResult, 'outcome' | 'state' | 'reason' | 'outboxIds'> => {
      ctx.log.error(`wakes ${seatRefOf(seat)}: the send failed before input (${err.message})`);
      return { outcome: 'failed', state: null, reason: 'send_failed', outboxIds: [] };
    });
  const state = attemptStateOf(result);
  const outboxId = result.outboxIds[0] ?? pointer.outboxId;
  const superseded = result.reason === DRAFT_WAKE_SUPERSEDED;
  const noWrite = state === 'failed' || state === 'refused';
  // A held wake carried by this pointer is replaced only if the pointer was typed or held itself.
  const replaces = !noWrite;
  // Only a pointer that may have been typed counts toward the seat's throttle (a held one typed nothing).
  if (state === 'complete' || state === 'indeterminate') lastPointer.set(pointer.intents[0]!.destination, ctx.now);
  const others = (id: string) => pointer.intents.map((i) => i.id).filter((x) => x !== id);
  for (const i of pointer.intents) {
    const prior = i.state;
    await updateWakeIntent(
      home,
      i.rowId,
      (cur) => {
        const { inFlight: _f, ...rest } = cur;
        const entry: WakeAttempt = {
          outboxId,
          nodeId: seat.nodeId,
          at,
          state,
          reason: result.reason,
          pass,
          ...(others(i.id).length ? { with: others(i.id) } : {}),
        };
        const attempts = cur.attempts.map((a) =>
          replaces && priorHeld.get(i.id) && a.outboxId === priorHeld.get(i.id)!.outboxId
            ? { ...a, supersededBy: outboxId }
            : a,
        );
        const next: WakeIntent = {
          ...rest,
          state: foldAttempt(prior, state),
          reason: result.reason,
          attempts: [...attempts, entry],
          tries: triesOf(cur) + 1,
        };
        if (pass === 'tick' && noWrite && !superseded) {
          next.tickFailures = cur.tickFailures + 1;
          next.retryAfter = new Date(ctx.now + WAKE_RETRY_AFTER_MS).toISOString();
        }
        return next;
      },
      (next) => isSettled(next.state),
    );
    // The held record this pointer replaced leaves the held list (kept as evidence, retired).
    const old = priorHeld.get(i.id);
    if (replaces && old?.nodeId && old.outboxId !== outboxId) {
      await retireHeld(home, old.nodeId, old.outboxId, {
        actor: OPENRIG_SENDER,
        reason: `${DRAFT_WAKE_SUPERSEDED}: a newer wake pointer (${outboxId}) carries this wake`,
      }).catch((err: Error) =>
        ctx.log.warn(`wake ${i.id}: the replaced held record could not be retired (${err.message})`),
      );
    }
  }
  ctx.log.info(
    `wakes ${pointer.intents[0]!.destination}: ${pointer.intents.length} wake(s) in ${outboxId} (${pass}): ${result.outcome} ${result.reason}`,
  );
  return state;
}
