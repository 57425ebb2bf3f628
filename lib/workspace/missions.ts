// The work tree under workspace.root: missions/<m>/ and missions/<m>/slices/<s>/, each a folder
// with a SPEC.md. A mission or slice resolves by folder name or by its SPEC.md frontmatter `id`.
import { readdirSync, statSync } from 'node:fs';
import { readRegularFileSync } from '../util/read-regular-file.js';
import { join } from 'node:path';
import { parseFrontmatter } from './frontmatter.js';

export const MISSIONS_ON_HOST_CAP = 30;
/** A SPEC.md larger than this is not read for its frontmatter (a chain file, not a data file). */
export const SPEC_MAX_BYTES = 1024 * 1024;

function subfolders(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((n) => {
        try {
          return statSync(join(dir, n)).isDirectory();
        } catch {
          return false;
        }
      })
      .sort();
  } catch {
    return [];
  }
}

function specId(dir: string): string | undefined {
  try {
    return (
      parseFrontmatter(readRegularFileSync(join(dir, 'SPEC.md'), SPEC_MAX_BYTES).toString('utf8')).fields.id?.trim() ||
      undefined
    );
  } catch {
    return undefined;
  }
}

function hasSpec(dir: string): boolean {
  try {
    return statSync(join(dir, 'SPEC.md')).isFile();
  } catch {
    return false;
  }
}

/** Folders under `shelf` named `name` or whose SPEC.md declares `id: name`. */
function resolveUnder(shelf: string, name: string): string[] {
  return subfolders(shelf)
    .filter((n) => n === name || specId(join(shelf, n)) === name)
    .map((n) => join(shelf, n));
}

export function missionsShelf(workspaceRoot: string): string {
  return join(workspaceRoot, 'missions');
}

export function resolveMissionDirs(workspaceRoot: string, mission: string): string[] {
  return resolveUnder(missionsShelf(workspaceRoot), mission);
}

export function resolveSliceDirs(missionDir: string, slice: string): string[] {
  return resolveUnder(join(missionDir, 'slices'), slice);
}

/** Mission folder names that hold a SPEC.md, sorted, at most MISSIONS_ON_HOST_CAP. */
export function missionsOnHost(workspaceRoot: string): { names: string[]; truncated: boolean } {
  const all = subfolders(missionsShelf(workspaceRoot)).filter((n) => hasSpec(join(missionsShelf(workspaceRoot), n)));
  return { names: all.slice(0, MISSIONS_ON_HOST_CAP), truncated: all.length > MISSIONS_ON_HOST_CAP };
}
