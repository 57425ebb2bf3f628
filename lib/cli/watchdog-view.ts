// How a watchdog job and its history read in a terminal and in --json: one place for both, so list,
// show, add and history say the same thing. Pure.
import { formatInterval, type WatchdogJob } from '../watchdog/job.js';
import { nextDueAt } from '../watchdog/schedule.js';
import { attemptWord } from '../watchdog/attempt.js';
import type { HistoryEntry } from '../watchdog/store.js';

export function jobJson(job: WatchdogJob) {
  return { ...job, every: formatInterval(job.intervalSeconds), nextDueAt: new Date(nextDueAt(job)).toISOString() };
}

export function jobLine(job: WatchdogJob): string {
  const last = job.lastAttempt ? `last ${attemptWord(job.lastAttempt)} at ${job.lastAttempt.at}` : 'not attempted yet';
  const first = job.message.split('\n')[0]!;
  const text = first.length > 50 ? `${first.slice(0, 50)}…` : first;
  return `${job.id}  ${job.seat}  ${job.policy}  every ${formatInterval(job.intervalSeconds)}  ${last}  ${text}`;
}

export function jobLines(job: WatchdogJob): string[] {
  return [
    `${job.id}  ${job.policy}  every ${formatInterval(job.intervalSeconds)}  to ${job.seat}`,
    `Added: ${job.createdAt} by ${job.createdBy}`,
    `Next due: ${new Date(nextDueAt(job)).toISOString()}${job.policy === 'idle-gate' ? ' (then when the seat has open rows and is idle)' : ''}`,
    job.lastAttempt
      ? `Last attempt: ${job.lastAttempt.at} ${attemptWord(job.lastAttempt)} (${job.lastAttempt.reason})${job.lastAttempt.outboxIds.length ? ` outbox ${job.lastAttempt.outboxIds.join(', ')}` : ''}`
      : 'Last attempt: none',
    `Attempts: ${job.attempts}`,
    '---',
    job.message,
  ];
}

export function historyLine(e: HistoryEntry): string {
  if (e.event !== 'attempt') return `${e.at}  ${e.event}  ${e.reason}${e.note ? `  ${e.note}` : ''}`;
  const word = e.outcome ? attemptWord({ outcome: e.outcome, state: e.state ?? null }) : '?';
  const digest = e.digestOf && e.digestOf.length > 1 ? `  digest of ${e.digestOf.length}` : '';
  return `${e.at}  attempt  ${word}  ${e.reason}${e.outboxIds?.length ? `  ${e.outboxIds.join(',')}` : ''}${digest}`;
}
