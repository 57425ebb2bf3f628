// Pure: what the sensor's lock-free look (store-peek.ts) reads of the stored sample — the fields
// nextUsageDoc compares a new sample with — or undefined when one of them is missing or of the
// wrong kind (the look then leaves the decision to the locked write, which validates the whole
// document and quarantines an unclean one). Not the schema: checking these few fields instead of
// building the document's generated validator keeps that validator, 12 KB of the 38 KB entry, out
// of every status-line run that writes nothing (docs/context-usage.md, "Honest figures"). Only
// OpenRig's validated, atomic writer makes this file; a document with these fields right and
// another one wrong is rewritten by the locked path once the figure changes or RESAMPLE_WRITE_MS
// has passed, and readers see it as unknown until then.
import type { ContextUsageDoc } from './kind.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optional = (v: unknown, type: 'string' | 'number') => v === undefined || typeof v === type;

export function peekFields(value: unknown): ContextUsageDoc | undefined {
  if (!isObject(value) || value.schema !== 'context-usage' || value.version !== 1) return undefined;
  if (typeof value.occupant !== 'string' || typeof value.seat !== 'string' || !optional(value.model, 'string'))
    return undefined;
  const s = value.sample;
  if (!isObject(s) || typeof s.usedPercent !== 'number' || (s.source !== 'statusline' && s.source !== 'rollout'))
    return undefined;
  // A time that does not parse would read as "nothing newer to write" for good.
  if (typeof s.sampledAt !== 'string' || !Number.isFinite(Date.parse(s.sampledAt))) return undefined;
  if (s.sessionId !== null && typeof s.sessionId !== 'string') return undefined;
  if (!['windowSize', 'tokens', 'costUsd', 'sessionTokens'].every((k) => optional(s[k], 'number'))) return undefined;
  return value as unknown as ContextUsageDoc;
}
