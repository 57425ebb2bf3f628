// The seams managed compaction reads through: context usage (lib/context-usage) and who may
// intervene (lib/intervention). The job and the manual route take them as dependencies, so tests
// pass doubles.
import type { HomePaths } from '../home/paths.js';
import type { ContextReading } from '../context-usage/contract.js';
import type { MayIntervene } from '../intervention/contract.js';
import { mayInterveneIn } from '../intervention/may-intervene.js';
import { readContextUsage } from '../context-usage/store.js';
import { readSeatHooks } from '../activity/store.js';
import type { SeatRecord } from '../seat/registry.js';

/** A seat's context usage now (stale and other-session samples already read as not a number). */
export type ReadUsage = (home: HomePaths, seat: SeatRecord, nowMs: number) => ContextReading;

export interface CompactionSeams {
  readUsage: ReadUsage;
  /** The policy question bound to a home (the unattributed rule included). */
  mayIntervene: (home: HomePaths) => MayIntervene;
}

export function defaultSeams(): CompactionSeams {
  return {
    // The seat's current launch and the session its hooks last named: another session's sample is no figure.
    readUsage: (home, seat, nowMs) =>
      readContextUsage(
        home,
        seat.nodeId,
        { occupant: seat.occupant, sessionId: readSeatHooks(home, seat.nodeId, seat.occupant)?.session?.id ?? null },
        nowMs,
      ),
    mayIntervene: mayInterveneIn,
  };
}
