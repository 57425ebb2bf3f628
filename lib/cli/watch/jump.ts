// Enter on a seat: inside tmux, on the seat's own server, switch this client to the seat's pane;
// anywhere else, the command that attaches to it (for the operator to copy). Pure.
import { shellQuote } from '../../util/shell-quote.js';

export type JumpPlan = { kind: 'switch'; args: string[] } | { kind: 'print'; command: string };

/** The server socket of the tmux client we run in ($TMUX is `socket,pid,session`), or null outside tmux. */
export function currentTmuxSocket(tmuxVar: string | undefined): string | null {
  if (!tmuxVar) return null;
  const socket = tmuxVar.split(',')[0]!;
  return socket.startsWith('/') ? socket : null;
}

/** A seat without a socket of its own lives on the default server (`…/default`). */
function sameServer(current: string, seatSocket: string | null): boolean {
  return seatSocket === null ? current.endsWith('/default') : current === seatSocket;
}

/** list-clients with this format gives what pickClient reads. */
export const CLIENTS_FORMAT = '#{client_name}|#{client_control_mode}|#{pane_id}';

/**
 * The terminal client showing our own pane ($TMUX_PANE), by name: switch-client is told which
 * client to move, so tmux never guesses (a control client, ours or the daemon's, is never it).
 */
export function pickClient(listing: string, ownPane: string | undefined): string | null {
  if (!ownPane) return null;
  for (const line of listing.split('\n')) {
    const [name, control, pane] = line.split('|');
    if (name && control === '0' && pane === ownPane) return name;
  }
  return null;
}

export function jumpPlan(
  seat: { socket: string | null; session: string; paneId: string | null },
  tmuxVar: string | undefined,
  client: string | null = null,
): JumpPlan {
  const current = currentTmuxSocket(tmuxVar);
  const server = seat.socket ? ['-S', seat.socket] : [];
  if (current && sameServer(current, seat.socket))
    return {
      kind: 'switch',
      args: [...server, 'switch-client', ...(client ? ['-c', client] : []), '-t', seat.paneId ?? seat.session],
    };
  return { kind: 'print', command: ['tmux', ...server, 'attach', '-t', seat.session].map(shellQuote).join(' ') };
}
