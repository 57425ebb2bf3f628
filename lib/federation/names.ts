// The names federation uses on NATS, in one place: the KV bucket of seat state, a key per seat
// under its host's prefix, a heartbeat key per host, and the remote-send subjects and stream (the
// seam for issue 26 items 3–4; nothing here publishes on them yet). Keys carry the host name and
// the seat's node id only: nothing secret, no seat text. Subject permissions follow the prefixes
// (docs/federation.md): host H may write `seat.H.>` and `host.H`, nothing else.
import { HOST_NAME_PATTERN } from '../config/federation.js';
import { NODE_ID_PATTERN } from '../seat/ref.js';

export const STATE_BUCKET = 'openrig_seats';

/** The stream behind the bucket (JetStream names a KV bucket's stream KV_<bucket>). */
export const STATE_STREAM = `KV_${STATE_BUCKET}`;

export function seatKey(host: string, nodeId: string): string {
  if (!HOST_NAME_PATTERN.test(host)) throw new Error(`not a host name: ${JSON.stringify(host)}`);
  if (!NODE_ID_PATTERN.test(nodeId)) throw new Error(`not a node id: ${JSON.stringify(nodeId)}`);
  return `seat.${host}.${nodeId}`;
}

/** Every seat key of one host (a watch or a permission). */
export function hostSeatKeys(host: string): string {
  return `seat.${host}.>`;
}

export function heartbeatKey(host: string): string {
  if (!HOST_NAME_PATTERN.test(host)) throw new Error(`not a host name: ${JSON.stringify(host)}`);
  return `host.${host}`;
}

export type ParsedKey = { kind: 'seat'; host: string; nodeId: string } | { kind: 'host'; host: string };

/** What a key names, or undefined for a key that is not ours (it is ignored, never trusted). */
export function parseKey(key: string): ParsedKey | undefined {
  const parts = key.split('.');
  if (parts[0] === 'seat' && parts.length === 3 && HOST_NAME_PATTERN.test(parts[1]!) && NODE_ID_PATTERN.test(parts[2]!))
    return { kind: 'seat', host: parts[1]!, nodeId: parts[2]! };
  if (parts[0] === 'host' && parts.length === 2 && HOST_NAME_PATTERN.test(parts[1]!))
    return { kind: 'host', host: parts[1]! };
  return undefined;
}

/** The NATS subject a KV key is written on (what a server permission names). */
export function kvSubject(key: string): string {
  return `$KV.${STATE_BUCKET}.${key}`;
}

/** This host's reply subjects: only it may subscribe there, so no host reads another's answers. */
export function inboxPrefix(host: string): string {
  if (!HOST_NAME_PATTERN.test(host)) throw new Error(`not a host name: ${JSON.stringify(host)}`);
  return `_INBOX_${host}`;
}

const checkHost = (host: string) => {
  if (!HOST_NAME_PATTERN.test(host)) throw new Error(`not a host name: ${JSON.stringify(host)}`);
  return host;
};
/** A host, or `*` (any host) where a server permission names the subject. */
const hostOrAny = (host: string) => (host === '*' ? host : checkHost(host));

/** Every delivery request for `host`'s seats (its consumer's filter): `openrig.send.<to>.<from>`. */
export function sendSubject(host: string): string {
  return `openrig.send.${checkHost(host)}.*`;
}

/** Every request subject (the send stream's) and every answer subject. */
export const ALL_SEND_REQUESTS = 'openrig.send.>';
export const ALL_OUTCOMES = 'openrig.outcome.>';

/** One request from host `from` for host `to`'s seat: the server lets `from` publish only under its own name. */
export function sendRequestSubject(to: string, from: string): string {
  return `openrig.send.${hostOrAny(to)}.${hostOrAny(from)}`;
}

/** The sending host named by a request's subject, or undefined for a subject not of that shape. */
export function requestSender(subject: string): string | undefined {
  const p = subject.split('.');
  return p.length === 4 && p[0] === 'openrig' && p[1] === 'send' && HOST_NAME_PATTERN.test(p[3]!) ? p[3] : undefined;
}

/** An owner's answer to the sender: `openrig.outcome.<sender>.<owner>` (only the owner may publish it). */
export function outcomeSubject(sender: string, owner: string): string {
  return `openrig.outcome.${hostOrAny(sender)}.${hostOrAny(owner)}`;
}

/** The one stream over every host's requests (duplicate window on the sender's outbox id). */
export const SEND_STREAM = 'OPENRIG_SEND';

/** Each host's durable consumer of its own requests. */
export function sendConsumer(host: string): string {
  return `send_${checkHost(host)}`;
}

// Queue rows for a remote seat travel like remote send: a create request on the owner's subject of
// their own stream (`openrig.queue.<to>.<from>`, the row id as message id), its answer on the
// outcome subject above; a read of a row (`rig queue show`) is a core request on
// `openrig.qread.<to>.<from>`, answered there too (a read needs no durable store).

/** The one stream over every host's queue create requests (duplicate window on the row id). */
export const QUEUE_STREAM = 'OPENRIG_QUEUE';

/** Every queue create request (the queue stream's subjects) and every row read. */
export const ALL_QUEUE_REQUESTS = 'openrig.queue.>';
export const ALL_QUEUE_READS = 'openrig.qread.>';

/** Every queue create request for `host`'s seats (its consumer's filter). */
export function queueSubject(host: string): string {
  return `openrig.queue.${checkHost(host)}.*`;
}

/** One create request from host `from` for a seat of host `to`. */
export function queueRequestSubject(to: string, from: string): string {
  return `openrig.queue.${hostOrAny(to)}.${hostOrAny(from)}`;
}

/** Each host's durable consumer of its own queue create requests. */
export function queueConsumer(host: string): string {
  return `queue_${checkHost(host)}`;
}

/** A read of a row from host `from` to the host `to` that holds it (core NATS, not stored). */
export function queueReadSubject(to: string, from: string): string {
  return `openrig.qread.${hostOrAny(to)}.${hostOrAny(from)}`;
}

/** The requesting host a queue subject (create or read) names, or undefined for another shape. */
export function queueRequester(subject: string): string | undefined {
  const p = subject.split('.');
  return p.length === 4 && p[0] === 'openrig' && (p[1] === 'queue' || p[1] === 'qread') && HOST_NAME_PATTERN.test(p[3]!)
    ? p[3]
    : undefined;
}
