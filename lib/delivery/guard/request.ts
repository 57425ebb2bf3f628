// The body of POST /api/seat/set-typing-guard/:seatRef (pure): exactly one of {mode} or {enabled},
// and a reason; the old retry settings are refused by name. The daemon's route (lib/daemon/routes/guard.ts)
// answers 400 with the error.
import { GUARD_MODES, isGuardMode, MAX_GUARD_REASON, modeForLegacyBoolean, type GuardMode } from './policy.js';

export interface ParsedGuardRequest {
  ok: true;
  mode: GuardMode;
  reason: string;
  /** Which compatible form the caller used. */
  via: 'mode' | 'enabled';
}

export interface GuardRequestError {
  ok: false;
  error: string;
}

const OBSOLETE_FIELDS = ['holdSeconds', 'maxAttempts'];

/**
 * Validates a POST /api/seat/set-typing-guard body: exactly one of {mode} or {enabled} (true →
 * hold, false → off), plus a non-empty reason. The actor never comes from the body, so an `actor`
 * field is an unknown field like any other.
 */
export function parseGuardRequest(body: unknown): ParsedGuardRequest | GuardRequestError {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return { ok: false, error: 'the request body must be a JSON object with mode or enabled, and reason' };
  const fields = body as Record<string, unknown>;
  const keys = Object.keys(fields);
  const obsolete = keys.filter((k) => OBSOLETE_FIELDS.includes(k));
  if (obsolete.length)
    return {
      ok: false,
      error: `${obsolete.join(' and ')} ${obsolete.length > 1 ? 'are' : 'is'} no longer supported: the typing guard has no retry settings or deadlines`,
    };
  const unknown = keys.filter((k) => !['mode', 'enabled', 'reason'].includes(k));
  if (unknown.length)
    return {
      ok: false,
      error: `unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => JSON.stringify(k)).join(', ')}; use mode or enabled, and reason`,
    };
  const hasMode = 'mode' in fields;
  const hasEnabled = 'enabled' in fields;
  if (hasMode === hasEnabled) return { ok: false, error: 'use exactly one of mode or enabled' };
  const reason = fields.reason;
  if (typeof reason !== 'string' || !/\S/.test(reason)) return { ok: false, error: 'a non-empty reason is required' };
  if (reason.length > MAX_GUARD_REASON)
    return { ok: false, error: `the reason is longer than ${MAX_GUARD_REASON} characters` };
  if (hasMode) {
    if (!isGuardMode(fields.mode)) return { ok: false, error: `mode must be one of ${GUARD_MODES.join(', ')}` };
    return { ok: true, mode: fields.mode, reason: reason.trim(), via: 'mode' };
  }
  if (typeof fields.enabled !== 'boolean') return { ok: false, error: 'enabled must be true or false' };
  return { ok: true, mode: modeForLegacyBoolean(fields.enabled), reason: reason.trim(), via: 'enabled' };
}
