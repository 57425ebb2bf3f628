// Pure: how a stored or read sample becomes what every reader shows. A sample from another
// session of the seat is no reading at all; one older than CONTEXT_STALE_MS is stale (shown as
// "unknown (stale, 12 min)", never as a frozen number); a sample dated in the future (a clock
// step) counts as just taken.
import { CONTEXT_STALE_MS, type ContextReading, type ContextSample } from './contract.js';

export interface CurrentSession {
  /** The runtime session the seat's hooks last named (SessionStart), when known. */
  sessionId?: string | null;
}

export function judgeSample(sample: ContextSample | undefined, current: CurrentSession, now: number): ContextReading {
  if (!sample) return { state: 'unknown', reason: 'no sample' };
  const expected = current.sessionId ?? null;
  if (expected !== null && sample.sessionId !== null && sample.sessionId !== expected)
    return { state: 'unknown', reason: 'sample from another session' };
  const at = Date.parse(sample.sampledAt);
  if (!Number.isFinite(at)) return { state: 'unknown', reason: 'sample without a time' };
  if (!Number.isFinite(sample.usedPercent) || sample.usedPercent < 0 || sample.usedPercent > 100)
    return { state: 'unknown', reason: 'sample out of range' };
  const ageMs = Math.max(0, now - at);
  return { state: ageMs > CONTEXT_STALE_MS ? 'stale' : 'known', sample, ageMs };
}
