// The shapes of the typing guard's files: a node's document (guards/<node>.json) and the lines of
// the shared audit log, ours and a boolean-only writer's (docs/typing-guard.md).
import type { Versioned } from '../../store/index.js';
import type { GuardMode } from './policy.js';

export interface GuardDocument extends Versioned {
  schema: 'guard';
  version: 1;
  nodeId: string;
  /** Absent when only a boolean-only writer has touched the document. */
  desired?: { mode: GuardMode; revision: string; changedAt: string; actor: string | null; reason: string };
  effective?: { mode: GuardMode; revision: string; activatedAt: string };
  /** Fail-safe bit (on for every mode but off) and when it was last written, by anyone. */
  legacy: { enabled: boolean; writtenAt: string };
}

/** One line of guards/audit.jsonl written by this code. */
export interface GuardAuditEntry {
  at: string;
  nodeId: string;
  /** set: a requested change; activated: effective caught up; reconciled: a legacy write adopted. */
  event: 'set' | 'activated' | 'reconciled';
  mode: GuardMode;
  revision: string;
  /** The legacy bit stored with this change. */
  enabled: boolean;
  previousDesired: GuardMode;
  previousEffective: GuardMode;
  actor: string | null;
  actorLabel: string;
  reason: string;
}

/** A line a boolean-only writer appends: no event, no mode, just the bit it wrote. */
export interface LegacyAuditEntry {
  at: string;
  nodeId: string;
  enabled: boolean;
  actor?: string | null;
  reason?: string | null;
}

export type AnyGuardAuditEntry = GuardAuditEntry | LegacyAuditEntry;
