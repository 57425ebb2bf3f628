// The rules of "Who may intervene", pure: given a seat's recorded choice (or none), may this actor
// do this action? No record keeps today's behaviour (everything allowed); an unattributed caller
// keeps today's behaviour too, never labelled a peer; an exception decides its whole actor row;
// otherwise the preset sets the peer row and self and OpenRig keep their standing authority.
import type { InterventionAction, InterventionActor, InterventionVerdict } from './contract.js';
import type { TerminalPolicyChoice } from './choice.js';
import { choiceLabel } from './choice.js';
import { PRESET_PEER_ROW, STANDING_AUTHORITY } from './presets.js';

export interface InterventionAsk {
  /** The target seat's node id. */
  nodeId: string;
  actor: InterventionActor;
  action: InterventionAction;
  /** The acting seat's node id (cooperative attribution); null = unattributed. */
  caller: string | null;
}

/** The actor a caller is for a target: itself, or a peer (an unknown caller is asked as a peer and allowed). */
export function actorFor(targetNodeId: string, callerNodeId: string | null): InterventionActor {
  return callerNodeId !== null && callerNodeId === targetNodeId ? 'self' : 'peer';
}

const verdict = (allowed: boolean, reason: string): InterventionVerdict => ({ allowed, reason });

export function decideIntervention(
  choice: TerminalPolicyChoice | undefined,
  ask: InterventionAsk,
): InterventionVerdict {
  const what = `${ask.actor} ${ask.action}`;
  if (!choice) return verdict(true, `${what}: no terminal policy recorded for this seat (today's behaviour)`);
  if (ask.actor !== 'openrig' && ask.caller === null)
    return verdict(true, `${what}: unattributed caller keeps today's behaviour`);
  const label = choiceLabel(choice);
  const exception = choice.exceptions[ask.actor]?.[ask.action];
  if (exception) return verdict(exception === 'allow', `${what}: ${exception} by exception (${label})`);
  if (ask.actor === 'self' || ask.actor === 'openrig') {
    const allowed = STANDING_AUTHORITY[ask.actor];
    return verdict(allowed, `${what}: ${allowed ? 'allowed' : 'denied'}, standing authority (${label})`);
  }
  const row = PRESET_PEER_ROW[choice.preset];
  if (row === 'all') return verdict(true, `${what}: allowed by ${label}`);
  if (row === 'none') return verdict(false, `${what}: denied by ${label}`);
  const helper = choice.helpers.find((h) => h.nodeId === ask.caller);
  return helper
    ? verdict(true, `${what}: allowed, ${helper.seat} is a named helper (${label})`)
    : verdict(false, `${what}: denied, the caller is not a named helper (${label})`);
}

/** The whole account as rows (for status): each actor × action, allowed or not, for an attributed caller. Pure. */
export function accountRows(
  choice: TerminalPolicyChoice,
): Record<InterventionActor, Record<InterventionAction, 'allow' | 'deny' | 'helpers'>> {
  const cell = (actor: InterventionActor, action: InterventionAction): 'allow' | 'deny' | 'helpers' => {
    const exception = choice.exceptions[actor]?.[action];
    if (exception) return exception;
    if (actor !== 'peer') return STANDING_AUTHORITY[actor] ? 'allow' : 'deny';
    const row = PRESET_PEER_ROW[choice.preset];
    return row === 'all' ? 'allow' : row === 'none' ? 'deny' : 'helpers';
  };
  return {
    peer: { compaction: cell('peer', 'compaction'), model: cell('peer', 'model'), answer: cell('peer', 'answer') },
    self: { compaction: cell('self', 'compaction'), model: cell('self', 'model'), answer: cell('self', 'answer') },
    openrig: {
      compaction: cell('openrig', 'compaction'),
      model: cell('openrig', 'model'),
      answer: cell('openrig', 'answer'),
    },
  };
}
