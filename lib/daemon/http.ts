// The daemon's HTTP plumbing: a tiny router over node:http, bounded JSON bodies, JSON answers.
// A handler returns {status, body}; a thrown HttpError becomes its status with {error, reason}.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CALLER_HEADER, checkCallerIdentity } from './caller-identity.js';
import { hostOriginProblem } from './host-origin.js';

/** Requests larger than this are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface Reply {
  status: number;
  body: unknown;
}

export interface RouteRequest {
  method: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The caller's seat ref (name@rig) from X-OpenRig-Session; null when absent (unattributed). Any other value was refused (400). */
  session: string | null;
  /** Parsed JSON body (POST only); undefined when there was none. */
  body: unknown;
  /** Aborts when the caller's connection closes before the answer was sent. */
  signal: AbortSignal;
}

export type Handler = (req: RouteRequest) => Promise<Reply> | Reply;

export interface RouteOptions {
  /** A smaller body bound than MAX_BODY_BYTES for this route. */
  maxBodyBytes?: number;
  /** Runs before the body is read; throws an HttpError to refuse (a caller without credentials sends no body we parse). */
  authorize?: (headers: IncomingMessage['headers']) => void;
}

interface Route {
  method: 'GET' | 'POST';
  parts: string[];
  handler: Handler;
  options: RouteOptions;
}

export class Router {
  private readonly routes: Route[] = [];

  add(method: 'GET' | 'POST', pattern: string, handler: Handler, options: RouteOptions = {}): this {
    this.routes.push({ method, parts: pattern.split('/').filter(Boolean), handler, options });
    return this;
  }

  /** The route and its decoded params; literal segments win over params at the same depth. */
  match(method: string, pathname: string): { route: Route; params: Record<string, string> } | 'method' | undefined {
    const segments = pathname.split('/').filter(Boolean);
    let methodMismatch = false;
    const candidates: { route: Route; params: Record<string, string>; literals: number }[] = [];
    for (const route of this.routes) {
      if (route.parts.length !== segments.length) continue;
      const params: Record<string, string> = {};
      let literals = 0;
      let ok = true;
      for (let i = 0; i < segments.length; i++) {
        const part = route.parts[i]!;
        let seg: string;
        try {
          seg = decodeURIComponent(segments[i]!);
        } catch {
          ok = false;
          break;
        }
        if (part.startsWith(':')) params[part.slice(1)] = seg;
        else if (part === seg) literals++;
        else {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      if (route.method !== method) {
        methodMismatch = true;
        continue;
      }
      candidates.push({ route, params, literals });
    }
    if (!candidates.length) return methodMismatch ? 'method' : undefined;
    candidates.sort((a, b) => b.literals - a.literals);
    return candidates[0]!;
  }
}

async function readBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, 'body_too_large', `the request body is larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, 'body_too_large', `the request body is larger than ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new HttpError(400, 'invalid_json', `the request body is not valid JSON: ${(err as Error).message}`);
  }
}

function send(res: ServerResponse, reply: Reply): void {
  const text = JSON.stringify(reply.body ?? null);
  res.writeHead(reply.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** The caller's seat identity (a seat ref or none); a forged or malformed one is refused before any effect. */
function callerSession(req: IncomingMessage): string | null {
  const caller = checkCallerIdentity(req.headersDistinct[CALLER_HEADER]);
  if (caller.ok) return caller.session;
  throw new HttpError(
    400,
    'invalid_caller_identity',
    `X-OpenRig-Session ${JSON.stringify(caller.value)} is not a seat identity: ${caller.problem}. Send a seat ref name@rig (OPENRIG_SESSION_NAME in a seat's shell), or no header for an unattributed caller`,
  );
}

export interface ServeOptions {
  /** The Host values this listener answers (lib/daemon/host-origin.ts); absent on the Unix socket, which checks Origin only. */
  allowedHosts?: () => readonly string[];
}

export function handleWith(router: Router, onError: (err: unknown) => void, serve: ServeOptions = {}) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // A caller that disconnects (a killed rig send, a client timeout) aborts its request's work.
    const gone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    try {
      // Before anything else, even the route lookup: a browser's request learns nothing here.
      const refusal = hostOriginProblem(
        { host: req.headersDistinct.host, origin: req.headersDistinct.origin },
        serve.allowedHosts?.(),
      );
      if (refusal) throw new HttpError(refusal.status, refusal.reason, refusal.message);
      const url = new URL(req.url ?? '/', 'http://daemon');
      const found = router.match(req.method ?? 'GET', url.pathname);
      if (found === undefined) throw new HttpError(404, 'not_found', `no route for ${req.method} ${url.pathname}`);
      if (found === 'method')
        throw new HttpError(405, 'method_not_allowed', `${req.method} is not allowed on ${url.pathname}`);
      found.route.options.authorize?.(req.headers);
      const session = callerSession(req);
      const limit = Math.min(found.route.options.maxBodyBytes ?? MAX_BODY_BYTES, MAX_BODY_BYTES);
      const body = req.method === 'POST' ? await readBody(req, limit) : undefined;
      const reply = await found.route.handler({
        method: req.method ?? 'GET',
        params: found.params,
        query: url.searchParams,
        headers: req.headers,
        session,
        body,
        signal: gone.signal,
      });
      send(res, reply);
    } catch (err) {
      if (err instanceof HttpError) {
        send(res, { status: err.status, body: { error: err.message, reason: err.reason } });
        return;
      }
      onError(err);
      send(res, {
        status: 500,
        body: { error: `internal error: ${(err as Error)?.message ?? String(err)}`, reason: 'internal_error' },
      });
    }
  };
}
