// Talking to the daemon: HTTP over its Unix socket. A missing socket, or one nobody listens on,
// is "not running" (with how to start it), never a hang or a stack trace.
import { existsSync } from 'node:fs';
import type { HomePaths } from '../home/paths.js';
import { net } from '../util/lazy-builtins.js';
import { encodeRequest, expectedLength, parseResponse } from './http-wire.js';
import { checkCallerIdentity } from './caller-identity.js';
import { paneIdentity } from '../seat/identity.js';
import { PANE_VARS } from '../seat/pane-vars.js';

// node:net is loaded only when there is a socket to talk to: commands that fall back to reading
// files when no daemon runs do not pay for it. The HTTP on it is ours (http-wire.ts).
export class DaemonUnavailableError extends Error {
  constructor(
    readonly socket: string,
    readonly detail: string,
  ) {
    super(`the OpenRig daemon is not running (no answer on ${socket}: ${detail})`);
    this.name = 'DaemonUnavailableError';
  }
}

// biome-ignore lint/suspicious/noExplicitAny: callers that do not name the answer's type read its fields loosely (status first)
export interface DaemonResponse<T = any> {
  status: number;
  body: T;
}

/** A larger answer is refused (the daemon never sends one). */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

export interface RequestOptions {
  /** Seat identity of the caller (OPENRIG_SESSION_NAME), sent as X-OpenRig-Session. */
  session?: string | null;
  timeoutMs?: number;
}

// biome-ignore lint/suspicious/noExplicitAny: callers that do not name the answer's type read its fields loosely (status first)
export function daemonRequest<T = any>(
  socket: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  opts: RequestOptions = {},
): Promise<DaemonResponse<T>> {
  return new Promise((resolve, reject) => {
    if (!existsSync(socket)) {
      reject(new DaemonUnavailableError(socket, 'ENOENT'));
      return;
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (opts.session) headers['x-openrig-session'] = opts.session;
    const wire = encodeRequest({
      method,
      path,
      headers,
      body: body === undefined ? undefined : Buffer.from(JSON.stringify(body), 'utf8'),
    });
    if (wire instanceof Error) {
      reject(wire);
      return;
    }
    const timeoutMs = opts.timeoutMs ?? 120_000;
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const conn = net().createConnection(socket);
    const settle = (err: Error | undefined, res?: DaemonResponse<T>) => {
      if (settled) return;
      settled = true;
      conn.destroy();
      if (err) reject(err);
      else resolve(res!);
    };
    // The whole answer is parsed once it can be complete: concatenating on every chunk would copy
    // a large answer (a held-message listing) over and over.
    let need: number | null | undefined;
    const check = (ended: boolean) => {
      if (!ended) {
        if (need === undefined) need = expectedLength(Buffer.concat(chunks));
        if (need === undefined || need === null || size < need) return;
      }
      const p = parseResponse(Buffer.concat(chunks), ended);
      if (p.kind === 'incomplete') return;
      if (p.kind === 'malformed') return settle(new Error(`the daemon's answer could not be read: ${p.reason}`));
      const text = p.body.toString('utf8');
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: hand the text back as it is.
      }
      settle(undefined, { status: p.status, body: parsed as T });
    };
    conn.setTimeout(timeoutMs, () => settle(new Error(`no answer from the daemon within ${timeoutMs} ms`)));
    conn.on('connect', () => conn.write(wire));
    conn.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_RESPONSE_BYTES)
        return settle(new Error(`the daemon's answer exceeds ${MAX_RESPONSE_BYTES} bytes`));
      chunks.push(c);
      check(false);
    });
    conn.on('end', () => check(true));
    conn.on('close', () => settle(new Error('the daemon closed the connection without an answer')));
    conn.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED' || err.code === 'ENOTSOCK')
        settle(new DaemonUnavailableError(socket, err.code));
      else settle(err);
    });
  });
}

/** OPENRIG_SESSION_NAME is no seat identity; the CLI prints what and todo as its one line. */
export class CallerSessionError extends Error {
  readonly what: string;
  readonly todo = "unset it, or set it to the seat's name@rig";
  constructor(value: string, problem: string) {
    const what = `${PANE_VARS.session} ${JSON.stringify(value)} is not a seat identity (${problem}), so this shell's caller cannot be named`;
    super(what);
    this.what = what;
    this.name = 'CallerSessionError';
  }
}

/**
 * The caller's seat identity: set by OpenRig in a managed seat's shell. A value the daemon would
 * refuse (lib/daemon/caller-identity.ts: not a seat ref name@rig) is refused here, before any request.
 */
export function callerSession(env: Record<string, string | undefined>): string | null {
  const name = paneIdentity(env).session;
  if (!name) return null;
  const caller = checkCallerIdentity([name]);
  if (!caller.ok) throw new CallerSessionError(caller.value, caller.problem);
  return caller.session;
}

/** A request to this home's daemon. */
// biome-ignore lint/suspicious/noExplicitAny: callers that do not name the answer's type read its fields loosely (status first)
export function homeRequest<T = any>(
  home: HomePaths,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  opts: RequestOptions = {},
): Promise<DaemonResponse<T>> {
  return daemonRequest<T>(home.daemonSocket, method, path, body, opts);
}
