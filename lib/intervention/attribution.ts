// Cooperative caller attribution for policy changes and model changes: the caller's seat identity
// (OPENRIG_SESSION_NAME) when it names a recorded seat, else an --operator address given for the
// audit, else unattributed. None of these is an authenticated identity.
import type { HomePaths } from '../home/paths.js';
import { parseSeatRef } from '../seat/ref.js';
import { readSeat } from '../seat/registry.js';
import { UNATTRIBUTED_LABEL } from '../seat/ref.js';

export interface Attribution {
  /** name@rig from the caller's seat identity. */
  seat: string | null;
  /** That seat's node id when it is recorded. */
  nodeId: string | null;
  /** --operator ADDRESS, for the audit only. */
  operator: string | null;
}

export const UNATTRIBUTED_CALLER: Attribution = { seat: null, nodeId: null, operator: null };

const OPERATOR_PATTERN = /^[^\u0000-\u001f\u007f\s][^\u0000-\u001f\u007f]{0,199}$/u;

export class AttributionError extends Error {
  constructor(
    readonly what: string,
    readonly todo: string,
  ) {
    super(`${what} — ${todo}`);
  }
}

/** Pure: the attribution from a session name's resolved node id and an operator address. */
export function attribute(
  session: string | null,
  sessionNodeId: string | null,
  operator: string | undefined,
): Attribution {
  if (operator !== undefined && !OPERATOR_PATTERN.test(operator))
    throw new AttributionError(
      '--operator is not a printable address of at most 200 characters',
      'e.g. --operator alice@example.com',
    );
  if (session) return { seat: session, nodeId: sessionNodeId, operator: null };
  return { seat: null, nodeId: null, operator: operator ?? null };
}

/** Looks the caller's session up in the registry (a session naming no recorded seat keeps no node id). */
export function callerAttribution(home: HomePaths, session: string | null, operator: string | undefined): Attribution {
  let nodeId: string | null = null;
  if (session) {
    try {
      const ref = parseSeatRef(session);
      if (ref.kind === 'name') nodeId = readSeat(home, ref.rig, ref.seat)?.nodeId ?? null;
    } catch {
      nodeId = null;
    }
  }
  return attribute(session, nodeId, operator);
}

export function attributionLabel(a: Attribution): string {
  if (a.seat) return a.nodeId ? `seat ${a.seat}` : `seat ${a.seat} (not a recorded seat)`;
  if (a.operator) return `operator ${a.operator} (as given; not authenticated)`;
  return UNATTRIBUTED_LABEL;
}
