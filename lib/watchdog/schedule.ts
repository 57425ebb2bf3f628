// The watchdog's scheduler: which jobs are due at `now`, what each due job does given its seat's
// facts, and how the reminders due for one seat join one digest. Pure: (now, records) in, a plan
// out; test/watchdog/schedule.test.ts holds the tables. Historical outbox receipts are not an
// input: a currently due reminder is a new attempt whatever an earlier attempt's record says.
import type { EvidenceWord } from './evidence.js';
import type { WatchdogJob } from './job.js';
import { pullBackDue } from '../util/clock-clamp.js';

/** What the tick read of one seat. */
export interface SeatFacts {
  /** A registry record exists. */
  known: boolean;
  running: boolean;
  /** Open rows (pending, in-progress, blocked) addressed to the seat. */
  openRows: number;
  evidence: EvidenceWord;
}

/**
 * skip: `spend` uses up this interval (the next chance is one interval later) and is told in the
 * job's history; a quiet skip spends nothing and writes nothing (the idle gate is asked again on
 * the next tick).
 */
export type JobVerdict = { action: 'send' } | { action: 'skip'; reason: string; spend: boolean };

/** When the job is next due: one interval after it was last due, or after it was added. */
export function nextDueAt(job: Pick<WatchdogJob, 'lastDueAt' | 'createdAt' | 'intervalSeconds'>): number {
  return Date.parse(job.lastDueAt ?? job.createdAt) + job.intervalSeconds * 1000;
}

export function isDue(job: Pick<WatchdogJob, 'lastDueAt' | 'createdAt' | 'intervalSeconds'>, now: number): boolean {
  return now >= nextDueAt(job);
}

/**
 * Whether the job's next due time is more than one interval ahead of `now`: only a clock that
 * stepped back since it was written (or a hand-edited file) explains it. The tick pulls it back
 * (lastDueAt = now, so it is due one interval from now) instead of waiting for that time.
 */
export function dueTooFarAhead(
  job: Pick<WatchdogJob, 'lastDueAt' | 'createdAt' | 'intervalSeconds'>,
  now: number,
): boolean {
  const due = nextDueAt(job);
  return pullBackDue(due, now, job.intervalSeconds * 1000) < due;
}

/** The jobs a tick looks at: the due ones, and those whose next due time must be pulled back. */
export function needsTick(job: Pick<WatchdogJob, 'lastDueAt' | 'createdAt' | 'intervalSeconds'>, now: number): boolean {
  return isDue(job, now) || dueTooFarAhead(job, now);
}

const IDLE_GATE_QUIET: Record<Exclude<EvidenceWord, 'idle'>, string> = {
  needs_input: 'seat_needs_input',
  busy: 'seat_busy',
  unknown: 'activity_stale_unknown',
};

/** One job at `now` against its seat's facts. */
export function judgeJob(job: WatchdogJob, now: number, facts: SeatFacts | undefined): JobVerdict {
  // Spent: the tick writes lastDueAt = now and tells it in the job's history.
  if (dueTooFarAhead(job, now)) return { action: 'skip', reason: 'next_due_pulled_back', spend: true };
  if (!isDue(job, now)) return { action: 'skip', reason: 'not_due', spend: false };
  if (!facts?.known) return { action: 'skip', reason: 'seat_unknown', spend: true };
  if (!facts.running) return { action: 'skip', reason: 'seat_stopped', spend: true };
  if (job.policy === 'periodic') return { action: 'send' };
  if (facts.openRows === 0) return { action: 'skip', reason: 'no_open_rows', spend: false };
  if (facts.evidence !== 'idle') return { action: 'skip', reason: IDLE_GATE_QUIET[facts.evidence], spend: false };
  return { action: 'send' };
}

/** One attempt to one seat: a lone reminder, or a digest of every reminder due for it now. */
export interface Digest {
  seat: string;
  jobIds: string[];
}

export interface TickPlan {
  digests: Digest[];
  /** Skips that spend the interval (quiet ones are left out: nothing is written for them). */
  spent: { jobId: string; reason: string }[];
}

/** Every job at `now`: sends grouped by seat (jobs oldest first, seats in first-due order). */
export function planTick(
  jobs: readonly WatchdogJob[],
  now: number,
  factsOf: (seat: string) => SeatFacts | undefined,
): TickPlan {
  const bySeat = new Map<string, string[]>();
  const spent: TickPlan['spent'] = [];
  for (const job of jobs) {
    const v = judgeJob(job, now, factsOf(job.seat));
    if (v.action === 'send') bySeat.set(job.seat, [...(bySeat.get(job.seat) ?? []), job.id]);
    else if (v.spend) spent.push({ jobId: job.id, reason: v.reason });
  }
  return { digests: [...bySeat].map(([seat, jobIds]) => ({ seat, jobIds })), spent };
}
