// Queue rows for a seat another host owns, in the daemon: both ends. As the owner, a create request
// from another host makes the row in this host's queue with the queue's own checks, once per request
// id (its dedupe record is written under the queue lock before the row), and the row's wake is the
// ordinary one: this daemon's wakes job types the pointer into the idle seat. As the creator,
// POST /api/federation/queue records which host the row goes to before anything leaves, forwards the
// request and records the answer — or, with none in time, indeterminate (it may still be created;
// never sent again on its own). GET /api/federation/queue/:id asks the owner for a row made there.
import { crypto } from '../util/lazy-builtins.js';
import { resolveSeat } from '../seat/registry.js';
import { seatRefOf, UNATTRIBUTED } from '../seat/ref.js';
import { buildQueueRow, checkCreateInput, commitCreatedRow, withQueueLock } from '../queue/queue-store.js';
import { newQueueId, QueueInputError, type QueueRow } from '../queue/row.js';
import { readRowOrUnreadable } from '../queue/unreadable-row.js';
import { readWakeIntent } from '../queue/wake-intent.js';
import { describeWake } from '../queue/wake.js';
import { readRemoteRecord, saveRemoteRecord, type RemoteRowRecord } from '../queue/remote-record.js';
import { matchRemoteSeat } from '../federation/remote-status.js';
import { notSentReason, ownerReach } from '../federation/reach.js';
import {
  cannotSend,
  creatorOutcome,
  dedupeVerdict,
  type QueueAnswerResult,
  type RemoteQueueRead,
  type RemoteQueueRequest,
  type RowFieldsCheck,
} from '../federation/remote-queue.js';
import type { QueueOwnerDeps } from '../federation/queue-link.js';
import { checkCallerIdentity } from './caller-identity.js';
import { HttpError } from './http.js';
import type { DaemonContext } from './routes/context.js';

/** How long a remote create waits for the owner's answer unless the caller says. */
export const REMOTE_QUEUE_ANSWER_MS = 60_000;
/** How long a read of a remote row waits (a read is answered at once by a live owner). */
export const REMOTE_READ_MS = 10_000;

/** The queue's create checks, as the owner's request check takes them. */
export const checkRowFields: RowFieldsCheck = (f) => {
  try {
    const c = checkCreateInput(f);
    return {
      ok: true,
      fields: {
        destination: c.destination,
        summary: c.summary,
        ...(c.body !== undefined ? { body: c.body } : {}),
        priority: c.priority,
        tags: c.tags ?? [],
      },
    };
  } catch (err) {
    if (err instanceof QueueInputError) return { ok: false, problem: `invalid ${err.field}: ${err.reason}` };
    throw err;
  }
};

export function queueOwnerDeps(ctx: Pick<DaemonContext, 'home' | 'log' | 'federation'>): QueueOwnerDeps {
  const home = ctx.home;
  const own = () => (ctx.federation?.state === 'on' ? ctx.federation.host : '');
  return {
    identityProblem(source) {
      const id = checkCallerIdentity([source]);
      return id.ok ? undefined : id.problem;
    },
    checkFields: checkRowFields,
    async createRow(req: RemoteQueueRequest): Promise<QueueAnswerResult> {
      // The seat is this host's, by the node id the creator saw, under the name it named.
      let seatRef: string | undefined;
      try {
        seatRef = seatRefOf(resolveSeat(home, req.nodeId, { report: () => undefined }));
      } catch {
        seatRef = undefined;
      }
      if (seatRef !== req.seat)
        return {
          outcome: 'refused',
          reason: 'seat_not_found',
          message: `no seat ${req.seat} (${req.nodeId}) is recorded here`,
        };
      return withQueueLock(home, async () => {
        const rec = readRemoteRecord(home, 'owner', req.id);
        let existing: QueueRow | undefined;
        try {
          existing = readRowOrUnreadable(home, req.id);
        } catch {
          // A row file moved aside still takes the id.
          return { outcome: 'refused', reason: 'id_taken', message: `row ${req.id} is unreadable here` };
        }
        const verdict = dedupeVerdict({ requestedBy: rec?.from, rowExists: existing !== undefined }, req.from);
        if (verdict.kind === 'refuse') return { outcome: 'refused', reason: verdict.reason, message: verdict.detail };
        if (verdict.kind === 'repeat') {
          const wake = readWakeIntent(home, req.id);
          return {
            outcome: 'created',
            repeat: true,
            row: existing!,
            wake: wake ? describeWake(wake) : 'Wake: settled',
            message: `repeated request ${req.id}: answered with the row it created; nothing created again`,
          };
        }
        // The dedupe record first: a crash before the row leaves it naming a row never made, which
        // the request's redelivery then makes (once); never a row without its record.
        if (!rec)
          await saveRemoteRecord(home, {
            id: req.id,
            side: 'owner',
            from: req.from,
            to: req.to,
            seat: req.seat,
            nodeId: req.nodeId,
            source: req.source,
            state: 'recorded',
            reason: 'requested',
          });
        const row: QueueRow = {
          ...buildQueueRow(
            { destination: req.seat, summary: req.summary, body: req.body, priority: req.priority, tags: req.tags },
            req.source ?? UNATTRIBUTED,
          ),
          id: req.id,
        };
        const { wake } = await commitCreatedRow(home, row);
        ctx.log.info(
          `queue row ${row.id} created for ${row.destination} at host ${req.from}'s request (${row.source})`,
        );
        return {
          outcome: 'created',
          repeat: false,
          row,
          wake: wake.reason,
          message: `created ${row.id} on host ${own()}`,
        };
      });
    },
    async readRow(read: RemoteQueueRead): Promise<QueueAnswerResult> {
      // Only the host that asked for a row reads it from here.
      const rec = readRemoteRecord(home, 'owner', read.rowId);
      const notFound = {
        outcome: 'not_found' as const,
        reason: 'remote_not_found',
        message: `host ${own()} holds no row ${read.rowId} made at host ${read.from}'s request`,
      };
      if (!rec || rec.from !== read.from) return notFound;
      let row: QueueRow | undefined;
      try {
        row = readRowOrUnreadable(home, read.rowId);
      } catch (err) {
        return { outcome: 'failed', reason: 'row_unreadable', message: (err as Error).message };
      }
      if (!row) return notFound;
      const wake = readWakeIntent(home, row.id);
      return { outcome: 'found', row, ...(wake ? { wake: describeWake(wake) } : {}) };
    },
  };
}

