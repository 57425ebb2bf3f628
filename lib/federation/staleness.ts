// Is a host's word still current? Its heartbeat's age against a bound. The age comes from the
// server's stamp on the heartbeat entry (one clock for every host), never from the host's own.
// Pure.

/** How often a daemon writes its heartbeat. */
export const HEARTBEAT_MS = 2000;

/** A host whose heartbeat is older than this reads stale: three beats missed, so one slow beat is not. */
export const STALE_AFTER_MS = 3 * HEARTBEAT_MS;

export type HostFreshness =
  | { state: 'live'; ageMs: number }
  | { state: 'stale'; ageMs: number }
  /** No heartbeat seen at all: its seats' state is not trusted either. */
  | { state: 'unknown'; ageMs: null };

export function hostFreshness(
  beatAtMs: number | undefined,
  nowMs: number,
  staleAfterMs = STALE_AFTER_MS,
): HostFreshness {
  if (beatAtMs === undefined) return { state: 'unknown', ageMs: null };
  // A stamp ahead of this clock (skew) counts as just now, never as a negative age.
  const ageMs = Math.max(0, nowMs - beatAtMs);
  return ageMs > staleAfterMs ? { state: 'stale', ageMs } : { state: 'live', ageMs };
}
