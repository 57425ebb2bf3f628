// Pure: which seats' files say something new, from a files-only status read (no tmux call): the
// cheap poll that backs up the file notifications reads each seat's files, and only a seat whose
// facts changed gets its full read (the pane probe and the screen's veto). Ages are not facts.
import type { SeatDeliveryStatus } from './seat-status.js';

const AGEING = new Set(['ageMs', 'age_ms', 'sampledAt', 'text']);

export function factsKey(s: SeatDeliveryStatus): string {
  return JSON.stringify(s, (k, v) => (AGEING.has(k) ? undefined : v));
}

/** The node ids whose facts differ from (or are missing in) `known`, and the keys to keep. */
export function changedFacts(
  known: ReadonlyMap<string, string>,
  now: ReadonlyMap<string, SeatDeliveryStatus>,
): { changed: string[]; keys: Map<string, string> } {
  const keys = new Map<string, string>();
  const changed: string[] = [];
  for (const [node, status] of now) {
    const key = factsKey(status);
    keys.set(node, key);
    if (known.get(node) !== key) changed.push(node);
  }
  return { changed, keys };
}
