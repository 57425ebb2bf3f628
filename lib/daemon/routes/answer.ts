// POST /api/seat/answer/:seatRef: answer a seat's permission menu (lib/delivery/answer/answer.ts).
// The actor is X-OpenRig-Session only, never a body field. 200 answered; 409 refused (with what
// the screen showed); 202 indeterminate (the key was pressed, the menu not seen closing).
import { answerMenu, type AnswerResult } from '../../delivery/answer/answer.js';
import { checkAnswerAsk } from '../../delivery/answer/ask.js';
import { HttpError, type Handler } from '../http.js';
import { seatFor } from '../seat-param.js';
import { objectBody } from './body.js';
import type { DaemonContext } from './context.js';

const ANSWER_FIELDS = new Set(['choice', 'deny', 'reason']);

export function statusForAnswer(r: AnswerResult): number {
  if (r.outcome === 'answered') return 200;
  if (r.outcome === 'indeterminate') return 202;
  return 409;
}

export function answerRoute(ctx: DaemonContext): Handler {
  return async (req) => {
    const body = objectBody(req.body);
    const unknown = Object.keys(body).filter((k) => !ANSWER_FIELDS.has(k));
    if (unknown.length)
      throw new HttpError(400, 'invalid_body', `unknown field${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`);
    const checked = checkAnswerAsk(body);
    if (!checked.ok) throw new HttpError(400, 'invalid_body', `${checked.what} — ${checked.todo}`);
    const seat = seatFor(ctx.home, req.params.seatRef!);
    const result = await answerMenu(
      { home: ctx.home, leases: ctx.leases },
      { seat, ask: checked.ask, reason: checked.reason, caller: req.session, signal: req.signal },
    );
    ctx.log.info(
      `answer seat=${result.seat} outcome=${result.outcome} reason=${result.reason} row=${result.choice?.row ?? '-'} tool=${result.tool ?? '-'} actor=${req.session ?? 'unattributed'}`,
    );
    return { status: statusForAnswer(result), body: result };
  };
}
