// The timer jobs the daemon runs, in tick order. Each lives in its own module.
import type { TimerJob } from './contract.js';
import { compactionJob } from '../../compaction/job.js';

export function timerJobs(): TimerJob[] {
  return [
    // MERGE: each timer job registers here (wakes, watchdog, supervisor, compaction).
    compactionJob(),
  ];
}
