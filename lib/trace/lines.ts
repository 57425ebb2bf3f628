// Every fixed line the trace prints, in one place: agents, the refocus hook and tests match these
// strings exactly, so they are built here and nowhere else.
import { join } from 'node:path';

export const TOPOLOGY_HEADING = '## TOPOLOGY TRACE';
export const WORK_HEADING = '## WORK TRACE';
export const ASK_HEADING = '## WORK — name it';
export const ORIENTATION_HEADING = '## ORIENTATION — the project-level chain, not your work';

export const traceGap = (reason: string) => `TRACE GAP — ${reason}`;

export const rootUnresolved = (key: 'topology.root' | 'workspace.root', detail?: string) =>
  `${key} is unresolved${detail ? `: ${detail}` : ''}`;
export const TOPOLOGY_START_UNRESOLVED =
  'current topology node is unresolved; pass --topology-start with a literal absolute path (or configure OPENRIG_REFOCUS_TOPOLOGY_NODE separately)';
export const WORK_START_UNRESOLVED =
  'current work node is unresolved; pass --work-start with a literal absolute path (or configure OPENRIG_REFOCUS_WORK_NODE separately)';
export const outsideRoot = (start: string) => `start is outside configured root: ${start}`;
export const unreachableRoot = (root: string) => `could not reach configured root: ${root}`;
export const noSingleWorkNode = (basis: string) => `no single current work node: ${basis}`;
export const workNodeUnknown = (reason: string) => `current work node UNKNOWN: ${reason}`;
export const candidatesUnreadable = (err: string) => `work candidates unreadable: ${err}`;
export const CANDIDATES_INVALID = 'work candidates have an invalid shape';
export const unreadableFile = (path: string, reason: string) => `unreadable file ${path}: ${reason}`;
export const cutShort = (before: string, reason: string) => `trace cut short before ${before}: ${reason}`;

export const fallbackLine = (basis: string) =>
  `FALLBACK — no current typed baton (${basis}). Showing the project-level chain from the work root: a broad orientation, not evidence of a current mission`;

export const missingLearned = (node: string) => `MISSING LINK — ${join(node, 'LEARNED.md')}`;
export const missingSpec = (node: string) => `MISSING LINK — no SPEC.md or README.md at ${node}`;
export const MISSING_INTENT = 'MISSING INTENT — no readable intent: field';

export const nodeHeading = (label: string, file?: string) => (file ? `### ${label} · ${file}` : `### ${label}`);

export const notesPointer = (name: string, size: number, path: string) => `NOTES · ${name} · ${size} bytes · ${path}`;
export const notesHeading = (name: string) => `NOTES · ${name}`;
export const PROGRESS_HEADING = 'PROGRESS · PROGRESS.md';
export const notesGap = (node: string) => `NOTES GAP — no readable mission notes at ${node}`;
export const notesResolutionGap = (err: string, node: string) => `NOTES RESOLUTION GAP — ${err} at ${node}`;
export const notesBecameUnreadable = (name: string, path: string) =>
  `NOTES RESOLUTION GAP — resolved ${name} became unreadable at ${path}`;

export const evidenceLine = (source: string) =>
  `WORK FROM QUEUE EVIDENCE — ${source}. If this is stale, say what you are actually doing.`;
export const NO_SLICE_NAMED = "no slice named: the mission's own chain is shown";

export const sectionNotFound = (titles: string[], path: string) =>
  `SECTION NOT FOUND — no ${titles.map((t) => JSON.stringify(t)).join(' or ')} heading in ${path}; bounded excerpt follows`;
