// rig seat restore REF [--json] — relaunch the seat resuming its runtime's own session (the id the
// current occupant's SessionStart hook recorded): Claude `--resume <id>`, Codex `resume <id>`.
// Lifecycle work: the typing guard decides first; the saved model/effort and permissionMode apply.
import { defineVerb } from './verb.js';
import { arg, bool } from './args.js';
import { refused } from './errors.js';
import { resolveSeatForCli, SEAT_REF_ARG } from './seat-resolve.js';
import { reportContinuation } from './seat-continuation-text.js';

export const seatRestoreVerb = defineVerb({
  args: { boolean: ['json'], positionals: [SEAT_REF_ARG] },
  options: (p) => ({ ref: arg(p, 'REF')!, json: bool(p, 'json') }),
  async run({ ref, json }, ctx) {
    const seat = resolveSeatForCli(ctx.home, ref);
    const { continueRecordedSeat, ContinuationError } = await import('../rig/continue.js');
    let r;
    try {
      r = await continueRecordedSeat(ctx.home, ctx.env, ctx.cwd, seat, { kind: 'restore' });
    } catch (err) {
      if (err instanceof ContinuationError) throw refused(err.what, err.todo);
      throw err;
    }
    reportContinuation(ctx, 'restore', r, json, { 'resumed session': r.launch?.resumedSession });
  },
});
