// The labelled evidence `rig queue whoami --work-candidates` returns for the refocus work packet.
// Evidence, not a verdict: the trace renders it and asks the agent when it does not settle the work.

export interface WorkCandidate {
  /** tag: the in-progress row's own mission tag; ancestry: the nearest local handoff ancestor's. */
  kind: 'tag' | 'ancestry';
  qitemId: string;
  mission: string;
  slice: string | null;
  /** The resolved mission (or slice) folder; null when the mission does not resolve to one folder. */
  workNodePath: string | null;
  intent: string | null;
  /** Where the claim comes from, e.g. `tag mission:m + slice:s on row q-…`. */
  source: string;
  /** Why the tag does not resolve on this host; null when it does. */
  unresolved: string | null;
}

export interface WorkCandidates {
  /** `<workspace.root>/missions`. */
  missionsRoot: string;
  candidates: WorkCandidate[];
  /** In-progress rows the queue cannot place, with the reason. */
  unknown: { qitemId: string; summary: string; reason: string }[];
  /** Blocked rows (held work, not next), newest change first, at most HELD_CAP. */
  held: { qitemId: string; summary: string; blockedOn: string | null; continuation: string | null }[];
  /** Pending rows (possible next work, no order implied), at most NEXT_CAP. */
  next: { qitemId: string; summary: string; missions: string[] }[];
  heldTotal: number;
  nextTotal: number;
  heldTruncated: boolean;
  nextTruncated: boolean;
  missionsOnHost: string[];
  missionsOnHostTruncated: boolean;
}
