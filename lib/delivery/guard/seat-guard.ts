// A seat's typing guard as every view shows it (rig seat show, seat list, ps, seat status, the status
// line): the saved preference read with the seat's own fallback. The launch record's typingGuard is
// only the spec default, in force until a mode is saved, so no view reads it alone.
import type { HomePaths } from '../../home/paths.js';
import type { SeatRecord } from '../../seat/registry.js';
import { fallbackModeOf, type GuardMode } from './policy.js';
import { readGuard, readGuards } from './store.js';
import type { GuardPreference } from './preference.js';

type GuardedSeat = Pick<SeatRecord, 'nodeId' | 'runtime' | 'typingGuard'>;

/** The one read of a seat's guard preference; `.effectiveMode` is the mode every view shows. */
export function seatGuard(home: HomePaths, seat: GuardedSeat): GuardPreference {
  return readGuard(home, seat.nodeId, fallbackModeOf(seat));
}

/** The same for a listing, reading the shared audit once; an entry is the error when unreadable. */
export function seatGuards(home: HomePaths, seats: readonly GuardedSeat[]): (GuardPreference | Error)[] {
  return readGuards(
    home,
    seats.map((s) => ({ nodeId: s.nodeId, fallbackMode: fallbackModeOf(s) })),
  );
}

/** Pure: what follows the mode in force while a requested mode waits for activation (or nothing). */
export function pendingText(effective: GuardMode, pending: boolean, desired: GuardMode): string {
  return pending && desired !== effective ? ` (activation pending; requested ${desired})` : '';
}
