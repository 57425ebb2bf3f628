// Each seat has a folder in the topology tree, `<topology.root>/rigs/<rig>/seats/<seat>/`, where
// its LEARNED.md and notes live. `rig up` creates a missing one and never touches an existing one.
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDir } from '../store/index.js';

function seatTopologyDir(topologyRoot: string, rig: string, seat: string): string {
  return join(topologyRoot, 'rigs', rig, 'seats', seat);
}

export type TopologyOutcome =
  | { outcome: 'created' | 'exists'; path: string }
  | { outcome: 'blocked'; path: string; reason: string };

/** Names are validated by the spec before they get here. */
export function ensureSeatTopology(topologyRoot: string, rig: string, seat: string): TopologyOutcome {
  const path = seatTopologyDir(topologyRoot, rig, seat);
  // Walk down so a file (or a link to one) standing where a folder belongs is reported, not replaced.
  const parts = [
    topologyRoot,
    join(topologyRoot, 'rigs'),
    join(topologyRoot, 'rigs', rig),
    join(topologyRoot, 'rigs', rig, 'seats'),
    path,
  ];
  let missingFrom = -1;
  for (let i = 0; i < parts.length; i++) {
    try {
      const st = lstatSync(parts[i]!);
      if (st.isSymbolicLink()) continue; // a linked folder is the user's choice; ensureDir follows it
      if (!st.isDirectory()) return { outcome: 'blocked', path, reason: `${parts[i]} exists and is not a folder` };
    } catch {
      missingFrom = i;
      break;
    }
  }
  if (missingFrom < 0) return { outcome: 'exists', path };
  try {
    ensureDir(path);
  } catch (err) {
    return { outcome: 'blocked', path, reason: (err as Error).message };
  }
  return { outcome: 'created', path };
}
