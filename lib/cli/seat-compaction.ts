// rig seat compaction REF [--json]: a seat's managed-compaction stage and why it waits, read from
// its record under the home (no daemon needed).
import { defineVerb } from './verb.js';
import { arg, bool } from './args.js';
import { printJson, say } from './cli-context.js';
import { resolveSeatForCli, SEAT_REF_ARG } from './seat-resolve.js';
import { readCompactionRecord } from '../compaction/arm.js';
import { compactionView } from '../compaction/view.js';
import { recordOwesTurn } from '../compaction/owes.js';
import { escapeRecordedText } from '../util/terminal-text.js';
import { seatRefOf } from '../seat/ref.js';

export const seatCompactionVerb = defineVerb({
  args: { boolean: ['json'], positionals: [SEAT_REF_ARG] },
  options: (p) => ({ ref: arg(p, 'REF')!, json: bool(p, 'json') }),
  async run({ ref, json }, ctx) {
    const seat = resolveSeatForCli(ctx.home, ref);
    const rec = readCompactionRecord(ctx.home, seat.nodeId);
    const v = compactionView(seatRefOf(seat), rec, recordOwesTurn(rec), seat.runtime === 'claude-code');
    if (json) return printJson(ctx, v);
    const t = escapeRecordedText;
    say(
      ctx,
      `${v.seat}: ${v.stage}${v.since ? ` since ${v.since}` : ''}${v.run ? ` (${v.run.origin} run ${v.run.id})` : ''}`,
    );
    say(ctx, `  waiting for: ${t(v.waitingFor)}`);
    const sent = Object.entries(v.sent);
    if (sent.length) say(ctx, `  sent: ${sent.map(([k, at]) => `${k} ${at}`).join(', ')}`);
    if (v.owesTurn) say(ctx, '  owes the seat its next turn: other OpenRig notices wait');
    if (v.cooldownUntil) say(ctx, `  cooldown until ${v.cooldownUntil}`);
    if (!v.rearmed) say(ctx, '  re-arms for the threshold once usage falls below it');
    if (v.lastOutcome)
      say(ctx, `  last run: ${v.lastOutcome.result} at ${v.lastOutcome.at}: ${t(v.lastOutcome.reason)}`);
  },
});
