// The daemon's routes. Sender and actor identity come from the X-OpenRig-Session header only,
// never from a body field or the target's name; without the header a caller is unattributed. (A
// held message's retirement may name an operator in its body instead: an address recorded as
// given, labelled unauthenticated, never taken for a seat.)
import type { HomePaths } from '../home/paths.js';
import { listSeats, type SeatRecord } from '../seat/registry.js';
import { seatFor } from './seat-param.js';
import { NODE_ID_PATTERN, seatRefOf } from '../seat/ref.js';
import {
  activateDesired,
  GuardInputError,
  parseGuardRequest,
  readGuard,
  setDesiredMode,
  actorLabel,
  type GuardPreference,
} from '../delivery/guard/store.js';
import {
  getRecord,
  isOutboxId,
  listHeld,
  OutboxError,
  publicState,
  type OutboxRecord,
} from '../delivery/outbox/outbox.js';
import { RETIRE_EFFECT, retireAttributed } from '../delivery/outbox/retire-attributed.js';
import { AttributionError, attributionLabel, callerAttribution } from '../intervention/attribution.js';
import { deliver, requestProblem, statusForResult, type SendDeps } from '../delivery/send/send.js';
import { fallbackModeOf, isMessageKind } from '../delivery/guard/policy.js';
import { seatStatus } from '../views/seat-status.js';
import { HttpError, Router, type Reply } from './http.js';
import type { SeatLeases } from '../delivery/send/lease.js';
import type { DaemonLog } from '../timers/log.js';
import { addActivityRoute, type ActivityRouteDeps } from './activity/route.js';
import { addCompactionRoutes, type CompactionRouteDeps } from './compaction-routes.js';

export interface DaemonContext {
  home: HomePaths;
  leases: SeatLeases;
  log: DaemonLog;
  startedAt: string;
  /** Test seams and timing for the send flow. */
  sendDeps?: Partial<SendDeps>;
  /** How long a guard change waits for the operation in flight before answering 202. */
  guardActivationWaitMs?: number;
  /** Seams of POST /api/activity/hooks (tests). */
  activity?: Omit<ActivityRouteDeps, 'home'>;
  /** The loopback TCP listener, when the daemon serves one (GET /api/daemon/status shows it). */
  tcp?: { host: string; port: number; baseUrl: string };
  /** Seams of the compaction routes (tests). */
  compaction?: Omit<CompactionRouteDeps, 'home' | 'log'>;
}

function seatForNode(home: HomePaths, nodeId: string): SeatRecord {
  if (!NODE_ID_PATTERN.test(nodeId))
    throw new HttpError(400, 'invalid_node_id', `invalid node id ${JSON.stringify(nodeId)}`);
  const seat = listSeats(home).find((s) => s.nodeId === nodeId);
  if (!seat) throw new HttpError(404, 'seat_not_found', `no seat has node id ${nodeId}`);
  return seat;
}

function objectBody(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'invalid_body', 'the request body must be a JSON object');
  return body as Record<string, unknown>;
}

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

function optionalBool(body: Record<string, unknown>, key: string): boolean | undefined {
  const v = body[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'boolean') throw new HttpError(400, 'invalid_body', `${key} must be true or false`);
  return v;
}

function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const v = body[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw new HttpError(400, 'invalid_body', `${key} must be a string`);
  return v;
}

/** A held message as the API shows it: the record with its public state beside it. */
function heldEntry(r: OutboxRecord) {
  return { ...r, delivery: publicState(r) };
}

function guardReply(pref: GuardPreference, heldCount: number, status: number): Reply {
  return {
    status,
    body: {
      nodeId: pref.nodeId,
      desired: pref.desiredEnabled,
      effective: pref.effectiveEnabled,
      desiredMode: pref.desiredMode,
      effectiveMode: pref.effectiveMode,
      pending: pref.pending,
      actor: pref.actor,
      actorLabel: actorLabel(pref.actor),
      reason: pref.reason,
      changedAt: pref.changedAt,
      heldCount,
      note: 'Changing the mode does not replay or flush held messages.',
    },
  };
}