export interface RemoteQueueAsk {
  destination: string;
  summary: string;
  body?: string;
  priority?: string;
  tags?: string[];
  /** The caller's identity, as the route established it (X-OpenRig-Session). */
  session: string | null;
  /** --source as given: a remote row's source is the caller, so another is refused. */
  source?: string;
  answerWithinMs?: number;
}

export interface RemoteCreateResult {
  outcome: 'created' | 'refused' | 'failed' | 'indeterminate';
  /** The row id (null when nothing was sent). */
  id: string | null;
  host: string;
  seat: string;
  reason: string;
  message: string;
  row?: QueueRow;
  wake?: string;
  remote: { from: string; to: string };
}

/** A create for `ask.destination`, a seat another host owns; 404 when no host has it (the CLI then creates here). */
export async function createOnRemoteSeat(ctx: DaemonContext, ask: RemoteQueueAsk): Promise<RemoteCreateResult> {
  const f = ctx.federation;
  if (f?.state !== 'on') throw new HttpError(404, 'seat_not_found', `no seat ${ask.destination} is recorded here`);
  const link = await f.link;
  const connection = link.status().connection;
  const connected = connection === 'connected';
  const m = matchRemoteSeat(link.rows(), ask.destination);
  const from = f.host;
  if (m.kind === 'none') {
    // Cut off, the view may lack the seat: a row made here would live on the wrong host.
    if (!connected)
      return {
        outcome: 'refused',
        id: null,
        host: from,
        seat: ask.destination,
        reason: 'federation_disconnected',
        message: `not created: this host is cut off from NATS, so it cannot tell whether ${ask.destination} is another host's seat; nothing was queued — try again when rig ps --all shows the connection back`,
        remote: { from, to: from },
      };
    throw new HttpError(404, 'seat_not_found', `no seat ${ask.destination} here or on another host`);
  }
  if (m.kind === 'many')
    throw new HttpError(409, 'seat_ambiguous', `${ask.destination} is a seat on ${m.hosts.join(' and ')}`);
  const row = m.row;
  const to = row.host;
  if (ask.source !== undefined && ask.source !== ask.session)
    throw new HttpError(
      400,
      'source_not_carried',
      `--source is not carried to a seat on another host: the row's source there is the seat you run in (${ask.session ?? 'unattributed'})`,
    );
  let input;
  try {
    input = checkCreateInput({ ...ask, destination: row.seat });
  } catch (err) {
    if (err instanceof QueueInputError) throw new HttpError(400, 'invalid_body', `invalid ${err.field}: ${err.reason}`);
    throw err;
  }
  const base = { host: to, seat: row.seat, remote: { from, to } };
  const blocked = ownerReach(connection, row.hostState);
  if (blocked !== 'ok') return { outcome: 'refused', id: null, ...base, ...cannotSend(blocked, row.seat, to) };
  const id = newQueueId();
  const record = (r: Pick<RemoteRowRecord, 'state' | 'reason'> & { message?: string }) =>
    saveRemoteRecord(ctx.home, {
      id,
      side: 'creator',
      from,
      to,
      seat: row.seat,
      nodeId: row.nodeId,
      source: ask.session,
      ...r,
    });
  // Saved before anything leaves: `rig queue show ID` knows whom to ask from here on, whatever follows.
  await record({ state: 'sending', reason: 'sending' });
  const req: RemoteQueueRequest = {
    v: 1,
    op: 'create',
    id,
    from,
    to,
    nodeId: row.nodeId,
    seat: row.seat,
    source: ask.session,
    summary: input.summary,
    ...(input.body !== undefined ? { body: input.body } : {}),
    priority: input.priority,
    tags: input.tags ?? [],
  };
  const waitMs = ask.answerWithinMs ?? REMOTE_QUEUE_ANSWER_MS;
  const answer = await link.remoteQueueCreate(req, waitMs);
  if (answer === 'cut-off' || answer === 'no-jetstream') {
    // Nothing was stored: it can never be created later.
    const c = cannotSend(notSentReason(answer), row.seat, to);
    await record({ state: 'failed', ...c }).catch(() => undefined);
    return { outcome: 'refused', id: null, ...base, ...c };
  }
  const o = creatorOutcome(answer?.result, id, to, waitMs);
  await record(o).catch((err) => ctx.log.warn(`queue create ${id}: not recorded: ${(err as Error).message}`));
  ctx.log.info(`queue create ${id} from host ${from} to host ${to} seat=${row.seat}: ${o.state} (${o.reason})`);
  const result = answer?.result;
  return {
    outcome: o.state === 'created' ? 'created' : o.state === 'indeterminate' ? 'indeterminate' : o.state,
    id: o.state === 'refused' || o.state === 'failed' ? null : id,
    ...base,
    reason: o.reason,
    message: o.message,
    ...(result?.outcome === 'created' ? { row: result.row, wake: result.wake } : {}),
  } as RemoteCreateResult;
}

