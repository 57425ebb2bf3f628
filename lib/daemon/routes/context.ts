// What every route group is built from: the daemon's home, its leases and log, and the seams tests
// pass. A file of its own so the route groups and the table that lists them (../routes.ts) share it.
import type { HomePaths } from '../../home/paths.js';
import type { SendDeps } from '../../delivery/send/send.js';
import type { SeatLeases } from '../../delivery/send/lease.js';
import type { DaemonLog } from '../../timers/log.js';
import type { ActivityRouteDeps } from '../activity/route.js';
import type { CompactionRouteDeps } from './compaction.js';
import type { DaemonFederation } from '../federation.js';

export interface DaemonContext {
  home: HomePaths;
  leases: SeatLeases;
  log: DaemonLog;
  startedAt: string;
  /** Test seams and timing for the send flow. */
  sendDeps?: Partial<SendDeps>;
  /** How long a guard change waits for the operation in flight before answering 202. */
  guardActivationWaitMs?: number;
  /** Seams of POST /api/activity/hooks (tests). */
  activity?: Omit<ActivityRouteDeps, 'home'>;
  /** The loopback TCP listener, when the daemon serves one (GET /api/daemon/status shows it). */
  tcp?: { host: string; port: number; baseUrl: string };
  /** Seams of the compaction routes (tests). */
  compaction?: Omit<CompactionRouteDeps, 'home' | 'log'>;
  /** Federation over NATS (lib/daemon/federation.ts); off unless configured. */
  federation?: DaemonFederation;
}
