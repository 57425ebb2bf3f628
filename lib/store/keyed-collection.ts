// A capped collection of items keyed by id, kept in one locked document (notification channels,
// watchdog jobs): list oldest first, add under a cap, remove by id. The stores that use it keep
// their own documents, errors and ids; this is only the read-modify-write they share.
import type { DocumentKind, Versioned } from './document-kind.js';
import { readDocument, updateDocument, UNCHANGED } from './document.js';
import { oldestFirst } from '../util/oldest-first.js';

export interface KeyedCollection<D extends Versioned, T extends { id: string; createdAt: string }> {
  kind: DocumentKind<D>;
  /** The document's items. */
  items(doc: D): Record<string, T>;
  /** The document with these items instead. */
  withItems(doc: D, items: Record<string, T>): D;
  /** The document before the first add. */
  empty(): D;
  /** How many items the document may hold. */
  max: number;
  /** Thrown by an add past the cap. */
  full(): Error;
  /** Thrown by a remove of an id the document does not hold. */
  notFound(id: string): Error;
}

/** Every item, oldest first (lock-free: the document is replaced atomically). */
export function listItems<D extends Versioned, T extends { id: string; createdAt: string }>(
  c: KeyedCollection<D, T>,
  file: string,
): T[] {
  const doc = readDocument(c.kind, file);
  return doc ? Object.values(c.items(doc)).sort(oldestFirst) : [];
}

export function findItem<D extends Versioned, T extends { id: string; createdAt: string }>(
  c: KeyedCollection<D, T>,
  file: string,
  id: string,
): T | undefined {
  const doc = readDocument(c.kind, file);
  return doc ? c.items(doc)[id] : undefined;
}

/** Adds (or replaces) one item under the lock; refuses a new one past the cap with `full()`. */
export async function addItem<D extends Versioned, T extends { id: string; createdAt: string }>(
  c: KeyedCollection<D, T>,
  file: string,
  item: T,
): Promise<T> {
  await updateDocument(c.kind, file, (cur) => {
    const doc = cur ?? c.empty();
    const items = c.items(doc);
    if (!(item.id in items) && Object.keys(items).length >= c.max) throw c.full();
    return c.withItems(doc, { ...items, [item.id]: item });
  });
  return item;
}

/** Removes one item under the lock and answers it; `notFound(id)` when it is not there. */
export async function removeItem<D extends Versioned, T extends { id: string; createdAt: string }>(
  c: KeyedCollection<D, T>,
  file: string,
  id: string,
): Promise<T> {
  let removed: T | undefined;
  await updateDocument(c.kind, file, (cur) => {
    removed = cur ? c.items(cur)[id] : undefined;
    if (!cur || !removed) return UNCHANGED;
    const items = { ...c.items(cur) };
    delete items[id];
    return c.withItems(cur, items);
  });
  if (!removed) throw c.notFound(id);
  return removed;
}
