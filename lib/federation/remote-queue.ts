// Queue rows for a seat another host owns (issue 26 item 3), the pure part: the create request one
// host puts on the owner's subject, the owner's checks (a forged creator is refused as a forged
// sender is), the owner's dedupe verdict on the request id (the row id, kept in its own records
// across restarts), what the creator records of an answer or of none in time, and the read of a
// row (`rig queue show`). Table-tested in test/federation/remote-queue.test.ts; the I/O is
// lib/federation/queue-link.ts and lib/daemon/remote-queue.ts.
import type { Unreachable } from './reach.js';
import { HOST_NAME_PATTERN } from '../config/federation.js';
import { NODE_ID_PATTERN } from '../seat/ref.js';
import { isQueueId, type Priority, type QueueRow } from '../queue/row.js';

/** A create request: the row id the creator chose is the request id and the message id. */
export interface RemoteQueueRequest {
  v: 1;
  op: 'create';
  id: string;
  from: string;
  to: string;
  nodeId: string;
  /** The destination seat, name@rig. */
  seat: string;
  /** The creator identity the creator's daemon established for its caller (null: unattributed). */
  source: string | null;
  summary: string;
  body?: string;
  priority: Priority;
  tags: string[];
}

/** A read of one row the requesting host had created there; `id` is this read's own id. */
export interface RemoteQueueRead {
  v: 1;
  op: 'show';
  id: string;
  rowId: string;
  from: string;
  to: string;
}

/** What an owner answers: a row created (or the first one, for a repeat), found, or why not. */
export type QueueAnswerResult =
  | { outcome: 'created'; repeat: boolean; row: QueueRow; wake: string; message: string }
  | { outcome: 'found'; row: QueueRow; wake?: string }
  | { outcome: 'refused' | 'failed' | 'not_found'; reason: string; message: string };

export interface QueueAnswer {
  v: 1;
  kind: 'queue';
  /** The request's id (a create's row id, a read's own id). */
  id: string;
  from: string;
  to: string;
  result: QueueAnswerResult;
}

/** A row's fields as a create request carries them. */
export interface RowFields {
  destination: string;
  summary: string;
  body?: string;
  priority: string;
  tags: string[];
}

/**
 * The queue's own input check (the daemon lends checkCreateInput): the fields normalised, or the
 * problem. Lent, not imported, so the link's chunk carries no copy of the queue's store.
 */
export type RowFieldsCheck = (
  f: RowFields,
) => { ok: true; fields: RowFields & { priority: Priority } } | { ok: false; problem: string };

export type QueueRequestCheck =
  | { ok: true; req: RemoteQueueRequest }
  | { ok: true; read: RemoteQueueRead }
  | { ok: false; reason: string; detail: string };

/**
 * The owner's checks, before anything is written: the shape; for this host, from the host its
 * subject names; the creator passes the caller-identity check a local caller passes and is a seat
 * the requesting host publishes (a request naming another host's seat, `openrig` or a node id is
 * `forged_source`); the row's fields pass the queue's own input checks.
 */
export function checkRemoteQueueRequest(
  data: unknown,
  own: string,
  subjectFrom: string,
  isSeatOf: (ref: string, host: string) => boolean,
  identityProblem: (source: string) => string | undefined,
  checkFields: RowFieldsCheck,
): QueueRequestCheck {
  const bad = (detail: string): QueueRequestCheck => ({ ok: false, reason: 'invalid_remote_request', detail });
  if (!data || typeof data !== 'object') return bad('not an object');
  const r = data as Record<string, unknown>;
  if (r.v !== 1) return bad('unknown version');
  if (r.op !== 'create' && r.op !== 'show') return bad('unknown op');
  if (typeof r.from !== 'string' || !HOST_NAME_PATTERN.test(r.from)) return bad('from is not a host name');
  if (r.to !== own) return bad(`addressed to ${String(r.to)}, not this host`);
  if (r.from !== subjectFrom)
    return { ok: false, reason: 'forged_source', detail: `claims host ${r.from} on ${subjectFrom}'s subject` };
  if (r.op === 'show') {
    if (typeof r.id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(r.id)) return bad('id is not a read id');
    if (!isQueueId(r.rowId)) return bad('rowId is not a queue id');
    return { ok: true, read: r as unknown as RemoteQueueRead };
  }
  if (!isQueueId(r.id)) return bad('id is not a queue id');
  if (typeof r.nodeId !== 'string' || !NODE_ID_PATTERN.test(r.nodeId)) return bad('nodeId is not a node id');
  if (typeof r.seat !== 'string') return bad('seat is missing');
  if (r.body !== undefined && typeof r.body !== 'string') return bad('body is not text');
  if (typeof r.summary !== 'string' || typeof r.priority !== 'string') return bad('summary or priority is missing');
  if (!Array.isArray(r.tags) || !r.tags.every((t) => typeof t === 'string')) return bad('tags are not a list of text');
  const source = r.source;
  if (source !== null) {
    if (typeof source !== 'string') return bad('source is not a seat ref or null');
    const problem = identityProblem(source);
    if (problem) return { ok: false, reason: 'forged_source', detail: `source ${source.slice(0, 60)}: ${problem}` };
    if (!isSeatOf(source, r.from))
      return { ok: false, reason: 'forged_source', detail: `source ${source} is no seat of host ${r.from}` };
  }
  const input = checkFields({
    destination: r.seat,
    summary: r.summary,
    ...(r.body !== undefined ? { body: r.body as string } : {}),
    priority: r.priority,
    tags: r.tags as string[],
  });
  if (!input.ok) return bad(input.problem);
  const f = input.fields;
  return {
    ok: true,
    req: {
      ...(r as unknown as RemoteQueueRequest),
      seat: f.destination,
      summary: f.summary,
      priority: f.priority,
      tags: f.tags,
    },
  };
}

