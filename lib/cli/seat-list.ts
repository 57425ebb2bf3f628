// rig seat list [--rig R] [--json] — every recorded seat with its pane's live state.
import { defineVerb } from './verb.js';
import { bool, str } from './args.js';
import { say, printJson } from './cli-context.js';
import { usageError } from './errors.js';
import { nameProblem } from '../seat/ref.js';
import { scanSeatsForCli } from './seat-listing.js';
import { seatTable, seatViews } from '../views/seat-view.js';

export function rigFilter(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const problem = nameProblem(value);
  if (problem)
    throw usageError(`invalid rig name ${JSON.stringify(value)}: ${problem}`, "give the rig's name as in its spec");
  return value;
}

export const seatListVerb = defineVerb({
  args: { string: ['rig'], boolean: ['json'] },
  options: (p) => ({ rig: rigFilter(str(p, 'rig')), json: bool(p, 'json') }),
  async run({ rig, json }, ctx) {
    const views = await seatViews(scanSeatsForCli(ctx, { rig }).records, { home: ctx.home });
    if (json) {
      printJson(ctx, { seats: views });
      return;
    }
    if (!views.length) {
      say(ctx, rig ? `no seats recorded for rig ${rig}` : 'no seats recorded (start a rig with rig up SPEC.yaml)');
      return;
    }
    for (const line of seatTable(views)) say(ctx, line);
  },
});
