// How a mission or slice name becomes a folder on this host. The derivations take a WorkResolver
// so they stay pure (tests pass a table); fsWorkResolver is the real one over workspace.root.
import { join } from 'node:path';
import { frontmatterIntent } from '../workspace/frontmatter.js';
import {
  missionsOnHost,
  missionsShelf,
  resolveMissionDirs,
  resolveSliceDirs,
  SPEC_MAX_BYTES,
} from '../workspace/missions.js';
import { readRegularFileSync } from '../util/read-regular-file.js';
import { missionTags, sliceTags } from './row.js';

export interface WorkResolver {
  /** `<workspace.root>/missions`. */
  missionsRoot: string;
  missionDirs(mission: string): string[];
  sliceDirs(missionDir: string, slice: string): string[];
  /** The `intent:` of `<dir>/SPEC.md`, or null. */
  intentOf(dir: string): string | null;
  missionsOnHost(): { names: string[]; truncated: boolean };
}

function memo<T>(fn: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, fn(key));
    return cache.get(key)!;
  };
}

/** A resolver over the folders under workspaceRoot; each lookup is made once per resolver. */
export function fsWorkResolver(workspaceRoot: string): WorkResolver {
  const missionDirs = memo((m) => resolveMissionDirs(workspaceRoot, m));
  const sliceDirs = memo((key) => {
    const [dir, slice] = JSON.parse(key) as [string, string];
    return resolveSliceDirs(dir, slice);
  });
  const intentOf = memo((dir) => {
    try {
      return frontmatterIntent(readRegularFileSync(join(dir, 'SPEC.md'), SPEC_MAX_BYTES).toString('utf8'));
    } catch {
      return null;
    }
  });
  let onHost: { names: string[]; truncated: boolean } | undefined;
  return {
    missionsRoot: missionsShelf(workspaceRoot),
    missionDirs,
    sliceDirs: (dir, slice) => sliceDirs(JSON.stringify([dir, slice])),
    intentOf,
    missionsOnHost: () => (onHost ??= missionsOnHost(workspaceRoot)),
  };
}

export interface TagResolution {
  workNodePath: string | null;
  intent: string | null;
  unresolved: string | null;
}

/**
 * One mission (and optional paired slice) → its folder. An unresolved slice still gives the
 * mission's path and intent, with the reason; an unresolved mission gives neither.
 */
export function resolveMissionTag(resolver: WorkResolver, mission: string, slice: string | null): TagResolution {
  const dirs = resolver.missionDirs(mission);
  if (dirs.length !== 1) {
    return {
      workNodePath: null,
      intent: null,
      unresolved: `mission ${mission} resolves to ${dirs.length} directories on this host`,
    };
  }
  const missionDir = dirs[0]!;
  if (slice === null) return { workNodePath: missionDir, intent: resolver.intentOf(missionDir), unresolved: null };
  const sliceDirs = resolver.sliceDirs(missionDir, slice);
  if (sliceDirs.length !== 1) {
    return {
      workNodePath: missionDir,
      intent: resolver.intentOf(missionDir),
      unresolved: `slice ${slice} resolves to ${sliceDirs.length} directories under ${join(missionDir, 'slices')}`,
    };
  }
  return { workNodePath: sliceDirs[0]!, intent: resolver.intentOf(sliceDirs[0]!), unresolved: null };
}

/** (mission, slice) pairs a row's tags claim: a slice pairs only with exactly one mission and one slice tag. */
export function taggedWork(tags: readonly string[]): { mission: string; slice: string | null }[] {
  const missions = missionTags(tags);
  const slices = sliceTags(tags);
  const slice = missions.length === 1 && slices.length === 1 ? slices[0]! : null;
  return missions.map((mission) => ({ mission, slice }));
}
