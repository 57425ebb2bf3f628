// Which mode wins (pure): a node's document and its audit lines → the preference in force. The
// re-upgrade rule decides whether the saved mode or a later boolean-only write is authoritative;
// with the document lost, the newest audit line says what was last set. The store
// (store.ts) applies this on every read and inside every locked change.
import type { AnyGuardAuditEntry, GuardAuditEntry, GuardDocument } from './document.js';
import { holdsAll, legacyEnabled, modeForLegacyBoolean, type GuardMode } from './policy.js';

export interface GuardPreference {
  nodeId: string;
  desiredMode: GuardMode;
  effectiveMode: GuardMode;
  /** The requested mode waits for an in-flight seat operation before it takes effect. */
  pending: boolean;
  /** Hold-all booleans of the public API: true only when the mode is hold. */
  desiredEnabled: boolean;
  effectiveEnabled: boolean;
  /** The fail-safe bit as stored (on for every mode but off). */
  legacyEnabled: boolean;
  /** Desired revision; 'default' before any change was saved. */
  revision: string;
  effectiveRevision: string;
  /** When the desired mode was last changed; '' before any change was saved. */
  changedAt: string;
  actor: string | null;
  reason: string | null;
  /**
   * default: nothing saved, the seat's spec default applies; saved: the saved mode is authoritative;
   * legacy: a boolean-only writer wrote after the last mode change, so its bit decides (until
   * reconcileLegacy or activateDesired persists that); audit: the document was lost (moved aside
   * as corrupt, or deleted) and the newest audit line says what was last set, so a protected seat
   * does not silently fall back to its default (until activateDesired restores the document).
   */
  source: 'default' | 'saved' | 'legacy' | 'audit';
}

const isOurs = (e: AnyGuardAuditEntry): e is GuardAuditEntry =>
  'event' in e && typeof (e as GuardAuditEntry).event === 'string';

/**
 * The newest entry that changed the setting: ours (set, reconciled) or a boolean-only writer's.
 * Activation lines record timing only and are skipped.
 */
function newestSettingChange(entries: AnyGuardAuditEntry[]): AnyGuardAuditEntry | undefined {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i]!;
    if (isOurs(e) && e.event === 'activated') continue;
    return e;
  }
  return undefined;
}

/**
 * The re-upgrade rule (pure). The saved mode is authoritative only when the newest setting change
 * in the audit is our own write of exactly this revision and mode, at exactly the time both the
 * mode and the legacy bit were written, with the bit still matching the mode. Anything else means
 * a boolean-only writer came later — even with the same value in the same clock tick, because its
 * audit line is then the newest — and its bit wins: on → hold, off → off.
 */
function savedModeIsAuthoritative(doc: GuardDocument, newest: AnyGuardAuditEntry | undefined): boolean {
  const d = doc.desired;
  if (!d || !doc.effective || !newest || !isOurs(newest)) return false;
  if (newest.event !== 'set' && newest.event !== 'reconciled') return false;
  return (
    newest.revision === d.revision &&
    newest.mode === d.mode &&
    newest.at === d.changedAt &&
    doc.legacy.writtenAt === d.changedAt &&
    doc.legacy.enabled === legacyEnabled(d.mode)
  );
}

type SettledFields = Pick<
  GuardPreference,
  'legacyEnabled' | 'revision' | 'effectiveRevision' | 'changedAt' | 'actor' | 'reason' | 'source'
>;

/** A preference whose desired mode is already in force (nothing pending). */
function settled(nodeId: string, mode: GuardMode, fields: SettledFields): GuardPreference {
  return {
    nodeId,
    desiredMode: mode,
    effectiveMode: mode,
    pending: false,
    desiredEnabled: holdsAll(mode),
    effectiveEnabled: holdsAll(mode),
    ...fields,
  };
}

function defaultPreference(nodeId: string, mode: GuardMode): GuardPreference {
  return settled(nodeId, mode, {
    legacyEnabled: legacyEnabled(mode),
    revision: 'default',
    effectiveRevision: 'default',
    changedAt: '',
    actor: null,
    reason: null,
    source: 'default',
  });
}

/** The preference a document and its audit describe (pure; the rule above applied). */
export function resolvePreference(
  nodeId: string,
  doc: GuardDocument | undefined,
  audit: AnyGuardAuditEntry[],
  fallbackMode: GuardMode,
): GuardPreference {
  const newest = newestSettingChange(audit);
  if (!doc) return newest ? fromAuditOnly(nodeId, newest) : defaultPreference(nodeId, fallbackMode);
  if (savedModeIsAuthoritative(doc, newest)) {
    const d = doc.desired!;
    const e = doc.effective!;
    return {
      nodeId,
      desiredMode: d.mode,
      effectiveMode: e.mode,
      pending: d.revision !== e.revision,
      desiredEnabled: holdsAll(d.mode),
      effectiveEnabled: holdsAll(e.mode),
      legacyEnabled: doc.legacy.enabled,
      revision: d.revision,
      effectiveRevision: e.revision,
      changedAt: d.changedAt,
      actor: d.actor,
      reason: d.reason,
      source: 'saved',
    };
  }
  // The boolean decides, and it is in force at once: a boolean-only daemon had no pending state.
  const mode = modeForLegacyBoolean(doc.legacy.enabled);
  const legacyLine = newest && !isOurs(newest) ? newest : undefined;
  return settled(nodeId, mode, {
    legacyEnabled: doc.legacy.enabled,
    revision: doc.desired?.revision ?? 'legacy',
    effectiveRevision: doc.effective?.revision ?? 'legacy',
    changedAt: doc.legacy.writtenAt,
    actor: typeof legacyLine?.actor === 'string' ? legacyLine.actor : null,
    reason: typeof legacyLine?.reason === 'string' ? legacyLine.reason : null,
    source: 'legacy',
  });
}

/** No document but an audit trail: the last setting change decides, in force at once. */
function fromAuditOnly(nodeId: string, newest: AnyGuardAuditEntry): GuardPreference {
  const mode = isOurs(newest) ? newest.mode : modeForLegacyBoolean(newest.enabled === true);
  return settled(nodeId, mode, {
    legacyEnabled: legacyEnabled(mode),
    revision: isOurs(newest) ? newest.revision : 'legacy',
    effectiveRevision: isOurs(newest) ? newest.revision : 'legacy',
    changedAt: newest.at,
    actor: typeof newest.actor === 'string' ? newest.actor : null,
    reason: typeof newest.reason === 'string' ? newest.reason : null,
    source: 'audit',
  });
}
