// Seats as `rig ps`, `rig seat list` and `rig seat show` present them: the record plus the pane's
// live state. The JSON shape here is the documented `--json` output of those commands.
import type { SeatRecord } from '../seat/registry.js';
import { liveStates, type PaneState, type SeatLive } from './liveness.js';

export interface SeatView {
  ref: string;
  name: string;
  rig: string;
  nodeId: string;
  runtime: SeatRecord['runtime'];
  /** What the record says: running (launched and not taken down) or stopped. */
  status: SeatRecord['status'];
  /** What tmux says now. */
  pane: {
    id: string | null;
    state: PaneState;
    detail?: string;
    currentCommand?: string;
    pid?: number;
    deadStatus?: number;
  };
  session: string;
  socket: string | null;
  projectDir: string;
  typingGuard: SeatRecord['typingGuard'];
  plugins: string[];
  occupant: string;
  launchedAt: string;
  stoppedAt?: string;
}

function seatView(rec: SeatRecord, live: SeatLive): SeatView {
  return {
    ref: `${rec.name}@${rec.rig}`,
    name: rec.name,
    rig: rec.rig,
    nodeId: rec.nodeId,
    runtime: rec.runtime,
    status: rec.status,
    pane: {
      id: rec.tmux.paneId ?? null,
      state: live.state,
      ...(live.detail ? { detail: live.detail } : {}),
      ...(live.pane ? { currentCommand: live.pane.currentCommand } : {}),
      ...(live.pane?.pid !== undefined ? { pid: live.pane.pid } : {}),
      ...(live.pane?.dead && live.pane.deadStatus !== undefined ? { deadStatus: live.pane.deadStatus } : {}),
    },
    session: rec.tmux.session,
    socket: rec.tmux.socket,
    projectDir: rec.projectDir,
    typingGuard: rec.typingGuard,
    plugins: rec.plugins,
    occupant: rec.occupant,
    launchedAt: rec.launchedAt,
    ...(rec.stoppedAt ? { stoppedAt: rec.stoppedAt } : {}),
  };
}

export async function seatViews(records: readonly SeatRecord[]): Promise<SeatView[]> {
  const live = await liveStates(records);
  return records.map((rec, i) => seatView(rec, live[i]!));
}

/** A plain text table: columns padded to their widest cell. */
function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

export function seatTable(views: readonly SeatView[]): string[] {
  return formatTable(
    ['SEAT', 'RUNTIME', 'STATUS', 'PANE', 'STATE', 'NODE', 'COMMAND'],
    views.map((v) => [
      v.ref,
      v.runtime,
      v.status,
      v.pane.id ?? '-',
      v.pane.state === 'dead' && v.pane.deadStatus !== undefined ? `dead(${v.pane.deadStatus})` : v.pane.state,
      v.nodeId,
      v.pane.currentCommand ?? '',
    ]),
  );
}
