// rig watchdog history ID [--limit N] [--json] — a job's attempts (each with its transport result
// as it was) and the skips worth telling, oldest first. Works after the job was removed.
import { defineVerb } from './verb.js';
import { arg, bool, str } from './args.js';
import { printJson, say } from './cli-context.js';
import { refused, usageError } from './errors.js';
import { watchdogChecked } from './watchdog-errors.js';
import { historyLine } from './watchdog-view.js';
import { checkJobId } from '../watchdog/job.js';
import { readHistory } from '../watchdog/store.js';
import { HISTORY_LIMIT } from '../watchdog/constants.js';

function limitOf(value: string | undefined): number {
  if (value === undefined) return HISTORY_LIMIT;
  if (!/^[0-9]{1,4}$/.test(value) || Number(value) < 1)
    throw usageError(`invalid --limit ${JSON.stringify(value)}`, `give a whole number from 1 to ${HISTORY_LIMIT}`);
  return Math.min(Number(value), HISTORY_LIMIT);
}

export const watchdogHistoryVerb = defineVerb({
  args: { string: ['limit'], boolean: ['json'], positionals: [{ name: 'ID', what: 'a watchdog job id' }] },
  options: (p) => ({
    id: watchdogChecked(() => checkJobId(arg(p, 'ID')!)),
    limit: limitOf(str(p, 'limit')),
    json: bool(p, 'json'),
  }),
  async run({ id, limit, json }, ctx) {
    const entries = readHistory(ctx.home, id);
    if (!entries) throw refused(`no history for watchdog job ${id}`, 'run rig watchdog list to see jobs');
    const shown = entries.slice(-limit);
    if (json) {
      printJson(ctx, { jobId: id, entries: shown, total: entries.length });
      return;
    }
    for (const e of shown) say(ctx, historyLine(e));
  },
});
