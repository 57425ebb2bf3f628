// Strict current work: the single work node this seat's typed in-progress rows point at, or the
// basis for naming none. Pure given a WorkResolver. The trace compares NO_CURRENT_BATON_BASIS by
// exact equality, so its text is fixed.
import { missionTags } from './row.js';
import { resolveMissionTag, taggedWork, type WorkResolver } from './work-resolver.js';

export const NO_CURRENT_BATON_BASIS =
  'no typed in-progress work (only in-progress rows are considered; a typed row that is pending or blocked is not current work)';
export const NO_TYPED_WORK_RESOLVED_BASIS = 'no typed in-progress work resolved to a work node';

export function distinctNodesBasis(n: number): string {
  return `${n} distinct typed work nodes — refusing to guess`;
}

export interface CurrentWorkRow {
  id: string;
  state: string;
  tags: readonly string[];
  updatedAt: string;
}

export type CurrentWork =
  | { currentWork: { workNodePath: string; qitemId: string }; currentWorkBasis?: undefined }
  | { currentWork: null; currentWorkBasis: string };

/**
 * Only in-progress rows with a mission tag count. A row's node is its mission folder, or the slice
 * folder when it pairs one slice; a mission or slice that does not resolve to exactly one folder
 * gives no node. One distinct node is the answer (named by its most recently changed row).
 */
export function deriveCurrentWork(rows: readonly CurrentWorkRow[], resolver: WorkResolver): CurrentWork {
  const typed = rows
    .filter((r) => r.state === 'in-progress' && missionTags(r.tags).length > 0)
    .sort((a, b) => (a.updatedAt === b.updatedAt ? (a.id < b.id ? 1 : -1) : a.updatedAt < b.updatedAt ? 1 : -1));
  if (typed.length === 0) return { currentWork: null, currentWorkBasis: NO_CURRENT_BATON_BASIS };
  const nodes = new Map<string, string>();
  for (const row of typed) {
    for (const { mission, slice } of taggedWork(row.tags)) {
      const r = resolveMissionTag(resolver, mission, slice);
      if (r.unresolved !== null || r.workNodePath === null) continue;
      if (!nodes.has(r.workNodePath)) nodes.set(r.workNodePath, row.id);
    }
  }
  if (nodes.size === 0) return { currentWork: null, currentWorkBasis: NO_TYPED_WORK_RESOLVED_BASIS };
  if (nodes.size > 1) return { currentWork: null, currentWorkBasis: distinctNodesBasis(nodes.size) };
  const [workNodePath, qitemId] = [...nodes.entries()][0]!;
  return { currentWork: { workNodePath, qitemId } };
}
