// Who asked for a compaction, and the one question asked before any input during preparation.
// Pure. Attribution is cooperative: a caller naming a seat is that seat (self when it is the target,
// else a peer); an unattributed caller keeps today's behaviour (allowed); OpenRig's own threshold
// runs ask as the openrig row.
import type { InterventionActor, InterventionVerdict, MayIntervene } from '../intervention/contract.js';

export const UNATTRIBUTED_ALLOWED = "unattributed caller: today's behaviour (allowed)";

export function actorFor(targetNodeId: string, callerNodeId: string | null): InterventionActor {
  return callerNodeId === targetNodeId ? 'self' : 'peer';
}

export function compactionVerdict(
  may: MayIntervene,
  nodeId: string,
  actor: InterventionActor,
  caller: string | null,
): InterventionVerdict {
  if (actor !== 'openrig' && caller === null) return { allowed: true, reason: UNATTRIBUTED_ALLOWED };
  return may(nodeId, actor, 'compaction', caller);
}

/** Stand-in until the POLICY helper's implementation lands: every actor keeps today's authority. */
export const allowAll: MayIntervene = () => ({ allowed: true, reason: 'no terminal interaction policy recorded' });
