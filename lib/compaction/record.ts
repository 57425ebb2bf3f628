// Managed compaction's persisted record, one per seat: $OPENRIG_HOME/compaction/state/<nodeId>.json
// (state-schema/compaction-state.v1). The step it names is where a restarted daemon resumes.
import { defineKind } from '../store/document-kind.js';
import { validate_compaction_state_v1 } from '../store/validators/compaction-state.v1.generated.js';
import type { InterventionActor } from '../intervention/contract.js';

/**
 * armed              nothing owed; a threshold crossing (or a manual request) starts a run
 * prep               the prep prompt (write a restore map) is owed
 * await-idle         prep delivered; `/compact` is owed once the seat reports an explicit idle
 * await-postcompact  `/compact` delivered; waiting for the PostCompact hook's evidence
 * boundary           the short turn-boundary message is owed
 * restore            the restore request is owed (after the seat answered the boundary)
 * audit              the read-depth audit is owed (after the seat answered the restore)
 * cooldown           a run ended; no new automatic run until cooldownUntil
 */
export const STEPS = [
  'armed',
  'prep',
  'await-idle',
  'await-postcompact',
  'boundary',
  'restore',
  'audit',
  'cooldown',
] as const;
export type Step = (typeof STEPS)[number];

/** What the driver types, in order. */
export const SEND_STEPS = ['prep', 'compact', 'boundary', 'restore', 'audit'] as const;
export type SendStep = (typeof SEND_STEPS)[number];

export type RunOrigin = 'threshold' | 'manual';

export interface CompactionRun {
  id: string;
  origin: RunOrigin;
  /** Who asked (spec: "Who may intervene"): checked again before further input during preparation. */
  actor: InterventionActor;
  /** The asking seat's node id (cooperative attribution); null: unattributed or OpenRig itself. */
  caller: string | null;
  startedAt: string;
  usedPercent?: number | null;
  thresholdPercent?: number;
  /** How long the prep may take to reach an explicit idle before the run ends with /compact unsent. */
  prepIdleWaitMs: number;
  /** The runtime session when the run began (the early restore sentinel names it). */
  sessionId?: string | null;
}

export interface CompactionRecord {
  schema: 'compaction-state';
  version: 1;
  nodeId: string;
  /** name@rig. */
  seat: string;
  occupant: string;
  step: Step;
  stepSince: string;
  /** Usage has been below the threshold since the last /compact (a threshold run may start). */
  rearmed: boolean;
  cooldownUntil?: string;
  lastTriggerAt?: string;
  run?: CompactionRun;
  sent?: Partial<Record<SendStep, string>>;
  /** A send that began (written before notify): a restart looks its outbox record up. */
  attempt?: { step: SendStep; id: string; at: string };
  lastAttempt?: { step: SendStep; at: string; outcome: string; reason: string };
  lastOutcome?: {
    at: string;
    result: 'done' | 'failed' | 'cancelled';
    reason: string;
    runId?: string;
    origin?: RunOrigin;
  };
}

export const compactionStateKind = /* @__PURE__ */ defineKind<CompactionRecord>({
  schema: 'compaction-state',
  version: 1,
  validate: validate_compaction_state_v1,
});

/** Steps during which managed compaction owes the seat its next turn (other notices wait). */
export const OWED_STEPS: readonly Step[] = ['await-postcompact', 'boundary', 'restore', 'audit'];
