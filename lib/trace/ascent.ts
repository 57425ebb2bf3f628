// The path-only ascent: from a start folder up to the configured root, every folder on the way is
// a node except the shelves (folders that only hold nodes). Nothing inside a file is followed.
import { stat } from '../util/fs-async.js';
import { basename, dirname, resolve, sep } from 'node:path';
import { expandHome, resolveLoose, untilAborted, TraceAborted } from './trace-fs.js';
import { outsideRoot, unreachableRoot } from './lines.js';
import type { LookupSignal } from '../util/lookup-signal.js';

const SHELVES: ReadonlySet<string> = new Set(['rigs', 'pods', 'seats', 'missions', 'slices']);

export interface TraceNode {
  path: string;
  /** Path relative to the root, or "." for the root itself. */
  label: string;
}

export type AscentResult = { nodes: TraceNode[] } | { gap: string };

/**
 * Pure: `path` relative to `root`, both absolute and normalized (as realpath and path.resolve give
 * them): '' for the root itself, undefined when `path` is not inside it. The same answer as
 * path.relative for such paths, by comparing strings: path.relative resolves both sides again,
 * character by character in cold code, which cost a hook about 0.3 ms a call on long paths.
 */
export function pathWithin(root: string, path: string): string | undefined {
  if (path === root) return '';
  const prefix = root.endsWith(sep) ? root : `${root}${sep}`;
  return path.startsWith(prefix) && path.length > prefix.length ? path.slice(prefix.length) : undefined;
}

/** Pure: the nodes from `root` down to `start` (both resolved), root first, shelves skipped. */
function nodesBetween(root: string, start: string, shown = start): AscentResult {
  const rel = pathWithin(root, start);
  if (rel === undefined) return { gap: outsideRoot(shown) };
  const nodes: TraceNode[] = [];
  let cur = start;
  for (;;) {
    if (cur === root) {
      nodes.push({ path: root, label: '.' });
      break;
    }
    if (!SHELVES.has(basename(cur))) nodes.push({ path: cur, label: pathWithin(root, cur) ?? cur });
    const up = dirname(cur);
    if (up === cur) return { gap: unreachableRoot(root) };
    cur = up;
  }
  return { nodes: nodes.reverse() };
}

/** Resolves `start` (relative to `cwd`, `~` expanded; a file means its folder) and ascends to `root`. */
export async function ascent(start: string, root: string, cwd: string, signal?: LookupSignal): Promise<AscentResult> {
  let resolved = await resolveLoose(resolve(cwd, expandHome(start)), signal);
  try {
    if ((await untilAborted(stat(resolved), signal)).isFile()) resolved = dirname(resolved);
  } catch (err) {
    if (err instanceof TraceAborted) throw err;
  }
  return nodesBetween(root, resolved, start);
}
