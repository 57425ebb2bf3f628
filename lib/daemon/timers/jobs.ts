// The timer jobs the daemon runs, in tick order. Each lives in its own module.
import type { TimerJob } from './contract.js';
import { watchdogTimer } from '../../watchdog/timer.js';
import { supervisorTimer } from '../../supervisor/timer.js';

export function timerJobs(): TimerJob[] {
  return [
    // MERGE: each timer job registers here (wakes, watchdog, supervisor, compaction).
    watchdogTimer(),
    supervisorTimer(),
  ];
}
