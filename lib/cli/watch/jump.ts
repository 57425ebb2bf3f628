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

export function jumpPlan(
  seat: { socket: string | null; session: string; paneId: string | null },
  tmuxVar: string | undefined,
): JumpPlan {
  const current = currentTmuxSocket(tmuxVar);
  const server = seat.socket ? ['-S', seat.socket] : [];
  if (current && sameServer(current, seat.socket))
    return { kind: 'switch', args: [...server, 'switch-client', '-t', seat.paneId ?? seat.session] };
  return { kind: 'print', command: ['tmux', ...server, 'attach', '-t', seat.session].map(shellQuote).join(' ') };
}
