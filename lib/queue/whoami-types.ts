// The answer of `rig queue whoami --json` (and queueWhoami in-process). Other modules (the refocus
// hook, the trace) code against this shape: change it only additively.
import type { WorkCandidates } from './work-candidates-types.js';

export interface RoleFile {
  /** As declared in the seat record. */
  path: string;
  /** Absolute, against the seat's cwd. */
  resolvedPath: string;
  state: 'present' | 'missing';
}

export interface RoleInfo {
  /** no-record: no seat registry record; not-declared: the record has no role files; missing: any file is missing. */
  state: 'present' | 'missing' | 'no-record' | 'not-declared' | 'unknown';
  files: RoleFile[];
  /** The seat's launchedAt: when the role binding was recorded. */
  recordedAt?: string;
  note?: string;
  /** Why the state is unknown. */
  reason?: string;
}

export interface WhoamiSeat {
  name: string;
  rig: string;
  nodeId: string;
  runtime: string;
}

export interface WhoamiQueueSummary {
  pending: number;
  inProgress: number;
  blocked: number;
  recent: { id: string; state: string; summary: string }[];
}

export interface WhoamiAnswer {
  session: string | null;
  seat: WhoamiSeat | null;
  role: RoleInfo;
  currentWork: { workNodePath: string; qitemId: string } | null;
  /** Present exactly when currentWork is null. */
  currentWorkBasis?: string;
  queue: WhoamiQueueSummary;
  workCandidates?: WorkCandidates;
}
