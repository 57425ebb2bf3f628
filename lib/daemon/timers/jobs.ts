// The timer jobs the daemon runs, in tick order. Each lives in its own module.
import type { TimerJob } from '../../timers/contract.js';
import { watchdogTimer } from '../../watchdog/timer.js';
import { supervisorTimer } from '../../supervisor/timer.js';
import { wakesJob } from '../../queue/wake-job.js';
import { compactionJob } from '../../compaction/job.js';
import { notifyJob } from '../../notify/job.js';

export function timerJobs(): TimerJob[] {
  // The notifier last: it reads what the others changed, and its channels run off the tick.
  return [wakesJob(), watchdogTimer(), supervisorTimer(), compactionJob(), notifyJob()];
}