export interface RemoteShowResult {
  found: boolean;
  id: string;
  host: string;
  reason: string;
  message: string;
  row?: QueueRow;
  wake?: string;
  /** What this host recorded of the create request. */
  record: { state: string; reason: string; seat: string; createdAt: string };
}

/** A row this host created on another host: asked of its owner; 404 when no create went from here. */
export async function showRemoteRow(ctx: DaemonContext, id: string): Promise<RemoteShowResult> {
  const rec = readRemoteRecord(ctx.home, 'creator', id);
  if (!rec) throw new HttpError(404, 'no_remote_record', `this host created no row ${id} on another host`);
  const base = {
    id,
    host: rec.to,
    record: { state: rec.state, reason: rec.reason, seat: rec.seat, createdAt: rec.createdAt },
  };
  if (rec.state === 'refused' || rec.state === 'failed')
    return {
      found: false,
      ...base,
      reason: rec.reason,
      message: `no row: the create request for ${rec.seat} on host ${rec.to} was ${rec.state} (${rec.reason}); nothing was created`,
    };
  const f = ctx.federation;
  const link = f?.state === 'on' ? await f.link : undefined;
  const read: RemoteQueueRead = {
    v: 1,
    op: 'show',
    id: `r-${crypto().randomBytes(8).toString('hex')}`,
    rowId: id,
    from: rec.from,
    to: rec.to,
  };
  const answer = link ? await link.remoteQueueRead(read, REMOTE_READ_MS) : 'cut-off';
  if (answer === 'cut-off' || answer === 'no-jetstream')
    return {
      found: false,
      ...base,
      reason: notSentReason(answer),
      message: `row ${id} lives on host ${rec.to}, and this host ${answer === 'cut-off' ? 'is cut off from NATS' : 'reaches no JetStream (a leaf node cut off from its hub)'}; ask again when rig ps --all shows the connection back, or run rig queue show ${id} on host ${rec.to}`,
    };
  if (answer === undefined)
    return {
      found: false,
      ...base,
      reason: 'remote_no_answer',
      message: `row ${id} lives on host ${rec.to}, which did not answer within ${REMOTE_READ_MS / 1000} s; ask again later, or run rig queue show ${id} on host ${rec.to}`,
    };
  const r = answer.result;
  if (r.outcome === 'found' || r.outcome === 'created') {
    // A create that was indeterminate here is known now.
    if (rec.state !== 'created')
      await saveRemoteRecord(ctx.home, { ...rec, state: 'created', reason: 'created_confirmed' }).catch(
        () => undefined,
      );
    return {
      found: true,
      ...base,
      reason: 'found',
      message: `row ${id} lives on host ${rec.to}`,
      row: r.row,
      wake: r.wake,
    };
  }
  return {
    found: false,
    ...base,
    reason: r.reason,
    message:
      rec.state === 'created'
        ? `host ${rec.to}: ${r.message}`
        : `host ${rec.to}: ${r.message} (the create request is ${rec.state} here: it may not have arrived)`,
  };
}
