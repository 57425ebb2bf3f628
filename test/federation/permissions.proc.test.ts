// Security (issue 26 item 5) on the documented server config: connections are authenticated, and a
// host may write only its own seats' keys and heartbeat; it reads everyone's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { NATS_SERVER, startNats, type TestNats } from '../helpers/nats.js';
import { waitFor } from '../helpers/tmux.js';
import { stateBucket } from '../../lib/federation/connection.js';
import {
  heartbeatKey,
  inboxPrefix,
  outcomeSubject,
  QUEUE_STREAM,
  queueConsumer,
  queueReadSubject,
  queueRequestSubject,
  queueSubject,
  SEND_STREAM,
  sendConsumer,
  sendRequestSubject,
  sendSubject,
  seatKey,
} from '../../lib/federation/names.js';
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';

const NODE = 'n-00000000000000aa';
let nats: TestNats | undefined;
const conns: NatsConnection[] = [];

const as = async (user: string, pass: string) => {
  const nc = await connect({
    servers: nats!.url,
    user,
    pass,
    reconnect: false,
    timeout: 10_000,
    inboxPrefix: inboxPrefix(user),
  });
  conns.push(nc);
  return nc;
};

/** The error a promise rejects with, or undefined if it resolves. */
async function failure(p: () => Promise<unknown>): Promise<Error | undefined> {
  try {
    await p();
    return undefined;
  } catch (err) {
    return err as Error;
  }
}

test.after(async () => {
  for (const c of conns) await c.close().catch(() => undefined);
  await nats?.kill();
});

