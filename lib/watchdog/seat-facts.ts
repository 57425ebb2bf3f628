// The reads the watchdog and the supervisor make per seat on a tick: the registry record, the
// seat's open queue rows (its per-destination index, never the whole queue) and its hook evidence.
// Lock-free: every document is replaced atomically; a corrupt one reads as absent and is reported.
import { queueSeatIndexPath, type HomePaths } from '../home/paths.js';
import { readDocument } from '../store/index.js';
import { queueSeatIndexKind, openRows, type IndexedOpenRow } from '../queue/index-entry.js';
import { readSeat, type SeatRecord } from '../seat/registry.js';
import { readSeatHooks, seatHooksFiles } from '../activity/store.js';
import { hookActivityAt, type HookActivityReading } from '../activity/freshness.js';
import { NODE_ID_PATTERN, OCCUPANT_PATTERN, parseSeatRef } from '../seat/ref.js';
import { evidenceWord, type EvidenceWord } from './evidence.js';
import type { DocCache } from '../store/doc-cache.js';

/** The registry record of a name@rig seat, or undefined (unknown, or an unreadable record). */
export function seatByName(home: HomePaths, seat: string): SeatRecord | undefined {
  const ref = parseSeatRef(seat);
  if (ref.kind !== 'name') return undefined;
  return readSeat(home, ref.rig, ref.seat);
}

/** The seat's open rows (pending, in-progress, blocked) from its destination index. */
export function openRowsOf(
  home: HomePaths,
  seat: string,
  report?: (m: string) => void,
  cache?: DocCache,
): IndexedOpenRow[] {
  const opts = { onCorrupt: 'fresh', ...(report ? { report } : {}) } as const;
  const file = queueSeatIndexPath(home, seat);
  const index = cache ? cache.read(queueSeatIndexKind, file, opts) : readDocument(queueSeatIndexKind, file, opts);
  return index ? openRows(index) : [];
}

/** The seat's hook reading at `now`; undefined for a terminal seat (no hooks) or an unreadable record. */
export function hookReadingOf(
  home: HomePaths,
  rec: SeatRecord,
  now: number,
  cache?: DocCache,
): HookActivityReading | undefined {
  if (rec.runtime === 'terminal') return undefined;
  let doc;
  try {
    const read = () => readSeatHooks(home, rec.nodeId, rec.occupant, now);
    // The path is built only for ids readSeatHooks accepts (it validates them first).
    doc =
      cache && NODE_ID_PATTERN.test(rec.nodeId) && OCCUPANT_PATTERN.test(rec.occupant)
        ? cache.throughFiles(seatHooksFiles(home, rec.nodeId, rec.occupant), read)
        : read();
  } catch {
    return undefined;
  }
  return hookActivityAt(doc, now);
}

/** The seat's hook evidence at `now` (a terminal seat has none: unknown). */
export function evidenceOf(home: HomePaths, rec: SeatRecord, now: number, cache?: DocCache): EvidenceWord {
  return evidenceWord(hookReadingOf(home, rec, now, cache));
}
