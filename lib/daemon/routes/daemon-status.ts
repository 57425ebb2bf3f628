// GET /api/daemon/status: the daemon answers for itself (pid, socket, operations in flight, TCP listener).
import type { Handler } from '../http.js';
import type { DaemonContext } from './context.js';
import { federationClientLoaded } from '../federation.js';

export function daemonStatus(ctx: DaemonContext): Handler {
  return () => ({
    status: 200,
    body: {
      running: true,
      pid: process.pid,
      socket: ctx.home.daemonSocket,
      startedAt: ctx.startedAt,
      inFlight: ctx.leases.inFlight(),
      ...(ctx.tcp ? { tcp: ctx.tcp } : {}),
      // Whether federation is configured, and whether this process loaded the NATS client at all.
      federation: { state: ctx.federation?.state ?? 'off', clientLoaded: federationClientLoaded() },
    },
  });
}
