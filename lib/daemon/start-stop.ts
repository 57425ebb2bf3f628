// Starting, stopping and asking about the daemon from the CLI (and from `rig up`). A detached
// start re-runs this same rig bundle with `daemon start --foreground` and returns once the socket
// answers; a stop sends SIGTERM and waits until the socket is gone.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import type { Env, HomePaths } from '../home/paths.js';
import { ensureDir } from '../store/index.js';
import { daemonRequest, DaemonUnavailableError } from './client.js';
import { probeSocket, readDaemonInfo, type DaemonInfo } from './daemon.js';
import { sleep } from '../util/sleep.js';
import type { TcpOptions } from './tcp.js';

export interface DaemonStatus {
  running: boolean;
  pid?: number;
  socket: string;
  startedAt?: string;
  inFlight?: number;
  /** A socket file nobody answers on (left by a crash); the next start replaces it. */
  staleSocket?: boolean;
  /** The loopback TCP listener (POST /api/activity/hooks only), when the daemon serves one. */
  tcp?: { host: string; port: number; baseUrl: string };
}

export async function daemonStatus(home: HomePaths): Promise<DaemonStatus> {
  try {
    const r = await daemonRequest(home.daemonSocket, 'GET', '/api/daemon/status', undefined, { timeoutMs: 3000 });
    if (r.status === 200 && r.body?.running) {
      return {
        running: true,
        pid: r.body.pid,
        socket: home.daemonSocket,
        startedAt: r.body.startedAt,
        inFlight: r.body.inFlight,
        ...(r.body.tcp ? { tcp: r.body.tcp } : {}),
      };
    }
  } catch (err) {
    if (!(err instanceof DaemonUnavailableError)) throw err;
  }
  const probe = await probeSocket(home.daemonSocket);
  return { running: false, socket: home.daemonSocket, ...(probe === 'stale' ? { staleSocket: true } : {}) };
}

/** How long a detached start waits for the new daemon to answer. */
export const DAEMON_START_WAIT_MS = 10_000;
/** How long a stop waits for the daemon to finish what is in flight and exit. */
export const DAEMON_STOP_WAIT_MS = 20_000;

export interface StartInput {
  home: HomePaths;
  env: Env;
  /** The rig bundle to run (process.argv[1] of the CLI). */
  selfPath?: string;
  /** How long to wait for the socket to answer (default DAEMON_START_WAIT_MS). */
  waitMs?: number;
  /** Also serve loopback TCP (rig daemon start --port N [--host H]). */
  tcp?: TcpOptions;
}

export class DaemonStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DaemonStartError';
  }
}

function logTail(file: string, lines = 8): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Spawns a detached daemon and waits until it answers. Throws DaemonStartError with the log tail. */
export async function startDetached(input: StartInput): Promise<DaemonStatus> {
  const self = input.selfPath ?? process.argv[1];
  if (!self) throw new DaemonStartError('cannot find the rig executable to start the daemon with');
  ensureDir(input.home.logs);
  ensureDir(input.home.run);
  const out = openSync(input.home.daemonLog, 'a', 0o600);
  let exited: { code: number | null } | undefined;
  try {
    const tcpArgs = input.tcp
      ? ['--port', String(input.tcp.port), ...(input.tcp.host !== undefined ? ['--host', input.tcp.host] : [])]
      : [];
    const child = spawn(process.execPath, [self, 'daemon', 'start', '--foreground', ...tcpArgs], {
      detached: true,
      stdio: ['ignore', out, out],
      env: { ...input.env } as NodeJS.ProcessEnv,
    });
    child.once('exit', (code) => {
      exited = { code };
    });
    child.unref();
    const deadline = Date.now() + (input.waitMs ?? DAEMON_START_WAIT_MS);
    for (;;) {
      const status = await daemonStatus(input.home);
      if (status.running && status.pid === child.pid) return status;
      if (status.running && exited) return status; // another start won the race; it is running
      if (exited)
        throw new DaemonStartError(
          `the daemon exited during start (code ${exited.code}).\n${logTail(input.home.daemonLog)}`,
        );
      if (Date.now() > deadline)
        throw new DaemonStartError(
          `the daemon did not answer on ${input.home.daemonSocket} within ${(input.waitMs ?? DAEMON_START_WAIT_MS) / 1000} s.\n${logTail(input.home.daemonLog)}`,
        );
      await sleep(50);
    }
  } finally {
    closeSync(out);
  }
}

export interface EnsureResult {
  started: boolean;
  status: DaemonStatus;
}

/** For `rig up`: start the daemon unless one already answers for this home. */
export async function ensureDaemon(input: StartInput): Promise<EnsureResult> {
  const now = await daemonStatus(input.home);
  if (now.running) return { started: false, status: now };
  return { started: true, status: await startDetached(input) };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface StopResult {
  wasRunning: boolean;
  pid?: number;
}

/** SIGTERM to the daemon that answers on this home's socket; waits until it is gone. */
export async function stopDaemon(home: HomePaths, waitMs = DAEMON_STOP_WAIT_MS): Promise<StopResult> {
  const status = await daemonStatus(home);
  const info: DaemonInfo | undefined = readDaemonInfo(home);
  const pid = status.pid ?? (status.running ? info?.pid : undefined);
  if (!status.running || pid === undefined) return { wasRunning: false };
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (!alive(pid) && (await probeSocket(home.daemonSocket)) !== 'answering') return { wasRunning: true, pid };
    await sleep(50);
  }
  throw new DaemonStartError(
    `the daemon (pid ${pid}) did not stop within ${waitMs / 1000} s; it may still be finishing a delivery`,
  );
}
