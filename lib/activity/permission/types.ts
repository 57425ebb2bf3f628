// Permission evidence as data (spec: seat-delivery.md "Latest permission observation"). Types only;
// normalisation and bounds live beside this file, the ephemeral store under run/permission/.

/** Actor attribution from agent_id: omitted or null → main; a valid id → a subagent or teammate. */
export type PermissionActor = { category: 'main' } | { category: 'subagent_or_teammate'; id: string };

export interface SuggestedRule {
  toolName: string;
  /** Absent stays absent: distinct from an empty string. */
  ruleContent?: string;
}

export interface SuggestedRuleEntry {
  type: 'addRules' | 'replaceRules' | 'removeRules';
  rules: SuggestedRule[];
  behavior: string;
  destination: string;
}

/**
 * Claude's permission_suggestions as the supported subset. `native` tells a missing native field
 * from a present (possibly empty) array; `unsupported` (entries withheld: mode or directory updates,
 * malformed entries) and `size_cut` (whole entries dropped by a bound) mark incomplete evidence.
 */
export type SuggestedRules =
  | {
      state: 'available';
      native: 'present' | 'missing';
      entries: SuggestedRuleEntry[];
      unsupported: boolean;
      size_cut: boolean;
    }
  | { state: 'unavailable'; reason: string };

/** One PermissionRequest as stored and relayed: a fixed descriptor, never raw tool_input or reasons. */
export interface PermissionObservation {
  tool: { name: string };
  actor: PermissionActor;
  /** Source time: when the hook observed the request (ISO). */
  observedAt: string;
  seq: number;
  suggested_rules: SuggestedRules;
}

/** `permission_stop` in seat status (JSON and human): one latest observation across actors. */
export type PermissionStopStatus =
  | { state: 'unavailable' }
  | {
      state: 'observed';
      /** request_observed: that actor's pending state is unknown; completed: its later tool batch ran. */
      pending: 'request_observed' | 'completed';
      tool: { name: string };
      actor: PermissionActor;
      observed_at: string;
      age_ms: number;
      suggested_rules: SuggestedRules;
    };
