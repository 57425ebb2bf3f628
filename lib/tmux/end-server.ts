// Ending a private tmux server that OpenRig started (the demo's): `kill-server` first; if the
// server process is still there after that (stuck, or already unreachable because its socket was
// removed), it is killed by the pid it reported, and only after checking that this pid is still
// a tmux process for that socket. Once the socket file is gone no tmux command reaches the
// server again, so a server left running at that point would run until the machine restarts.
import { readFileSync } from 'node:fs';
import { spawnTmux, type TmuxServer } from './client.js';
import { sleep } from '../util/sleep.js';

/** The server's pid, asked while it still answers (undefined when it does not). */
export async function serverPid(server: TmuxServer, timeoutMs = 3000): Promise<number | undefined> {
  try {
    const pid = Number((await spawnTmux(server, ['display-message', '-p', '#{pid}'], { timeoutMs })).stdout.trim());
    return Number.isInteger(pid) && pid > 1 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `pid` is a tmux process (server or client) started with this socket path (Linux /proc; false elsewhere). */
export function isTmuxProcessFor(pid: number, socket: string): boolean {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return /(^|\/)tmux$/.test(argv[0] ?? '') && argv.includes(socket);
  } catch {
    return false;
  }
}

/** Ends the server; `pid` from serverPid, taken while it answered. Never throws. */
export async function endServer(
  server: TmuxServer & { socket: string },
  pid: number | undefined,
  opts: { timeoutMs?: number; graceMs?: number } = {},
): Promise<void> {
  await spawnTmux(server, ['kill-server'], { timeoutMs: opts.timeoutMs ?? 5000 }).catch(() => undefined);
  if (pid === undefined) return;
  const until = Date.now() + (opts.graceMs ?? 1000);
  while (isTmuxProcessFor(pid, server.socket) && Date.now() < until) await sleep(25);
  if (!isTmuxProcessFor(pid, server.socket)) return;
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // gone in the meantime
  }
}
