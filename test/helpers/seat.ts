// The one seat record builder for tests: a valid registry record with plain defaults (w1@t, a
// running claude-code seat in /tmp, no pane, guard off), so a test names only the fields it relies on.
import { updateSeat, newNodeId, newOccupant, type SeatRecord } from '../../lib/seat/registry.js';
import type { HomePaths } from '../../lib/home/paths.js';

/** A socket nobody listens on: panes read as missing without touching any real tmux server. */
export const NO_SERVER = '/nonexistent/openrig-test.sock';

/** Fields to change; `tmux` is merged over the default (session `name@rig`, no socket). */
export type SeatFields = Partial<Omit<SeatRecord, 'tmux'>> & { tmux?: Partial<SeatRecord['tmux']> };

export function seatRecord(fields: SeatFields = {}): SeatRecord {
  const { tmux, ...rest } = fields;
  const name = rest.name ?? 'w1';
  const rig = rest.rig ?? 't';
  const cwd = rest.cwd ?? '/tmp';
  return {
    schema: 'seat',
    version: 1,
    name,
    rig,
    nodeId: newNodeId(),
    runtime: 'claude-code',
    cwd,
    projectDir: cwd,
    plugins: [],
    roleFiles: [],
    typingGuard: 'off',
    occupant: newOccupant(),
    launchedAt: new Date().toISOString(),
    status: 'running',
    ...rest,
    tmux: { socket: null, session: `${name}@${rig}`, ...tmux },
  };
}

/** Builds the record and writes it to the home's registry; returns what was written. */
export async function addSeat(home: HomePaths, fields: SeatFields = {}): Promise<SeatRecord> {
  const record = seatRecord(fields);
  await updateSeat(home, record.rig, record.name, () => record);
  return record;
}
