// The remote relay: when the seat's environment names an OpenRig endpoint (OPENRIG_URL, or
// OPENRIG_HOST/OPENRIG_PORT), the hook also posts its observation to POST /api/activity/hooks with
// a bearer token. The endpoint is resolved purely (resolveEndpoint); the POST loads node:http
// only then, aborts after 1.5 s, and never throws: a failure is one advisory line. The token is
// never printed.
import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import type { HookObservation } from './contract.js';

export type Env = Record<string, string | undefined>;

export const RELAY_PATH = '/api/activity/hooks';
export const RELAY_TIMEOUT_MS = 1500;
/** Header-safe, no spaces: what a bearer token may be. */
const TOKEN_PATTERN = /^[\x21-\x7e]{1,512}$/;

export interface Endpoint {
  /** http://host:port, no trailing slash. */
  baseUrl: string;
  token: string;
}

export type EndpointResult =
  /** No endpoint named in the environment: no relay (the local record is enough). */
  | { kind: 'none' }
  | { kind: 'ok'; endpoint: Endpoint }
  /** Named but unusable; `why` never contains the token. */
  | { kind: 'incomplete'; why: string };

const value = (env: Env, key: string) => {
  const v = env[key]?.trim();
  return v ? v : undefined;
};

function normalBase(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    const u = new URL(text);
    if (u.protocol !== 'http:' || u.username || u.password || u.search || u.hash) return undefined;
    return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`;
  } catch {
    return undefined;
  }
}

/** Whether the environment asks for a relay at all (the endpoint file alone does not). */
export function relayRequested(env: Env): boolean {
  return (
    value(env, 'OPENRIG_URL') !== undefined ||
    value(env, 'OPENRIG_HOST') !== undefined ||
    value(env, 'OPENRIG_PORT') !== undefined
  );
}

/**
 * Pure. The base: OPENRIG_URL, else http://<OPENRIG_HOST or 127.0.0.1>:<OPENRIG_PORT>; the token:
 * OPENRIG_ACTIVITY_HOOK_TOKEN. Whatever is still missing is filled from `endpointFile` (the text of
 * $OPENRIG_HOME/activity-endpoint.json, {baseUrl, token}), and only that.
 */
export function resolveEndpoint(env: Env, endpointFile?: string): EndpointResult {
  if (!relayRequested(env)) return { kind: 'none' };
  const url = value(env, 'OPENRIG_URL');
  const port = value(env, 'OPENRIG_PORT');
  let baseUrl: string | undefined;
  if (url !== undefined) baseUrl = normalBase(url);
  else if (port !== undefined && /^[0-9]{1,5}$/.test(port) && Number(port) > 0 && Number(port) < 65536)
    baseUrl = normalBase(`http://${value(env, 'OPENRIG_HOST') ?? '127.0.0.1'}:${port}`);
  let token = value(env, 'OPENRIG_ACTIVITY_HOOK_TOKEN');
  if (token !== undefined && !TOKEN_PATTERN.test(token)) token = undefined;
  if ((baseUrl === undefined || token === undefined) && endpointFile !== undefined) {
    try {
      const f = JSON.parse(endpointFile) as { baseUrl?: unknown; token?: unknown };
      if (baseUrl === undefined && typeof f?.baseUrl === 'string') baseUrl = normalBase(f.baseUrl);
      if (token === undefined && typeof f?.token === 'string' && TOKEN_PATTERN.test(f.token)) token = f.token;
    } catch {
      // unreadable: whatever is missing stays missing
    }
  }
  if (baseUrl === undefined) return { kind: 'incomplete', why: 'no usable endpoint URL' };
  if (token === undefined) return { kind: 'incomplete', why: 'no activity hook token' };
  return { kind: 'ok', endpoint: { baseUrl, token } };
}

/** $OPENRIG_HOME/activity-endpoint.json as text (small, a regular file), or undefined. */
export function readEndpointFile(file: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > 64 * 1024) return undefined;
    return readFileSync(fd, 'utf8');
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** POSTs the observation; resolves with undefined on a 2xx, else with why (never rejects). */
export function postObservation(
  endpoint: Endpoint,
  obs: HookObservation,
  timeoutMs = RELAY_TIMEOUT_MS,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (why: string | undefined) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(why);
    };
    const timer = setTimeout(() => {
      req?.destroy();
      finish(`no answer within ${timeoutMs} ms`);
    }, timeoutMs);
    let req: import('node:http').ClientRequest | undefined;
    try {
      const http = process.getBuiltinModule('node:http') as typeof import('node:http');
      const body = JSON.stringify(obs);
      req = http.request(
        `${endpoint.baseUrl}${RELAY_PATH}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${endpoint.token}`,
          },
        },
        (res) => {
          res.resume();
          const status = res.statusCode ?? 0;
          res.on('end', () => finish(status >= 200 && status < 300 ? undefined : `HTTP ${status}`));
          res.on('error', () => finish(`HTTP ${status}, answer cut`));
        },
      );
      req.on('error', (e) => finish(e.message));
      req.end(body);
    } catch (e) {
      finish((e as Error).message);
    }
  });
}
