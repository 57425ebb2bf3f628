// Held messages: GET /api/seat/held-messages/:seatRef (one by ?id=, or a page) and POST
// /api/seat/retire-held-message/:seatRef/:id. Retiring records who did it: the caller's seat
// (X-OpenRig-Session), or an operator named in the body (an address recorded as given, labelled
// unauthenticated, never taken for a seat).
import {
  getRecord,
  isOutboxId,
  listHeld,
  OutboxError,
  publicState,
  type OutboxRecord,
} from '../../delivery/outbox/outbox.js';
import { RETIRE_EFFECT, retireAttributed } from '../../delivery/outbox/retire-attributed.js';
import { AttributionError, attributionLabel, callerAttribution } from '../../intervention/attribution.js';
import { HttpError, type Handler } from '../http.js';
import { seatFor } from '../seat-param.js';
import { objectBody } from './body.js';
import type { DaemonContext } from './context.js';
import { seatRefOf } from '../../seat/ref.js';

/** A held message as the API shows it: the record with its public state beside it. */
function heldEntry(r: OutboxRecord) {
  return { ...r, delivery: publicState(r) };
}

export function heldMessagesRoute(ctx: DaemonContext): Handler {
  const home = ctx.home;
  return (req) => {
    const seat = seatFor(home, req.params.seatRef!);
    const id = req.query.get('id');
    if (id !== null) {
      if (!isOutboxId(id)) throw new HttpError(400, 'invalid_outbox_id', `invalid outbox id ${JSON.stringify(id)}`);
      const rec = getRecord(home, seat.nodeId, id);
      if (!rec || (rec.state !== 'held' && rec.state !== 'retired'))
        throw new HttpError(404, 'held_message_not_found', `${seatRefOf(seat)} has no held message ${id}`);
      return { status: 200, body: { entry: heldEntry(rec) } };
    }
    const limit = pageNumber(req.query.get('limit'), 100, 1, 1000, 'limit');
    const offset = pageNumber(req.query.get('offset'), 0, 0, Number.MAX_SAFE_INTEGER, 'offset');
    const all = listHeld(home, seat.nodeId);
    const items = all.slice(offset, offset + limit).map(heldEntry);
    return {
      status: 200,
      body: {
        seat: `${seatRefOf(seat)}`,
        nodeId: seat.nodeId,
        items,
        total: all.length,
        limit,
        offset,
        truncated: offset + items.length < all.length,
      },
    };
  };
}

export function retireHeldMessageRoute(ctx: DaemonContext): Handler {
  const home = ctx.home;
  return async (req) => {
    const body = objectBody(req.body ?? {});
    const unknown = Object.keys(body).filter((k) => k !== 'reason' && k !== 'operator');
    if (unknown.length)
      throw new HttpError(
        400,
        'invalid_body',
        `unknown field${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; only reason and operator are accepted`,
      );
    const reason = body.reason;
    if (typeof reason !== 'string' || !/\S/.test(reason))
      throw new HttpError(400, 'invalid_body', 'a non-empty reason is required');
    const operator = body.operator;
    if (operator !== undefined && typeof operator !== 'string')
      throw new HttpError(400, 'invalid_body', 'operator must be a string (an address, recorded as given)');
    const seat = seatFor(home, req.params.seatRef!);
    const id = req.params.id!;
    if (!isOutboxId(id)) throw new HttpError(400, 'invalid_outbox_id', `invalid outbox id ${JSON.stringify(id)}`);
    if (!req.session && operator === undefined)
      throw new HttpError(
        400,
        'actor_required',
        "retiring a held message records who retired it: call from a seat's shell (X-OpenRig-Session), or give operator (an address, recorded as given)",
      );
    let actor;
    try {
      actor = callerAttribution(home, req.session, operator);
    } catch (err) {
      if (err instanceof AttributionError) throw new HttpError(400, 'invalid_operator', err.what);
      throw err;
    }
    let done;
    try {
      done = await retireAttributed(home, seat, id, actor, reason);
    } catch (err) {
      if (err instanceof OutboxError) {
        if (err.code === 'outbox_record_missing') throw new HttpError(404, 'held_message_not_found', err.message);
        if (err.code === 'invalid_outbox_input') throw new HttpError(400, err.code, err.message);
        throw new HttpError(409, err.code, err.message);
      }
      throw err;
    }
    ctx.log.info(`retire seat=${seatRefOf(seat)} id=${id} by=${attributionLabel(actor)}`);
    return {
      status: 200,
      body: {
        entry: heldEntry(done.record),
        effect: RETIRE_EFFECT,
        actorLabel: attributionLabel(actor),
        warnings: done.warnings,
      },
    };
  };
}

function pageNumber(raw: string | null, fallback: number, min: number, max: number, name: string): number {
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw)) throw new HttpError(400, 'invalid_query', `${name} must be a whole number`);
  const n = Number(raw);
  if (n < min || n > max) throw new HttpError(400, 'invalid_query', `${name} must be between ${min} and ${max}`);
  return n;
}
