// rig seat answer REF (--choice N | --deny) --reason R [--json] — answers a seat's permission or
// approval menu without attaching, through the daemon (lib/delivery/answer/answer.ts). The actor
// is the caller's seat identity (OPENRIG_SESSION_NAME, sent as X-OpenRig-Session), never a flag.
// The result is printed whatever the outcome; refused and indeterminate then end with their
// one rig: line and exit code.
import { defineVerb } from './verb.js';
import { arg, bool, str } from './args.js';
import { advise, printJson, say } from './cli-context.js';
import { CliError, refused, usageError } from './errors.js';
import { resolveSeatForCli, SEAT_REF_ARG } from './seat-resolve.js';
import { daemonMissing } from './daemon-missing.js';
import { cliSession } from './caller-session.js';
import { DaemonUnavailableError, homeRequest } from '../daemon/client.js';
import { checkAnswerAsk } from '../delivery/answer/ask.js';
import type { AnswerResult } from '../delivery/answer/answer.js';
import { seatRefOf } from '../seat/ref.js';
import type { SeatDeliveryStatus } from '../views/seat-status.js';
import { attentionOf } from '../views/attention.js';
import { answerAdvice } from './answer-advice.js';
import type { Context } from './cli-context.js';

/** The daemon waits up to 20 s for the menu to close, after the lease and the screen read. */
const ANSWER_REQUEST_TIMEOUT_MS = 90_000;

export const seatAnswerVerb = defineVerb({
  args: {
    string: ['choice', 'reason'],
    boolean: ['deny', 'json'],
    positionals: [SEAT_REF_ARG],
    required: { reason: 'say why, e.g. --reason "the build is expected"' },
  },
  options(p) {
    const checked = checkAnswerAsk({
      choice: str(p, 'choice'),
      deny: bool(p, 'deny') || undefined,
      reason: str(p, 'reason'),
    });
    if (!checked.ok) throw usageError(checked.what, checked.todo);
    const body =
      checked.ask.kind === 'deny'
        ? { deny: true, reason: checked.reason }
        : { choice: checked.ask.n, reason: checked.reason };
    return { ref: arg(p, 'REF')!, body, json: bool(p, 'json') };
  },
  async run({ ref, body, json }, ctx) {
    const session = cliSession(ctx.env);
    const seat = resolveSeatForCli(ctx.home, ref);
    let response;
    try {
      response = await homeRequest<AnswerResult>(ctx.home, 'POST', `/api/seat/answer/${seat.nodeId}`, body, {
        session,
        timeoutMs: ANSWER_REQUEST_TIMEOUT_MS,
      });
    } catch (err) {
      if (err instanceof DaemonUnavailableError) throw daemonMissing(err);
      // The request reached the daemon but no answer came back: the key may have been pressed.
      throw new CliError(
        'indeterminate',
        `no answer from the daemon (${(err as Error).message}); the key may have been pressed`,
        `look at ${seatRefOf(seat)}'s pane before answering again (the audit is in logs/seat-answers.jsonl)`,
      );
    }
    const r = response.body;
    if (!r || typeof r !== 'object' || typeof r.outcome !== 'string') {
      const what = (r as { error?: string } | undefined)?.error ?? `the daemon answered ${response.status}`;
      throw response.status === 400 ? usageError(what, 'see rig seat --help') : refused(what, 'see rig seat status');
    }
    if (json) printJson(ctx, r);
    else say(ctx, `${r.seat}: ${r.outcome} — ${r.message}`);
    if (r.outcome === 'refused' && !json) await adviseWaits(ctx, r.seat, seat.nodeId);
    if (r.outcome === 'refused') throw refused(`not answered (${r.reason})`, `see rig seat status ${r.seat}`);
    if (r.outcome === 'indeterminate')
      throw new CliError(
        'indeterminate',
        `not confirmed (${r.reason})`,
        `look at ${r.seat}'s pane before answering again`,
      );
  },
});

/** After a refusal: what the seat does wait on, from its status (best effort: silent when unknown). */
async function adviseWaits(ctx: Context, seatRef: string, nodeId: string): Promise<void> {
  try {
    const s = await homeRequest<SeatDeliveryStatus>(ctx.home, 'GET', `/api/seat/status/node/${nodeId}`, undefined, {
      timeoutMs: 15_000,
    });
    if (s.status === 200 && s.body) advise(ctx, answerAdvice(seatRef, attentionOf(s.body)));
  } catch {
    // The refusal line says enough on its own.
  }
}
