// The queue as a lookup under a deadline reads it (queue whoami in the refocus hook): the seat
// record, this seat's open-row index with any left-over intent folded in, and handoff ancestors,
// all without blocking (lib/store readDocumentAsync) and against the caller's signal. Read-only:
// when the indexes are not built yet, this seat's rows are folded from the row files in memory
// and nothing is written (the next queue command rebuilds them).
import { queueRowPath, queueSeatIndexPath, seatRecordPath, type HomePaths } from '../home/paths.js';
import { readDocumentAsync } from '../store/read-async.js';
import { seatKind, type SeatRecord } from '../seat/registry.js';
import { parseSeatRef, formatSeatRef } from '../seat/ref.js';
import { mapLimit } from '../util/map-limit.js';
import type { LookupSignal } from '../util/lookup-signal.js';
import {
  emptySeatIndex,
  foldSeatRows,
  queueIndexIntentKind,
  queueSeatIndexKind,
  rowEntryOf,
  type QueueSeatIndex,
} from './index-entry.js';
import { listingBuiltFrom, listingManifestKind } from './listing-bucket.js';
import { isQueueId, queueRowKind, rowIdsOfFileNames, rowIfNamed, type QueueRow } from './row.js';
import type { CandidateRow } from './work-candidates.js';
import { dirNames, pathExists } from '../util/lookup-fs.js';

const quiet = (signal?: LookupSignal) => ({ onCorrupt: 'fresh' as const, signal });
const READ_CONCURRENCY = 8;

/** Pure: the canonical `name@rig` of a session, or why it names no seat. */
export function sessionSeat(
  session: string | null,
): { rig: string; seat: string; canonical: string } | { problem: string } {
  if (!session) return { problem: 'OPENRIG_SESSION_NAME is not set, so this process names no seat' };
  let ref;
  try {
    ref = parseSeatRef(session);
  } catch (err) {
    return { problem: `session ${JSON.stringify(session)} is not a seat ref: ${(err as Error).message}` };
  }
  if (ref.kind !== 'name') return { problem: `session ${JSON.stringify(session)} is not in name@rig form` };
  return { rig: ref.rig, seat: ref.seat, canonical: formatSeatRef(ref.seat, ref.rig) };
}

/** The seat record for a session, or why there is none. */
export async function seatForSessionAsync(
  home: HomePaths,
  session: string | null,
  signal?: LookupSignal,
): Promise<{ record?: SeatRecord; problem?: string; canonical?: string }> {
  const s = sessionSeat(session);
  if ('problem' in s) return { problem: s.problem };
  try {
    return {
      record: await readDocumentAsync(seatKind, seatRecordPath(home, s.rig, s.seat), { onCorrupt: 'fresh', signal }),
      canonical: s.canonical,
    };
  } catch (err) {
    if (signal?.aborted) throw err;
    return { problem: `seat record unreadable: ${(err as Error).message}`, canonical: s.canonical };
  }
}

async function readRow(
  home: HomePaths,
  id: string,
  signal?: LookupSignal,
  silent = false,
): Promise<QueueRow | undefined> {
  const row = await readDocumentAsync(
    queueRowKind,
    queueRowPath(home, id),
    silent ? { onCorrupt: 'fresh', report: () => undefined, signal } : quiet(signal),
  );
  return rowIfNamed(row, id);
}

/** listing-index.ts listingBuilt, without blocking. */
async function indexesBuilt(home: HomePaths, signal?: LookupSignal): Promise<boolean> {
  const [legacy, manifest] = await Promise.all([
    pathExists(home.queueLegacyIndex, signal),
    readDocumentAsync(listingManifestKind, home.queueListingManifest, quiet(signal)),
  ]);
  return listingBuiltFrom(legacy, manifest);
}

async function rowIdsOnDisk(home: HomePaths, signal?: LookupSignal): Promise<string[]> {
  return rowIdsOfFileNames(await dirNames(home.queueRows, signal));
}

/**
 * One destination's open rows and recent changes: its index with any left-over intent folded in,
 * or, before the indexes are built, every row addressed to it. `destination` is a canonical name@rig.
 */
export async function readSeatIndexForLookup(
  home: HomePaths,
  destination: string,
  signal?: LookupSignal,
): Promise<QueueSeatIndex> {
  const fold = (index: QueueSeatIndex, rows: (QueueRow | undefined)[]) => foldSeatRows(index, destination, rows);
  // The manifest, the seat's index and the intent are read side by side (a fire waits for one round trip).
  const [built, stored, intent] = await Promise.all([
    indexesBuilt(home, signal),
    readDocumentAsync(queueSeatIndexKind, queueSeatIndexPath(home, destination), quiet(signal)),
    readDocumentAsync(queueIndexIntentKind, home.queueIndexIntent, quiet(signal)),
  ]);
  if (!built) {
    const ids = await rowIdsOnDisk(home, signal);
    return fold(
      emptySeatIndex(destination),
      await mapLimit(ids, READ_CONCURRENCY, (id) => readRow(home, id, signal), signal),
    );
  }
  return fold(
    stored ?? emptySeatIndex(destination),
    await mapLimit(intent?.ids ?? [], READ_CONCURRENCY, (id) => readRow(home, id, signal), signal),
  );
}

/** Handoff ancestors by id, read ahead of the (synchronous, pure) candidate derivation. */
export async function readAncestors(
  home: HomePaths,
  ids: readonly string[],
  signal?: LookupSignal,
): Promise<Map<string, CandidateRow>> {
  const wanted = [...new Set(ids)].filter(isQueueId);
  const rows = await mapLimit(
    wanted,
    READ_CONCURRENCY,
    (id) =>
      readRow(home, id, signal, true).catch((err) => {
        if (signal?.aborted) throw err;
        return undefined;
      }),
    signal,
  );
  const out = new Map<string, CandidateRow>();
  for (const row of rows) if (row) out.set(row.id, { id: row.id, ...rowEntryOf(row) });
  return out;
}
