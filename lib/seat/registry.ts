// The seat registry: one locked document per seat under $OPENRIG_HOME/seats/<rig>/<seat>.json.
// Records are kept when a seat stops (marked stopped), so a node id stays stable across launches.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crypto } from '../util/lazy-builtins.js';
import { defineKind, readDocument, updateDocument, type Updater, type Versioned } from '../store/index.js';
import { validate_seat_v1 } from '../store/validators/seat.v1.generated.js';
import { seatRecordPath, type HomePaths } from '../home/paths.js';
import { NAME_PATTERN, parseSeatRef, SeatRefError, type SeatRef } from './ref.js';

import type { SeatRuntime } from './runtime.js';
import type { PermissionMode } from './permission-mode.js';
import type { SeatLaunch } from './launch.js';

export type { SeatLaunch };

export type Runtime = SeatRuntime;
export type TypingGuardMode = 'off' | 'draft-aware' | 'openrig-urgent' | 'urgent-only' | 'sends-only' | 'hold';

export interface SeatRecord extends Versioned {
  schema: 'seat';
  version: 1;
  name: string;
  rig: string;
  nodeId: string;
  runtime: Runtime;
  cwd: string;
  /** Real path of cwd at launch; what OPENRIG_SEAT_PROJECT_DIR names. */
  projectDir: string;
  command?: string;
  plugins: string[];
  /** Names of the env keys the spec set (values are not stored: they may be secrets). */
  envNames?: string[];
  roleFiles: string[];
  typingGuard: TypingGuardMode;
  tmux: { socket: string | null; session: string; paneId?: string };
  /** Generation id renewed at each launch. */
  occupant: string;
  launchedAt: string;
  status: 'running' | 'stopped';
  stoppedAt?: string;
  specFile?: string;
  /** The spec's permissionMode (absent: the runtime's own default). */
  permissionMode?: PermissionMode;
  /** How the current occupant was launched (absent: a record from before continuations). */
  launch?: SeatLaunch;
  /** A Codex seat's CODEX_HOME at its launch (where `rig seat status` finds the plugin's state). */
  codexHome?: string;
}

export const seatKind = defineKind<SeatRecord>({ schema: 'seat', version: 1, validate: validate_seat_v1 });

export const newNodeId = () => `n-${crypto().randomBytes(8).toString('hex')}`;
export const newOccupant = () => `o-${crypto().randomBytes(8).toString('hex')}`;

export function readSeat(home: HomePaths, rig: string, seat: string): SeatRecord | undefined {
  return readDocument(seatKind, seatRecordPath(home, rig, seat), { onCorrupt: 'fresh' });
}

export function updateSeat(home: HomePaths, rig: string, seat: string, updater: Updater<SeatRecord>) {
  return updateDocument(seatKind, seatRecordPath(home, rig, seat), updater);
}

/**
 * Every seat record, sorted by rig then name. Unreadable records are reported and skipped. `read`
 * replaces readSeat (a caller with its own cache of unchanged files).
 */
export function listSeats(
  home: HomePaths,
  rig?: string,
  read: (home: HomePaths, rig: string, seat: string) => SeatRecord | undefined = readSeat,
): SeatRecord[] {
  const out: SeatRecord[] = [];
  let rigs: string[];
  try {
    rigs = readdirSync(home.seats).filter((r) => NAME_PATTERN.test(r));
  } catch {
    return [];
  }
  for (const r of rigs.sort()) {
    if (rig !== undefined && r !== rig) continue;
    let files: string[];
    try {
      files = readdirSync(join(home.seats, r)).filter((f) => f.endsWith('.json'));
    } catch {
      continue;
    }
    for (const f of files.sort()) {
      const name = f.slice(0, -'.json'.length);
      if (!NAME_PATTERN.test(name)) continue;
      const rec = read(home, r, name);
      if (rec) out.push(rec);
    }
  }
  return out;
}

export class SeatNotFoundError extends Error {
  constructor(readonly ref: string) {
    super(`no seat matches ${JSON.stringify(ref)}`);
    this.name = 'SeatNotFoundError';
  }
}

export class AmbiguousSeatError extends Error {
  constructor(
    readonly ref: string,
    readonly matches: string[],
  ) {
    super(`${JSON.stringify(ref)} matches ${matches.length} seats: ${matches.join(', ')}`);
    this.name = 'AmbiguousSeatError';
  }
}

/** Resolves a ref to exactly one record. Throws SeatRefError, SeatNotFoundError or AmbiguousSeatError. */
export function resolveSeat(home: HomePaths, refText: string | SeatRef): SeatRecord {
  const ref = typeof refText === 'string' ? parseSeatRef(refText) : refText;
  if (ref.kind === 'name') {
    const rec = readSeat(home, ref.rig, ref.seat);
    if (!rec) throw new SeatNotFoundError(ref.text);
    return rec;
  }
  const matches = listSeats(home).filter((s) =>
    ref.kind === 'node' ? s.nodeId === ref.nodeId : s.tmux.paneId === ref.paneId,
  );
  if (ref.kind === 'pane') {
    // Pane ids are reused by tmux after a restart; only running seats can own one.
    const running = matches.filter((s) => s.status === 'running');
    if (running.length === 1) return running[0]!;
    if (running.length > 1)
      throw new AmbiguousSeatError(
        ref.text,
        running.map((s) => `${s.name}@${s.rig}`),
      );
  }
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw new SeatNotFoundError(ref.text);
  throw new AmbiguousSeatError(
    ref.text,
    matches.map((s) => `${s.name}@${s.rig}`),
  );
}

export { SeatRefError };
