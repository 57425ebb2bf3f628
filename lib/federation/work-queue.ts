// The request streams' one shape (remote send and remote queue rows): a work-queue stream over every
// host's requests and, per host, a durable consumer of its own, taken one at a time. A request (it
// carries a message's or a row's text) leaves the server's store once its owner acks it, and one
// never taken expires; nothing is kept past its delivery. Created when missing (same settings:
// idempotent), then the host's consumer handed back.
import type { NatsConnection } from '@nats-io/transport-node';
import { AckPolicy, RetentionPolicy, jetstream, jetstreamManager, type Consumer, type JsMsg } from '@nats-io/jetstream';
import type { DaemonLog } from '../timers/log.js';
import { jsOptions } from './connection.js';

/** How long an un-acked request waits before JetStream offers it again (a daemon killed mid-request). */
const ACK_WAIT_NS = 30 * 1e9;
/** The duplicate window: a repeat of a request id within it never reaches the owner at all. */
const DUPLICATE_WINDOW_NS = 10 * 60 * 1e9;
/** The longest a request waits for an owner that is away; its sender has long said indeterminate. */
const REQUEST_MAX_AGE_NS = 24 * 3600 * 1e9;

export interface WorkQueue {
  stream: string;
  /** Every host's requests (the stream's subjects). */
  subjects: string;
  /** This host's durable consumer and its filter (its own requests). */
  durable: string;
  filter: string;
}

export async function openWorkQueue(
  nc: NatsConnection,
  host: string,
  q: WorkQueue,
  domain?: string,
): Promise<{ js: ReturnType<typeof jetstream>; consumer: Consumer }> {
  const opts = jsOptions(host, domain);
  const jsm = await jetstreamManager(nc, opts);
  try {
    await jsm.streams.info(q.stream);
  } catch {
    await jsm.streams.add({
      name: q.stream,
      subjects: [q.subjects],
      retention: RetentionPolicy.Workqueue,
      max_age: REQUEST_MAX_AGE_NS,
      duplicate_window: DUPLICATE_WINDOW_NS,
    });
  }
  try {
    await jsm.consumers.info(q.stream, q.durable);
  } catch {
    await jsm.consumers.add(q.stream, {
      durable_name: q.durable,
      filter_subject: q.filter,
      ack_policy: AckPolicy.Explicit,
      ack_wait: ACK_WAIT_NS,
      max_ack_pending: 1,
    });
  }
  const js = jetstream(nc, opts);
  return { js, consumer: await js.consumers.get(q.stream, q.durable) };
}

/**
 * Takes the host's requests one at a time until `stopped()`. A handler that throws leaves its request
 * un-acked: JetStream offers it again after the ack wait, and the owner answers it from its own
 * records then. A consumer that fails is started again a second later.
 */
export function consumeRequests(
  consumer: Consumer,
  handle: (m: JsMsg) => Promise<void>,
  log: DaemonLog,
  what: string,
  stopped: () => boolean,
): void {
  void (async () => {
    while (!stopped()) {
      try {
        const msgs = await consumer.consume({ max_messages: 1 });
        for await (const m of msgs) {
          if (stopped()) break;
          try {
            await handle(m);
          } catch (err) {
            log.warn(`federation: ${what} ${m.subject}: ${(err as Error).message}`);
          }
        }
      } catch (err) {
        if (!stopped()) log.warn(`federation: ${what} consumer: ${(err as Error).message}`);
      }
      if (!stopped()) await new Promise((r) => setTimeout(r, 1000).unref());
    }
  })();
}
