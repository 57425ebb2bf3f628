// The context-usage store: one document per seat node, replaced under its lock by the sensor
// (atomic, 0600), read lock-free by status, ps and managed compaction. readContextUsage is the
// one reader every consumer calls: a sample of an earlier launch (occupant) or of another runtime
// session of the seat is ignored, an old one reads stale (lib/context-usage/freshness.ts).
import { contextSamplePath, type HomePaths } from '../home/paths.js';
import { NODE_ID_PATTERN, OCCUPANT_PATTERN } from '../seat/ref.js';
import { updateDocument, UNCHANGED } from '../store/index.js';
import { peekDocument } from '../store/peek.js';
import type { ContextReading, ContextSample } from './contract.js';
import { judgeSample } from './freshness.js';
import { contextUsageKind, type ContextUsageDoc } from './kind.js';
import { nextUsageDoc, type SampleOwner } from './next-doc.js';

export { nextUsageDoc, RESAMPLE_WRITE_MS, type SampleOwner } from './next-doc.js';

function checkedPath(home: HomePaths, nodeId: string, occupant: string): string {
  if (!NODE_ID_PATTERN.test(nodeId)) throw new Error(`invalid node id ${JSON.stringify(nodeId)}`);
  if (!OCCUPANT_PATTERN.test(occupant)) throw new Error(`invalid occupant ${JSON.stringify(occupant)}`);
  return contextSamplePath(home, nodeId);
}

/** Lock, compare, atomic replace. Returns whether it wrote. */
export async function recordSample(
  home: HomePaths,
  owner: SampleOwner,
  sample: ContextSample,
  model: string | null,
  opts: { waitMs?: number; report?: (line: string) => void } = {},
): Promise<boolean> {
  const file = checkedPath(home, owner.nodeId, owner.occupant);
  let wrote = false;
  await updateDocument(
    contextUsageKind,
    file,
    (current) => {
      const next = nextUsageDoc(current, owner, sample, model);
      wrote = next !== null;
      return next ?? UNCHANGED;
    },
    { onCorrupt: 'fresh', report: opts.report, waitMs: opts.waitMs },
  );
  return wrote;
}

/** Lock-free: the stored document of this node, or undefined (none, invalid id, unclean file). */
export function readStoredUsage(home: HomePaths, nodeId: string): ContextUsageDoc | undefined {
  if (!NODE_ID_PATTERN.test(nodeId)) return undefined;
  const peek = peekDocument(contextUsageKind, contextSamplePath(home, nodeId));
  return peek.found && peek.doc && peek.doc.nodeId === nodeId ? peek.doc : undefined;
}

export interface CurrentOccupant {
  /** The seat's current launch (its registry record's occupant). */
  occupant: string;
  /** The runtime session the seat's hooks last named, when known (null/undefined: any). */
  sessionId?: string | null;
}

/**
 * The seat's context usage as every consumer reads it (status, ps, managed compaction's
 * threshold): the stored sample judged for this occupant and session at `now`.
 */
export function readContextUsage(
  home: HomePaths,
  nodeId: string,
  current: CurrentOccupant,
  now: number,
): ContextReading {
  const doc = readStoredUsage(home, nodeId);
  if (!doc) return { state: 'unknown', reason: 'no sample' };
  if (doc.occupant !== current.occupant) return { state: 'unknown', reason: 'sample from an earlier launch' };
  return judgeSample(doc.sample, { sessionId: current.sessionId }, now);
}
