// rig seat set-typing-guard REF (--mode M | --enabled true|false) --reason R [--json]
// The actor is the caller's seat identity (OPENRIG_SESSION_NAME, sent as X-OpenRig-Session) or,
// from an ordinary terminal, unattributed; never the body and never the target's name.
import { defineVerb } from './verb.js';
import { arg, bool, str } from './args.js';
import { advise, printJson, say } from './cli-context.js';
import { refused, usageError } from './errors.js';
import { resolveSeatForCli, SEAT_REF_ARG } from './seat-resolve.js';
import { daemonMissing } from './daemon-missing.js';
import { cliSession } from './caller-session.js';
import { DaemonUnavailableError, homeRequest } from '../daemon/client.js';
import { GUARD_MODES, isGuardMode } from '../delivery/guard/policy.js';
import { guardLabel } from '../views/seat-status.js';
import { seatRefOf } from '../seat/ref.js';

export const seatSetTypingGuardVerb = defineVerb({
  args: {
    string: ['mode', 'enabled', 'reason'],
    boolean: ['json'],
    positionals: [SEAT_REF_ARG],
    required: { reason: 'say why, e.g. --reason "preserve my unfinished input"' },
    completes: { mode: GUARD_MODES, enabled: ['true', 'false'] },
  },
  options(p) {
    const mode = str(p, 'mode');
    const enabled = str(p, 'enabled');
    const reason = str(p, 'reason')!;
    if ((mode === undefined) === (enabled === undefined))
      throw usageError(
        'use exactly one of --mode or --enabled',
        `--mode ${GUARD_MODES.join('|')}, or --enabled true|false`,
      );
    if (mode !== undefined && !isGuardMode(mode))
      throw usageError(`unknown mode "${mode}"`, `use one of ${GUARD_MODES.join(', ')}`);
    if (enabled !== undefined && enabled !== 'true' && enabled !== 'false')
      throw usageError(`--enabled ${enabled} is not true or false`, '--enabled true selects hold, false selects off');
    const body = mode !== undefined ? { mode, reason } : { enabled: enabled === 'true', reason };
    return { ref: arg(p, 'REF')!, body, json: bool(p, 'json') };
  },
  async run({ ref, body, json }, ctx) {
    const session = cliSession(ctx.env);
    const seat = resolveSeatForCli(ctx.home, ref);
    let r;
    try {
      r = await homeRequest(ctx.home, 'POST', `/api/seat/set-typing-guard/${seat.nodeId}`, body, {
        session,
        timeoutMs: 30_000,
      });
    } catch (err) {
      if (err instanceof DaemonUnavailableError) throw daemonMissing(err);
      throw err;
    }
    if (r.status !== 200 && r.status !== 202) {
      const what = r.body?.error ?? `the daemon answered ${r.status}`;
      throw r.status === 400 ? usageError(what, 'see rig seat --help') : refused(what, 'see rig seat status');
    }
    const g = r.body;
    if (json) {
      printJson(ctx, g);
      return;
    }
    say(ctx, `${seatRefOf(seat)}: ${guardLabel(g.effectiveMode, g.pending, g.desiredMode)}`);
    if (g.pending)
      say(
        ctx,
        `Requested ${g.desiredMode}; it takes effect when the operation in flight on this seat finishes (check with rig seat status).`,
      );
    say(ctx, `Recorded actor: ${g.actorLabel}`);
    if (g.heldCount)
      advise(
        ctx,
        `${g.heldCount} held message(s) stay held: changing the mode does not replay them (rig seat held-messages ${seatRefOf(seat)}).`,
      );
  },
});
