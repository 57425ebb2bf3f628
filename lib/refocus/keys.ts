// File names under $OPENRIG_HOME/refocus and compaction/restore-pending. Seat names and occupant ids
// come from the environment and from hook stdin, so they are untrusted: every character outside
// [A-Za-z0-9@._-] becomes "_", names are bounded, and a name that had to change gets a hash suffix
// so two different ids never share a file.
import { join } from 'node:path';
import { crypto } from '../util/lazy-builtins.js';

const KEY_MAX = 64;

export function sanitize(raw: string): string {
  return String(raw).replace(/[^A-Za-z0-9@._-]/g, '_');
}

// Ids that are already safe keep their name, so a run for such a seat and occupant hashes nothing
// and never loads node:crypto.
const sha256 = (text: string) => crypto().createHash('sha256').update(text).digest('hex');

/** The raw id itself when it is already safe and short; else a bounded form plus 8 hex of its hash. */
export function keyFor(raw: string): string {
  const base = sanitize(raw).slice(0, KEY_MAX);
  // "." and ".." alone are safe characters but not safe names.
  if (base === raw && base !== '.' && base !== '..') return base;
  return `${base}__${sha256(raw).slice(0, 8)}`;
}

/** The seat part of every file name: the session name sanitized and bounded like an occupant. */
function seatKey(seat: string): string {
  return keyFor(seat);
}

export interface RefocusFiles {
  state: string;
  /** Serializes one seat occupant's deliveries (held through the lookups and the output). */
  runLock: string;
  /** Guards the state document: held only to read-decide-write, never through a delivery. */
  stateLock: string;
  health: string;
  sentinel: string;
}

/** `refocusDir` is HomePaths.refocus. */
export function refocusFiles(refocusDir: string, seat: string, occupant: string): RefocusFiles {
  const sk = seatKey(seat);
  const state = join(refocusDir, `${sk}__${keyFor(occupant)}.json`);
  return {
    state,
    runLock: `${state}.run`,
    stateLock: `${state}.due`,
    // "#" never occurs in a key, so no occupant's state file can take this name.
    health: `${state.slice(0, -'.json'.length)}#health.json`,
    sentinel: sentinelFile(refocusDir, seat),
  };
}

/** "#" never occurs in a derived key, so the sentinel can never collide with a state file. */
export function sentinelFile(refocusDir: string, seat: string): string {
  return join(refocusDir, `${seatKey(seat)}#no-identity-sentinel.json`);
}

/** `restorePendingDir` is HomePaths.restorePending. The early sentinel is read first. */
export function restoreMarkerFiles(restorePendingDir: string, seat: string): { expected: string; marker: string } {
  const sk = seatKey(seat);
  return { expected: join(restorePendingDir, `${sk}.expected.json`), marker: join(restorePendingDir, `${sk}.json`) };
}

/** State files of one seat (every occupant), for `rig refocus --status`. */
export function isStateFileOf(name: string, seat: string): boolean {
  const prefix = `${seatKey(seat)}__`;
  return name.startsWith(prefix) && name.endsWith('.json') && !name.includes('#');
}
