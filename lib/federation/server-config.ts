// The documented nats-server configuration (docs/federation.md prints it; the tests run it): one
// user per host, and subject permissions so that a host may write only its own seats' keys and
// heartbeat, read the whole bucket, and use only the JetStream API calls a KV watch and put need.
// Pure: text from names. Passwords here are the test's; docs/federation.md says to bcrypt them.
import { STATE_BUCKET, STATE_STREAM, hostSeatKeys, heartbeatKey, inboxPrefix, kvSubject } from './names.js';

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
    ],
    // Its own reply subjects only (the connection's inbox prefix): no host reads another's answers.
    subscribe: [`${inboxPrefix(host)}.>`],
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
