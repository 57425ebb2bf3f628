// rig seat compact REF [--wait-for-idle S] [--json]: ask the daemon to run a managed compaction of
// a Claude seat now (the same sequence as the threshold's, without the threshold or the switch).
// The daemon arms the seat's record and its timer job types each step; follow it with
// `rig seat compaction REF`. The actor is the caller's seat identity, else unattributed.
import { defineVerb } from './verb.js';
import { arg, bool, str } from './args.js';
import { printJson, say } from './cli-context.js';
import { refused, usageError } from './errors.js';
import { resolveSeatForCli, SEAT_REF_ARG } from './seat-resolve.js';
import { daemonMissing } from './daemon-missing.js';
import { cliSession } from './caller-session.js';
import { DaemonUnavailableError, homeRequest } from '../daemon/client.js';
import { escapeRecordedText } from '../util/terminal-text.js';
import { seatRefOf } from '../seat/ref.js';

export const seatCompactVerb = defineVerb({
  args: { string: ['wait-for-idle'], boolean: ['json'], positionals: [SEAT_REF_ARG] },
  options(p) {
    const w = str(p, 'wait-for-idle');
    let waitForIdleMs: number | undefined;
    if (w !== undefined) {
      const s = Number(w);
      if (!/^\s*\d+(\.\d+)?\s*$/.test(w) || !(s > 0))
        throw usageError(`--wait-for-idle ${w} is not a positive number of seconds`, 'e.g. --wait-for-idle 300');
      waitForIdleMs = Math.ceil(s * 1000);
    }
    return { ref: arg(p, 'REF')!, waitForIdleMs, json: bool(p, 'json') };
  },
  async run({ ref, waitForIdleMs, json }, ctx) {
    const seat = resolveSeatForCli(ctx.home, ref);
    let r;
    try {
      r = await homeRequest(
        ctx.home,
        'POST',
        `/api/seat/compact/${seat.nodeId}`,
        waitForIdleMs === undefined ? {} : { waitForIdleMs },
        { session: cliSession(ctx.env), timeoutMs: 30_000 },
      );
    } catch (err) {
      if (err instanceof DaemonUnavailableError) throw daemonMissing(err);
      throw err;
    }
    const name = seatRefOf(seat);
    if (r.status !== 202) {
      const what = escapeRecordedText(String(r.body?.error ?? `the daemon answered ${r.status}`));
      if (r.status === 400) throw usageError(what, 'see rig seat compact --help');
      throw refused(`${name}: ${what}`, `see rig seat compaction ${name}`);
    }
    if (json) return printJson(ctx, r.body);
    say(ctx, `${name}: managed compaction armed (run ${r.body.run?.id ?? '?'}, stage ${r.body.stage}).`);
    say(
      ctx,
      'The daemon sends the prep prompt on its next tick, then /compact once the seat is idle, then the turn boundary, restore request and audit.',
    );
    say(ctx, `Follow it with: rig seat compaction ${name}`);
  },
});
