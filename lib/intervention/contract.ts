// Who may intervene in a seat's terminal (spec: "Who may intervene"): the actors, the enforced
// actions, and the one question every enforcing path asks. Rules live in policy.ts, the record in
// store.ts; this file is the contract the compaction driver and set-model import.
export type InterventionActor = 'peer' | 'self' | 'openrig';
/** answer: typing a choice into the seat's permission menu (rig seat answer). */
export type InterventionAction = 'compaction' | 'model' | 'answer';

export interface InterventionVerdict {
  allowed: boolean;
  /** One line for a refusal or an audit: which row and preset or exception decided. */
  reason: string;
}

/**
 * May this actor do this to the seat? `caller` is the acting seat's node id when known (cooperative
 * attribution); null = unattributed, which keeps today's behaviour.
 */
export type MayIntervene = (
  nodeId: string,
  actor: InterventionActor,
  action: InterventionAction,
  caller: string | null,
) => InterventionVerdict;
