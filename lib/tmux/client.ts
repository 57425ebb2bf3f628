// Runs tmux as argv (never through a shell) against the server OpenRig was told to use:
// OPENRIG_TMUX_SOCKET (a socket path) or, unset, the user's default server.
import { childProcess } from '../util/lazy-builtins.js';
import type { Env } from '../home/paths.js';

export interface TmuxServer {
  /** Socket path for `-S`, or null for the user's default server. */
  socket: string | null;
  /** Config file for `-f` when this server is started by us (tests and the demo use /dev/null). */
  configFile?: string;
}

/** The variable naming the server's socket (a seat's pane gets it too: lib/seat/pane-vars.ts). */
export const TMUX_SOCKET_VAR = 'OPENRIG_TMUX_SOCKET';

export function tmuxServerFromEnv(env: Env): TmuxServer {
  const socket = env[TMUX_SOCKET_VAR]?.trim() || null;
  const configFile = env.OPENRIG_TMUX_CONFIG?.trim() || undefined;
  return { socket, configFile };
}

export function serverArgs(server: TmuxServer): string[] {
  const args: string[] = [];
  if (server.socket) args.push('-S', server.socket);
  if (server.configFile) args.push('-f', server.configFile);
  return args;
}

/** unanswered: no answer came (a timeout, a control client that ended): the command may have run. */
export type TmuxFailure = 'no-server' | 'not-found' | 'permission' | 'unanswered' | 'other';

export class TmuxError extends Error {
  constructor(
    readonly failure: TmuxFailure,
    readonly args: string[],
    readonly stderr: string,
    readonly code: number | null,
  ) {
    super(`tmux ${args[0] ?? ''} failed: ${stderr.trim() || `exit ${code}`}`);
    this.name = 'TmuxError';
  }
}

/** Classifies tmux's stderr: a missing server and a missing target are different answers. */
export function classifyTmuxError(stderr: string): TmuxFailure {
  if (
    /no server running|error connecting to .*\((No such file or directory|Connection refused)\)|server exited unexpectedly/i.test(
      stderr,
    )
  )
    return 'no-server';
  if (/can't find (session|pane|window)|session not found|no current target|no such session|no session/i.test(stderr))
    return 'not-found';
  if (/permission denied/i.test(stderr)) return 'permission';
  return 'other';
}

export interface TmuxResult {
  stdout: string;
  stderr: string;
}

/** Exact targets: `=name` matches a session by its whole name, never by prefix. */
export const exactSession = (name: string) => `=${name}`;
/** Exact pane/window target inside a session. */
export const exactSessionPane = (name: string) => `=${name}:`;

export function childEnv(server: TmuxServer): NodeJS.ProcessEnv {
  // With an explicit socket, an inherited $TMUX must not matter; without one, it picks the
  // user's server as tmux itself would.
  if (!server.socket) return process.env;
  const env = { ...process.env };
  delete env.TMUX;
  return env;
}

export interface TmuxOptions {
  input?: string;
  timeoutMs?: number;
  /**
   * A write the caller lets a control client run (a router, below): it is sent there at most once,
   * and an answer that never comes fails as `unanswered` instead of running the command again.
   */
  write?: boolean;
}

/**
 * Another way to run a command list (the daemon's tmux control clients). It answers undefined when
 * it does not take the command, or cannot answer it after all; the command then runs in a tmux
 * process of its own, as without a router. `write`: the caller's TmuxOptions.write.
 */
export type TmuxRouter = (
  server: TmuxServer,
  args: string[],
  timeoutMs: number,
  write?: boolean,
) => Promise<TmuxResult | undefined> | undefined;

let router: TmuxRouter | undefined;

/** Sets (or, with undefined, removes) the process-wide router. */
export function setTmuxRouter(next: TmuxRouter | undefined): void {
  router = next;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export function tmux(server: TmuxServer, args: string[], opts: TmuxOptions = {}): Promise<TmuxResult> {
  const routed =
    opts.input === undefined
      ? router?.(server, args, opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, opts.write === true)
      : undefined;
  if (!routed) return spawnTmux(server, args, opts);
  return routed.then((r) => r ?? spawnTmux(server, args, opts));
}

/** One tmux client process for one command list. */
export function spawnTmux(server: TmuxServer, args: string[], opts: TmuxOptions = {}): Promise<TmuxResult> {
  return new Promise((resolve, reject) => {
    const child = childProcess().execFile(
      'tmux',
      [...serverArgs(server), ...args],
      {
        encoding: 'utf8',
        timeout: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
        env: childEnv(server),
      },
      (err, stdout, stderr) => {
        if (err) {
          const code =
            typeof (err as NodeJS.ErrnoException & { code?: unknown }).code === 'number'
              ? (err as unknown as { code: number }).code
              : null;
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
            reject(new TmuxError('other', args, 'tmux is not installed (not found on PATH)', null));
            return;
          }
          // Killed at its deadline: the server may have run the command all the same.
          const failure = (err as { killed?: boolean }).killed ? 'unanswered' : classifyTmuxError(stderr);
          reject(new TmuxError(failure, args, stderr || err.message, code));
          return;
        }
        resolve({ stdout, stderr });
      },
    );
    if (opts.input !== undefined) child.stdin?.end(opts.input);
  });
}

/** `tmux -V` → [major, minor] (3.3a → [3, 3]); undefined when tmux is missing. */
export function tmuxVersion(): [number, number] | undefined {
  const r = childProcess().spawnSync('tmux', ['-V'], { encoding: 'utf8' });
  const m = /tmux (?:next-)?(\d+)\.(\d+)/.exec(r.stdout ?? '');
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}
