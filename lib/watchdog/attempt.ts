// One attempt's transport result as the watchdog and the supervisor keep it. Pure. The result is
// recorded as the transport gave it: `complete` is a success, `held` kept the text for inspection,
// `indeterminate` (an unknown write) is never read as "nothing arrived", and an attempt that threw
// is `error` (nothing is known about the pane).
import type { SendResult } from '../delivery/send/contract.js';
import { MAX_OUTBOX_IDS } from './constants.js';
import type { AttemptRecord } from './job.js';

const REASON = /^[a-z][a-z0-9_]{0,63}$/;
const OUTBOX_ID = /^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$/;

export function attemptOf(result: SendResult | Error, occurrence: string, now: number): AttemptRecord {
  const at = new Date(now).toISOString();
  if (result instanceof Error)
    return { at, occurrence, outcome: 'error', sent: false, reason: 'notify_failed', state: null, outboxIds: [] };
  return {
    at,
    occurrence,
    outcome: result.outcome,
    // An unknown write may have reached the pane: only a definite no-write says sent: false.
    sent: result.sent,
    reason: REASON.test(result.reason) ? result.reason : 'unrecognised_reason',
    state: result.state,
    outboxIds: result.outboxIds.filter((id) => OUTBOX_ID.test(id)).slice(0, MAX_OUTBOX_IDS),
  };
}

/** The one word a person reads for an attempt (history, list). */
export function attemptWord(a: Pick<AttemptRecord, 'outcome' | 'state'>): string {
  if (a.outcome === 'delivered') return 'complete';
  if (a.outcome === 'retained') return 'held';
  if (a.outcome === 'indeterminate') return 'unknown (may have arrived)';
  if (a.outcome === 'error') return 'error (unknown)';
  return a.outcome;
}
