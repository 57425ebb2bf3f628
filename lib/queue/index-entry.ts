// Queue indexes, both derived from the rows and rebuildable from them at any time:
// - the listing index (queue/index/<NN>.json, in buckets by row id: listing-bucket.ts): a few
//   fields of every row, for `rig queue list`;
// - one open-row index per destination (queue/by-destination/<seat>.json): the seat's pending,
//   in-progress and blocked rows with everything whoami and work candidates need, plus its most
//   recent changes. whoami reads only its own seat's file, so its cost does not grow with history.
import { crypto } from '../util/lazy-builtins.js';
import { defineKind, type Versioned } from '../store/index.js';
import { validate_queue_index_intent_v1 } from '../store/validators/queue-index-intent.v1.generated.js';
import { validate_queue_seat_index_v1 } from '../store/validators/queue-seat-index.v1.generated.js';
import { currentParkContinuation } from './continuation.js';
import type { Priority, QueueRow, QueueState } from './row.js';

export const RECENT_LIMIT = 25;
export const OPEN_STATES: readonly QueueState[] = ['pending', 'in-progress', 'blocked'];
export type OpenState = 'pending' | 'in-progress' | 'blocked';

export function isOpen(state: QueueState): state is OpenState {
  return OPEN_STATES.includes(state);
}

/** What whoami and the work-candidate derivation need of a row, open or not (handoff ancestors). */
export interface RowEntry {
  source: string;
  state: QueueState;
  priority: Priority;
  tags: string[];
  summary: string;
  createdAt: string;
  updatedAt: string;
  blockedOn: string | null;
  /** The current park's continuation (blocked rows only). */
  continuation: string | null;
  handedOffFrom: string | null;
  chainOfRecord: string[];
  /** sha256 of the body: enough to tell a retargeted handoff from a copied one. */
  bodyHash: string;
}

/** One open row as whoami sees it. */
export interface OpenEntry extends RowEntry {
  state: OpenState;
}

export interface RecentEntry {
  id: string;
  state: string;
  summary: string;
  updatedAt: string;
}

export interface QueueSeatIndex extends Versioned {
  schema: 'queue-seat-index';
  version: 1;
  destination: string;
  open: Record<string, OpenEntry>;
  /** Newest change first, at most RECENT_LIMIT, any state. */
  recent: RecentEntry[];
}

export interface ListingEntry {
  destination: string;
  source: string;
  state: QueueState;
  priority: Priority;
  tags: string[];
  summary: string;
  createdAt: string;
  updatedAt: string;
}

export interface QueueIndexIntent extends Versioned {
  schema: 'queue-index-intent';
  version: 1;
  ids: string[];
}

export const queueSeatIndexKind = defineKind<QueueSeatIndex>({
  schema: 'queue-seat-index',
  version: 1,
  validate: validate_queue_seat_index_v1,
});
export const queueIndexIntentKind = defineKind<QueueIndexIntent>({
  schema: 'queue-index-intent',
  version: 1,
  validate: validate_queue_index_intent_v1,
});

export function bodyHash(body: string): string {
  return crypto().createHash('sha256').update(body).digest('hex').slice(0, 32);
}

export function rowEntryOf(row: QueueRow): RowEntry {
  return {
    source: row.source,
    state: row.state,
    priority: row.priority,
    tags: [...row.tags],
    summary: row.summary,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    blockedOn: row.blockedOn,
    continuation: row.state === 'blocked' ? currentParkContinuation(row.transitions) : null,
    handedOffFrom: row.handedOffFrom,
    chainOfRecord: [...row.chainOfRecord],
    bodyHash: bodyHash(row.body),
  };
}

export function listingEntryOf(row: QueueRow): ListingEntry {
  return {
    destination: row.destination,
    source: row.source,
    state: row.state,
    priority: row.priority,
    tags: [...row.tags],
    summary: row.summary,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function recentEntryOf(row: QueueRow): RecentEntry {
  return { id: row.id, state: row.state, summary: row.summary, updatedAt: row.updatedAt };
}

export const newestFirst = (a: { id: string; updatedAt: string }, b: { id: string; updatedAt: string }): number =>
  a.updatedAt !== b.updatedAt ? (a.updatedAt < b.updatedAt ? 1 : -1) : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

export function emptySeatIndex(destination: string): QueueSeatIndex {
  return { schema: 'queue-seat-index', version: 1, destination, open: {}, recent: [] };
}

/** Folds one row's current state into its destination's index (pure; returns a new index). */
export function applyRowToSeatIndex(index: QueueSeatIndex, row: QueueRow): QueueSeatIndex {
  const open = { ...index.open };
  if (isOpen(row.state)) open[row.id] = rowEntryOf(row) as OpenEntry;
  else delete open[row.id];
  const recent = [recentEntryOf(row), ...index.recent.filter((r) => r.id !== row.id)]
    .sort(newestFirst)
    .slice(0, RECENT_LIMIT);
  return { ...index, open, recent };
}

/** Folds, in order, the rows addressed to `destination` into its index (pure; other rows and gaps are passed over). */
export function foldSeatRows(
  index: QueueSeatIndex,
  destination: string,
  rows: readonly (QueueRow | undefined)[],
): QueueSeatIndex {
  return rows.reduce<QueueSeatIndex>(
    (acc, row) => (row && row.destination === destination ? applyRowToSeatIndex(acc, row) : acc),
    index,
  );
}

/** An open entry paired with its id: the unit the derivations work on. */
export type IndexedOpenRow = OpenEntry & { id: string };

export function openRows(index: QueueSeatIndex): IndexedOpenRow[] {
  return Object.entries(index.open).map(([id, e]) => ({ id, ...e }));
}

export type IndexedRow = ListingEntry & { id: string };
