// Whether managed compaction owes a seat its turn boundary, restore or audit: while it does, other
// OpenRig notices (supervisor reminders) wait, checked again at paste and at Enter (spec: the
// parked-owner supervisor). Read lock-free from the seat's persisted compaction record.
import type { HomePaths } from '../home/paths.js';

export function compactionOwesTurn(_home: HomePaths, _nodeId: string): boolean {
  // MERGE: the managed-compaction record answers this; until then nothing is owed.
  return false;
}
