// GET /api/federation/seats: the other hosts' seats as this daemon's watch holds them, judged by
// each host's heartbeat now (a stale host's seats read stale, never their last state), with this
// host's connection. The CLI asks here: it never talks to NATS itself.
import type { Handler } from '../http.js';
import type { DaemonFederation } from '../federation.js';
import type { DaemonContext } from './context.js';

export async function federationView(f: DaemonFederation | undefined, nowMs = Date.now()) {
  if (!f || f.state === 'off') return { state: 'off' as const };
  if (f.state === 'invalid') return { state: 'invalid' as const, problems: f.problems };
  const link = await f.link;
  return { state: 'on' as const, ...link.status(nowMs), seats: link.rows(nowMs) };
}

export function federationSeatsRoute(ctx: DaemonContext): Handler {
  return async () => ({ status: 200, body: await federationView(ctx.federation) });
}
