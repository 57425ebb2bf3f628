// The seat record of a node id (n-…), as the trace's topology start needs it: every record under
// $OPENRIG_HOME/seats read without blocking and against the run's signal. Exactly one match is
// the answer; none, or more than one, leaves the start unresolved (as resolveSeat refuses them).
import { join } from 'node:path';
import type { HomePaths } from '../home/paths.js';
import { seatKind, type SeatRecord } from '../seat/registry.js';
import { NAME_PATTERN } from '../seat/ref.js';
import { readDocumentAsync } from '../store/read-async.js';
import { dirNames } from '../util/lookup-fs.js';
import { mapLimit } from '../util/map-limit.js';
import type { LookupSignal } from '../util/lookup-signal.js';

export async function seatByNodeId(
  home: HomePaths,
  nodeId: string,
  signal?: LookupSignal,
): Promise<SeatRecord | undefined> {
  const files: string[] = [];
  for (const rig of (await dirNames(home.seats, signal)).filter((r) => NAME_PATTERN.test(r))) {
    for (const f of await dirNames(join(home.seats, rig), signal)) {
      if (f.endsWith('.json') && NAME_PATTERN.test(f.slice(0, -'.json'.length))) files.push(join(home.seats, rig, f));
    }
  }
  const records = await mapLimit(
    files,
    8,
    (file) =>
      readDocumentAsync(seatKind, file, { onCorrupt: 'fresh', report: () => undefined, signal }).catch((err) => {
        if (signal?.aborted) throw err;
        return undefined;
      }),
    signal,
  );
  const matches = records.filter((r): r is SeatRecord => r !== undefined && r.nodeId === nodeId);
  return matches.length === 1 ? matches[0] : undefined;
}
