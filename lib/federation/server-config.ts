// The documented nats-server configuration (docs/federation.md prints it; the tests run it): one
// user per host, and subject permissions so that a host may write only its own seats' keys and
// heartbeat, read the whole bucket, and use only the JetStream API calls a KV watch and put need.
// Pure: text from names. Passwords here are the test's; docs/federation.md says to bcrypt them.
import {
  STATE_BUCKET,
  STATE_STREAM,
  SEND_STREAM,
  hostSeatKeys,
  heartbeatKey,
  inboxPrefix,
  kvSubject,
  outcomeSubject,
  sendConsumer,
  sendRequestSubject,
  sendSubject,
  QUEUE_STREAM,
  queueConsumer,
  queueReadSubject,
  queueRequestSubject,
  queueSubject,
} from './names.js';

export interface ServerHost {
  host: string;
  /** The password as the server config holds it (plain in tests, a bcrypt hash in production). */
  password: string;
}

/** What host `host` may publish and subscribe to. */
export function hostPermissions(host: string): { publish: string[]; subscribe: string[] } {
  return {
    publish: [
      // Writes (puts, deletes) of its own keys only.
      kvSubject(hostSeatKeys(host)),
      kvSubject(heartbeatKey(host)),
      // The bucket's stream: look it up, create it when missing (same settings: idempotent).
      '$JS.API.INFO',
      `$JS.API.STREAM.INFO.${STATE_STREAM}`,
      `$JS.API.STREAM.CREATE.${STATE_STREAM}`,
      // The watch: an ordered consumer of the stream, its flow control, its clean-up; direct reads.
      `$JS.API.CONSUMER.CREATE.${STATE_STREAM}`,
      `$JS.API.CONSUMER.CREATE.${STATE_STREAM}.>`,
      `$JS.API.CONSUMER.INFO.${STATE_STREAM}.>`,
      `$JS.API.CONSUMER.DELETE.${STATE_STREAM}.>`,
      `$JS.API.DIRECT.GET.${STATE_STREAM}.>`,
      `$JS.API.STREAM.MSG.GET.${STATE_STREAM}`,
      `$JS.FC.${STATE_STREAM}.>`,
      // Remote send: requests only under its own name, to any host; answers only as their owner.
      sendRequestSubject('*', host),
      outcomeSubject('*', host),
      `$JS.API.STREAM.INFO.${SEND_STREAM}`,
      `$JS.API.STREAM.CREATE.${SEND_STREAM}`,
      // Its own durable consumer, filtered to its own requests, and nothing of another host's.
      `$JS.API.CONSUMER.CREATE.${SEND_STREAM}.${sendConsumer(host)}.${sendSubject(host)}`,
      `$JS.API.CONSUMER.INFO.${SEND_STREAM}.${sendConsumer(host)}`,
      `$JS.API.CONSUMER.MSG.NEXT.${SEND_STREAM}.${sendConsumer(host)}`,
      `$JS.ACK.${SEND_STREAM}.${sendConsumer(host)}.>`,
      // Queue rows for remote seats, the same way: create requests and reads only in its own name,
      // its own consumer of its own requests (answers go on the outcome subjects above).
      queueRequestSubject('*', host),
      queueReadSubject('*', host),
      `$JS.API.STREAM.INFO.${QUEUE_STREAM}`,
      `$JS.API.STREAM.CREATE.${QUEUE_STREAM}`,
      `$JS.API.CONSUMER.CREATE.${QUEUE_STREAM}.${queueConsumer(host)}.${queueSubject(host)}`,
      `$JS.API.CONSUMER.INFO.${QUEUE_STREAM}.${queueConsumer(host)}`,
      `$JS.API.CONSUMER.MSG.NEXT.${QUEUE_STREAM}.${queueConsumer(host)}`,
      `$JS.ACK.${QUEUE_STREAM}.${queueConsumer(host)}.>`,
    ],
    // Its own reply subjects (the connection's inbox prefix), answers and reads of rows it holds:
    // no host reads another's.
    subscribe: [`${inboxPrefix(host)}.>`, outcomeSubject(host, '*'), queueReadSubject(host, '*')],
  };
}

const q = (s: string) => JSON.stringify(s);

export function serverConfig(opts: { listen: string; storeDir: string; hosts: ServerHost[] }): string {
  const users = opts.hosts.map((h) => {
    const p = hostPermissions(h.host);
    return [
      `    {`,
      `      user: ${q(h.host)}`,
      `      password: ${q(h.password)}`,
      `      permissions: {`,
      `        publish: { allow: [${p.publish.map(q).join(', ')}] }`,
      `        subscribe: { allow: [${p.subscribe.map(q).join(', ')}] }`,
      `      }`,
      `    }`,
    ].join('\n');
  });
  return [
    `# OpenRig federation: one JetStream server (bucket ${STATE_BUCKET}); one user per host.`,
    `listen: ${q(opts.listen)}`,
    `jetstream: { store_dir: ${q(opts.storeDir)} }`,
    `authorization: {`,
    `  users: [`,
    users.join('\n'),
    `  ]`,
    `}`,
    '',
  ].join('\n');
}
