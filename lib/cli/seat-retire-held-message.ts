// rig seat retire-held-message REF ID --reason R [--operator ADDRESS] [--json] — frees the message's
// active retention quota and keeps it as evidence. Records who retired it: the caller's seat
// identity, else --operator as given (from a person's shell), in the record and the retirement
// audit. Asks the daemon; when none answers it retires the outbox record itself (the same locked
// change the daemon makes). Nothing is typed.
import { defineVerb } from './verb.js';
import { arg, bool, str } from './args.js';
import { advise, printJson, say } from './cli-context.js';
import { refused, usageError } from './errors.js';
import { resolveSeatForCli, SEAT_REF_ARG } from './seat-resolve.js';
import { cliSession } from './caller-session.js';
import { DaemonUnavailableError, homeRequest } from '../daemon/client.js';
import { isOutboxId, OutboxError, publicState } from '../delivery/outbox/outbox.js';
import { RETIRE_EFFECT, retireAttributed } from '../delivery/outbox/retire-attributed.js';
import { attribute, AttributionError, attributionLabel, callerAttribution } from '../intervention/attribution.js';
import { seatRefOf } from '../seat/ref.js';

export const seatRetireHeldMessageVerb = defineVerb({
  args: {
    string: ['reason', 'operator'],
    boolean: ['json'],
    required: { reason: 'say why, e.g. --reason "read outside the pane"' },
    positionals: [SEAT_REF_ARG, { name: 'OUTBOX_ID', what: 'an outbox id' }],
  },
  options(p) {
    const id = arg(p, 'OUTBOX_ID')!;
    if (!isOutboxId(id)) throw usageError(`invalid outbox id "${id}"`, 'copy it from rig seat held-messages REF');
    const operator = str(p, 'operator');
    try {
      attribute(null, null, operator);
    } catch (err) {
      if (err instanceof AttributionError) throw usageError(err.what, err.todo);
      throw err;
    }
    return { ref: arg(p, 'REF')!, id, reason: str(p, 'reason')!, operator, json: bool(p, 'json') };
  },
  async run({ ref, id, reason, operator, json }, ctx) {
    const session = cliSession(ctx.env);
    if (!session && operator === undefined)
      throw refused(
        'retiring a held message records who retired it, and this shell has no seat identity',
        "name yourself for the audit with --operator ADDRESS (recorded as given), or run it from a seat's shell",
      );
    const seat = resolveSeatForCli(ctx.home, ref);
    const seatRef = seatRefOf(seat);
    if (session && operator !== undefined)
      advise(ctx, `--operator ${operator} is not recorded: the caller's seat identity (${session}) names the actor.`);
    // The daemon's answer, or the same shape made here.
    let body: { entry: Record<string, unknown>; effect: string; actorLabel?: string; warnings?: string[] };
    try {
      const r = await homeRequest(
        ctx.home,
        'POST',
        `/api/seat/retire-held-message/${seat.nodeId}/${encodeURIComponent(id)}`,
        { reason, ...(session ? {} : { operator }) },
        { session, timeoutMs: 30_000 },
      );
      if (r.status !== 200) {
        const what = r.body?.error ?? `the daemon answered ${r.status}`;
        throw r.status === 400
          ? usageError(what, 'see rig seat --help')
          : refused(what, `list held messages with rig seat held-messages ${seatRef}`);
      }
      body = r.body;
    } catch (err) {
      if (!(err instanceof DaemonUnavailableError)) throw err;
      // No daemon: the retirement is a locked change of the outbox record, made here the same way.
      try {
        const actor = callerAttribution(ctx.home, session, operator);
        const done = await retireAttributed(ctx.home, seat, id, actor, reason);
        body = {
          entry: { ...done.record, delivery: publicState(done.record) },
          effect: RETIRE_EFFECT,
          actorLabel: attributionLabel(actor),
          warnings: done.warnings,
        };
      } catch (e) {
        if (e instanceof OutboxError) {
          if (e.code === 'invalid_outbox_input') throw usageError(e.message, 'see rig seat --help');
          throw refused(e.message, `list held messages with rig seat held-messages ${seatRef}`);
        }
        throw e;
      }
    }
    for (const w of body.warnings ?? []) advise(ctx, w);
    if (json) {
      printJson(ctx, body);
      return;
    }
    say(ctx, `${id} retired by ${String(body.entry.retiredBy)}: ${body.effect}`);
  },
});
