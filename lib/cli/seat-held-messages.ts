// rig seat held-messages REF [--id X] [--json] — what the typing guard kept instead of typing.
// Reading never sends. Works without the daemon (it reads the outbox files directly). The retire
// command it advises runs as printed from this shell (lib/cli/retire-advice.ts).
import { defineVerb } from './verb.js';
import { arg, bool, str } from './args.js';
import { printJson, say } from './cli-context.js';
import { refused, usageError } from './errors.js';
import { resolveSeatForCli, SEAT_REF_ARG } from './seat-resolve.js';
import { getRecord, isOutboxId, listHeld, publicState, type OutboxRecord } from '../delivery/outbox/outbox.js';
import { cliSession } from './caller-session.js';
import { loginName, retireCommand } from './retire-advice.js';
import { shellQuote } from '../util/shell-quote.js';
import { seatRefOf } from '../seat/ref.js';

function entry(r: OutboxRecord) {
  return { ...r, delivery: publicState(r) };
}

export const seatHeldMessagesVerb = defineVerb({
  args: { string: ['id'], boolean: ['json'], positionals: [SEAT_REF_ARG] },
  options(p) {
    const id = str(p, 'id');
    if (id !== undefined && !isOutboxId(id))
      throw usageError(`invalid outbox id "${id}"`, 'copy the id from rig seat held-messages');
    return { ref: arg(p, 'REF')!, id, json: bool(p, 'json') };
  },
  async run({ ref, id, json }, ctx) {
    const seat = resolveSeatForCli(ctx.home, ref);
    const seatRef = seatRefOf(seat);
    if (id !== undefined) {
      const rec = getRecord(ctx.home, seat.nodeId, id);
      if (!rec || (rec.state !== 'held' && rec.state !== 'retired'))
        throw refused(`${seatRef} has no held message ${id}`, `list them with rig seat held-messages ${seatRef}`);
      if (json) {
        printJson(ctx, { entry: entry(rec) });
        return;
      }
      say(ctx, `${rec.id}  ${rec.state}  ${rec.reason}  from ${rec.sender}  at ${rec.createdAt}`);
      if (rec.state === 'retired') say(ctx, `retired by ${rec.retiredBy} at ${rec.retiredAt}: ${rec.retirementReason}`);
      say(ctx, '---');
      say(ctx, rec.body ?? '(body no longer kept)');
      return;
    }
    const held = listHeld(ctx.home, seat.nodeId);
    if (json) {
      printJson(ctx, { seat: seatRef, nodeId: seat.nodeId, items: held.map(entry), total: held.length });
      return;
    }
    if (!held.length) {
      say(ctx, `${seatRef}: no held messages`);
      return;
    }
    say(ctx, `${seatRef}: ${held.length} held message(s), oldest first (not delivered; never retried automatically)`);
    for (const r of held) {
      const first = (r.body ?? '').split('\n').find((l) => l.trim() && !/^(From|To):|^---$/.test(l)) ?? '';
      say(
        ctx,
        `${r.id}  ${r.reason}  from ${r.sender}  ${r.createdAt}  ${first.length > 60 ? `${first.slice(0, 60)}…` : first}`,
      );
    }
    let fromSeat: boolean;
    try {
      fromSeat = cliSession(ctx.env) !== null;
    } catch {
      fromSeat = false; // an identity the header cannot carry is no seat identity
    }
    const oldest = held[0]!.id;
    say(ctx, `Show one: rig seat held-messages ${shellQuote(seatRef)} --id ${shellQuote(oldest)}`);
    say(
      ctx,
      `Retire the oldest (kept as evidence; from ${fromSeat ? "this seat's shell" : 'this shell, naming you'}): ${retireCommand(seatRef, oldest, fromSeat, fromSeat ? undefined : loginName(ctx.env))}`,
    );
  },
});
