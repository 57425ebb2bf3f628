// The watchdog's and the parked-owner supervisor's facts, each named once: the policies, the
// interval bounds, the size limits, the grace and the retry cadence. docs/watchdog.md explains the
// choices; the schemas in state-schema/ repeat the bounds they validate.

/** periodic: remind on every interval. idle-gate: only when the seat has open rows and fresh idle evidence. */
export const WATCHDOG_POLICIES = ['periodic', 'idle-gate'] as const;
export type WatchdogPolicy = (typeof WATCHDOG_POLICIES)[number];

/** Less than a minute between reminders is noise, not a reminder (several nudges a second is the complaint). */
export const MIN_INTERVAL_SECONDS = 60;
/** A week: longer than that is a calendar's job. */
export const MAX_INTERVAL_SECONDS = 7 * 24 * 3600;
/** A reminder is a line or a paragraph; work belongs in a queue row. */
export const MESSAGE_MAX_CHARS = 2000;
export const CREATED_BY_MAX_CHARS = 200;
/** Jobs in one home. */
export const MAX_JOBS = 200;
/** History entries kept per job (oldest dropped first). */
export const HISTORY_LIMIT = 200;
/** Outbox ids kept with one attempt. */
export const MAX_OUTBOX_IDS = 8;

/** The parked-owner supervisor's first reminder waits until the waiting state is this old. */
export const SUPERVISOR_GRACE_MS = 5 * 60_000;
/** After any attempt (success to an unknown occupant, held, failed, unknown) the next one waits this long. */
export const SUPERVISOR_RETRY_MS = 5 * 60_000;
/** Supervisor reminders typed per tick; the rest wait their turn in the rotation. */
export const SUPERVISOR_SENDS_PER_TICK = 2;
/** Blocked rows listed in one supervisor reminder (the count says how many more). */
export const SUPERVISOR_ROWS_LISTED = 10;
