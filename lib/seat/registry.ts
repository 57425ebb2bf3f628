// The seat registry: one locked document per seat under $OPENRIG_HOME/seats/<rig>/<seat>.json.
// Records are kept when a seat stops (marked stopped), so a node id stays stable across launches.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crypto } from '../util/lazy-builtins.js';
import {
  defineKind,
  isStoreError,
  readDocument,
  unreadableFile,
  updateDocument,
  type ReadOptions,
  type Updater,
  type Versioned,
} from '../store/index.js';
import { defaultReport } from '../store/default-report.js';
import { validate_seat_v1 } from '../store/validators/seat.v1.generated.js';
import { seatRecordPath, type HomePaths } from '../home/paths.js';
import { formatSeatRef, NAME_PATTERN, parseSeatRef, SeatRefError, type SeatRef, seatRefOf } from './ref.js';

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

/** A record that is missing reads as undefined; a corrupt one is moved aside (reported) and reads as missing. */
export function readSeat(home: HomePaths, rig: string, seat: string, opts: ReadOptions = {}): SeatRecord | undefined {
  return readDocument(seatKind, seatRecordPath(home, rig, seat), { onCorrupt: 'fresh', ...opts });
}

export function updateSeat(home: HomePaths, rig: string, seat: string, updater: Updater<SeatRecord>) {
  return updateDocument(seatKind, seatRecordPath(home, rig, seat), updater);
}

/** A seat record (or a rig's folder of them) that exists but cannot be read (EACCES, a newer version…). */
export interface UnreadableSeat {
  file: string;
  rig: string;
  /** Absent when the whole rig folder could not be read. */
  seat?: string;
  /** What is wrong, naming the file (`<file>: permission denied`). */
  what: string;
  todo: string;
}

export interface SeatScan {
  records: SeatRecord[];
  unreadable: UnreadableSeat[];
}

// Any store error reading one record (cannot be opened, written by a newer openrig, kept changing)
// is that record's alone: the listing goes on without it.
function unreadableSeat(err: unknown, rig: string, seat?: string): UnreadableSeat | undefined {
  if (!isStoreError(err)) return undefined;
  const todo = err.todo ?? 'check the file, or move it aside and retry';
  return { file: err.file, rig, ...(seat !== undefined ? { seat } : {}), what: err.message, todo };
}

/**
 * Every seat record, sorted by rig then name, and every record that could not be read (one
 * unreadable record never hides the others). A corrupt record is moved aside by the read (see
 * quarantinedSeats). `read` replaces readSeat (a caller with its own cache of unchanged files).
 */
export function scanSeats(
  home: HomePaths,
  rig?: string,
  read: (home: HomePaths, rig: string, seat: string) => SeatRecord | undefined = readSeat,
): SeatScan {
  const out: SeatScan = { records: [], unreadable: [] };
  let rigs: string[];
  try {
    rigs = readdirSync(home.seats).filter((r) => NAME_PATTERN.test(r));
  } catch {
    return out;
  }
  for (const r of rigs.sort()) {
    if (rig !== undefined && r !== rig) continue;
    let files: string[];
    const dir = join(home.seats, r);
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' && (err as NodeJS.ErrnoException).code !== 'ENOTDIR')
        out.unreadable.push(unreadableSeat(unreadableFile(dir, err), r)!);
      continue;
    }
    for (const f of files.sort()) {
      const name = f.slice(0, -'.json'.length);
      if (!NAME_PATTERN.test(name)) continue;
      try {
        const rec = read(home, r, name);
        if (rec) out.records.push(rec);
      } catch (err) {
        const u = unreadableSeat(err, r, name);
        if (!u) throw err;
        out.unreadable.push(u);
      }
    }
  }
  return out;
}

/**
 * Every readable seat record, sorted by rig then name; each unreadable one is reported (`report`,
 * by default stderr) and skipped.
 */
export function listSeats(
  home: HomePaths,
  rig?: string,
  read: (home: HomePaths, rig: string, seat: string) => SeatRecord | undefined = readSeat,
  report: (u: UnreadableSeat) => void = (u) => defaultReport(`${u.what} — ${u.todo}`),
): SeatRecord[] {
  const scan = scanSeats(home, rig, read);
  for (const u of scan.unreadable) report(u);
  return scan.records;
}

/**
 * The refs of the recorded seats from the registry's file names alone (no record is read or
 * locked, nothing is reported): what shell completion offers while a person types, so it stays
 * fast. Sorted by rig then name, as scanSeats; at most `limit`, `truncated` when there were more.
 */
export function recordedSeatRefs(home: HomePaths, limit: number): { refs: string[]; truncated: boolean } {
  const refs: string[] = [];
  const names = (dir: string): string[] => {
    try {
      return readdirSync(dir).sort();
    } catch {
      return [];
    }
  };
  for (const rig of names(home.seats)) {
    if (!NAME_PATTERN.test(rig)) continue;
    for (const file of names(join(home.seats, rig))) {
      const seat = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
      if (!NAME_PATTERN.test(seat)) continue;
      if (refs.length === limit) return { refs, truncated: true };
      refs.push(formatSeatRef(seat, rig));
    }
  }
  return { refs, truncated: false };
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

/**
 * Resolves a ref to exactly one record. Throws SeatRefError, SeatNotFoundError or
 * AmbiguousSeatError; a name ref's record that cannot be read throws the store's error. `readOpts`
 * goes to the name ref's read (`report`: where a quarantine is told).
 */
export function resolveSeat(home: HomePaths, refText: string | SeatRef, readOpts: ReadOptions = {}): SeatRecord {
  const ref = typeof refText === 'string' ? parseSeatRef(refText) : refText;
  if (ref.kind === 'name') {
    const rec = readSeat(home, ref.rig, ref.seat, readOpts);
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
        running.map((s) => seatRefOf(s)),
      );
  }
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw new SeatNotFoundError(ref.text);
  throw new AmbiguousSeatError(
    ref.text,
    matches.map((s) => seatRefOf(s)),
  );
}

export { SeatRefError };
