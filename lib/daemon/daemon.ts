// The daemon process: HTTP on the home's Unix socket (0600 inside the 0700 run/ folder), one per
// home. At start it reconciles what a previous process left behind — interrupted attempts become
// indeterminate (never replayed), requested guard modes take effect — before it accepts a request.
// On stop it finishes the operations in flight, then removes its socket.
// Asked for one (tcp), it also listens on loopback TCP for remote hook relays: that listener
// serves POST /api/activity/hooks only (lib/daemon/tcp.ts), with the token of activity/endpoint.ts.
import { createServer, type Server } from 'node:http';
import { createConnection } from 'node:net';
import { rmSync, chmodSync, statSync } from 'node:fs';
import type { HomePaths } from '../home/paths.js';
import { defineKind, ensureDir, readDocument, withLock, writeFileAtomically, type Versioned } from '../store/index.js';
import { validate_daemon_info_v1 } from '../store/validators/daemon-info.v1.generated.js';
import { listSeats } from '../seat/registry.js';
import { SeatLeases } from '../delivery/send/lease.js';
import { recoverSending } from '../delivery/outbox/outbox.js';
import { activateDesired, listGuardNodes } from '../delivery/guard/store.js';
import { fallbackModeOf } from '../delivery/guard/policy.js';
import { buildRouter, type DaemonContext } from './routes.js';
import { handleWith, Router } from './http.js';
import { addActivityRoute, type ActivityRouteDeps } from './activity/route.js';
import {
  endpointBaseUrl,
  ensureActivityToken,
  removeActivityEndpoint,
  writeActivityEndpoint,
} from './activity/endpoint.js';
import { listenLoopback, TcpListenError, tcpOptionsProblem, type TcpOptions } from './tcp.js';
import { listenerHosts } from './host-origin.js';
import { fileLog, type DaemonLog } from '../timers/log.js';
import { routeTmuxReadsThroughControlClients, type ControlPool } from '../tmux/control-pool.js';
import { TimerLoop, type TimerLoopOptions } from '../timers/loop.js';
import { timerJobs } from './timers/jobs.js';
import { startFederationIfConfigured } from './federation.js';
import { ownerDeps } from './remote-send.js';
import { queueOwnerDeps } from './remote-queue.js';
import type { LinkOptions } from '../federation/link.js';

export interface DaemonInfo {
  pid: number;
  socket: string;
  startedAt: string;
}

export class DaemonAlreadyRunningError extends Error {
  constructor(
    readonly info: DaemonInfo | undefined,
    readonly socket: string,
  ) {
    super(`the OpenRig daemon is already running (pid ${info?.pid ?? 'unknown'}, socket ${socket})`);
    this.name = 'DaemonAlreadyRunningError';
  }
}

interface DaemonInfoDocument extends DaemonInfo, Versioned {
  schema: 'daemon-info';
  version: 1;
}

const daemonInfoKind = defineKind<DaemonInfoDocument>({
  schema: 'daemon-info',
  version: 1,
  validate: validate_daemon_info_v1,
});

/** The running daemon's pid file (informational; the socket answering is the real test). */
export function readDaemonInfo(home: HomePaths): DaemonInfo | undefined {
  try {
    const doc = readDocument(daemonInfoKind, home.daemonPid, { onCorrupt: 'fresh', report: () => {} });
    return doc ? { pid: doc.pid, socket: doc.socket, startedAt: doc.startedAt } : undefined;
  } catch {
    // Unreadable: nothing known.
    return undefined;
  }
}

export type SocketProbe = 'answering' | 'stale' | 'absent';

/** Does something listen on the socket? A refused connection means a stale file left by a crash. */
export function probeSocket(socket: string, timeoutMs = 1000): Promise<SocketProbe> {
  return new Promise((resolve) => {
    const conn = createConnection({ path: socket });
    const timer = setTimeout(() => {
      conn.destroy();
      resolve('answering');
    }, timeoutMs);
    conn.once('connect', () => {
      clearTimeout(timer);
      conn.end();
      resolve('answering');
    });
    conn.once('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(err.code === 'ENOENT' ? 'absent' : 'stale');
    });
  });
}

export interface RunningDaemon {
  server: Server;
  ctx: DaemonContext;
  info: DaemonInfo;
  /** Stop accepting, finish in-flight operations, remove the socket and pid file. */
  close(): Promise<void>;
  closed: Promise<void>;
  /** The tmux control clients in use, unless turned off (tests look at its counts). */
  tmuxControl: ControlPool | undefined;
  /** The loopback TCP listener, when one was asked for. */
  tcp?: { server: Server; host: string; port: number; baseUrl: string };
  /** The timer loop (queue wakes, watchdog reminders, …); tests tick it by hand. */
  timers: TimerLoop;
}

