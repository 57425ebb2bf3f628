// GET /api/federation/seats: the other hosts' seats as this daemon's watch holds them, judged by
// each host's heartbeat now (a stale host's seats read stale, never their last state), with this
// host's connection. The CLI asks here: it never talks to NATS itself.
import type { Handler } from '../http.js';
import type { DaemonFederation } from '../federation.js';
import type { DaemonContext } from './context.js';
import { HttpError } from '../http.js';
import { statusForResult } from '../../delivery/send/send.js';
import { sendToRemoteSeat } from '../remote-send.js';
import { createOnRemoteSeat, showRemoteRow } from '../remote-queue.js';
import { isQueueId } from '../../queue/row.js';
import { objectBody, optionalBool, optionalString } from './body.js';

export async function federationView(f: DaemonFederation | undefined, nowMs = Date.now()) {
  if (!f || f.state === 'off') return { state: 'off' as const };
  if (f.state === 'invalid') return { state: 'invalid' as const, problems: f.problems };
  const link = await f.link;
  return { state: 'on' as const, ...link.status(nowMs), seats: link.rows(nowMs) };
}

export function federationSeatsRoute(ctx: DaemonContext): Handler {
  return async () => ({ status: 200, body: await federationView(ctx.federation) });
}

const REMOTE_FIELDS = new Set(['seat', 'message', 'raw', 'urgent', 'answerWithinMs']);

/**
 * POST /api/federation/send: a send to a seat another host owns (lib/daemon/remote-send.ts). The
 * sender is X-OpenRig-Session as for a local send, checked by the same route guard; the options a
 * remote send does not carry (--wait-for-idle, --dangerously-interact) are refused, not dropped.
 */
export function federationSendRoute(ctx: DaemonContext): Handler {
  return async (req) => {
    const body = objectBody(req.body);
    const unknown = Object.keys(body).filter((k) => !REMOTE_FIELDS.has(k));
    if (unknown.length) throw new HttpError(400, 'invalid_body', `a remote send does not carry ${unknown.join(', ')}`);
    const ref = optionalString(body, 'seat');
    const message = optionalString(body, 'message');
    if (!ref || message === undefined || !/\S/.test(message))
      throw new HttpError(400, 'invalid_body', 'seat and a non-empty message are required');
    const within = body.answerWithinMs;
    if (within !== undefined && (typeof within !== 'number' || !(within >= 500 && within <= 600_000)))
      throw new HttpError(400, 'invalid_body', 'answerWithinMs must be 500 to 600000');
    const result = await sendToRemoteSeat(ctx, {
      ref,
      message,
      sender: req.session,
      raw: optionalBool(body, 'raw'),
      urgent: optionalBool(body, 'urgent'),
      answerWithinMs: within as number | undefined,
    });
    return { status: statusForResult(result), body: result };
  };
}

const QUEUE_FIELDS = new Set(['destination', 'summary', 'body', 'priority', 'tags', 'source', 'answerWithinMs']);

/**
 * POST /api/federation/queue: a queue row for a seat another host owns (lib/daemon/remote-queue.ts).
 * The row's source is the caller (X-OpenRig-Session), as for a local caller; 404 when no host has
 * the seat (the CLI then creates the row here, as without federation).
 */
export function federationQueueCreateRoute(ctx: DaemonContext): Handler {
  return async (req) => {
    const body = objectBody(req.body);
    const unknown = Object.keys(body).filter((k) => !QUEUE_FIELDS.has(k));
    if (unknown.length)
      throw new HttpError(400, 'invalid_body', `a remote queue row does not carry ${unknown.join(', ')}`);
    const destination = optionalString(body, 'destination');
    const summary = optionalString(body, 'summary');
    if (!destination || summary === undefined)
      throw new HttpError(400, 'invalid_body', 'destination and summary are required');
    const tags = body.tags;
    if (tags !== undefined && !(Array.isArray(tags) && tags.every((t) => typeof t === 'string')))
      throw new HttpError(400, 'invalid_body', 'tags must be a list of strings');
    const within = body.answerWithinMs;
    if (within !== undefined && (typeof within !== 'number' || !(within >= 500 && within <= 600_000)))
      throw new HttpError(400, 'invalid_body', 'answerWithinMs must be 500 to 600000');
    const result = await createOnRemoteSeat(ctx, {
      destination,
      summary,
      body: optionalString(body, 'body'),
      priority: optionalString(body, 'priority'),
      tags: tags as string[] | undefined,
      source: optionalString(body, 'source'),
      session: req.session,
      answerWithinMs: within as number | undefined,
    });
    return { status: 200, body: result };
  };
}

/** GET /api/federation/queue/:id: a row this host created on another host, asked of that host. */
export function federationQueueShowRoute(ctx: DaemonContext): Handler {
  return async (req) => {
    const id = req.params.id ?? '';
    if (!isQueueId(id)) throw new HttpError(400, 'invalid_id', 'not a queue id (q-<yyyymmddHHMMSS>-<8 hex>)');
    return { status: 200, body: await showRemoteRow(ctx, id) };
  };
}
