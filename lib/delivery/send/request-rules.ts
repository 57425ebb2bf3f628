// The rules a send request must meet, checked by the daemon (HTTP 400) and first by `rig send`
// (a usage error before any seat is looked up): a file of their own, so the CLI's bundle does not
// carry the daemon's send flow to check them.
import type { SendRequest } from './contract.js';

/** Request problems that are the caller's to fix (HTTP 400 / CLI usage). */
export function requestProblem(
  req: Pick<SendRequest, 'message' | 'waitForIdleMs' | 'dangerouslyInteract' | 'reason' | 'typeWithoutChecking'>,
): { reason: string; message: string } | undefined {
  if (typeof req.message !== 'string') return { reason: 'invalid_message', message: 'the message must be text' };
  if (req.waitForIdleMs !== undefined && (!Number.isFinite(req.waitForIdleMs) || req.waitForIdleMs <= 0)) {
    return { reason: 'invalid_wait_for_idle', message: 'wait-for-idle must be a positive number of seconds' };
  }
  if (req.typeWithoutChecking && !req.dangerouslyInteract) {
    return {
      reason: 'invalid_dangerously_interact',
      message: '--type-without-checking needs --dangerously-interact and --reason',
    };
  }
  if (req.dangerouslyInteract && (typeof req.reason !== 'string' || !/\S/.test(req.reason))) {
    return { reason: 'dangerously_interact_requires_reason', message: '--dangerously-interact needs --reason "<why>"' };
  }
  if (req.dangerouslyInteract && req.waitForIdleMs !== undefined) {
    return {
      reason: 'invalid_dangerously_interact',
      message: '--dangerously-interact cannot be combined with --wait-for-idle',
    };
  }
  return undefined;
}
