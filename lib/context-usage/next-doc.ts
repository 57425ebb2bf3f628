// Pure: whether a new sample is worth a write over the stored document, and the document then
// stored. Shared by the sensor's lock-free first look (store-peek.ts) and its locked write
// (store.ts), so both decide alike.
import type { ContextSample } from './contract.js';
import type { ContextUsageDoc } from './kind.js';

/**
 * An unchanged figure of the same session is written again only once it is this old: Claude runs
 * the status line on every event and each refresh, and the reader needs the time, not every run.
 */
export const RESAMPLE_WRITE_MS = 60_000;

export interface SampleOwner {
  nodeId: string;
  occupant: string;
  seat: string;
}

/**
 * Pure: the document to store for a new sample, or null (nothing to write). Within one occupant and session the
 * newest sample wins (a run that finished late never replaces a newer one), and the same figure
 * is written again only once RESAMPLE_WRITE_MS has passed; a new launch or session always writes.
 */
export function nextUsageDoc(
  current: ContextUsageDoc | undefined,
  owner: SampleOwner,
  next: ContextSample,
  model: string | null,
): ContextUsageDoc | null {
  const doc: ContextUsageDoc = {
    schema: 'context-usage',
    version: 1,
    nodeId: owner.nodeId,
    occupant: owner.occupant,
    seat: owner.seat,
    sample: next,
  };
  if (model !== null) doc.model = model;
  if (!current || current.occupant !== owner.occupant || current.seat !== owner.seat) return doc;
  const s = current.sample;
  if (s.sessionId !== next.sessionId || s.source !== next.source) return doc;
  const age = Date.parse(next.sampledAt) - Date.parse(s.sampledAt);
  if (!(age >= 0)) return null;
  const same =
    s.usedPercent === next.usedPercent &&
    s.windowSize === next.windowSize &&
    s.tokens === next.tokens &&
    s.costUsd === next.costUsd &&
    s.sessionTokens === next.sessionTokens &&
    (current.model ?? null) === model;
  return same && age < RESAMPLE_WRITE_MS ? null : doc;
}