export interface StartOptions {
  log?: DaemonLog;
  sendDeps?: DaemonContext['sendDeps'];
  guardActivationWaitMs?: number;
  /** Environment read for OPENRIG_TMUX_CONTROL (default: the process's). */
  env?: NodeJS.ProcessEnv;
  /** Also listen on loopback TCP (POST /api/activity/hooks only). */
  tcp?: TcpOptions;
  /** Seams of the activity route (the store's apply function, the evidence effects and checker). */
  activity?: Omit<ActivityRouteDeps, 'home'>;
  /** The timer loop's interval, clock, jobs or manual ticking (tests). */
  timers?: TimerLoopOptions;
  /** Federation's poll and heartbeat periods (tests, benchmarks). */
  federation?: LinkOptions;
}

/** Start-up reconciliation: nothing is replayed, nothing is typed. */
async function recoverAtStart(
  home: HomePaths,
  log: DaemonLog,
): Promise<{ indeterminate: string[]; activated: string[] }> {
  const indeterminate = await recoverSending(home);
  for (const id of indeterminate)
    log.warn(`outbox ${id} was interrupted mid-write by a stopped daemon; now indeterminate (not replayed)`);
  const activated: string[] = [];
  const seats = new Map(listSeats(home).map((s) => [s.nodeId, s]));
  for (const nodeId of listGuardNodes(home)) {
    try {
      const seat = seats.get(nodeId);
      const pref = await activateDesired(home, nodeId, seat ? fallbackModeOf(seat) : 'off');
      activated.push(nodeId);
      log.info(`guard ${nodeId}: effective ${pref.effectiveMode}`);
    } catch (err) {
      log.error(`guard ${nodeId}: activation failed: ${(err as Error).message}`);
    }
  }
  return { indeterminate, activated };
}

