// rig notify history [--limit N] [--json] — each attempt with its outcome, oldest first.
import { defineVerb } from './verb.js';
import { bool, str } from './args.js';
import { printJson, say } from './cli-context.js';
import { usageError } from './errors.js';
import { historyLine } from './notify-view.js';
import { HISTORY_LIMIT, readHistory } from '../notify/store.js';

function limitOf(value: string | undefined): number {
  if (value === undefined) return HISTORY_LIMIT;
  if (!/^[0-9]{1,4}$/.test(value) || Number(value) < 1)
    throw usageError(`invalid --limit ${JSON.stringify(value)}`, `give a whole number from 1 to ${HISTORY_LIMIT}`);
  return Math.min(Number(value), HISTORY_LIMIT);
}

export const notifyHistoryVerb = defineVerb({
  args: { string: ['limit'], boolean: ['json'], positionals: [] },
  options: (p) => ({ limit: limitOf(str(p, 'limit')), json: bool(p, 'json') }),
  async run({ limit, json }, ctx) {
    const entries = readHistory(ctx.home);
    const shown = entries.slice(-limit);
    if (json) {
      printJson(ctx, { entries: shown, total: entries.length });
      return;
    }
    if (!entries.length) {
      say(ctx, 'no notification attempts yet');
      return;
    }
    for (const e of shown) say(ctx, historyLine(e));
  },
});
