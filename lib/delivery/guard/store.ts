// The saved typing-guard preference of each node: one locked document per node (desired and
// effective mode, the fail-safe legacy boolean) plus an append-only audit log shared by all nodes.
// The re-upgrade rule (preference.ts, pure) decides, on every read, whether the saved mode or a
// later boolean-only write is authoritative; docs/typing-guard.md describes the file contract a
// boolean-only writer follows. The route's request body is parsed in request.ts.
import { crypto } from '../../util/lazy-builtins.js';
import { readdirSync } from 'node:fs';
import { appendLog, defineKind, readDocument, readLog, updateDocument, UNCHANGED } from '../../store/index.js';
import { validate_guard_v1 } from '../../store/validators/guard.v1.generated.js';
import { guardPath, type HomePaths } from '../../home/paths.js';
import { NODE_ID_PATTERN, UNATTRIBUTED_LABEL } from '../../seat/ref.js';
import { GUARD_MODES, isGuardMode, legacyEnabled, MAX_GUARD_REASON, type GuardMode } from './policy.js';
import type { AnyGuardAuditEntry, GuardAuditEntry, GuardDocument } from './document.js';
import { resolvePreference, type GuardPreference } from './preference.js';

const guardKind = defineKind<GuardDocument>({ schema: 'guard', version: 1, validate: validate_guard_v1 });

export class GuardInputError extends Error {
  readonly code = 'invalid_typing_guard_request';
  constructor(message: string) {
    super(message);
    this.name = 'GuardInputError';
  }
}

export const actorLabel = (actor: string | null | undefined): string => actor ?? UNATTRIBUTED_LABEL;

function checkNodeId(nodeId: string): void {
  if (typeof nodeId !== 'string' || !NODE_ID_PATTERN.test(nodeId))
    throw new GuardInputError(`invalid node id ${JSON.stringify(nodeId)}`);
}

const newRevision = () => `gr-${crypto().randomBytes(8).toString('hex')}`;

function nowIso(): string {
  return new Date().toISOString();
}

/** Audit lines for one node (or all), oldest first; torn lines are dropped by the log reader. */
export function readGuardAudit(home: HomePaths, nodeId?: string): AnyGuardAuditEntry[] {
  const { records } = readLog<AnyGuardAuditEntry>(home.guardAudit);
  return records.filter((r) => r && typeof r === 'object' && (nodeId === undefined || r.nodeId === nodeId));
}

function readDoc(home: HomePaths, nodeId: string): GuardDocument | undefined {
  return readDocument(guardKind, guardPath(home, nodeId), { onCorrupt: 'fresh' });
}

/**
 * The node's preference; `fallbackMode` (the seat spec's typingGuard) applies until a change is
 * saved. Lock-free: the document is replaced atomically and the audit is append-only.
 */
export function readGuard(home: HomePaths, nodeId: string, fallbackMode: GuardMode): GuardPreference {
  checkNodeId(nodeId);
  if (!isGuardMode(fallbackMode)) throw new GuardInputError(`invalid fallback mode ${JSON.stringify(fallbackMode)}`);
  return resolvePreference(nodeId, readDoc(home, nodeId), readGuardAudit(home, nodeId), fallbackMode);
}

/**
 * Several nodes' preferences with one read of the shared audit (a listing reads it once, not once a
 * seat). Each entry is the preference or the error reading it gave (that node's only, unless the
 * audit itself could not be read).
 */
export function readGuards(
  home: HomePaths,
  wanted: readonly { nodeId: string; fallbackMode: GuardMode }[],
): (GuardPreference | Error)[] {
  let audit: AnyGuardAuditEntry[] | undefined;
  return wanted.map(({ nodeId, fallbackMode }) => {
    try {
      checkNodeId(nodeId);
      if (!isGuardMode(fallbackMode))
        throw new GuardInputError(`invalid fallback mode ${JSON.stringify(fallbackMode)}`);
      audit ??= readGuardAudit(home);
      const own = audit.filter((e) => e.nodeId === nodeId);
      return resolvePreference(nodeId, readDoc(home, nodeId), own, fallbackMode);
    } catch (err) {
      return err instanceof Error ? err : new Error(String(err));
    }
  });
}

