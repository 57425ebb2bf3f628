// Remote send over JetStream, the I/O (the decisions are lib/federation/remote-send.ts). The owner
// holds a durable consumer of `openrig.send.<own>.*` and takes one request at a time: checks it,
// answers an id its outbox already holds with the first outcome (redelivery never types twice),
// otherwise runs the daemon's own send flow, publishes the answer on the sender's outcome subject and
// only then acks (a daemon killed before the ack gets the request again, and answers it from its
// outbox: recoverSending has made an interrupted attempt indeterminate). The sender publishes with
// its outbox id as the message id (the stream's duplicate window drops a repeat) and waits for the
// answer on its own subject; none in time is the caller's indeterminate, never a retry.
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { JsMsg } from '@nats-io/jetstream';
import type { HomePaths } from '../home/paths.js';
import type { DaemonLog } from '../timers/log.js';
import type { SendResult } from '../delivery/send/contract.js';
import { getRecord } from '../delivery/outbox/outbox.js';
import { JS_TIMEOUT_MS } from './connection.js';
import { consumeRequests, openWorkQueue } from './work-queue.js';
import {
  ALL_SEND_REQUESTS,
  outcomeSubject,
  requestSender,
  SEND_STREAM,
  sendConsumer,
  sendRequestSubject,
  sendSubject,
} from './names.js';
import { isNoResponders } from './reach.js';
import { checkRemoteRequest, repeatResult, type RemoteAnswer, type RemoteSendRequest } from './remote-send.js';

/** What the daemon lends the owner side: its send flow and its caller-identity check. */
export interface OwnerDeps {
  deliverLocal(req: RemoteSendRequest): Promise<SendResult>;
  identityProblem(sender: string): string | undefined;
}

export interface SendLink {
  /**
   * Publishes, then waits up to timeoutMs: the owner's answer, undefined (none in time), or
   * 'no-jetstream' at once when nothing listens on the stream's subject (not stored: it cannot arrive).
   */
  send(req: RemoteSendRequest, timeoutMs: number): Promise<RemoteAnswer | undefined | 'no-jetstream'>;
  stop(): void;
}

export async function startSendLink(
  nc: NatsConnection,
  home: HomePaths,
  host: string,
  log: DaemonLog,
  owner: OwnerDeps,
  isSeatOf: (ref: string, host: string) => boolean,
  domain?: string,
): Promise<SendLink> {
  const { js, consumer } = await openWorkQueue(
    nc,
    host,
    { stream: SEND_STREAM, subjects: ALL_SEND_REQUESTS, durable: sendConsumer(host), filter: sendSubject(host) },
    domain,
  );
  let stopped = false;

  const answer = (to: string, a: RemoteAnswer) => nc.publish(outcomeSubject(to, host), JSON.stringify(a));

  const handle = async (m: JsMsg) => {
    const from = requestSender(m.subject);
    let data: unknown;
    try {
      data = m.json();
    } catch {
      data = undefined;
    }
    const check = checkRemoteRequest(data, host, from ?? '', isSeatOf, owner.identityProblem);
    if (!check.ok) {
      log.warn(`federation: refused a remote send on ${m.subject}: ${check.reason}: ${check.detail}`);
      const d = data as Partial<RemoteSendRequest> | undefined;
      if (from && typeof d?.id === 'string')
        answer(from, {
          v: 1,
          id: d.id,
          from,
          to: host,
          result: {
            outcome: 'refused',
            sent: false,
            reason: check.reason,
            message: `refused by host ${host}: ${check.detail}`,
            seat: String(d.seat ?? ''),
            nodeId: String(d.nodeId ?? ''),
            outboxIds: [],
            state: null,
            warnings: [],
          },
        });
      m.ack();
      return;
    }
    const req = check.req;
    // The owner's outbox is the authority across restarts: an id it holds is never typed again.
    const first = getRecord(home, req.nodeId, req.id);
    const result = first ? repeatResult(first, req.nodeId) : await owner.deliverLocal(req);
    if (first) log.info(`federation: repeated remote send ${req.id} from ${req.from}: answered ${first.state}`);
    answer(req.from, { v: 1, id: req.id, from: req.from, to: host, result });
    await nc.flush().catch(() => undefined);
    m.ack();
  };

  consumeRequests(consumer, handle, log, 'remote send', () => stopped);

  // The sender's side: one subscription to its answers, one waiter per outstanding id.
  const waiters = new Map<string, (a: RemoteAnswer) => void>();
  const sub: Subscription = nc.subscribe(outcomeSubject(host, '*'), {
    callback: (err, msg) => {
      if (err) return;
      const owner = msg.subject.split('.')[3];
      let a: RemoteAnswer;
      try {
        a = msg.json<RemoteAnswer>();
      } catch {
        return;
      }
      // An answer counts only from the host its subject names (the server lets only it publish there).
      if (!a || a.to !== owner || a.from !== host || typeof a.id !== 'string') return;
      waiters.get(a.id)?.(a);
    },
  });

  return {
    async send(req, timeoutMs) {
      let t: NodeJS.Timeout | undefined;
      const got = new Promise<RemoteAnswer | undefined>((resolve) => {
        t = setTimeout(() => {
          waiters.delete(req.id);
          resolve(undefined);
        }, timeoutMs);
        t.unref();
        waiters.set(req.id, (a) => {
          clearTimeout(t);
          waiters.delete(req.id);
          resolve(a);
        });
      });
      try {
        await js.publish(sendRequestSubject(req.to, host), JSON.stringify(req), {
          msgID: req.id,
          timeout: JS_TIMEOUT_MS,
        });
      } catch (err) {
        // Nothing listens (a leaf cut off from its hub): not stored, so no answer can come; say so now.
        if (isNoResponders(err)) {
          clearTimeout(t);
          waiters.delete(req.id);
          log.warn(`federation: remote send ${req.id} to ${req.to}: JetStream does not answer (no responders)`);
          return 'no-jetstream';
        }
        // No stream ack: the request may or may not be stored; the wait below decides, never a re-publish.
        log.warn(`federation: remote send ${req.id} to ${req.to}: no stream ack (${(err as Error).message})`);
      }
      return got;
    },
    stop() {
      stopped = true;
      sub.unsubscribe();
    },
  };
}
