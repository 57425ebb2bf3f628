// One place for lock timing and file modes: proper-lockfile cannot detect two processes that use
// different stale/update values on the same file, so every caller must share these.

/** A lock whose holder stopped refreshing it for this long is taken over (library floor: 2000). */
export const LOCK_STALE_MS = 5000;
/** How often a holder refreshes its lock's mtime (library floor: 1000, ceiling: stale / 2). */
export const LOCK_UPDATE_MS = 1000;
/** Default wait for a lock: long enough to outlast a SIGKILLed holder's stale period. */
export const LOCK_WAIT_MS = LOCK_STALE_MS + LOCK_UPDATE_MS + 2000;

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/** The atomic writer (atomic-write.ts) names its temp file `<target>.<uint32>`; a SIGKILL can leave one behind. */
export const TEMP_FILE_PATTERN = /\.\d+$/;
/** Orphan temp files younger than this may belong to a live writer and are left alone. */
export const ORPHAN_MIN_AGE_MS = 60_000;