export async function startDaemon(home: HomePaths, opts: StartOptions = {}): Promise<RunningDaemon> {
  // A listener that may not be served is refused before anything is touched.
  const tcpProblem = opts.tcp && tcpOptionsProblem(opts.tcp);
  if (tcpProblem) throw new TcpListenError(tcpProblem.code, tcpProblem.message);
  ensureDir(home.run);
  ensureDir(home.logs);
  const log = opts.log ?? fileLog(home.daemonLog);
  const socket = home.daemonSocket;
  // One start at a time per home: the probe, the stale-socket removal and listen() are one step.
  return withLock(
    home.daemonStartLock,
    async () => {
      const probe = await probeSocket(socket);
      if (probe === 'answering') throw new DaemonAlreadyRunningError(readDaemonInfo(home), socket);
      if (probe === 'stale') {
        log.warn(`replacing stale socket ${socket} (nothing listened on it)`);
        rmSync(socket, { force: true });
      }
      // Permission evidence is memory-like: it does not survive a daemon (spec: lost on restart).
      rmSync(home.permissionEvidence, { recursive: true, force: true });
      // No daemon answers for this home (the probe, under the lock): an endpoint file is a leftover.
      if (!opts.tcp) rmSync(home.activityEndpoint, { force: true });
      const recovery = await recoverAtStart(home, log);
      const startedAt = new Date().toISOString();
      const leases = new SeatLeases(home);
      const ctx: DaemonContext = {
        home,
        leases,
        log,
        startedAt,
        sendDeps: opts.sendDeps,
        guardActivationWaitMs: opts.guardActivationWaitMs,
        activity: opts.activity,
      };
      // The timers' startup passes (the queue recovery pass) run now: after the prior process's
      // claims were reconciled above, before the socket accepts a new send.
      const timers = new TimerLoop({ home, log, leases, sendDeps: opts.sendDeps }, opts.timers?.jobs ?? timerJobs(), {
        ...opts.timers,
      });
      await timers.startup();
      const router = buildRouter(ctx);
      let active = 0;
      let idle: (() => void) | undefined;
      const onError = (err: unknown) => log.error(`request failed: ${(err as Error)?.stack ?? String(err)}`);
      const serve = (handler: ReturnType<typeof handleWith>) => {
        const s = createServer((req, res) => {
          active++;
          res.on('close', () => {
            active--;
            if (active === 0) idle?.();
          });
          void handler(req, res);
        });
        s.keepAliveTimeout = 1000;
        return s;
      };
      const server = serve(handleWith(router, onError));
      let tcp: RunningDaemon['tcp'];
      if (opts.tcp) {
        // The token exists before anything listens: a relay that reads the endpoint file finds it valid.
        const { token, created } = await ensureActivityToken(home);
        // Its own address and port only, once bound (DNS rebinding): nothing is answered before that.
        let hosts: readonly string[] = [];
        const tcpServer = serve(
          handleWith(addActivityRoute(new Router(), { home, ...opts.activity }), onError, {
            allowedHosts: () => hosts,
          }),
        );
        const bound = await listenLoopback(tcpServer, opts.tcp);
        hosts = listenerHosts(bound.host, bound.address, bound.port);
        tcp = {
          server: tcpServer,
          host: bound.host,
          port: bound.port,
          baseUrl: endpointBaseUrl(bound.host, bound.port),
        };
        ctx.tcp = { host: tcp.host, port: tcp.port, baseUrl: tcp.baseUrl };
        try {
          await writeActivityEndpoint(home, { baseUrl: tcp.baseUrl, token });
        } catch (err) {
          tcpServer.close();
          throw err;
        }
        log.info(
          `tcp listener ${tcp.baseUrl} (POST /api/activity/hooks only); token ${created ? 'created' : 'reused'} at ${home.activityHookToken}`,
        );
      }
      try {
        await new Promise<void>((resolve, reject) => {
          const previous = process.umask(0o077);
          server.once('error', (err) => {
            process.umask(previous);
            reject(err);
          });
          server.listen(socket, () => {
            process.umask(previous);
            resolve();
          });
        });
      } catch (err) {
        if (tcp) {
          tcp.server.close();
          removeActivityEndpoint(home, tcp.baseUrl);
        }
        throw err;
      }
      chmodSync(socket, 0o600);
      const socketIno = statSync(socket).ino;
      const info: DaemonInfo = { pid: process.pid, socket, startedAt };
      await writeFileAtomically(home.daemonPid, JSON.stringify({ schema: 'daemon-info', version: 1, ...info }) + '\n');
      log.info(`daemon started pid=${process.pid} socket=${socket} recovered=${recovery.indeterminate.length}`);
      // Pane reads (status, the polls of a send) go through tmux control clients: a fraction of a
      // millisecond each instead of a tmux process of about 10 ms. A server's client starts at its
      // first read (that read runs in a tmux process), so no server is touched before a seat needs it.
      // This installs a process-wide router in lib/tmux/client.ts until control.release().
      const control = routeTmuxReadsThroughControlClients(opts.env ?? process.env);
      timers.start();
      // Federation, when configured, starts in the background: nothing local waits on NATS.
      ctx.federation = startFederationIfConfigured(
        home,
        opts.env ?? process.env,
        log,
        opts.federation,
        ownerDeps(ctx),
        queueOwnerDeps(ctx),
      );

      // A daemon whose socket was removed or replaced (its throwaway home deleted, a successor
      // started) can no longer be reached: it stops instead of lingering.
      const watch = setInterval(() => {
        let ours = false;
        try {
          ours = statSync(socket).ino === socketIno;
        } catch {
          // gone
        }
        if (!ours) {
          log.warn(`socket ${socket} was removed or replaced; stopping`);
          void close();
        }
      }, 2000);
      watch.unref();

      let resolveClosed!: () => void;
      const closed = new Promise<void>((r) => {
        resolveClosed = r;
      });
      let closing: Promise<void> | undefined;
      const close = () => {
        closing ??= (async () => {
          clearInterval(watch);
          log.info('daemon stopping: finishing operations in flight');
          server.close();
          server.closeIdleConnections();
          tcp?.server.close();
          tcp?.server.closeIdleConnections();
          // No new tick starts; the one in flight ends (its notice cancelled honestly) before the leases drain.
          await timers.stop();
          if (ctx.federation?.state === 'on') await (await ctx.federation.link.catch(() => undefined))?.close();
          // Sends' waits for their consumption records end now, each with one last look.
          await leases.drain({ endFollowUps: true });
          if (active > 0)
            await new Promise<void>((r) => {
              idle = r;
              setTimeout(r, 10_000).unref();
            });
          server.closeAllConnections();
          tcp?.server.closeAllConnections();
          if (tcp) removeActivityEndpoint(home, tcp.baseUrl);
          // Its tmux control clients end before the daemon does (see ControlClient.close).
          await control.release();
          // Remove only our own socket: a successor may already have replaced it.
          try {
            if (statSync(socket).ino === socketIno) rmSync(socket, { force: true });
          } catch {
            // Already gone.
          }
          if (readDaemonInfo(home)?.pid === process.pid) rmSync(home.daemonPid, { force: true });
          log.info('daemon stopped');
          resolveClosed();
        })();
        return closing;
      };
      return { server, ctx, info, close, closed, tmuxControl: control.pool, tcp, timers };
    },
    { waitMs: 15_000 },
  );
}
