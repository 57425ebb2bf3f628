// Managed compaction's times, in one place (docs/compaction.md explains each).

/** A new run never starts within this long of the previous start (automatic or manual). */
export const DEDUP_MS = 60_000;
/** After a run ends (done or failed), no automatic run for this long. */
export const COOLDOWN_MS = 600_000;
/** Default wait for the prep's explicit idle before `/compact`; `rig seat compact --wait-for-idle S` sets it. */
export const PREP_IDLE_WAIT_MS = 300_000;
/** Longest wait for the PostCompact hook after `/compact` was delivered; then the run ends failed. */
export const POSTCOMPACT_WAIT_MS = 900_000;
/**
 * The restore and the audit wait for the seat's explicit idle after the previous step; without one
 * this long, they are sent anyway (the send itself still refuses a busy seat, a draft or a prompt).
 */
export const IDLE_FALLBACK_MS = 120_000;
/** The job evaluates each seat at most this often; a failed send is retried on its next tick. */
export const COMPACTION_TICK_MS = 30_000;
/** Each send's own wait for readiness: a busy seat, a draft or a prompt refuses and keeps nothing. */
export const SEND_IDLE_WAIT_MS = 2_000;
