// Whether this host reaches JetStream, which a connection alone does not say: a daemon connected to
// its leaf node while the leaf's link to the hub is down has a socket and no JetStream (every API
// call and stream publish meets "no responders": nothing listens, nothing was stored). Such a host
// must not read "connected", or a remote send would wait out its whole answer time for nothing.
// Pure: the link (lib/federation/link.ts) feeds it what its JetStream calls met.

/** The connection to this host's NATS server, as the client reports it. */
export type SocketState = 'connecting' | 'connected' | 'disconnected' | 'closed';
/** What every view shows: the socket, or `no-jetstream` when it is up and JetStream is not behind it. */
export type LinkState = SocketState | 'no-jetstream';
export type JsReach = 'ok' | 'unreachable';

/**
 * Whether a failed JetStream call says nothing listens (no responders; the client reports it for the
 * API as "jetstream is not enabled"). A timeout is not that (a loaded server may answer late, and a
 * publish that timed out may have been stored), nor is a refusal JetStream itself sent.
 */
export function isNoResponders(err: unknown): boolean {
  // The client may wrap it once (a request error whose cause says it).
  return saysNoResponders(err) || saysNoResponders((err as { cause?: unknown } | undefined)?.cause);
}

function saysNoResponders(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const { name, message, code } = e as { name?: unknown; message?: unknown; code?: unknown };
  if (name === 'NoRespondersError' || name === 'JetStreamNotEnabled' || String(code) === '503') return true;
  return typeof message === 'string' && /no responders|jetstream is not enabled/i.test(message);
}

export function linkStateOf(socket: SocketState, reach: JsReach): LinkState {
  return socket === 'connected' && reach === 'unreachable' ? 'no-jetstream' : socket;
}

/** Why a request to another host's seat cannot go out now, as the refusal's reason word. */
export type Unreachable = 'federation_disconnected' | 'jetstream_unreachable' | 'remote_host_stale';

/**
 * Whether a request may go to an owner now: this host's link must be connected with JetStream behind
 * it, and the owner's heartbeat live; otherwise the one reason said at once (nothing is queued).
 */
export function ownerReach(link: LinkState, ownerHost: 'live' | 'stale' | 'unknown'): 'ok' | Unreachable {
  if (link === 'no-jetstream') return 'jetstream_unreachable';
  if (link !== 'connected') return 'federation_disconnected';
  return ownerHost === 'live' ? 'ok' : 'remote_host_stale';
}

/** A link's answer that a request never went out, as its reason word. */
export const notSentReason = (answer: 'cut-off' | 'no-jetstream'): Unreachable =>
  answer === 'cut-off' ? 'federation_disconnected' : 'jetstream_unreachable';
