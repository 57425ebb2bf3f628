// A queue row whose file could not be trusted: the store moves it aside
// (`rows/<id>.json.corrupt-<time>`), while the listing index still holds the row's last good entry.
// `rig queue list` (index) and the verbs that read the row (done, show, handoff…) then say the same
// thing: the row is unreadable, and where its file went. One readdir of the rows folder finds them.
import { existsSync } from 'node:fs';
import { CorruptDocumentError, quarantinedIn, readDocument } from '../store/index.js';
import { queueRowPath, type HomePaths } from '../home/paths.js';
import { shellQuote } from '../util/shell-quote.js';
import { queueRowKind, rowIdsOfFileNames, type QueueRow } from './row.js';
import type { IndexedRow } from './index-entry.js';
import { compareText } from '../util/compare-text.js';

/** Where an unreadable row's file is now, and where it was. */
export interface UnreadableRowRef {
  file: string;
  movedFrom: string;
}

/** Pure: the words for an unreadable row, the same wherever it is met. */
export function unreadableRowWords(id: string, ref: UnreadableRowRef): { what: string; todo: string } {
  return {
    what: `queue row ${id} is unreadable: its file was moved to ${ref.file} (it could not be parsed or failed its schema)`,
    todo: `repair it and move it back (mv ${shellQuote(ref.file)} ${shellQuote(ref.movedFrom)}), or delete the moved file to drop the row`,
  };
}

export class QueueRowUnreadableError extends Error {
  readonly what: string;
  readonly todo: string;
  constructor(
    readonly id: string,
    readonly ref: UnreadableRowRef,
  ) {
    const w = unreadableRowWords(id, ref);
    super(w.what);
    this.name = 'QueueRowUnreadableError';
    this.what = w.what;
    this.todo = w.todo;
  }
}

/** Rows whose file was moved aside and not written again since, by id (the newest move of each). */
export function unreadableRows(home: HomePaths): Map<string, UnreadableRowRef> {
  const out = new Map<string, UnreadableRowRef>();
  for (const q of quarantinedIn(home.queueRows)) {
    const [id] = rowIdsOfFileNames([q.original.slice(q.original.lastIndexOf('/') + 1)]);
    // quarantinedIn is oldest first: a later move of the same row replaces an earlier one.
    if (id !== undefined && !existsSync(q.original)) out.set(id, { file: q.path, movedFrom: q.original });
  }
  return out;
}

/**
 * The row, or undefined when there is none; a row whose file is corrupt (moved aside now) or was
 * moved aside before throws QueueRowUnreadableError. The id is checked by the caller.
 */
export function readRowOrUnreadable(home: HomePaths, id: string): QueueRow | undefined {
  let row: QueueRow | undefined;
  try {
    row = readDocument(queueRowKind, queueRowPath(home, id));
  } catch (err) {
    if (err instanceof CorruptDocumentError)
      throw new QueueRowUnreadableError(id, { file: err.quarantinedTo, movedFrom: err.file });
    throw err;
  }
  if (row) return row;
  const ref = unreadableRows(home).get(id);
  if (ref) throw new QueueRowUnreadableError(id, ref);
  return undefined;
}

export type ListedRow = (IndexedRow & { unreadable?: UnreadableRowRef }) | { id: string; unreadable: UnreadableRowRef };

/**
 * Pure: the listing with each unreadable row marked. A row the index still holds keeps its last
 * good entry (and is filtered by it); one the index no longer holds (after a reindex) is listed only
 * when nothing is filtered, after the rest: whether it would match is not known.
 */
export function markUnreadable(
  rows: readonly IndexedRow[],
  unreadable: ReadonlyMap<string, UnreadableRowRef>,
  indexed: ReadonlySet<string>,
  filtered: boolean,
): ListedRow[] {
  const out: ListedRow[] = rows.map((r) => {
    const ref = unreadable.get(r.id);
    return ref ? { ...r, unreadable: ref } : r;
  });
  if (!filtered)
    for (const [id, ref] of [...unreadable].sort(([a], [b]) => compareText(b, a)))
      if (!indexed.has(id)) out.push({ id, unreadable: ref });
  return out;
}