export interface SetModeRequest {
  mode: GuardMode;
  reason: string;
  /** From transport identity only (X-OpenRig-Session / OPENRIG_SESSION_NAME); null = unattributed. */
  actor: string | null;
  fallbackMode: GuardMode;
}

function checkRequest(req: SetModeRequest): void {
  if (!isGuardMode(req.mode))
    throw new GuardInputError(`invalid mode ${JSON.stringify(req.mode)}; use one of ${GUARD_MODES.join(', ')}`);
  if (!isGuardMode(req.fallbackMode))
    throw new GuardInputError(`invalid fallback mode ${JSON.stringify(req.fallbackMode)}`);
  if (typeof req.reason !== 'string' || !/\S/.test(req.reason))
    throw new GuardInputError('a non-empty reason is required');
  if (req.reason.length > MAX_GUARD_REASON)
    throw new GuardInputError(`the reason is longer than ${MAX_GUARD_REASON} characters`);
  if (req.actor !== null && (typeof req.actor !== 'string' || !/\S/.test(req.actor)))
    throw new GuardInputError('actor must be a seat name or null');
}

// A corrupt document is moved aside and reported by the store; the audit then says what was set.
const CORRUPT_FRESH = { onCorrupt: 'fresh' } as const;

function audit(home: HomePaths, entry: GuardAuditEntry): void {
  appendLog(home.guardAudit, entry);
}

/**
 * Saves the desired mode and its audit line under the node's lock. The audit line goes first: a
 * crash between the two leaves the audit ahead of the document, which the re-upgrade rule reads as
 * "not authoritative" and falls back to the stored fail-safe bit. Asking for the mode already
 * desired (and authoritative) writes nothing and keeps the revision. When the new mode equals the
 * effective one it takes effect at once; otherwise it stays pending until activateDesired.
 */
export async function setDesiredMode(home: HomePaths, nodeId: string, req: SetModeRequest): Promise<GuardPreference> {
  checkNodeId(nodeId);
  checkRequest(req);
  let result: GuardPreference | undefined;
  await updateDocument(
    guardKind,
    guardPath(home, nodeId),
    (doc) => {
      const view = resolvePreference(nodeId, doc, readGuardAudit(home, nodeId), req.fallbackMode);
      if (view.source === 'saved' && view.desiredMode === req.mode) {
        result = view;
        return UNCHANGED;
      }
      const at = nowIso();
      const revision = newRevision();
      const reason = req.reason.trim();
      const next: GuardDocument = {
        schema: 'guard',
        version: 1,
        nodeId,
        desired: { mode: req.mode, revision, changedAt: at, actor: req.actor, reason },
        effective: { mode: req.mode, revision, activatedAt: at },
        legacy: { enabled: legacyEnabled(req.mode), writtenAt: at },
      };
      if (view.effectiveMode !== req.mode) {
        // What is in force now stays in force until activation: the saved effective block, or the
        // spec default, or the boolean a boolean-only writer left (it had no pending state).
        next.effective =
          view.source === 'saved' && doc?.effective
            ? doc.effective
            : {
                mode: view.effectiveMode,
                revision: view.source === 'default' ? 'default' : newRevision(),
                activatedAt: at,
              };
      }
      audit(home, {
        at,
        nodeId,
        event: 'set',
        mode: req.mode,
        revision,
        enabled: legacyEnabled(req.mode),
        previousDesired: view.desiredMode,
        previousEffective: view.effectiveMode,
        actor: req.actor,
        actorLabel: actorLabel(req.actor),
        reason,
      });
      result = resolvePreference(nodeId, next, [...readGuardAudit(home, nodeId)], req.fallbackMode);
      return next;
    },
    CORRUPT_FRESH,
  );
  return result!;
}

export interface ReconcileResult {
  preference: GuardPreference;
  /** A boolean-only write was adopted (and persisted as the saved mode). */
  reconciled: boolean;
  /** The saved mode the boolean overrode, when there was one. */
  overriddenMode?: GuardMode;
}

/**
 * Persists what a winning legacy bit (or, with the document lost, the newest audit line) put in
 * force as the saved mode, desired and effective at once.
 */
