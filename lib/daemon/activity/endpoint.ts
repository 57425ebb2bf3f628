// Where a remote hook relay posts and what it proves itself with. The token lives in
// $OPENRIG_HOME/activity-hook-token (0600) and survives restarts: a seat launched with
// OPENRIG_ACTIVITY_HOOK_TOKEN in its frozen env keeps authenticating after the daemon restarts.
// activity-endpoint.json {baseUrl, token} (0600) exists only while a daemon serves TCP.
// The token is never printed or logged; only its file path is.
import { chmodSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import type { HomePaths } from '../../home/paths.js';
import { ensureDir, writeFileAtomically } from '../../store/index.js';
import { crypto } from '../../util/lazy-builtins.js';

/** 32 random bytes as lowercase hex. */
export const TOKEN_PATTERN = /^[0-9a-f]{64}$/;
/** The one default for the TCP listener's host (a --host given wins). */
export const DEFAULT_TCP_HOST = '127.0.0.1';

/** Pure: may the daemon bind this host? Loopback names and addresses only. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase();
  if (h === 'localhost') return true;
  const bare = h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h;
  const family = isIP(bare);
  if (family === 4) return bare.startsWith('127.');
  if (family === 6) {
    if (bare === '::1' || bare === '0:0:0:0:0:0:0:1') return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
    return mapped !== null && mapped[1]!.startsWith('127.');
  }
  return false;
}

/** Pure: the base URL relays use. An explicit host is used as given (IPv6 bracketed); a wildcard or none → 127.0.0.1. */
export function endpointBaseUrl(host: string | undefined, port: number): string {
  const h = host?.trim() ?? '';
  const bare = h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h;
  if (bare === '' || bare === '0.0.0.0' || bare === '::' || bare === '*') return `http://${DEFAULT_TCP_HOST}:${port}`;
  return isIP(bare) === 6 ? `http://[${bare}]:${port}` : `http://${bare}:${port}`;
}

/** The token, or undefined when there is none (or it is not 64 hex digits: treated as none). */
export function readActivityToken(home: HomePaths): string | undefined {
  let text: string;
  try {
    text = readFileSync(home.activityHookToken, 'utf8').trim();
  } catch {
    return undefined;
  }
  return TOKEN_PATTERN.test(text) ? text : undefined;
}

/**
 * The token for a TCP start: the existing one (its mode narrowed to 0600 if it was wider), else a
 * new one. A file that holds no valid token is replaced. `created` says which, for the log.
 */
export async function ensureActivityToken(home: HomePaths): Promise<{ token: string; created: boolean }> {
  const existing = readActivityToken(home);
  if (existing) {
    if ((statSync(home.activityHookToken).mode & 0o777) !== 0o600) chmodSync(home.activityHookToken, 0o600);
    return { token: existing, created: false };
  }
  const token = crypto().randomBytes(32).toString('hex');
  ensureDir(home.root);
  try {
    // wx: never overwrite a token written between the read and here; it is read again below.
    writeFileSync(home.activityHookToken, `${token}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const raced = readActivityToken(home);
    if (raced) return { token: raced, created: false };
    // A file with no valid token in it: replaced whole.
    await writeFileAtomically(home.activityHookToken, `${token}\n`);
  }
  chmodSync(home.activityHookToken, 0o600);
  return { token, created: true };
}

/** Pure: does the presented token equal the expected one? Constant time in the content. */
export function tokensMatch(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  const c = crypto();
  // Hashing first makes both sides the same length, so timingSafeEqual never throws or leaks length.
  const a = c.createHash('sha256').update(presented, 'utf8').digest();
  const b = c.createHash('sha256').update(expected, 'utf8').digest();
  return c.timingSafeEqual(a, b);
}

/** Pure: the token a request presents: `authorization: Bearer …` when given, else `x-openrig-activity-token`. */
export function presentedToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const auth = first(headers.authorization);
  if (auth !== undefined) {
    const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(auth);
    return m ? m[1] : '';
  }
  const x = first(headers['x-openrig-activity-token']);
  return x === undefined ? undefined : x.trim();
}

export interface ActivityEndpoint {
  baseUrl: string;
  token: string;
}

/** Written (atomically, 0600) at every TCP start. */
export async function writeActivityEndpoint(home: HomePaths, endpoint: ActivityEndpoint): Promise<void> {
  await writeFileAtomically(
    home.activityEndpoint,
    `${JSON.stringify({ baseUrl: endpoint.baseUrl, token: endpoint.token }, null, 2)}\n`,
  );
  chmodSync(home.activityEndpoint, 0o600);
}

/** At a clean stop: removed, unless it now names another daemon's endpoint. */
export function removeActivityEndpoint(home: HomePaths, baseUrl: string): void {
  try {
    const doc = JSON.parse(readFileSync(home.activityEndpoint, 'utf8')) as { baseUrl?: unknown };
    if (doc.baseUrl !== baseUrl) return;
  } catch {
    // Unreadable or malformed: ours to remove (nothing else writes it).
  }
  rmSync(home.activityEndpoint, { force: true });
}
