// The text of a watchdog reminder, alone or as a digest. Pure. Every reminder says it may repeat:
// a due reminder is a new attempt even after an unconfirmed one, so a copy may already be there.
import { formatInterval, type WatchdogJob } from './job.js';

export const REPEAT_NOTE = 'Delivery may repeat: if an earlier attempt was not confirmed, this may be a second copy.';
export const IDLE_GATE_NOTE =
  'You look idle with open queue rows; this reminder claims nothing (the rows say what is open: rig queue whoami).';

function cadence(job: Pick<WatchdogJob, 'policy' | 'intervalSeconds'>): string {
  const every = formatInterval(job.intervalSeconds);
  return job.policy === 'idle-gate' ? `idle-gate, at most every ${every}` : `every ${every}`;
}

const indent = (text: string, pad: string) => text.split('\n').join(`\n${pad}`);

/** One reminder, or (several jobs due for the same seat) one digest listing each. */
export function reminderText(
  jobs: readonly Pick<WatchdogJob, 'id' | 'policy' | 'intervalSeconds' | 'message'>[],
): string {
  if (jobs.length === 0) throw new RangeError('a reminder needs at least one job');
  const gated = jobs.some((j) => j.policy === 'idle-gate');
  const tail = [...(gated ? [IDLE_GATE_NOTE] : []), REPEAT_NOTE];
  if (jobs.length === 1) {
    const job = jobs[0]!;
    return [`OpenRig watchdog reminder (job ${job.id}, ${cadence(job)}):`, job.message, ...tail].join('\n');
  }
  const items = jobs.map((j, i) => {
    const head = `${i + 1}. `;
    return `${head}(job ${j.id}, ${cadence(j)}) ${indent(j.message, ' '.repeat(head.length))}`;
  });
  return [`OpenRig watchdog: ${jobs.length} reminders due.`, ...items, ...tail].join('\n');
}
