// The sensor's lock-free first look: most status-line runs carry the figure already stored (Claude
// re-runs the line on every event and refresh), and those end here without loading the store's
// lock and atomic-write code. Whatever this look says, a run that writes decides again under the
// lock (recordSample), so a race here can only cost one locked no-op.
import { contextSamplePath, type HomePaths } from '../home/paths.js';
import { peekDocument } from '../store/peek.js';
import type { ContextSample } from './contract.js';
import { contextUsageKind } from './kind.js';
import { nextUsageDoc, type SampleOwner } from './next-doc.js';

export function sampleWorthWriting(
  home: HomePaths,
  owner: SampleOwner,
  sample: ContextSample,
  model: string | null,
): boolean {
  const peek = peekDocument(contextUsageKind, contextSamplePath(home, owner.nodeId));
  // Missing or unclean: the locked path writes (and quarantines an unclean file).
  if (!peek.found || !peek.doc) return true;
  return nextUsageDoc(peek.doc, owner, sample, model) !== null;
}
