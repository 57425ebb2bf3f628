// Pure: the longest a stage of a run can wait before the run moves on or ends, where something
// bounds it — the prep's explicit idle (the run's wait-for-idle, then it fails with /compact
// unsent), the PostCompact evidence (then it fails), the restore's and audit's idle (then they are
// sent anyway). The other stages wait for the seat to take a send, retried each tick.
import { IDLE_FALLBACK_MS, POSTCOMPACT_WAIT_MS } from './constants.js';
import type { CompactionRecord } from './record.js';

export function stageBoundMs(rec: Pick<CompactionRecord, 'step' | 'run'>): number | undefined {
  switch (rec.step) {
    case 'await-idle':
      return rec.run?.prepIdleWaitMs;
    case 'await-postcompact':
      return POSTCOMPACT_WAIT_MS;
    case 'restore':
    case 'audit':
      return IDLE_FALLBACK_MS;
    default:
      return undefined;
  }
}
