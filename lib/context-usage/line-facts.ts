// The status line's seat facts (typing guard mode, held-message count), read only when OpenRig's
// own line is printed and the kept answer (line-facts-cache.ts) no longer holds: its own chunk in
// the built plugin, so a chained run never loads the registry, guard and outbox code.
import type { HomePaths } from '../home/paths.js';
import type { LineFacts } from './line-facts-cache.js';
import { seatGuard } from '../delivery/guard/seat-guard.js';
import { listHeld } from '../delivery/outbox/outbox.js';
import { readSeat } from '../seat/registry.js';

export function seatLineFacts(home: HomePaths, id: { nodeId: string; seat: string }): LineFacts {
  let guardMode: string | null = null;
  let held: number | null = null;
  try {
    const [name, rig] = id.seat.split('@') as [string, string];
    const record = readSeat(home, rig, name);
    if (record && record.nodeId === id.nodeId) guardMode = seatGuard(home, record).effectiveMode;
  } catch {
    guardMode = null;
  }
  try {
    held = listHeld(home, id.nodeId).length;
  } catch {
    held = null;
  }
  return { guardMode, held };
}
