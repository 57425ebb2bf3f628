// Which seats a person is looking at: the panes that attached tmux clients show, per server.
// Control-mode clients (the daemon's own) are not people. A server that does not answer within the
// deadline counts as nobody looking (better a notification too many than a need missed).
import { tmux } from '../tmux/client.js';
import type { SeatRecord } from '../seat/registry.js';
import { seatRefOf } from '../seat/ref.js';

export const FOCUS_LOOKUP_MS = 2000;

/** Pure: the panes shown by people's clients, from `list-clients -F '#{client_control_mode} #{pane_id}'`. */
export function shownPanes(listing: string): Set<string> {
  const out = new Set<string>();
  for (const line of listing.split('\n')) {
    const [control, pane] = line.trim().split(' ');
    if (control === '0' && pane?.startsWith('%')) out.add(pane);
  }
  return out;
}

export async function focusedSeats(seats: readonly SeatRecord[]): Promise<Set<string>> {
  const bySocket = new Map<string | null, SeatRecord[]>();
  for (const s of seats) {
    if (!s.tmux.paneId) continue;
    const list = bySocket.get(s.tmux.socket) ?? [];
    list.push(s);
    bySocket.set(s.tmux.socket, list);
  }
  const out = new Set<string>();
  await Promise.all(
    [...bySocket].map(async ([socket, list]) => {
      let panes: Set<string>;
      try {
        const r = await tmux({ socket }, ['list-clients', '-F', '#{client_control_mode} #{pane_id}'], {
          timeoutMs: FOCUS_LOOKUP_MS,
        });
        panes = shownPanes(r.stdout);
      } catch {
        return;
      }
      for (const s of list) if (panes.has(s.tmux.paneId!)) out.add(seatRefOf(s));
    }),
  );
  return out;
}
