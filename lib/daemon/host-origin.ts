// Which requests may reach the daemon at all, by Host and Origin. A browser page can make requests
// to loopback TCP: directly (it then sends an Origin header) or through DNS rebinding (its own name
// re-resolved to 127.0.0.1, so the request arrives with `Host: evil.example:PORT`). Neither has
// any business here: any Origin is refused, and on TCP a Host that is not the listener's own
// address and port. The Unix socket is checked for Origin only: it has no address a name could
// resolve to, and its 0600 mode is its access control. Pure; table-tested in
// test/daemon/host-origin-check.test.ts.

export interface GateRefusal {
  status: 403 | 421;
  reason: 'origin_refused' | 'host_refused';
  message: string;
}

/** The headers as node:http's headersDistinct gives them: one entry per header line. */
export interface GateHeaders {
  host?: readonly string[];
  origin?: readonly string[];
}

const SHOWN_CHARS = 60;

function bracketed(address: string): string {
  return address.includes(':') && !address.startsWith('[') ? `[${address}]` : address;
}

/**
 * The Host values the TCP listener answers: `name:port` for the name its base URL gives relays
 * (the --host as given) and for the address it is bound to, in the form a client writes each
 * (an IPv6 address bracketed, lower case; a URL parser's compressed form too). Port 80 also
 * without the port, which clients leave out.
 */
export function listenerHosts(baseUrlHost: string, boundAddress: string, port: number): string[] {
  const names = new Set<string>();
  for (const name of [baseUrlHost, boundAddress]) {
    const written = bracketed(name.toLowerCase());
    names.add(written);
    try {
      names.add(new URL(`http://${written}/`).hostname);
    } catch {
      // Not a URL host: the written form is the only one.
    }
  }
  const out: string[] = [];
  for (const name of names) {
    out.push(`${name}:${port}`);
    if (port === 80) out.push(name);
  }
  return out;
}

/**
 * Why this request is refused, or undefined. `allowedHosts`: the TCP listener's (listenerHosts);
 * undefined on the Unix socket, where Host is not checked.
 */
export function hostOriginProblem(
  headers: GateHeaders,
  allowedHosts: readonly string[] | undefined,
): GateRefusal | undefined {
  if (headers.origin !== undefined && headers.origin.length > 0)
    return {
      status: 403,
      reason: 'origin_refused',
      message: `a request with an Origin header (${shown(headers.origin.join(', '))}) comes from a web page; the OpenRig daemon serves no browser — call it from rig or a hook relay, without Origin`,
    };
  if (allowedHosts === undefined) return undefined;
  const use = allowedHosts[0] ?? 'the listener address';
  const host = headers.host;
  if (host === undefined || host.length === 0)
    return { status: 421, reason: 'host_refused', message: `the request has no Host header — send Host: ${use}` };
  if (host.length > 1)
    return {
      status: 421,
      reason: 'host_refused',
      message: `the request has ${host.length} Host headers — send one, Host: ${use}`,
    };
  const value = host[0]!.toLowerCase();
  if (allowedHosts.includes(value)) return undefined;
  return {
    status: 421,
    reason: 'host_refused',
    message: `Host ${shown(host[0]!)} is not this listener (${allowedHosts.join(', ')}); a name that resolves here is not enough (DNS rebinding) — address it as ${use}`,
  };
}

function shown(value: string): string {
  return JSON.stringify(value.length > SHOWN_CHARS ? `${value.slice(0, SHOWN_CHARS)}…` : value);
}
