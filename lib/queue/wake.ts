// Where a new or handed-off row will wake its destination seat. Waking goes through the daemon's
// guarded delivery (an outbox record `wake-intent-<id>`), which is not built yet: until then this
// step records nothing and says so, and creating a row only records it.
import type { HomePaths } from '../home/paths.js';
import type { QueueRow } from './row.js';

export interface WakeOutcome {
  attempted: boolean;
  reason: string;
}

export async function wakeAfterQueueChange(_home: HomePaths, _row: QueueRow): Promise<WakeOutcome> {
  return { attempted: false, reason: 'queue wakes are not implemented yet; the row is recorded only' };
}
