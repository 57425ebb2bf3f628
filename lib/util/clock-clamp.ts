// Time read from files is only as good as the clock that wrote it. A clock stepped back since (or
// a hand-edited or forged file) leaves stamps in the future: such a stamp would win every "newest"
// comparison, never age, and a due time built on it would not come for years. Pure; the tables are
// in test/util/clock-clamp.test.ts.

/**
 * How far past this clock a stamp from a file may be and still be believed: the writers are on
 * this machine, so only jitter between processes and an NTP slew explain a small lead.
 */
export const FUTURE_SKEW_MS = 30_000;

/** Whether a stamp (ms since the epoch) read from a file is suspect: more than FUTURE_SKEW_MS past nowMs. */
export function isFutureStamp(stampMs: number, nowMs: number): boolean {
  return stampMs - nowMs > FUTURE_SKEW_MS;
}

/** A believable stamp's age at nowMs in whole ms (a lead within the skew counts as 0); null for a suspect one. */
export function stampAgeMs(stampMs: number, nowMs: number): number | null {
  if (isFutureStamp(stampMs, nowMs)) return null;
  return Math.max(0, Math.round(nowMs - stampMs));
}

/**
 * A next-due time read from a file: more than one interval ahead of nowMs, it can only come from
 * a clock that has since stepped back, and is pulled back to nowMs + intervalMs.
 */
export function pullBackDue(dueMs: number, nowMs: number, intervalMs: number): number {
  return dueMs - nowMs > intervalMs ? nowMs + intervalMs : dueMs;
}
