// The daemon's watchdog job: each tick, the due jobs are judged against their seats (schedule.ts),
// the reminders due for one seat go as one notice (a digest when several are due), and each job
// records the attempt's current transport result in its history. Removed jobs are dropped right
// before the send (a stop check). One seat's trouble is logged and the tick goes on.
import type { TickContext, TimerJob } from '../timers/contract.js';
import type { SendResult } from '../delivery/send/contract.js';
import type { SeatRecord } from '../seat/registry.js';
import { attemptOf, attemptWord } from './attempt.js';
import { newOccurrence, type WatchdogJob } from './job.js';
import { reminderText } from './message.js';
import { needsTick, planTick, type SeatFacts } from './schedule.js';
import { evidenceOf, openRowsOf, seatByName } from './seat-facts.js';
import { appendHistory, readJobs, updateJobs } from './store.js';
import { seatRefOf } from '../seat/ref.js';

export const WATCHDOG_TIMER_NAME = 'watchdog';

export function watchdogTimer(): TimerJob {
  return { name: WATCHDOG_TIMER_NAME, tick: watchdogTick };
}

export async function watchdogTick(ctx: TickContext): Promise<void> {
  let jobs: WatchdogJob[];
  try {
    jobs = readJobs(ctx.home);
  } catch (err) {
    ctx.log.error(`watchdog: the jobs file cannot be read (${(err as Error).message})`);
    return;
  }
  const due = jobs.filter((j) => needsTick(j, ctx.now));
  if (!due.length) return;
  const records = new Map<string, SeatRecord | undefined>();
  const facts = new Map<string, SeatFacts>();
  for (const job of due) {
    if (facts.has(job.seat)) continue;
    const rec = seatByName(ctx.home, job.seat);
    records.set(job.seat, rec);
    const gated = due.some((j) => j.seat === job.seat && j.policy === 'idle-gate');
    facts.set(job.seat, factsOf(ctx, job.seat, rec, gated));
  }
  const plan = planTick(due, ctx.now, (seat) => facts.get(seat));
  const at = new Date(ctx.now).toISOString();
  for (const skip of plan.spent) {
    if (skip.reason === 'next_due_pulled_back')
      ctx.log.warn(
        `watchdog: ${skip.jobId}: its next due time was more than one interval ahead (the clock stepped back?); due one interval from now`,
      );
    await guarded(ctx, skip.jobId, async () => {
      await updateJobs(ctx.home, [skip.jobId], (j) => ({ ...j, lastDueAt: at }));
      await appendHistory(ctx.home, skip.jobId, [{ at, event: 'skip', reason: skip.reason }]);
    });
  }
  for (const digest of plan.digests) {
    if (ctx.signal.aborted) return;
    const rec = records.get(digest.seat);
    if (!rec) continue;
    await guarded(ctx, digest.seat, () => attempt(ctx, rec, digest.jobIds));
  }
}

/** `gated`: an idle-gate job is due for the seat; only then are its rows and hooks read. */
function factsOf(ctx: TickContext, seat: string, rec: SeatRecord | undefined, gated: boolean): SeatFacts {
  if (!rec) return { known: false, running: false, openRows: 0, evidence: 'unknown' };
  return {
    known: true,
    running: rec.status === 'running',
    openRows: gated ? openRowsOf(ctx.home, seat, (m) => ctx.log.warn(m)).length : 0,
    evidence: gated ? evidenceOf(ctx.home, rec, ctx.now) : 'unknown',
  };
}

async function attempt(ctx: TickContext, rec: SeatRecord, jobIds: string[]): Promise<void> {
  // The stop check: a job removed since the tick began is not sent.
  const current = readJobs(ctx.home).filter((j) => jobIds.includes(j.id));
  if (!current.length) return;
  const ids = current.map((j) => j.id);
  const occurrence = newOccurrence(ctx.now);
  let result: SendResult | Error;
  try {
    result = await ctx.notify({
      seat: rec,
      message: reminderText(current),
      kind: 'notice',
      id: `watchdog-${occurrence}`,
      signal: ctx.signal,
    });
  } catch (err) {
    result = err instanceof Error ? err : new Error(String(err));
  }
  const a = attemptOf(result, occurrence, ctx.now);
  await updateJobs(ctx.home, ids, (j) => ({ ...j, lastDueAt: a.at, lastAttempt: a, attempts: j.attempts + 1 }));
  for (const id of ids) {
    await appendHistory(ctx.home, id, [
      {
        at: a.at,
        event: 'attempt',
        reason: a.reason,
        occurrence,
        outcome: a.outcome,
        sent: a.sent,
        state: a.state,
        outboxIds: a.outboxIds,
        ...(ids.length > 1 ? { digestOf: ids } : {}),
      },
    ]);
  }
  ctx.log.info(
    `watchdog: ${ids.join(',')} → ${seatRefOf(rec)}: ${attemptWord(a)} (${a.reason})${result instanceof Error ? `: ${result.message}` : ''}`,
  );
}

async function guarded(ctx: TickContext, what: string, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    ctx.log.error(`watchdog: ${what}: ${(err as Error).message}`);
  }
}
