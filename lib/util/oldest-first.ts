// One order for records that carry an ISO creation time and an id: oldest first, the id breaking
// ties, so two records made in the same millisecond still list the same way every time.
export function oldestFirst(a: { createdAt: string; id: string }, b: { createdAt: string; id: string }): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
