// A private tmux server per test: its own socket path, no user config, killed by the test.
// Tests never talk to the user's tmux server.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { isTmuxProcessFor } from '../../lib/tmux/end-server.js';
import { join } from 'node:path';
import { tempDir } from './home.js';

export interface PrivateTmux {
  socket: string;
  /** Runs tmux against this server; returns stdout (throws on failure). */
  run(...args: string[]): string;
  /** Like run but returns status/stdout/stderr without throwing. */
  tryRun(...args: string[]): { status: number; stdout: string; stderr: string };
  /** A detached session running `command`; returns its pane id. */
  newPane(session: string, size: { width: number; height: number }, command: string[]): string;
  kill(): void;
}

const servers: PrivateTmux[] = [];
// Before home.ts removes the temporary folders (its exit handler was registered first, when this
// module imported it): once the socket file is gone, kill-server can no longer reach the server.
process.prependListener('exit', () => {
  for (const s of servers) s.kill();
});

export function tmuxAvailable(): boolean {
  return spawnSync('tmux', ['-V'], { encoding: 'utf8' }).status === 0;
}

export function privateTmux(): PrivateTmux {
  const socket = join(tempDir('openrig-tmux-'), 'tmux.sock');
  const env = { ...process.env, TMUX: undefined, TMUX_TMPDIR: undefined } as NodeJS.ProcessEnv;
  const base = ['-S', socket, '-f', '/dev/null'];
  const server: PrivateTmux = {
    socket,
    run: (...args) => execFileSync('tmux', [...base, ...args], { encoding: 'utf8', env }),
    tryRun: (...args) => {
      const r = spawnSync('tmux', [...base, ...args], { encoding: 'utf8', env });
      return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
    },
    newPane: (session, size, command) =>
      server
        .run(
          'new-session',
          '-d',
          '-P',
          '-F',
          '#{pane_id}',
          '-x',
          String(size.width),
          '-y',
          String(size.height),
          '-s',
          session,
          ...command,
        )
        .trim(),
    kill: () => {
      spawnSync('tmux', [...base, 'kill-server'], { env, stdio: 'ignore' });
    },
  };
  servers.push(server);
  return server;
}

/**
 * tmux processes (server or clients) started for this socket, found by their command line (Linux
 * /proc). Once a socket file is removed, `list-sessions` fails whether or not the server still
 * runs, so only the process table tells a server that ended from one left behind.
 */
export function tmuxProcessesFor(socket: string): number[] {
  return readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map(Number)
    .filter((pid) => isTmuxProcessFor(pid, socket));
}

/** Kills (SIGKILL, by pid) the tmux processes of this socket, which a test started; returns how many. */
export function killTmuxProcessesFor(socket: string): number {
  const pids = tmuxProcessesFor(socket);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // exited meanwhile
    }
  }
  return pids.length;
}

/**
 * Deadlines of condition waits are stretched by this factor (TEST_WAIT_SCALE, default 4): a
 * deadline only bounds how long a failing test takes, and CI's machine is shared and often loaded,
 * where a condition that holds in 1 s alone can take several.
 */
export const WAIT_SCALE = Math.max(1, Number(process.env.TEST_WAIT_SCALE) || 4);

/**
 * Looks (sync or async) every 25 ms until `done` accepts a look or the stretched deadline passes;
 * returns the last look either way, so the caller's assertion shows what was seen.
 */
export async function lookUntil<T>(
  look: () => T | Promise<T>,
  done: (v: T) => boolean,
  timeoutMs = 5000,
): Promise<{ value: T; done: boolean }> {
  const end = Date.now() + timeoutMs * WAIT_SCALE;
  for (;;) {
    const value = await look();
    if (done(value)) return { value, done: true };
    if (Date.now() > end) return { value, done: false };
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Waits until `check` returns a truthy value; throws naming `what` once the stretched deadline passes. */
export async function waitFor<T>(check: () => T | undefined | false, timeoutMs = 5000, what = 'condition'): Promise<T> {
  const r = await lookUntil(check, (v) => Boolean(v), timeoutMs);
  if (!r.done) throw new Error(`timed out after ${timeoutMs * WAIT_SCALE} ms waiting for ${what}`);
  return r.value as T;
}