export function buildRouter(ctx: DaemonContext): Router {
  const router = new Router();
  const home = ctx.home;

  router.add('GET', '/api/daemon/status', () => ({
    status: 200,
    body: {
      running: true,
      pid: process.pid,
      socket: home.daemonSocket,
      startedAt: ctx.startedAt,
      inFlight: ctx.leases.inFlight(),
      ...(ctx.tcp ? { tcp: ctx.tcp } : {}),
    },
  }));

  addActivityRoute(router, { home, ...ctx.activity });
  addCompactionRoutes(router, { home, log: ctx.log, ...ctx.compaction });

  router.add('POST', '/api/transport/send', async (req) => {
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
    const deps: SendDeps = { home, leases: ctx.leases, ...ctx.sendDeps };
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
  });

  router.add('POST', '/api/seat/set-typing-guard/:seatRef', async (req) => {
    const parsed = parseGuardRequest(req.body);
    if (!parsed.ok) throw new HttpError(400, 'invalid_typing_guard_request', parsed.error);
    const seat = seatFor(home, req.params.seatRef!);
    const fallbackMode = fallbackModeOf(seat);
    let pref: GuardPreference;
    try {
      pref = await setDesiredMode(home, seat.nodeId, {
        mode: parsed.mode,
        reason: parsed.reason,
        actor: req.session,
        fallbackMode,
      });
    } catch (err) {
      if (err instanceof GuardInputError) throw new HttpError(400, err.code, err.message);
      throw err;
    }
    ctx.log.info(`typing-guard seat=${seatRefOf(seat)} desired=${pref.desiredMode} actor=${actorLabel(req.session)}`);
    if (pref.pending) {
      // Activation waits for the operation in flight: it queues on the seat's lease.
      const activation = ctx.leases.run(seat.nodeId, 'guard-activation', () =>
        activateDesired(home, seat.nodeId, fallbackMode),
      );
      activation.catch((err) => ctx.log.error(`guard activation for ${seat.nodeId} failed: ${(err as Error).message}`));
      const waitMs = ctx.guardActivationWaitMs ?? 2000;
      const settled = await Promise.race([
        activation.then((p) => p),
        new Promise<undefined>((r) => setTimeout(() => r(undefined), waitMs).unref()),
      ]);
      if (settled) pref = settled;
      else pref = readGuard(home, seat.nodeId, fallbackMode);
    }
    const held = listHeld(home, seat.nodeId).length;
    return guardReply(pref, held, pref.pending ? 202 : 200);
  });

  router.add('GET', '/api/seat/status/node/:nodeId', (req) => {
    const seat = seatForNode(home, req.params.nodeId!);
    return statusReply(ctx, seat);
  });

  router.add('GET', '/api/seat/status/:seatRef', (req) => statusReply(ctx, seatFor(home, req.params.seatRef!)));

  router.add('GET', '/api/seat/held-messages/:seatRef', (req) => {
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
        seat: seatRefOf(seat),
        nodeId: seat.nodeId,
        items,
        total: all.length,
        limit,
        offset,
        truncated: offset + items.length < all.length,
      },
    };
  });

  router.add('POST', '/api/seat/retire-held-message/:seatRef/:id', async (req) => {
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
  });

  return router;
}

function pageNumber(raw: string | null, fallback: number, min: number, max: number, name: string): number {
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw)) throw new HttpError(400, 'invalid_query', `${name} must be a whole number`);
  const n = Number(raw);
  if (n < min || n > max) throw new HttpError(400, 'invalid_query', `${name} must be between ${min} and ${max}`);
  return n;
}

async function statusReply(ctx: DaemonContext, seat: SeatRecord): Promise<Reply> {
  const status = await seatStatus(ctx.home, seat, {
    pending: ctx.leases.busy(seat.nodeId),
    operation: ctx.leases.current(seat.nodeId),
  });
  return { status: 200, body: status };
}
