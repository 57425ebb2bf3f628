// rig watchdog show ID [--json] — one job: its schedule, last attempt and message.
import { defineVerb } from './verb.js';
import { arg, bool } from './args.js';
import { printJson, say } from './cli-context.js';
import { refused } from './errors.js';
import { watchdogChecked } from './watchdog-errors.js';
import { jobJson, jobLines } from './watchdog-view.js';
import { checkJobId } from '../watchdog/job.js';
import { readJob } from '../watchdog/store.js';

export const watchdogShowVerb = defineVerb({
  args: { boolean: ['json'], positionals: [{ name: 'ID', what: 'a watchdog job id' }] },
  options: (p) => ({ id: watchdogChecked(() => checkJobId(arg(p, 'ID')!)), json: bool(p, 'json') }),
  async run({ id, json }, ctx) {
    const job = readJob(ctx.home, id);
    if (!job)
      throw refused(
        `no watchdog job ${id}`,
        `run rig watchdog list; a removed job's history: rig watchdog history ${id}`,
      );
    if (json) {
      printJson(ctx, { job: jobJson(job) });
      return;
    }
    for (const line of jobLines(job)) say(ctx, line);
  },
});
