// The refocus document kinds (state-schema/refocus-*.v1 and restore-pending.v1).
import { defineKind } from '../store/document-kind.js';
import { validate_refocus_health_v1 } from '../store/validators/refocus-health.v1.generated.js';
import { validate_refocus_sentinel_v1 } from '../store/validators/refocus-sentinel.v1.generated.js';
import { validate_refocus_state_v1 } from '../store/validators/refocus-state.v1.generated.js';
import { validate_restore_pending_v1 } from '../store/validators/restore-pending.v1.generated.js';
import type { RefocusState } from './trigger.js';

export interface RefocusHealth {
  schema: 'refocus-health';
  version: 1;
  seat: string;
  occupant: string;
  failures: number;
  issueId?: string;
  episodeStartedAt?: string;
  lastFailedAt?: string;
  lastReason?: string;
  reportedAt?: string;
}

export interface RefocusSentinel {
  schema: 'refocus-sentinel';
  version: 1;
  seat: string;
  activeEpisode: boolean;
  recordedAt?: string;
  clearedAt?: string;
}

/** The compaction actuator's marker; see restore-marker.ts. */
export interface RestorePending {
  schema: 'restore-pending';
  version: 1;
  sessionName: string;
  sessionId?: string;
  transcriptPath?: string;
  managedRefocusPending: boolean;
  createdAt?: string;
  [extra: string]: unknown;
}

export const refocusStateKind = /* @__PURE__ */ defineKind<RefocusState>({
  schema: 'refocus-state',
  version: 1,
  validate: validate_refocus_state_v1,
});
export const refocusHealthKind = /* @__PURE__ */ defineKind<RefocusHealth>({
  schema: 'refocus-health',
  version: 1,
  validate: validate_refocus_health_v1,
});
export const refocusSentinelKind = /* @__PURE__ */ defineKind<RefocusSentinel>({
  schema: 'refocus-sentinel',
  version: 1,
  validate: validate_refocus_sentinel_v1,
});
export const restorePendingKind = /* @__PURE__ */ defineKind<RestorePending>({
  schema: 'restore-pending',
  version: 1,
  validate: validate_restore_pending_v1,
});
