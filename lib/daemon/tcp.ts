// The daemon's optional TCP listener, for remote hook relays: loopback only, and it serves one
// route (POST /api/activity/hooks, lib/daemon/activity/route.ts). The pane-typing routes stay on
// the Unix socket, whose 0600 mode is their access control: a token that every seat's env carries
// must never let anyone type into a pane. A request whose Host is not this listener's own address
// and port, or that carries an Origin, is refused before the route (lib/daemon/host-origin.ts).
import type { Server } from 'node:http';
import { DEFAULT_TCP_HOST, isLoopbackHost } from './activity/endpoint.js';

export interface TcpOptions {
  /** Default DEFAULT_TCP_HOST; must be a loopback name or address. */
  host?: string;
  /** 0: any free port (the endpoint file and status name the one bound). */
  port: number;
}

export class TcpListenError extends Error {
  constructor(
    readonly code: 'not_loopback' | 'invalid_port' | 'listen_failed',
    message: string,
  ) {
    super(message);
    this.name = 'TcpListenError';
  }
}

/** Pure: why these options cannot be served, or undefined. The CLI's parse step and the daemon share it. */
export function tcpOptionsProblem(
  opts: TcpOptions,
): { code: 'not_loopback' | 'invalid_port'; message: string } | undefined {
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535)
    return { code: 'invalid_port', message: `port ${JSON.stringify(opts.port)} is not a whole number from 0 to 65535` };
  const host = opts.host ?? DEFAULT_TCP_HOST;
  if (!isLoopbackHost(host))
    return {
      code: 'not_loopback',
      message: `host ${JSON.stringify(host)} is not a loopback address: the TCP listener binds loopback only`,
    };
  return undefined;
}

/**
 * Listens, then checks what was bound: a name that resolved off loopback is closed and refused.
 * `host`: as given (the base URL's); `address`: the loopback address bound (host-origin.ts allows both).
 */
export async function listenLoopback(
  server: Server,
  opts: TcpOptions,
): Promise<{ host: string; port: number; address: string }> {
  const problem = tcpOptionsProblem(opts);
  if (problem) throw new TcpListenError(problem.code, problem.message);
  const host = opts.host ?? DEFAULT_TCP_HOST;
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  await new Promise<void>((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) =>
      reject(new TcpListenError('listen_failed', `cannot listen on ${host}:${opts.port}: ${err.code ?? err.message}`));
    server.once('error', onError);
    server.listen({ host: bare, port: opts.port, exclusive: true }, () => {
      server.removeListener('error', onError);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string' || !isLoopbackHost(address.address)) {
    await new Promise<void>((r) => server.close(() => r()));
    throw new TcpListenError('not_loopback', `${host} resolved to a non-loopback address; refusing to serve on it`);
  }
  return { host, port: address.port, address: address.address };
}
