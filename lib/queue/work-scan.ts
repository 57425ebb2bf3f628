// The work tree as a lookup under a deadline reads it: each shelf (missions/, <mission>/slices/)
// listed once, every folder's SPEC.md read once for its `id:` and `intent:`, all asynchronously and
// against the caller's signal. The result answers the WorkResolver questions synchronously, so
// the derivations (current work, work candidates) stay pure and unchanged.
import { join } from 'node:path';
import type { Dirent } from 'node:fs';
import { frontmatterIntent, parseFrontmatter } from '../workspace/frontmatter.js';
import { MISSIONS_ON_HOST_CAP, missionsShelf, SPEC_MAX_BYTES } from '../workspace/missions.js';
import { dirEntries, isDirectoryPath } from '../util/lookup-fs.js';
import { mapLimit } from '../util/map-limit.js';
import { readRegularFile, ReadRegularFileError } from '../util/read-regular-file.js';
import type { LookupSignal } from '../util/lookup-signal.js';
import type { WorkResolver } from './work-resolver.js';
import { compareText } from '../util/compare-text.js';

/** One folder on a shelf: its SPEC.md is a regular file (hasSpec), and what its frontmatter says. */
export interface ShelfEntry {
  name: string;
  dir: string;
  hasSpec: boolean;
  id?: string;
  intent: string | null;
}

/** File-system calls in flight at once while scanning (the thread pool has four threads). */
const SCAN_CONCURRENCY = 8;

async function specOf(
  dir: string,
  signal?: LookupSignal,
): Promise<{ hasSpec: boolean; id?: string; intent: string | null }> {
  try {
    const text = (await readRegularFile(join(dir, 'SPEC.md'), { maxBytes: SPEC_MAX_BYTES, signal })).bytes.toString(
      'utf8',
    );
    return {
      hasSpec: true,
      id: parseFrontmatter(text).fields.id?.trim() || undefined,
      intent: frontmatterIntent(text),
    };
  } catch (err) {
    if (err instanceof ReadRegularFileError && err.failure === 'aborted') throw err;
    // Too large is still a file (a SPEC.md that is not read for its frontmatter).
    return { hasSpec: err instanceof ReadRegularFileError && err.failure === 'too-large', intent: null };
  }
}

async function isFolder(dir: string, d: Dirent, signal?: LookupSignal): Promise<boolean> {
  if (d.isDirectory()) return true;
  if (d.isFile()) return false;
  // A symbolic link (or a file system without entry types) is followed, as stat would.
  return isDirectoryPath(dir, signal);
}

/** Every folder under `shelf`, sorted by name; a missing or unreadable shelf has none. */
export async function scanShelf(shelf: string, signal?: LookupSignal): Promise<ShelfEntry[]> {
  const entries = await dirEntries(shelf, signal);
  const found = await mapLimit(
    entries,
    SCAN_CONCURRENCY,
    async (d) => {
      const dir = join(shelf, d.name);
      if (!(await isFolder(dir, d, signal))) return undefined;
      return { name: d.name, dir, ...(await specOf(dir, signal)) };
    },
    signal,
  );
  return found.filter((e): e is ShelfEntry => e !== undefined).sort((a, b) => compareText(a.name, b.name));
}

/** What a derivation will ask: mission names, (mission, slice) pairs, and whether it lists the missions on the host. */
export interface WorkNeeds {
  missions: readonly string[];
  pairs: readonly { mission: string; slice: string }[];
  onHost: boolean;
}

const matching = (entries: readonly ShelfEntry[], name: string) =>
  entries.filter((e) => e.name === name || e.id === name).map((e) => e.dir);

/** Pure: a WorkResolver over shelves already scanned (a slice shelf not scanned has no folders). */
export function scannedResolver(
  missionsRoot: string,
  missions: readonly ShelfEntry[],
  slices: ReadonlyMap<string, readonly ShelfEntry[]>,
): WorkResolver {
  const byDir = new Map<string, ShelfEntry>();
  for (const e of missions) byDir.set(e.dir, e);
  for (const list of slices.values()) for (const e of list) byDir.set(e.dir, e);
  const withSpec = missions.filter((e) => e.hasSpec).map((e) => e.name);
  return {
    missionsRoot,
    missionDirs: (m) => matching(missions, m),
    sliceDirs: (dir, s) => matching(slices.get(dir) ?? [], s),
    intentOf: (dir) => byDir.get(dir)?.intent ?? null,
    missionsOnHost: () => ({
      names: withSpec.slice(0, MISSIONS_ON_HOST_CAP),
      truncated: withSpec.length > MISSIONS_ON_HOST_CAP,
    }),
  };
}

/** Reads only what `needs` asks for: nothing when no mission is named and no listing is wanted. */
export async function scanWork(workspaceRoot: string, needs: WorkNeeds, signal?: LookupSignal): Promise<WorkResolver> {
  const root = missionsShelf(workspaceRoot);
  const missions = needs.missions.length > 0 || needs.onHost ? await scanShelf(root, signal) : [];
  const slices = new Map<string, ShelfEntry[]>();
  for (const { mission } of needs.pairs) {
    const dirs = matching(missions, mission);
    if (dirs.length === 1 && !slices.has(dirs[0]!))
      slices.set(dirs[0]!, await scanShelf(join(dirs[0]!, 'slices'), signal));
  }
  return scannedResolver(root, missions, slices);
}