/** What the owner's own records say of a request id: the host that asked for it, if any. */
export interface OwnerRecordOfId {
  /** The host whose request this id was recorded for (undefined: no request recorded). */
  requestedBy?: string;
  /** Whether a row of this id is in the owner's queue. */
  rowExists: boolean;
}

export type DedupeVerdict =
  | { kind: 'create' }
  | { kind: 'repeat' }
  | { kind: 'refuse'; reason: 'id_taken'; detail: string };

/**
 * The owner's verdict on a create request's id, from its own records (never the stream's duplicate
 * window alone): a repeat of a request it recorded from that host answers the first row; an id
 * recorded for a request whose row was never committed (a crash in between) creates it now, once;
 * an id already a row here, or recorded for another host, is refused.
 */
export function dedupeVerdict(rec: OwnerRecordOfId, from: string): DedupeVerdict {
  if (rec.requestedBy === undefined) {
    if (rec.rowExists) return { kind: 'refuse', reason: 'id_taken', detail: 'a row of this id already exists here' };
    return { kind: 'create' };
  }
  if (rec.requestedBy !== from)
    return { kind: 'refuse', reason: 'id_taken', detail: `this id was requested by host ${rec.requestedBy}` };
  return rec.rowExists ? { kind: 'repeat' } : { kind: 'create' };
}

/** The creator's record of a remote create: where the row lives and how the request ended. */
export type CreatorState = 'sending' | 'created' | 'refused' | 'failed' | 'indeterminate';

export interface CreatorOutcome {
  state: CreatorState;
  reason: string;
  message: string;
}

/** What the creator records and says of the owner's answer, or of none in time (`undefined`). */
export function creatorOutcome(
  answer: QueueAnswerResult | undefined,
  id: string,
  to: string,
  waitedMs: number,
): CreatorOutcome {
  if (answer === undefined)
    return {
      state: 'indeterminate',
      reason: 'remote_no_answer',
      message: `no answer from host ${to} within ${Math.round(waitedMs / 1000)} s: row ${id} may still be created there (the request is never sent again on its own); check with rig queue show ${id} later, or rig queue list on host ${to}, before creating it again`,
    };
  switch (answer.outcome) {
    case 'created':
      return {
        state: 'created',
        reason: answer.repeat ? 'remote_repeat' : 'created',
        message: `created ${answer.row.id} on host ${to}${answer.repeat ? ' (a repeated request: the first row)' : ''}`,
      };
    case 'found':
      return { state: 'created', reason: 'created', message: `created ${answer.row.id} on host ${to}` };
    case 'refused':
    case 'not_found':
      return {
        state: 'refused',
        reason: safeReason(answer.reason),
        message: `refused by host ${to}: ${answer.message}`,
      };
    default:
      return { state: 'failed', reason: safeReason(answer.reason), message: `failed at host ${to}: ${answer.message}` };
  }
}

const safeReason = (r: string) => (/^[a-z][a-z0-9_]*$/.test(r) ? r.slice(0, 80) : 'remote_unknown_reason');

/** A create for a remote seat that cannot go out now: said at once, nothing queued. */
export function cannotSend(why: Unreachable, seat: string, to: string): { reason: string; message: string } {
  const owner = `host ${to} (which owns ${seat})`;
  const message =
    why === 'federation_disconnected'
      ? `not created: this host is cut off from NATS, so ${owner} cannot be reached; nothing was queued — try again when rig ps --all shows the connection back`
      : why === 'jetstream_unreachable'
        ? `not created: this host's NATS server answers but JetStream does not (a leaf node cut off from its hub), so ${owner} cannot be reached; nothing was queued — try again when rig ps --all shows federation connected`
        : `not created: ${owner} has been silent (its heartbeat stopped); nothing was queued — try again when rig ps --all shows it live`;
  return { reason: why, message };
}
