// rig watchdog remove ID [--json] — stops a job; its history stays (rig watchdog history ID).
import { defineVerb } from './verb.js';
import { arg, bool } from './args.js';
import { printJson, say } from './cli-context.js';
import { watchdogChecked, watchdogGuarded } from './watchdog-errors.js';
import { jobJson } from './watchdog-view.js';
import { actorFrom } from '../queue/queue-store.js';
import { checkJobId } from '../watchdog/job.js';
import { removeJob } from '../watchdog/store.js';

export const watchdogRemoveVerb = defineVerb({
  args: { boolean: ['json'], positionals: [{ name: 'ID', what: 'a watchdog job id' }] },
  options: (p) => ({ id: watchdogChecked(() => checkJobId(arg(p, 'ID')!)), json: bool(p, 'json') }),
  async run({ id, json }, ctx) {
    const job = await watchdogGuarded(() => removeJob(ctx.home, id, actorFrom(ctx.env)));
    if (json) {
      printJson(ctx, { removed: jobJson(job) });
      return;
    }
    say(ctx, `${id} removed (reminders to ${job.seat} stop; history kept: rig watchdog history ${id})`);
  },
});
