// CONTRACT STUB (issue 12): the evidence helper replaces this file with the real normalisation.
import type { PermissionActor, PermissionObservation } from './types.js';

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/** agent_id → actor: omitted or null → main; a valid id → subagent/teammate; anything else refused. */
export function actorOf(_agentId: unknown): Checked<PermissionActor> {
  return { ok: false, reason: 'not built yet' };
}

/** A PermissionRequest hook input → bounded evidence (producer side). */
export function normalizePermissionRequest(
  _input: Record<string, unknown>,
  _seq: number,
  _observedAt: string,
): Checked<PermissionObservation> {
  return { ok: false, reason: 'not built yet' };
}

/** Ingress: a posted observation checked again, every bound included. */
export function checkPermissionObservation(_value: unknown): Checked<PermissionObservation> {
  return { ok: false, reason: 'not built yet' };
}
