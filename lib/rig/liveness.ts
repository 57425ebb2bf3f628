// Live pane state of seats: one `list-panes -a` per tmux server, then a pure match of each record
// against what the server reports.
import { tmux, TmuxError, type TmuxServer } from '../tmux/client.js';
import type { SeatRecord } from '../seat/registry.js';
import { OCCUPANT_OPTION } from './pane-command.js';

export type PaneState = 'alive' | 'dead' | 'missing' | 'unknown';

export interface PaneInfo {
  session: string;
  paneId: string;
  dead: boolean;
  deadStatus?: number;
  pid?: number;
  /** The occupant tag OpenRig put on the session at launch; absent on sessions it did not make. */
  occupant?: string;
  currentCommand: string;
}

export type ServerPanes = { ok: true; panes: PaneInfo[] } | { ok: false; noServer: boolean; error: string };

// Printable separators only: a tmux client without a UTF-8 locale prints a tab as "_". Each fixed
// field carries a letter prefix so an empty value (no exit status yet, no occupant tag) still
// takes its place; none holds a space. A session name cannot hold ":" (tmux rewrites it), so the
// first ":" of the rest ends the session name and the pane's command follows.
const FORMAT = [
  '#{pane_id}',
  'd#{pane_dead}',
  's#{pane_dead_status}',
  'p#{pane_pid}',
  `o#{${OCCUPANT_OPTION}}`,
  '#{session_name}:#{pane_current_command}',
].join(' ');

export function parsePaneLines(stdout: string): PaneInfo[] {
  const out: PaneInfo[] = [];
  for (const line of stdout.split('\n')) {
    const m = /^(%\d+) d([01]) s(\d*) p(\d*) o(\S*) ([^:]*):(.*)$/.exec(line);
    if (!m) continue;
    const [, paneId, dead, deadStatus, pid, occupant, session, currentCommand] = m as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    out.push({
      session,
      paneId,
      dead: dead === '1',
      // A pane can read as dead a moment before tmux has collected its exit status.
      ...(dead === '1' && deadStatus !== '' ? { deadStatus: Number(deadStatus) } : {}),
      ...(pid !== '' && Number(pid) > 0 ? { pid: Number(pid) } : {}),
      ...(occupant !== '' ? { occupant } : {}),
      currentCommand,
    });
  }
  return out;
}

/** Every pane on one server; a server that is not running is an answer (noServer), not a failure. */
export async function listServerPanes(server: TmuxServer): Promise<ServerPanes> {
  try {
    const { stdout } = await tmux({ socket: server.socket }, ['list-panes', '-a', '-F', FORMAT]);
    return { ok: true, panes: parsePaneLines(stdout) };
  } catch (err) {
    if (err instanceof TmuxError && (err.failure === 'no-server' || err.failure === 'not-found'))
      return { ok: false, noServer: true, error: err.message };
    return { ok: false, noServer: false, error: (err as Error).message };
  }
}

export interface SeatLive {
  state: PaneState;
  pane?: PaneInfo;
  /** Why the state is missing or unknown, in words. */
  detail?: string;
}

/**
 * Pure: what a seat's record means against a server's pane list. With an occupant given, a pane
 * counts as the seat's only when its session carries that occupant tag (pane ids repeat after a
 * tmux server restart).
 */
export function seatLiveState(
  seat: { session: string; paneId?: string; occupant?: string },
  server: ServerPanes,
): SeatLive {
  if (!server.ok) {
    return server.noServer
      ? { state: 'missing', detail: 'tmux server not running' }
      : { state: 'unknown', detail: server.error };
  }
  const inSession = server.panes.filter((p) => p.session === seat.session);
  if (!inSession.length) return { state: 'missing', detail: 'no tmux session' };
  if (!seat.paneId) return { state: 'unknown', detail: 'no pane id recorded' };
  const pane = inSession.find((p) => p.paneId === seat.paneId);
  if (!pane)
    return { state: 'missing', detail: `session holds other panes (${inSession.map((p) => p.paneId).join(', ')})` };
  if (seat.occupant !== undefined && pane.occupant !== seat.occupant) {
    return { state: 'missing', detail: 'a session of that name exists but was started by another launch' };
  }
  return { state: pane.dead ? 'dead' : 'alive', pane };
}

/** Each server's pane list, asked for once however often it is wanted (null: the default server). */
export type PaneLister = (socket: string | null) => Promise<ServerPanes>;

export function paneLister(): PaneLister {
  const servers = new Map<string, Promise<ServerPanes>>();
  return (socket) => {
    const key = socket ?? '';
    let panes = servers.get(key);
    if (!panes) servers.set(key, (panes = listServerPanes({ socket })));
    return panes;
  };
}

/** Live state for many records, asking each tmux server once (`panes` may be shared with the caller). */
export async function liveStates(
  records: readonly SeatRecord[],
  panes: PaneLister = paneLister(),
): Promise<SeatLive[]> {
  for (const rec of records) void panes(rec.tmux.socket);
  const out: SeatLive[] = [];
  for (const rec of records) {
    const server = await panes(rec.tmux.socket);
    out.push(seatLiveState({ session: rec.tmux.session, paneId: rec.tmux.paneId, occupant: rec.occupant }, server));
  }
  return out;
}
