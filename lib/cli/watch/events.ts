// Pure: `rig watch --json` as events, one JSON object per line. The first is a snapshot of every
// seat; after it, an event only where a state changed: a seat's row (`seat`), a seat gone
// (`removed`), the header (`summary`). Ages alone changing is not a change (they grow every
// second); each event carries the read's time so a reader can age what it holds.
import type { WatchModel, WatchRow } from '../../views/watch-model.js';

export type WatchEvent =
  | { event: 'snapshot'; at: string; counts: WatchModel['counts']; spend: WatchModel['spend']; seats: WatchRow[] }
  | { event: 'seat'; at: string; seat: WatchRow }
  | { event: 'removed'; at: string; ref: string }
  | { event: 'summary'; at: string; counts: WatchModel['counts']; spend: WatchModel['spend'] };

/** What grows or is re-stamped with time alone: a context sample's time and its wording carry its age. */
const AGEING = new Set(['ageMs', 'sampledAt', 'text']);

/** A row with its ages taken out: what "changed" compares. */
function stateKey(r: WatchRow): string {
  return JSON.stringify(r, (k, v) => (AGEING.has(k) ? undefined : v));
}

export function snapshotEvent(m: WatchModel, at: string): WatchEvent {
  return { event: 'snapshot', at, counts: m.counts, spend: m.spend, seats: m.rows };
}

/** Pure: the events that take a reader from `prev` to `next` (none when only ages moved). */
export function changeEvents(prev: WatchModel, next: WatchModel, at: string): WatchEvent[] {
  const out: WatchEvent[] = [];
  const before = new Map(prev.rows.map((r) => [r.ref, stateKey(r)]));
  const now = new Set(next.rows.map((r) => r.ref));
  for (const r of next.rows) if (before.get(r.ref) !== stateKey(r)) out.push({ event: 'seat', at, seat: r });
  for (const r of prev.rows) if (!now.has(r.ref)) out.push({ event: 'removed', at, ref: r.ref });
  if (JSON.stringify([prev.counts, prev.spend]) !== JSON.stringify([next.counts, next.spend]))
    out.push({ event: 'summary', at, counts: next.counts, spend: next.spend });
  return out;
}
