// The supervisor's per-seat memory on disk ($OPENRIG_HOME/watchdog/supervisor.json), one locked
// document keyed by node id: it survives a daemon restart, so the grace, the retry cadence and a
// recorded success are not forgotten (and not granted again) when the daemon starts.
import type { HomePaths } from '../home/paths.js';
import { defineKind, readDocument, updateDocument, UNCHANGED, type Versioned } from '../store/index.js';
import { validate_supervisor_memory_v1 } from '../store/validators/supervisor-memory.v1.generated.js';
import type { SeatMemory } from './decide.js';

export interface SupervisorMemoryDoc extends Versioned {
  schema: 'supervisor-memory';
  version: 1;
  seats: Record<string, SeatMemory>;
}

export const supervisorMemoryKind = defineKind<SupervisorMemoryDoc>({
  schema: 'supervisor-memory',
  version: 1,
  validate: validate_supervisor_memory_v1,
});

export function readSupervisorMemory(home: HomePaths, report?: (m: string) => void): Record<string, SeatMemory> {
  return (
    readDocument(supervisorMemoryKind, home.supervisorMemory, { onCorrupt: 'fresh', ...(report ? { report } : {}) })
      ?.seats ?? {}
  );
}

/** Sets (or, with null, forgets) seats' memory; `keep` limits the document to these node ids when given. */
export async function writeSupervisorMemory(
  home: HomePaths,
  changes: Record<string, SeatMemory | null>,
  keep?: ReadonlySet<string>,
): Promise<void> {
  await updateDocument(
    supervisorMemoryKind,
    home.supervisorMemory,
    (cur) => {
      const seats: Record<string, SeatMemory> = { ...(cur?.seats ?? {}) };
      for (const [nodeId, mem] of Object.entries(changes)) {
        if (mem === null) delete seats[nodeId];
        else seats[nodeId] = mem;
      }
      if (keep) for (const nodeId of Object.keys(seats)) if (!keep.has(nodeId)) delete seats[nodeId];
      if (cur && JSON.stringify(cur.seats) === JSON.stringify(seats)) return UNCHANGED;
      if (!cur && !Object.keys(seats).length) return UNCHANGED;
      return { schema: 'supervisor-memory' as const, version: 1 as const, seats };
    },
    { onCorrupt: 'fresh' },
  );
}
