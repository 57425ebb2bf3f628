// The sensor's lock-free first look: most status-line runs carry the figure already stored (Claude
// re-runs the line on every event and refresh), and those end here without loading the store's
// lock and atomic-write code, nor the document's validator (peek-fields.ts). Whatever this look
// says, a run that writes decides again under the lock (recordSample), so a race here can only
// cost one locked no-op.
import { contextSamplePath, type HomePaths } from '../home/paths.js';
import { readIfPresent } from '../util/read-if-present.js';
import type { ContextSample } from './contract.js';
import { nextUsageDoc, type SampleOwner } from './next-doc.js';
import { peekFields } from './peek-fields.js';

export function sampleWorthWriting(
  home: HomePaths,
  owner: SampleOwner,
  sample: ContextSample,
  model: string | null,
): boolean {
  let stored: ReturnType<typeof peekFields>;
  try {
    const raw = readIfPresent(contextSamplePath(home, owner.nodeId));
    // Missing, unreadable or unclean: the locked path writes (and quarantines an unclean file).
    if (raw === undefined) return true;
    stored = peekFields(JSON.parse(raw));
  } catch {
    return true;
  }
  return stored === undefined || nextUsageDoc(stored, owner, sample, model) !== null;
}
