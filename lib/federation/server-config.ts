// The documented nats-server configurations (docs/federation.md prints them; the tests run them): one
// user per host, and subject permissions so that a host may write only its own seats' keys and
// heartbeat, read the whole bucket, and use only the JetStream API calls a KV watch and put need.
// Two topologies: one server; or a hub (JetStream in a domain, accepting leaf nodes) plus, per host,
// a leaf node without JetStream that its daemon connects to (the daemon's federation.jsDomain names
// the hub's domain, so its API calls go to $JS.<domain>.API across the leaf connection; a leaf
// without it is denied JetStream by the servers). Pure: text from names. Passwords here are the
// test's; docs/federation.md says to bcrypt them.
import {
  ALL_OUTCOMES,
  ALL_QUEUE_READS,
  ALL_QUEUE_REQUESTS,
  ALL_SEND_REQUESTS,
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

/**
 * A subject as a client sends it when its JetStream is in `domain`: the API is $JS.<domain>.API, and
 * a KV write goes through it ($JS.<domain>.API.$KV.…). Other subjects (stream subjects, acks, flow
 * control, inboxes) are the same in every domain.
 */
export function inDomain(subject: string, domain?: string): string {
  if (!domain) return subject;
  if (subject.startsWith('$JS.API.')) return `$JS.${domain}.API.${subject.slice('$JS.API.'.length)}`;
  if (subject.startsWith('$KV.')) return `$JS.${domain}.API.${subject}`;
  return subject;
}

export interface Permissions {
  publish: string[];
  /** Subjects refused even where `publish` allows them (the hub's leaf connections only). */
  publishDeny?: string[];
  subscribe: string[];
}

/**
 * What host `host` may publish and subscribe to (its JetStream calls as sent to `domain`, when set).
 * `others` (the hub of leaf nodes only): the other hosts. A hub forwards to a leaf the interest a
 * subscription in the hub stands for (the send and queue streams' `openrig.send.>` and
 * `openrig.queue.>`, another host's `openrig.outcome.<it>.*` or `openrig.qread.<it>.*`) only when
 * the leaf's user may publish on ALL of it, so there the request, answer and read subjects are
 * allowed whole and every other host's sender position denied:
 * the same subjects as a host's own list, in the form leaf connections need.
 */
export function hostPermissions(host: string, domain?: string, others?: string[]): Permissions {
  const p = plainPermissions(host);
  const publish = p.publish.map((s) => inDomain(s, domain));
  if (!others) return { publish, subscribe: p.subscribe };
  const senderPositions = (h: string) => [
    sendRequestSubject('*', h),
    outcomeSubject('*', h),
    queueRequestSubject('*', h),
    queueReadSubject('*', h),
  ];
  const own = new Set(senderPositions(host));
  return {
    publish: [
      ...publish.filter((s) => !own.has(s)),
      ALL_SEND_REQUESTS,
      ALL_OUTCOMES,
      ALL_QUEUE_REQUESTS,
      ALL_QUEUE_READS,
    ],
    publishDeny: others.flatMap(senderPositions),
    subscribe: p.subscribe,
  };
}

function plainPermissions(host: string): { publish: string[]; subscribe: string[] } {
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

function userBlock(h: ServerHost, domain?: string, others?: string[]): string {
  const p = hostPermissions(h.host, domain, others);
  const deny = p.publishDeny?.length ? `, deny: [${p.publishDeny.map(q).join(', ')}]` : '';
  return [
    `    {`,
    `      user: ${q(h.host)}`,
    `      password: ${q(h.password)}`,
    `      permissions: {`,
    `        publish: { allow: [${p.publish.map(q).join(', ')}]${deny} }`,
    `        subscribe: { allow: [${p.subscribe.map(q).join(', ')}] }`,
    `      }`,
    `    }`,
  ].join('\n');
}

/**
 * The one server, or (with `domain` and `leafListen`) the hub: JetStream in that domain, and a
 * leaf-node port where each host's leaf connects as that host's user, so the same permissions
 * bound what a leaf may forward.
 */
export function serverConfig(opts: {
  listen: string;
  storeDir: string;
  hosts: ServerHost[];
  domain?: string;
  leafListen?: string;
}): string {
  const hub = opts.domain !== undefined;
  return [
    hub
      ? `# OpenRig federation hub: JetStream in domain ${opts.domain} (bucket ${STATE_BUCKET}); one user per host, each host's leaf node connects as it.`
      : `# OpenRig federation: one JetStream server (bucket ${STATE_BUCKET}); one user per host.`,
    `listen: ${q(opts.listen)}`,
    hub
      ? `jetstream: { store_dir: ${q(opts.storeDir)}, domain: ${q(opts.domain!)} }`
      : `jetstream: { store_dir: ${q(opts.storeDir)} }`,
    `authorization: {`,
    `  users: [`,
    opts.hosts
      .map((h) =>
        userBlock(h, opts.domain, hub ? opts.hosts.filter((o) => o.host !== h.host).map((o) => o.host) : undefined),
      )
      .join('\n'),
    `  ]`,
    `}`,
    ...(opts.leafListen ? [`leafnodes: { listen: ${q(opts.leafListen)} }`] : []),
    '',
  ].join('\n');
}

/**
 * A host's leaf node: no JetStream of its own, its daemon's user with the same permissions (in the
 * hub's domain), and one remote: the hub's leaf-node port, as this host's user (`hubUrl` carries it).
 */
export function leafConfig(opts: { listen: string; host: ServerHost; domain: string; hubUrl: string }): string {
  return [
    `# OpenRig federation: host ${opts.host.host}'s leaf node (no JetStream here: the hub's, domain ${opts.domain}).`,
    `listen: ${q(opts.listen)}`,
    `authorization: {`,
    `  users: [`,
    userBlock(opts.host, opts.domain),
    `  ]`,
    `}`,
    `leafnodes: { remotes: [ { url: ${q(opts.hubUrl)} } ] }`,
    '',
  ].join('\n');
}
