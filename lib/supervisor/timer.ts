// The daemon's parked-owner supervisor job: each tick, every running seat's blocked rows and hook
// evidence are judged (decide.ts) against its persisted memory; the seats due are taken in
// rotation, each checked again right before its send (its rows as they are now, compaction), and
// reminded through the transport with a stopIf that asks compaction again at paste and at Enter.
// Every attempt's current result is remembered; a complete one to the same known occupant waits
// for the obligations to change.
import type { TickContext, TimerJob } from '../timers/contract.js';
import type { SendResult } from '../delivery/send/contract.js';
import { compactionOwesTurn } from '../compaction/owes.js';
import { ensureIndexes } from '../queue/queue-store.js';
import { listSeats, seatKind, type SeatRecord } from '../seat/registry.js';
import { seatRecordPath } from '../home/paths.js';
import { DocCache } from '../store/doc-cache.js';
import { hookReadingOf, openRowsOf } from '../watchdog/seat-facts.js';
import { parkedEvidence } from '../watchdog/evidence.js';
import { attemptOf, attemptWord } from '../watchdog/attempt.js';
import { newOccurrence } from '../watchdog/job.js';
import { SUPERVISOR_SENDS_PER_TICK } from '../watchdog/constants.js';
import {
  afterAttempt,
  COMPACTION_OWES,
  judgeSeat,
  memoryChanged,
  obligationsFingerprint,
  rotation,
  type BlockedRow,
  type SeatMemory,
  type SeatObservation,
} from './decide.js';
import { supervisorText } from './message.js';
import { readSupervisorMemory, writeSupervisorMemory } from './memory-store.js';
import { seatRefOf } from '../seat/ref.js';

export const SUPERVISOR_TIMER_NAME = 'supervisor';

/** What the supervisor asks outside its own records (a test passes a double). */
export interface SupervisorDeps {
  /** Whether managed compaction owes the seat its turn boundary, restore or audit. */
  owes(ctx: TickContext, nodeId: string): boolean;
}

const DEFAULT_DEPS: SupervisorDeps = { owes: (ctx, nodeId) => compactionOwesTurn(ctx.home, nodeId) };

export function supervisorTimer(deps: SupervisorDeps = DEFAULT_DEPS): TimerJob {
  // Seat records and destination indexes that did not change since the last tick are not parsed again.
  const cache = new DocCache();
  return {
    name: SUPERVISOR_TIMER_NAME,
    tick: async (ctx) => {
      try {
        await supervisorTick(ctx, deps, cache);
      } finally {
        cache.sweep();
      }
    },
  };
}

function blockedRowsOf(ctx: TickContext, seat: string, cache?: DocCache): BlockedRow[] {
  return openRowsOf(ctx.home, seat, (m) => ctx.log.warn(m), cache)
    .filter((r) => r.state === 'blocked')
    .map((r) => ({ id: r.id, updatedAt: r.updatedAt, summary: r.summary, blockedOn: r.blockedOn }));
}

function observe(ctx: TickContext, rec: SeatRecord, deps: SupervisorDeps, cache?: DocCache): SeatObservation {
  const seat = seatRefOf(rec);
  const blocked = blockedRowsOf(ctx, seat, cache);
  // Nothing is read for a seat that holds nothing blocked.
  const hooks = blocked.length ? parkedEvidence(hookReadingOf(ctx.home, rec, ctx.now, cache)) : undefined;
  return {
    nodeId: rec.nodeId,
    seat,
    occupant: rec.occupant,
    running: rec.status === 'running',
    blocked,
    evidence: hooks?.word ?? 'unknown',
    basis: hooks?.basis ?? 'unknown',
    compactionOwes: blocked.length ? deps.owes(ctx, rec.nodeId) : false,
  };
}

export async function supervisorTick(
  ctx: TickContext,
  deps: SupervisorDeps = DEFAULT_DEPS,
  cache?: DocCache,
): Promise<void> {
  try {
    await ensureIndexes(ctx.home);
  } catch (err) {
    ctx.log.error(`supervisor: the queue indexes cannot be built (${(err as Error).message})`);
    return;
  }
  const memory = readSupervisorMemory(ctx.home, (m) => ctx.log.warn(m));
  // The loop's listing shared by every job, else this timer's own cache.
  const seats =
    ctx.seats?.() ??
    listSeats(
      ctx.home,
      undefined,
      cache
        ? (home, rig, name) => cache.read(seatKind, seatRecordPath(home, rig, name), { onCorrupt: 'fresh' })
        : undefined,
    );
  const changes: Record<string, SeatMemory | null> = {};
  const due: { seat: string; rec: SeatRecord; obs: SeatObservation; memory: SeatMemory }[] = [];
  for (const rec of seats) {
    try {
      const obs = observe(ctx, rec, deps, cache);
      const v = judgeSeat(obs, memory[rec.nodeId], ctx.now);
      changes[rec.nodeId] = v.memory;
      if (v.action === 'remind') due.push({ seat: obs.seat, rec, obs, memory: v.memory });
    } catch (err) {
      ctx.log.error(`supervisor: ${seatRefOf(rec)}: ${(err as Error).message}`);
    }
  }
  // Seats no longer in the registry are forgotten. Nothing new (the steady state): no write, no lock.
  if (memoryChanged(memory, changes, seats))
    await writeSupervisorMemory(ctx.home, changes, new Set(seats.map((s) => s.nodeId)));
  for (const d of rotation(due, SUPERVISOR_SENDS_PER_TICK)) {
    if (ctx.signal.aborted) return;
    try {
      await remind(ctx, d.rec, d.memory, deps);
    } catch (err) {
      ctx.log.error(`supervisor: ${d.seat}: ${(err as Error).message}`);
    }
  }
}

async function remind(ctx: TickContext, rec: SeatRecord, mem: SeatMemory, deps: SupervisorDeps): Promise<void> {
  const seat = seatRefOf(rec);
  // Current eligibility right before the send: the rows as they are now, and compaction.
  const rows = blockedRowsOf(ctx, seat);
  if (!rows.length || obligationsFingerprint(rows) !== mem.obligations) return;
  if (deps.owes(ctx, rec.nodeId)) return;
  const occurrence = newOccurrence(ctx.now);
  let result: SendResult | Error;
  try {
    result = await ctx.notify({
      seat: rec,
      message: supervisorText(rows, ctx.now - Date.parse(mem.since)),
      kind: 'notice',
      id: `supervisor-${occurrence}`,
      signal: ctx.signal,
      stopIf: () =>
        deps.owes(ctx, rec.nodeId)
          ? { reason: COMPACTION_OWES, detail: 'managed compaction began to owe this seat its turn' }
          : undefined,
    });
  } catch (err) {
    result = err instanceof Error ? err : new Error(String(err));
  }
  const a = attemptOf(result, occurrence, ctx.now);
  const next = afterAttempt(
    mem,
    { at: a.at, outcome: a.outcome, reason: a.reason, state: a.state, outboxIds: a.outboxIds },
    rec.occupant,
  );
  await writeSupervisorMemory(ctx.home, { [rec.nodeId]: next });
  ctx.log.info(`supervisor: ${seat} (${rows.length} blocked): ${attemptWord(a)} (${a.reason})`);
}
