// rig watchdog list [--seat SEAT] [--json] — every job, oldest first. Reads the file directly.
import { defineVerb } from './verb.js';
import { bool, str } from './args.js';
import { printJson, say } from './cli-context.js';
import { watchdogChecked } from './watchdog-errors.js';
import { jobJson, jobLine } from './watchdog-view.js';
import { checkJobSeat } from '../watchdog/job.js';
import { readJobs } from '../watchdog/store.js';

export const watchdogListVerb = defineVerb({
  args: { string: ['seat'], boolean: ['json'], completes: { seat: 'seat' } },
  options: (p) => {
    const seat = str(p, 'seat');
    return { seat: seat === undefined ? undefined : watchdogChecked(() => checkJobSeat(seat)), json: bool(p, 'json') };
  },
  async run({ seat, json }, ctx) {
    const jobs = readJobs(ctx.home).filter((j) => seat === undefined || j.seat === seat);
    if (json) {
      printJson(ctx, { jobs: jobs.map(jobJson), total: jobs.length });
      return;
    }
    if (!jobs.length) {
      say(ctx, seat ? `no watchdog jobs for ${seat}` : 'no watchdog jobs (add one with rig watchdog add)');
      return;
    }
    for (const job of jobs) say(ctx, jobLine(job));
  },
});
