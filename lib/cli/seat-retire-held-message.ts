// rig seat retire-held-message REF ID --reason R — frees the message's active retention quota and
// keeps it as evidence. Records the retiring seat (run it from a seat's shell). Nothing is typed.
import { defineVerb } from './verb.js';
import { arg, bool, str } from './args.js';
import { printJson, say } from './cli-context.js';
import { refused, usageError } from './errors.js';
import { resolveSeatForCli } from './seat-resolve.js';
import { daemonMissing } from './daemon-missing.js';
import { cliSession } from './caller-session.js';
import { DaemonUnavailableError, homeRequest } from '../daemon/client.js';
import { isOutboxId } from '../delivery/outbox/outbox.js';

export const seatRetireHeldMessageVerb = defineVerb({
  args: {
    string: ['reason'],
    boolean: ['json'],
    required: { reason: 'say why, e.g. --reason "read outside the pane"' },
    positionals: [
      { name: 'REF', what: 'a seat ref' },
      { name: 'OUTBOX_ID', what: 'an outbox id' },
    ],
  },
  options(p) {
    const id = arg(p, 'OUTBOX_ID')!;
    if (!isOutboxId(id)) throw usageError(`invalid outbox id "${id}"`, 'copy it from rig seat held-messages REF');
    const reason = str(p, 'reason')!;
    return { ref: arg(p, 'REF')!, id, reason, json: bool(p, 'json') };
  },
  async run({ ref, id, reason, json }, ctx) {
    const session = cliSession(ctx.env);
    if (!session)
      throw refused(
        'retiring a held message records the seat that retired it, and this shell has no seat identity',
        "run it from a seat's shell (OPENRIG_SESSION_NAME set)",
      );
    const seat = resolveSeatForCli(ctx.home, ref);
    let r;
    try {
      r = await homeRequest(
        ctx.home,
        'POST',
        `/api/seat/retire-held-message/${seat.nodeId}/${encodeURIComponent(id)}`,
        { reason },
        { session, timeoutMs: 30_000 },
      );
    } catch (err) {
      if (err instanceof DaemonUnavailableError) throw daemonMissing(err);
      throw err;
    }
    if (r.status !== 200) {
      const what = r.body?.error ?? `the daemon answered ${r.status}`;
      throw r.status === 400
        ? usageError(what, 'see rig seat --help')
        : refused(what, `list held messages with rig seat held-messages ${seat.name}@${seat.rig}`);
    }
    if (json) {
      printJson(ctx, r.body);
      return;
    }
    say(ctx, `${id} retired by ${r.body.entry.retiredBy}: ${r.body.effect}`);
  },
});
