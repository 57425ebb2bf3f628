// The compaction restore marker: written by the compaction actuator, read by the refocus hook at
// a Claude PostCompact. $OPENRIG_HOME/compaction/restore-pending/<seat>.json, and an early
// sentinel <seat>.expected.json written before /compact is typed (read first). A marker counts
// only when it names this seat and this occupant (sessionId, else the transcript path).
import { readDocument, updateDocument } from '../store/index.js';
import type { HomePaths } from '../home/paths.js';
import { restoreMarkerFiles } from './keys.js';
import { restorePendingKind, type RestorePending } from './kinds.js';

export interface MarkerMatch {
  seat: string;
  sessionId?: string;
  transcriptPath?: string;
}

function markerMatches(marker: RestorePending, who: MarkerMatch): boolean {
  if (marker.sessionName !== who.seat) return false;
  if (marker.sessionId) return marker.sessionId === who.sessionId;
  return Boolean(who.transcriptPath) && marker.transcriptPath === who.transcriptPath;
}

/** managedRefocusPending of the first matching marker (expected, then marker); false when none. */
export function readManagedFlag(home: HomePaths, who: MarkerMatch, report: (line: string) => void): boolean {
  const files = restoreMarkerFiles(home.restorePending, who.seat);
  for (const file of [files.expected, files.marker]) {
    let marker: RestorePending | undefined;
    try {
      marker = readDocument(restorePendingKind, file, { onCorrupt: 'fresh', report: (m) => report(`refocus: ${m}`) });
    } catch (err) {
      report(`refocus: restore marker unreadable: ${(err as Error).message}`);
      continue;
    }
    if (marker && markerMatches(marker, who)) return marker.managedRefocusPending === true;
  }
  return false;
}

/** For the compaction actuator: writes (or replaces) one seat's marker, or its early sentinel. */
export async function writeRestoreMarker(
  home: HomePaths,
  fields: Omit<RestorePending, 'schema' | 'version'> & { sessionName: string },
  opts: { expected?: boolean } = {},
): Promise<string> {
  const files = restoreMarkerFiles(home.restorePending, fields.sessionName as string);
  const file = opts.expected ? files.expected : files.marker;
  await updateDocument(
    restorePendingKind,
    file,
    () => ({ ...fields, schema: 'restore-pending', version: 1 }) as RestorePending,
    { onCorrupt: 'fresh' },
  );
  return file;
}
