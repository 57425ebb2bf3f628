// How long a hook run may wait for a store lock. Pure. A run that must end by `deadlineAt` waits
// for whatever is left but the reserve its write and exit need, and at least `floorMs` (one last
// try); a run without a deadline (in-process callers) waits `fallbackMs`.
export interface LockWaitRule {
  fallbackMs: number;
  reserveMs: number;
  floorMs: number;
}

export function lockWaitFor(rule: LockWaitRule, deadlineAt: number | undefined, now: number): number {
  if (deadlineAt === undefined) return rule.fallbackMs;
  return Math.max(rule.floorMs, deadlineAt - now - rule.reserveMs);
}
