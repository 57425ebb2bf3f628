// Watchdog state on disk: one locked document of jobs (watchdog/jobs.json) and one bounded history
// document per job (watchdog/history/<jobId>.json). The CLI edits jobs here directly (no daemon
// needed); the daemon's watchdog job reads them each tick and records each attempt. Every write is
// a locked read-modify-write (lib/store), so an add from the CLI and an attempt recorded by the
// daemon never lose each other's change.
import { watchdogHistoryPath, type HomePaths } from '../home/paths.js';
import {
  addItem,
  defineKind,
  findItem,
  listItems,
  readDocument,
  removeItem,
  updateDocument,
  UNCHANGED,
  type KeyedCollection,
  type Versioned,
} from '../store/index.js';
import { validate_watchdog_jobs_v1 } from '../store/validators/watchdog-jobs.v1.generated.js';
import { validate_watchdog_history_v1 } from '../store/validators/watchdog-history.v1.generated.js';
import { HISTORY_LIMIT, MAX_JOBS } from './constants.js';
import { checkJobId, type AttemptRecord, type WatchdogJob } from './job.js';

export interface WatchdogJobsDoc extends Versioned {
  schema: 'watchdog-jobs';
  version: 1;
  jobs: Record<string, WatchdogJob>;
}

export type HistoryEvent = 'attempt' | 'skip' | 'added' | 'removed';

export interface HistoryEntry {
  at: string;
  event: HistoryEvent;
  reason: string;
  occurrence?: string;
  outcome?: AttemptRecord['outcome'];
  sent?: boolean;
  state?: AttemptRecord['state'];
  outboxIds?: string[];
  /** A digest: every job whose reminder this one attempt carried (this job included). */
  digestOf?: string[];
  note?: string;
}

export interface WatchdogHistoryDoc extends Versioned {
  schema: 'watchdog-history';
  version: 1;
  jobId: string;
  entries: HistoryEntry[];
}

export const watchdogJobsKind = defineKind<WatchdogJobsDoc>({
  schema: 'watchdog-jobs',
  version: 1,
  validate: validate_watchdog_jobs_v1,
});
export const watchdogHistoryKind = defineKind<WatchdogHistoryDoc>({
  schema: 'watchdog-history',
  version: 1,
  validate: validate_watchdog_history_v1,
});

export class WatchdogFullError extends Error {
  constructor() {
    super(`there are already ${MAX_JOBS} watchdog jobs`);
    this.name = 'WatchdogFullError';
  }
}

export class WatchdogJobNotFoundError extends Error {
  constructor(readonly id: string) {
    super(`no watchdog job ${id}`);
    this.name = 'WatchdogJobNotFoundError';
  }
}

const jobsCollection: KeyedCollection<WatchdogJobsDoc, WatchdogJob> = {
  kind: watchdogJobsKind,
  items: (doc) => doc.jobs,
  withItems: (doc, jobs) => ({ ...doc, jobs }),
  empty: () => ({ schema: 'watchdog-jobs', version: 1, jobs: {} }),
  max: MAX_JOBS,
  full: () => new WatchdogFullError(),
  notFound: (id) => new WatchdogJobNotFoundError(id),
};

/** Every job, oldest first (lock-free: the document is replaced atomically). */
export function readJobs(home: HomePaths): WatchdogJob[] {
  return listItems(jobsCollection, home.watchdogJobs);
}

export function readJob(home: HomePaths, id: string): WatchdogJob | undefined {
  checkJobId(id);
  return findItem(jobsCollection, home.watchdogJobs, id);
}

export async function addJob(home: HomePaths, job: WatchdogJob): Promise<WatchdogJob> {
  await addItem(jobsCollection, home.watchdogJobs, job);
  await appendHistory(home, job.id, [
    { at: job.createdAt, event: 'added', reason: 'added', note: `by ${job.createdBy}` },
  ]);
  return job;
}

/** Removes a job; its history stays readable (rig watchdog history ID). */
export async function removeJob(home: HomePaths, id: string, by: string, now = Date.now()): Promise<WatchdogJob> {
  checkJobId(id);
  const removed = await removeItem(jobsCollection, home.watchdogJobs, id);
  await appendHistory(home, id, [
    { at: new Date(now).toISOString(), event: 'removed', reason: 'removed', note: `by ${by}` },
  ]);
  return removed;
}

/**
 * Applies `change` to each named job that still exists (a job removed meanwhile is left out: a
 * stop check). Returns the ids that were changed.
 */
export async function updateJobs(
  home: HomePaths,
  ids: readonly string[],
  change: (job: WatchdogJob) => WatchdogJob,
): Promise<string[]> {
  const changed: string[] = [];
  await updateDocument(watchdogJobsKind, home.watchdogJobs, (cur) => {
    if (!cur) return UNCHANGED;
    const jobs = { ...cur.jobs };
    for (const id of ids) {
      const job = jobs[id];
      if (!job) continue;
      jobs[id] = change(job);
      changed.push(id);
    }
    return changed.length ? { ...cur, jobs } : UNCHANGED;
  });
  return changed;
}

/** Pure: entries appended, the oldest dropped beyond the limit. */
export function boundedEntries(
  current: readonly HistoryEntry[],
  added: readonly HistoryEntry[],
  limit = HISTORY_LIMIT,
): HistoryEntry[] {
  const all = [...current, ...added];
  return all.length > limit ? all.slice(all.length - limit) : all;
}

export async function appendHistory(home: HomePaths, jobId: string, entries: HistoryEntry[]): Promise<void> {
  checkJobId(jobId);
  await updateDocument(watchdogHistoryKind, watchdogHistoryPath(home, jobId), (cur) => ({
    schema: 'watchdog-history' as const,
    version: 1 as const,
    jobId,
    entries: boundedEntries(cur?.entries ?? [], entries),
  }));
}

export function readHistory(home: HomePaths, jobId: string): HistoryEntry[] | undefined {
  checkJobId(jobId);
  return readDocument(watchdogHistoryKind, watchdogHistoryPath(home, jobId))?.entries;
}
