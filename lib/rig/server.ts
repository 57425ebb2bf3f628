// Which tmux server a rig's seats live on, and whether this tmux can launch them.
import { resolve } from 'node:path';
import { tmuxServerFromEnv, tmuxVersion, type TmuxServer } from '../tmux/client.js';
import type { Env } from '../home/paths.js';
import { shellQuote } from '../util/shell-quote.js';

/** OPENRIG_TMUX_SOCKET made absolute (it is recorded per seat and used from other folders). */
export function rigTmuxServer(env: Env, cwd: string): TmuxServer {
  const server = tmuxServerFromEnv(env);
  return server.socket ? { ...server, socket: resolve(cwd, server.socket) } : server;
}

class TmuxUnavailableError extends Error {
  constructor(
    readonly what: string,
    readonly todo: string,
  ) {
    super(`${what} — ${todo}`);
    this.name = 'TmuxUnavailableError';
  }
}

/** Seats need `new-session -e` (tmux 3.2+). */
export function checkTmuxForSeats(): void {
  const version = tmuxVersion();
  if (!version)
    throw new TmuxUnavailableError(
      'tmux is not installed (not found on PATH)',
      'install tmux 3.2 or newer, then run this again',
    );
  const [major, minor] = version;
  if (major < 3 || (major === 3 && minor < 2)) {
    throw new TmuxUnavailableError(
      `tmux ${major}.${minor} is too old`,
      'seats need tmux 3.2 or newer (new-session -e); upgrade tmux',
    );
  }
}

/** The shell words for this server, for messages the user copies (`tmux -S '/path' attach …`). */
export function tmuxCommandFor(server: { socket: string | null }): string {
  return server.socket ? `tmux -S ${shellQuote(server.socket)}` : 'tmux';
}
