// One order for records that carry an ISO creation time and an id: oldest first, the id breaking
// ties, so two records made in the same millisecond still list the same way every time.
import { compareText } from './compare-text.js';

export function oldestFirst(a: { createdAt: string; id: string }, b: { createdAt: string; id: string }): number {
  return compareText(a.createdAt, b.createdAt) || compareText(a.id, b.id);
}