function reconcileInside(
  home: HomePaths,
  nodeId: string,
  doc: GuardDocument | undefined,
  view: GuardPreference,
): GuardDocument {
  const at = nowIso();
  const revision = newRevision();
  const mode = view.desiredMode;
  const reason =
    view.source === 'audit'
      ? `guard document restored from the audit log${view.reason ? ` (last reason: ${view.reason})` : ''}`.slice(
          0,
          MAX_GUARD_REASON,
        )
      : (view.reason ?? 'a boolean-only writer changed the typing guard after the last mode change');
  audit(home, {
    at,
    nodeId,
    event: 'reconciled',
    mode,
    revision,
    enabled: legacyEnabled(mode),
    previousDesired: doc?.desired?.mode ?? mode,
    previousEffective: doc?.effective?.mode ?? mode,
    actor: view.actor,
    actorLabel: actorLabel(view.actor),
    reason,
  });
  return {
    schema: 'guard',
    version: 1,
    nodeId,
    desired: { mode, revision, changedAt: at, actor: view.actor, reason },
    effective: { mode, revision, activatedAt: at },
    legacy: { enabled: legacyEnabled(mode), writtenAt: at },
  };
}

/**
 * The rollback / re-upgrade rule, persisted: when a boolean-only writer wrote after the last mode
 * change, its bit becomes the saved mode (on → hold, off → off); otherwise nothing changes. Held
 * and uncertain deliveries are untouched: nothing is replayed.
 */
export async function reconcileLegacy(
  home: HomePaths,
  nodeId: string,
  fallbackMode: GuardMode,
): Promise<ReconcileResult> {
  checkNodeId(nodeId);
  let out: ReconcileResult | undefined;
  await updateDocument(
    guardKind,
    guardPath(home, nodeId),
    (doc) => {
      const view = resolvePreference(nodeId, doc, readGuardAudit(home, nodeId), fallbackMode);
      if (view.source !== 'legacy' && view.source !== 'audit') {
        out = { preference: view, reconciled: false };
        return UNCHANGED;
      }
      const next = reconcileInside(home, nodeId, doc, view);
      out = {
        preference: resolvePreference(nodeId, next, readGuardAudit(home, nodeId), fallbackMode),
        reconciled: true,
      };
      if (doc?.desired && doc.desired.mode !== view.desiredMode) out.overriddenMode = doc.desired.mode;
      return next;
    },
    CORRUPT_FRESH,
  );
  return out!;
}

/**
 * effective := desired. The daemon calls this once no seat operation is in flight, and at start
 * for every node. A winning legacy bit is reconciled first, never overwritten by a stale mode.
 */
export async function activateDesired(
  home: HomePaths,
  nodeId: string,
  fallbackMode: GuardMode = 'off',
): Promise<GuardPreference> {
  checkNodeId(nodeId);
  let result: GuardPreference | undefined;
  await updateDocument(
    guardKind,
    guardPath(home, nodeId),
    (doc) => {
      const entries = readGuardAudit(home, nodeId);
      const view = resolvePreference(nodeId, doc, entries, fallbackMode);
      if (view.source === 'default') {
        result = view;
        return UNCHANGED;
      }
      if (view.source === 'legacy' || view.source === 'audit' || !doc) {
        const next = reconcileInside(home, nodeId, doc, view);
        result = resolvePreference(nodeId, next, readGuardAudit(home, nodeId), fallbackMode);
        return next;
      }
      if (!view.pending) {
        result = view;
        return UNCHANGED;
      }
      const at = nowIso();
      const d = doc.desired!;
      audit(home, {
        at,
        nodeId,
        event: 'activated',
        mode: d.mode,
        revision: d.revision,
        enabled: doc.legacy.enabled,
        previousDesired: d.mode,
        previousEffective: view.effectiveMode,
        actor: d.actor,
        actorLabel: actorLabel(d.actor),
        reason: d.reason,
      });
      const next: GuardDocument = { ...doc, effective: { mode: d.mode, revision: d.revision, activatedAt: at } };
      result = resolvePreference(nodeId, next, readGuardAudit(home, nodeId), fallbackMode);
      return next;
    },
    CORRUPT_FRESH,
  );
  return result!;
}

/** Node ids that have a saved guard document (for the daemon's start-up pass). */
export function listGuardNodes(home: HomePaths): string[] {
  let names: string[];
  try {
    names = readdirSync(home.guards);
  } catch {
    return [];
  }
  return names
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -'.json'.length))
    .filter((id) => NODE_ID_PATTERN.test(id))
    .sort();
}
