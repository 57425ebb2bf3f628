// Work candidates: labelled evidence of what a seat is working on, for the refocus work packet.
// Pure given its inputs (the seat's rows, a lookup for handoff ancestors, a WorkResolver).
// Only tags are evidence: a mission named in body text never is.
import { missionTags } from './row.js';
import { resolveMissionTag, taggedWork, type WorkResolver } from './work-resolver.js';
import type { WorkCandidate, WorkCandidates } from './work-candidates-types.js';
import type { RowEntry } from './index-entry.js';
import { oldestFirst } from '../util/oldest-first.js';

export const HELD_CAP = 20;
export const NEXT_CAP = 10;
/** A held or next row's summary and continuation are one line of about this many characters. */
export const LINE_CHARS = 160;

/** A row as the derivation sees it: the index's row entry with its id (its source is not used). */
export type CandidateRow = Omit<RowEntry, 'source'> & { id: string };

export interface CandidateInput {
  /** This seat's rows (any state). */
  rows: readonly CandidateRow[];
  /** Any row on this host by id (handoff ancestors usually belong to other seats). */
  lookup(id: string): CandidateRow | undefined;
  resolver: WorkResolver;
}

/** One line, cut near `max` characters; a cut names `rig queue show <id>` for the whole text. */
export function oneLine(text: string, id: string, max = LINE_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max - 1).trimEnd()}… (rig queue show ${id})`;
}

const PRIORITY_ORDER: Record<string, number> = { critical: 0, urgent: 1, routine: 2 };

const newestFirst = (a: CandidateRow, b: CandidateRow) =>
  a.updatedAt === b.updatedAt ? (a.id < b.id ? 1 : -1) : a.updatedAt < b.updatedAt ? 1 : -1;

/** Pending rows: most urgent first, then oldest first (the order a queue is worked in). */
const queueOrder = (a: CandidateRow, b: CandidateRow) =>
  (PRIORITY_ORDER[a.priority] ?? 3) - (PRIORITY_ORDER[b.priority] ?? 3) || oldestFirst(a, b);

/** handedOffFrom first, then the chain of record from nearest to oldest, each once. */
export function handoffAncestors(row: Pick<CandidateRow, 'handedOffFrom' | 'chainOfRecord'>): string[] {
  const out: string[] = [];
  for (const id of [row.handedOffFrom, ...[...row.chainOfRecord].reverse()]) {
    if (id && !out.includes(id)) out.push(id);
  }
  return out;
}

type Placement = { candidates: WorkCandidate[] } | { reason: string };

function tagCandidates(row: CandidateRow, resolver: WorkResolver): WorkCandidate[] {
  return taggedWork(row.tags).map(({ mission, slice }) => {
    const r = resolveMissionTag(resolver, mission, slice);
    return {
      kind: 'tag' as const,
      qitemId: row.id,
      mission,
      slice,
      workNodePath: r.workNodePath,
      intent: r.intent,
      source: `tag mission:${mission}${slice !== null ? ` + slice:${slice}` : ''} on row ${row.id}`,
      unresolved: r.unresolved,
    };
  });
}

/** An untagged row borrows the mission of its nearest local ancestor, unless the handoff changed the work. */
function ancestryPlacement(row: CandidateRow, input: CandidateInput): Placement {
  const ancestors = handoffAncestors(row);
  if (ancestors.length === 0) return { reason: 'no mission tag and no handoff ancestry' };
  for (const a of ancestors) {
    const ancestor = input.lookup(a);
    if (!ancestor)
      return { reason: `handoff ancestor ${a} is not on this host (remote or removed); no mission assumed` };
    if (ancestor.bodyHash !== row.bodyHash)
      return { reason: `retargeted handoff from ${a} (new body, no tags); no mission assumed` };
    const work = taggedWork(ancestor.tags);
    if (work.length > 0) {
      return {
        candidates: work.map(({ mission, slice }) => {
          const r = resolveMissionTag(input.resolver, mission, slice);
          return {
            kind: 'ancestry' as const,
            qitemId: row.id,
            mission,
            slice,
            workNodePath: r.workNodePath,
            intent: r.intent,
            source: `handoff ancestor ${a} carries mission:${mission}; row ${row.id} itself is untagged`,
            unresolved: r.unresolved,
          };
        }),
      };
    }
  }
  return { reason: 'no handoff ancestor carries a mission tag' };
}

export function deriveWorkCandidates(input: CandidateInput): WorkCandidates {
  const candidates: WorkCandidate[] = [];
  const unknown: WorkCandidates['unknown'] = [];
  const inProgress = input.rows.filter((r) => r.state === 'in-progress').sort(newestFirst);
  for (const row of inProgress) {
    if (missionTags(row.tags).length > 0) {
      candidates.push(...tagCandidates(row, input.resolver));
      continue;
    }
    const placed = ancestryPlacement(row, input);
    if ('candidates' in placed) candidates.push(...placed.candidates);
    else unknown.push({ qitemId: row.id, summary: oneLine(row.summary, row.id), reason: placed.reason });
  }
  const blocked = input.rows.filter((r) => r.state === 'blocked').sort(newestFirst);
  const pending = input.rows.filter((r) => r.state === 'pending').sort(queueOrder);
  const onHost = input.resolver.missionsOnHost();
  return {
    missionsRoot: input.resolver.missionsRoot,
    candidates,
    unknown,
    held: blocked.slice(0, HELD_CAP).map((r) => ({
      qitemId: r.id,
      summary: oneLine(r.summary, r.id),
      blockedOn: r.blockedOn === null ? null : oneLine(r.blockedOn, r.id),
      continuation: r.continuation === null ? null : oneLine(r.continuation, r.id),
    })),
    next: pending
      .slice(0, NEXT_CAP)
      .map((r) => ({ qitemId: r.id, summary: oneLine(r.summary, r.id), missions: missionTags(r.tags) })),
    heldTotal: blocked.length,
    nextTotal: pending.length,
    heldTruncated: blocked.length > HELD_CAP,
    nextTruncated: pending.length > NEXT_CAP,
    missionsOnHost: onHost.names,
    missionsOnHostTruncated: onHost.truncated,
  };
}
