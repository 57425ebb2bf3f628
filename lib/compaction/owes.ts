// Whether managed compaction owes a seat its turn boundary, restore or audit: while it does, other
// OpenRig notices (supervisor reminders) wait, checked again at paste and at Enter (spec: the
// parked-owner supervisor). Read lock-free from the seat's persisted compaction record: owed from
// the delivered /compact (the PostCompact wait) until the audit is delivered or the run ends.
import type { HomePaths } from '../home/paths.js';
import { compactionStatePath } from '../home/paths.js';
import { NODE_ID_PATTERN } from '../seat/ref.js';
import { readDocument } from '../store/index.js';
import { compactionStateKind, OWED_STEPS, type CompactionRecord } from './record.js';

/** Pure: the record's answer. */
export function recordOwesTurn(rec: CompactionRecord | undefined): boolean {
  if (!rec?.run) return false;
  return OWED_STEPS.includes(rec.step) || rec.attempt?.step === 'compact';
}

export function compactionOwesTurn(home: HomePaths, nodeId: string): boolean {
  if (!NODE_ID_PATTERN.test(nodeId)) return false;
  try {
    return recordOwesTurn(readDocument(compactionStateKind, compactionStatePath(home, nodeId), { onCorrupt: 'fresh' }));
  } catch {
    // An unreadable record owes nothing it can name; the job reports it on its own tick.
    return false;
  }
}
