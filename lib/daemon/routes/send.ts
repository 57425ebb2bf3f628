// POST /api/transport/send: one message to one seat through the send flow (lib/delivery/send/send.ts).
// The sender is X-OpenRig-Session only, never a body field; without it the envelope says unattributed.
import { isOutboxId } from '../../delivery/outbox/outbox.js';
import { deliver, statusForResult, type SendDeps } from '../../delivery/send/send.js';
import { requestProblem } from '../../delivery/send/request-rules.js';
import { isMessageKind } from '../../delivery/guard/policy.js';
import { HttpError, type Handler } from '../http.js';
import { seatFor } from '../seat-param.js';
import { objectBody, optionalBool, optionalString } from './body.js';
import type { DaemonContext } from './context.js';

const SEND_FIELDS = new Set([
  'seat',
  'message',
  'text',
  'raw',
  'urgent',
  'kind',
  'waitForIdle',
  'waitForIdleMs',
  'dangerouslyInteract',
  'reason',
  'typeWithoutChecking',
  'verify',
  'id',
  'pointer',
  'deliveryId',
]);

/** Older callers send deliveryId to deduplicate; every explicit request is a new attempt now. */
export const DELIVERY_ID_WARNING =
  'deliveryId no longer deduplicates input: this request is a new attempt, whatever id it carries.';

export function sendRoute(ctx: DaemonContext): Handler {
  const home = ctx.home;
  return async (req) => {
    const body = objectBody(req.body);
    const unknown = Object.keys(body).filter((k) => !SEND_FIELDS.has(k));
    if (unknown.length)
      throw new HttpError(400, 'invalid_body', `unknown field${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`);
    const ref = optionalString(body, 'seat');
    if (!ref) throw new HttpError(400, 'invalid_body', 'seat is required (name@rig, a node id or a pane id)');
    const message = optionalString(body, 'message') ?? optionalString(body, 'text');
    if (message === undefined) throw new HttpError(400, 'invalid_body', 'message is required');
    const kind = body.kind;
    if (kind !== undefined && !isMessageKind(kind))
      throw new HttpError(400, 'invalid_body', 'kind must be send or urgent');
    // OpenRig's notices come from the daemon's own producers (in process), never from a caller's
    // claim: a notice types at openrig-urgent, where a peer's message is held.
    if (kind === 'notice')
      throw new HttpError(
        400,
        'notice_reserved',
        'kind "notice" is reserved for OpenRig\'s own messages (watchdogs, scheduled wakes); send it as kind "send" (or urgent: true)',
      );
    const deliveryId = optionalString(body, 'deliveryId');
    let waitForIdleMs: number | undefined;
    if (body.waitForIdleMs !== undefined || body.waitForIdle !== undefined) {
      const raw =
        body.waitForIdleMs !== undefined
          ? body.waitForIdleMs
          : typeof body.waitForIdle === 'number'
            ? body.waitForIdle * 1000
            : NaN;
      waitForIdleMs = typeof raw === 'number' ? raw : NaN;
    }
    const request = {
      message,
      waitForIdleMs,
      dangerouslyInteract: optionalBool(body, 'dangerouslyInteract'),
      reason: optionalString(body, 'reason'),
      typeWithoutChecking: optionalBool(body, 'typeWithoutChecking'),
    };
    const problem = requestProblem(request);
    if (problem) throw new HttpError(400, problem.reason, problem.message);
    const id = optionalString(body, 'id');
    if (id !== undefined && !isOutboxId(id)) throw new HttpError(400, 'invalid_body', 'id must be a valid outbox id');
    const seat = seatFor(home, ref);
    const deps: SendDeps = { home, leases: ctx.leases, log: (line) => ctx.log.warn(line), ...ctx.sendDeps };
    const result = await deliver(deps, {
      ...request,
      seat,
      sender: req.session,
      raw: optionalBool(body, 'raw'),
      urgent: optionalBool(body, 'urgent'),
      kind: kind as 'send' | 'urgent' | undefined,
      verify: optionalBool(body, 'verify'),
      id,
      pointer: optionalString(body, 'pointer'),
      signal: req.signal,
    });
    if (deliveryId !== undefined) result.warnings.push(DELIVERY_ID_WARNING);
    if (!req.session)
      result.warnings.push(
        'Sent without sender identity (no X-OpenRig-Session); the envelope names the sender as unattributed.',
      );
    ctx.log.info(
      `send seat=${result.seat} outcome=${result.outcome} reason=${result.reason} ids=${result.outboxIds.join(',') || '-'} sender=${req.session ?? 'unattributed'}`,
    );
    return { status: statusForResult(result), body: result };
  };
}
