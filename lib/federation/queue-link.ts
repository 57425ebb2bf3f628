// Queue rows for a remote seat over NATS, the I/O (the decisions are lib/federation/remote-queue.ts),
// the way remote send travels (lib/federation/send-link.ts): the owner holds a durable consumer of
// `openrig.queue.<own>.*` and takes one create request at a time — checks it, lets the daemon create
// the row once per id (its own records decide a repeat), publishes the answer on the creator's
// outcome subject and only then acks. The creator publishes with the row id as the message id (the
// stream's duplicate window drops a repeat) and waits; none in time is indeterminate, never a retry.
// A read of a row (`rig queue show`) is a core request on `openrig.qread.<owner>.<from>`: nothing
// is stored, and no answer in time is said as such.
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { JsMsg } from '@nats-io/jetstream';
import type { DaemonLog } from '../timers/log.js';
import { JS_TIMEOUT_MS } from './connection.js';
import { isNoResponders } from './reach.js';
import { consumeRequests, openWorkQueue } from './work-queue.js';
import {
  ALL_QUEUE_REQUESTS,
  outcomeSubject,
  QUEUE_STREAM,
  queueConsumer,
  queueReadSubject,
  queueRequester,
  queueRequestSubject,
  queueSubject,
} from './names.js';
import {
  checkRemoteQueueRequest,
  type QueueAnswer,
  type QueueAnswerResult,
  type RemoteQueueRead,
  type RemoteQueueRequest,
  type RowFieldsCheck,
} from './remote-queue.js';

/** What the daemon lends the owner side: the queue, under its lock, and its caller-identity check. */
export interface QueueOwnerDeps {
  identityProblem(source: string): string | undefined;
  /** The queue's own input check. */
  checkFields: RowFieldsCheck;
  /** Creates the row once per request id, or answers the first row of a repeat. */
  createRow(req: RemoteQueueRequest): Promise<QueueAnswerResult>;
  /** A row this host holds for the requesting host. */
  readRow(read: RemoteQueueRead): Promise<QueueAnswerResult>;
}

export interface QueueLink {
  /** Publishes a create request, then waits up to timeoutMs: the owner's answer, or undefined. */
  /** 'no-jetstream' at once when nothing listens on the stream's subject (not stored: it cannot arrive). */
  create(req: RemoteQueueRequest, timeoutMs: number): Promise<QueueAnswer | undefined | 'no-jetstream'>;
  read(read: RemoteQueueRead, timeoutMs: number): Promise<QueueAnswer | undefined>;
  stop(): void;
}

export async function startQueueLink(
  nc: NatsConnection,
  host: string,
  log: DaemonLog,
  owner: QueueOwnerDeps,
  isSeatOf: (ref: string, host: string) => boolean,
  domain?: string,
): Promise<QueueLink> {
  const { js, consumer } = await openWorkQueue(
    nc,
    host,
    { stream: QUEUE_STREAM, subjects: ALL_QUEUE_REQUESTS, durable: queueConsumer(host), filter: queueSubject(host) },
    domain,
  );
  let stopped = false;

  const answer = (to: string, id: string, result: QueueAnswerResult) =>
    nc.publish(outcomeSubject(to, host), JSON.stringify({ v: 1, kind: 'queue', id, from: to, to: host, result }));

  /** Checks a request; a refusal is answered (when it names a host and an id) and logged. */
  const checked = (subject: string, data: unknown) => {
    const from = queueRequester(subject);
    const check = checkRemoteQueueRequest(data, host, from ?? '', isSeatOf, owner.identityProblem, owner.checkFields);
    if (!check.ok) {
      log.warn(`federation: refused a queue request on ${subject}: ${check.reason}: ${check.detail}`);
      const id = (data as { id?: unknown } | undefined)?.id;
      if (from && typeof id === 'string' && id.length <= 64)
        answer(from, id, {
          outcome: 'refused',
          reason: check.reason,
          message: `refused by host ${host}: ${check.detail}`,
        });
    }
    return check;
  };
  const json = (m: { json<T>(): T }): unknown => {
    try {
      return m.json();
    } catch {
      return undefined;
    }
  };

  const handle = async (m: JsMsg) => {
    const check = checked(m.subject, json(m));
    if (check.ok && 'req' in check) {
      const result = await owner.createRow(check.req);
      log.info(
        `federation: queue create ${check.req.id} from ${check.req.from} for ${check.req.seat}: ${result.outcome}${'reason' in result ? ` (${result.reason})` : ''}`,
      );
      answer(check.req.from, check.req.id, result);
      await nc.flush().catch(() => undefined);
    }
    m.ack();
  };

  consumeRequests(consumer, handle, log, 'queue request', () => stopped);

  // Reads: core requests, answered at once on the requester's outcome subject.
  const reads: Subscription = nc.subscribe(queueReadSubject(host, '*'), {
    callback: (err, msg) => {
      if (err) return;
      const check = checked(msg.subject, json(msg));
      if (!check.ok || !('read' in check)) return;
      const read = check.read;
      void owner
        .readRow(read)
        .then((result) => answer(read.from, read.id, result))
        .catch((e) => log.warn(`federation: queue read ${read.rowId}: ${(e as Error).message}`));
    },
  });

  // The creator's side: one subscription to its answers, one waiter per outstanding id.
  const waiters = new Map<string, (a: QueueAnswer) => void>();
  const answers: Subscription = nc.subscribe(outcomeSubject(host, '*'), {
    callback: (err, msg) => {
      if (err) return;
      const ownerHost = msg.subject.split('.')[3];
      const a = json(msg) as QueueAnswer | undefined;
      // An answer counts only from the host its subject names (the server lets only it publish there).
      if (a?.kind !== 'queue' || a.to !== ownerHost || a.from !== host || typeof a.id !== 'string') return;
      waiters.get(a.id)?.(a);
    },
  });

  const timers = new Map<string, NodeJS.Timeout>();
  const forget = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    waiters.delete(id);
  };
  const wait = (id: string, timeoutMs: number) =>
    new Promise<QueueAnswer | undefined>((resolve) => {
      const t = setTimeout(() => {
        forget(id);
        resolve(undefined);
      }, timeoutMs);
      t.unref();
      timers.set(id, t);
      waiters.set(id, (a) => {
        forget(id);
        resolve(a);
      });
    });

  return {
    async create(req, timeoutMs) {
      const got = wait(req.id, timeoutMs);
      try {
        await js.publish(queueRequestSubject(req.to, host), JSON.stringify(req), {
          msgID: req.id,
          timeout: JS_TIMEOUT_MS,
        });
      } catch (err) {
        // Nothing listens (a leaf cut off from its hub): not stored, so no answer can come; say so now.
        if (isNoResponders(err)) {
          forget(req.id);
          log.warn(`federation: queue create ${req.id} to ${req.to}: JetStream does not answer (no responders)`);
          return 'no-jetstream';
        }
        // No stream ack: the request may or may not be stored; the wait decides, never a re-publish.
        log.warn(`federation: queue create ${req.id} to ${req.to}: no stream ack (${(err as Error).message})`);
      }
      return got;
    },
    async read(read, timeoutMs) {
      const got = wait(read.id, timeoutMs);
      nc.publish(queueReadSubject(read.to, host), JSON.stringify(read));
      return got;
    },
    stop() {
      stopped = true;
      reads.unsubscribe();
      answers.unsubscribe();
    },
  };
}
