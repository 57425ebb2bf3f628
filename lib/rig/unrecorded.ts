// tmux sessions named like a seat (`<seat>@<rig>`) that no readable seat record accounts for: a
// seat whose record was moved aside as corrupt, or lost (`unrecorded`), or whose record exists but
// cannot be read (`unreadable`). rig ps shows them instead of hiding a running agent. Pure: the
// servers' pane lists and the records in, the sessions out.
import { nameProblem } from '../seat/ref.js';
import type { ServerPanes } from './liveness.js';
import { compareText } from '../util/compare-text.js';

export interface UnrecordedSession {
  ref: string;
  name: string;
  rig: string;
  status: 'unrecorded' | 'unreadable';
  session: string;
  socket: string | null;
  /** The session's first pane. */
  pane: { id: string; state: 'alive' | 'dead'; currentCommand: string; pid?: number; deadStatus?: number };
  /** The occupant tag OpenRig put on the session at launch; null on a session it did not tag. */
  occupant: string | null;
}

/** Pure: `<seat>@<rig>` split, or undefined when the name is not a seat's session name. */
export function seatOfSession(session: string): { name: string; rig: string } | undefined {
  const at = session.indexOf('@');
  if (at < 0) return undefined;
  const name = session.slice(0, at);
  const rig = session.slice(at + 1);
  return nameProblem(name) || nameProblem(rig) ? undefined : { name, rig };
}

/**
 * Pure: every seat-named session on the given servers that no record (running or stopped) names on
 * that server, restricted to `rig` when given; sorted by rig, then name. A session of a seat in
 * `unreadable` (its record, or its rig's folder, could not be read) is `unreadable`.
 */
export function unrecordedSessions(
  servers: readonly { socket: string | null; panes: ServerPanes }[],
  records: readonly { tmux: { socket: string | null; session: string } }[],
  rig?: string,
  unreadable: readonly { rig: string; seat?: string }[] = [],
): UnrecordedSession[] {
  const cannotRead = (name: string, rig: string) =>
    unreadable.some((u) => u.rig === rig && (u.seat === undefined || u.seat === name));
  const key = (socket: string | null, session: string) => `${socket ?? ''}\u0000${session}`;
  const recorded = new Set(records.map((r) => key(r.tmux.socket, r.tmux.session)));
  const out = new Map<string, UnrecordedSession>();
  for (const { socket, panes } of servers) {
    if (!panes.ok) continue;
    for (const p of panes.panes) {
      const seat = seatOfSession(p.session);
      if (!seat || (rig !== undefined && seat.rig !== rig)) continue;
      const k = key(socket, p.session);
      if (recorded.has(k) || out.has(k)) continue;
      out.set(k, {
        ref: p.session,
        name: seat.name,
        rig: seat.rig,
        status: cannotRead(seat.name, seat.rig) ? 'unreadable' : 'unrecorded',
        session: p.session,
        socket,
        pane: {
          id: p.paneId,
          state: p.dead ? 'dead' : 'alive',
          currentCommand: p.currentCommand,
          ...(p.pid !== undefined ? { pid: p.pid } : {}),
          ...(p.deadStatus !== undefined ? { deadStatus: p.deadStatus } : {}),
        },
        occupant: p.occupant ?? null,
      });
    }
  }
  return [...out.values()].sort((a, b) => compareText(a.rig, b.rig) || compareText(a.name, b.name));
}
