// Talking to the daemon: HTTP over its Unix socket. A missing socket, or one nobody listens on,
// is "not running" (with how to start it), never a hang or a stack trace.
import { existsSync } from 'node:fs';
import type { HomePaths } from '../home/paths.js';

// node:http (and the net/stream modules behind it) is loaded only when there is a socket to talk
// to: commands that fall back to reading files when no daemon runs do not pay for it.
const loadHttp = () => process.getBuiltinModule('node:http') as typeof import('node:http');

export class DaemonUnavailableError extends Error {
  constructor(readonly socket: string, readonly detail: string) {
    super(`the OpenRig daemon is not running (no answer on ${socket}: ${detail})`);
    this.name = 'DaemonUnavailableError';
  }
}

export interface DaemonResponse<T = any> {
  status: number;
  body: T;
}

/** Response bodies larger than this are cut off (the daemon never sends one). */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

export interface RequestOptions {
  /** Seat identity of the caller (OPENRIG_SESSION_NAME), sent as X-OpenRig-Session. */
  session?: string | null;
  timeoutMs?: number;
}

export function daemonRequest<T = any>(socket: string, method: 'GET' | 'POST', path: string, body?: unknown, opts: RequestOptions = {}): Promise<DaemonResponse<T>> {
  return new Promise((resolve, reject) => {
    if (!existsSync(socket)) {
      reject(new DaemonUnavailableError(socket, 'ENOENT'));
      return;
    }
    const { request } = loadHttp();
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body), 'utf8');
    const headers: Record<string, string | number> = { accept: 'application/json' };
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = payload.length;
    }
    if (opts.session) headers['x-openrig-session'] = opts.session;
    const req = request({ socketPath: socket, method, path, headers, timeout: opts.timeoutMs ?? 120_000 }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size <= MAX_RESPONSE_BYTES) chunks.push(c);
      });
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          // Not JSON: hand the text back as it is.
        }
        resolve({ status: res.statusCode ?? 0, body: parsed as T });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from the daemon within ${opts.timeoutMs ?? 120_000} ms`)));
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED' || err.code === 'ENOTSOCK') {
        reject(new DaemonUnavailableError(socket, err.code));
        return;
      }
      reject(err);
    });
    if (payload) req.write(payload);
    req.end();
  });
}

/** The caller's seat identity: set by OpenRig in a managed seat's shell. */
export function callerSession(env: Record<string, string | undefined>): string | null {
  const name = env.OPENRIG_SESSION_NAME?.trim();
  return name ? name : null;
}

/** A request to this home's daemon. */
export function homeRequest<T = any>(home: HomePaths, method: 'GET' | 'POST', path: string, body?: unknown, opts: RequestOptions = {}): Promise<DaemonResponse<T>> {
  return daemonRequest<T>(home.daemonSocket, method, path, body, opts);
}