if (!NATS_SERVER) test.skip('nats-server is not installed (.ci/run installs it)', () => {});
else {
  test.before(async () => {
    nats = await startNats([
      { host: 'hostA', password: 'pw-a' },
      { host: 'hostB', password: 'pw-b' },
    ]);
  });

  test('an unauthenticated or wrong-password connection is refused', async () => {
    assert.ok(
      await failure(() => connect({ servers: nats!.url, reconnect: false, timeout: 10_000 })),
      'no credentials',
    );
    assert.ok(await failure(() => as('hostA', 'wrong')), 'a wrong password');
  });

  test('host A writes its own keys; host B cannot put or delete them, and reads them', async () => {
    const a = await stateBucket(await as('hostA', 'pw-a'), 'hostA');
    await a.put(seatKey('hostA', NODE), '{"v":1}');
    await a.put(heartbeatKey('hostA'), '{}');
    const b = await stateBucket(await as('hostB', 'pw-b'), 'hostB');
    await b.put(seatKey('hostB', NODE), '{"v":1}');
    for (const [what, op] of [
      ["B puts A's seat", () => b.put(seatKey('hostA', NODE), '{"forged":true}')],
      ["B puts A's heartbeat", () => b.put(heartbeatKey('hostA'), '{}')],
      ["B deletes A's seat", () => b.delete(seatKey('hostA', NODE))],
    ] as const) {
      const err = await failure(op);
      assert.ok(err, `${what}: refused`);
      console.log(`figure: ${what}: ${err!.message.split('\n')[0]}`);
    }
    const seen = await b.get(seatKey('hostA', NODE));
    assert.is(seen?.string(), '{"v":1}', "A's value is there and unchanged");
  });

  test("a host cannot listen on another host's reply subjects", async () => {
    const nc = await as('hostB', 'pw-b');
    const sub = nc.subscribe(`${inboxPrefix('hostA')}.>`);
    // The server's refusal ends the subscription with an error (a granted one stays open).
    const ended = await subscriptionEnd(sub.closed, "B's subscription to A's replies");
    assert.instance(ended, Error, `the subscription ended with: ${String(ended)}`);
    console.log(`figure: B subscribes to A's replies: ${(ended as Error).message}`);
  });

  test("remote send: a host sends only in its own name, and cannot read or take another host's requests or answers", async () => {
    const ncA = await as('hostA', 'pw-a');
    const opts = { timeout: 5000, watcherPrefix: inboxPrefix('hostA') };
    const jsmA = await jetstreamManager(ncA, opts);
    await jsmA.streams.add({ name: SEND_STREAM, subjects: ['openrig.send.>'] }).catch(() => undefined);
    // Allowed: A's request to B, in A's name; A's own consumer.
    await jetstream(ncA, opts).publish(sendRequestSubject('hostB', 'hostA'), '{}');
    await jsmA.consumers.add(SEND_STREAM, {
      durable_name: sendConsumer('hostA'),
      filter_subject: sendSubject('hostA'),
      ack_policy: AckPolicy.Explicit,
    });
    const ncB = await as('hostB', 'pw-b');
    const optsB = { timeout: 5000, watcherPrefix: inboxPrefix('hostB') };
    const jsB = jetstream(ncB, optsB);
    const jsmB = await jetstreamManager(ncB, optsB);
    for (const [what, op] of [
      ["B sends a request in A's name", () => jsB.publish(sendRequestSubject('hostA', 'hostA'), '{}')],
      [
        "B makes a consumer of A's requests",
        () =>
          jsmB.consumers.add(SEND_STREAM, {
            durable_name: sendConsumer('hostB'),
            filter_subject: sendSubject('hostA'),
            ack_policy: AckPolicy.Explicit,
          }),
      ],
      ["B reads A's consumer", () => jsmB.consumers.info(SEND_STREAM, sendConsumer('hostA'))],
    ] as const) {
      const err = await failure(op);
      assert.ok(err, `${what}: refused`);
      console.log(`figure: ${what}: ${err!.message.split('\n')[0]}`);
    }
    const sub = ncB.subscribe(outcomeSubject('hostA', '*'));
    const ended = await subscriptionEnd(sub.closed, "B's subscription to A's answers");
    assert.instance(ended, Error, `B listening on A's answers ended with: ${String(ended)}`);
    console.log(`figure: B subscribes to A's answers: ${(ended as Error).message}`);
  });

  test("queue rows: a host asks only in its own name, and cannot take or read another host's requests", async () => {
    const ncA = await as('hostA', 'pw-a');
    const opts = { timeout: 5000, watcherPrefix: inboxPrefix('hostA') };
    const jsmA = await jetstreamManager(ncA, opts);
    await jsmA.streams.add({ name: QUEUE_STREAM, subjects: ['openrig.queue.>'] }).catch(() => undefined);
    // Allowed: A's create request to B, in A's name; A's own consumer of its own requests.
    await jetstream(ncA, opts).publish(queueRequestSubject('hostB', 'hostA'), '{}');
    await jsmA.consumers.add(QUEUE_STREAM, {
      durable_name: queueConsumer('hostA'),
      filter_subject: queueSubject('hostA'),
      ack_policy: AckPolicy.Explicit,
    });
    const ncB = await as('hostB', 'pw-b');
    const optsB = { timeout: 5000, watcherPrefix: inboxPrefix('hostB') };
    const jsB = jetstream(ncB, optsB);
    const jsmB = await jetstreamManager(ncB, optsB);
    for (const [what, op] of [
      ["B asks for a queue row in A's name", () => jsB.publish(queueRequestSubject('hostA', 'hostA'), '{}')],
      [
        "B makes a consumer of A's queue requests",
        () =>
          jsmB.consumers.add(QUEUE_STREAM, {
            durable_name: queueConsumer('hostB'),
            filter_subject: queueSubject('hostA'),
            ack_policy: AckPolicy.Explicit,
          }),
      ],
      ["B reads A's queue consumer", () => jsmB.consumers.info(QUEUE_STREAM, queueConsumer('hostA'))],
    ] as const) {
      const err = await failure(op);
      assert.ok(err, `${what}: refused`);
      console.log(`figure: ${what}: ${err!.message.split('\n')[0]}`);
    }
    // A read in A's name, published by B, is dropped by the server (A never sees it); B listening
    // on the reads of rows A holds is refused.
    const readsOfA = ncA.subscribe(queueReadSubject('hostA', '*'));
    let seen = 0;
    void (async () => {
      for await (const _m of readsOfA) seen++;
    })();
    await ncA.flush();
    ncB.publish(queueReadSubject('hostA', 'hostA'), '{}');
    ncB.publish(queueReadSubject('hostA', 'hostB'), '{}');
    await ncB.flush();
    await waitFor(() => seen >= 1, 20_000, "B's own read to reach A");
    await ncA.flush();
    assert.is(seen, 1, "only the read in B's own name reached A");
    const sub = ncB.subscribe(queueReadSubject('hostA', '*'));
    const ended = await subscriptionEnd(sub.closed, "B's subscription to A's queue reads");
    assert.instance(ended, Error, `B listening on A's reads ended with: ${String(ended)}`);
    console.log(`figure: B subscribes to A's queue reads: ${(ended as Error).message}`);
  });
}

/** What a subscription ended with (the server's refusal is an Error), waited for as a condition. */
async function subscriptionEnd(closed: Promise<unknown>, what: string): Promise<unknown> {
  let ended: { value: unknown } | undefined;
  void closed.then(
    (v) => {
      ended = { value: v ?? 'closed without an error' };
    },
    (e) => {
      ended = { value: e };
    },
  );
  return (await waitFor(() => ended, 20_000, `the server to end ${what}`)).value;
}

test.run();
