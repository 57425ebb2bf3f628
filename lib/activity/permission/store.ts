// The latest permission observation of a node, as an ephemeral TTL record under run/permission/
// (0600 in a 0700 folder; the daemon clears run/ at start). One record per node: the newest
// PermissionRequest by seq, across the seat's actors, with the pending word that observation
// allows. Nothing raw reaches the file: the observation is checked again before it is written,
// and the record is built field by field.
import type { HomePaths } from '../../home/paths.js';
import { permissionEvidencePath } from '../../home/paths.js';
import type { HookObservation } from '../contract.js';
import { NODE_ID_PATTERN, OCCUPANT_PATTERN } from '../../seat/ref.js';
import { readTtlRecord, writeTtlRecord } from '../../store/ttl-record.js';
import { withLock } from '../../store/lock.js';
import { checkPermissionObservation } from './permission.js';
import { permissionEffectsDue } from './effects-due.js';
import type { PermissionActor, PermissionObservation, PermissionStopStatus } from './types.js';

/** The observation's life: five minutes from its source time (never longer than from its arrival). */
export const PERMISSION_EVIDENCE_TTL_MS = 5 * 60_000;
/** A hook runs under a 5 s timeout: a lock that is not free within this gives up (the caller swallows). */
export const PERMISSION_LOCK_WAIT_MS = 2_000;

type Pending = 'request_observed' | 'completed';

/** The TTL record's value. */
export interface PermissionEvidenceRecord {
  v: 1;
  /** The seat occupant (launch generation) whose hook made the observation. */
  occupant: string;
  pending: Pending;
  observation: PermissionObservation;
  /** Epoch ms when it expires; a rewrite (completed) keeps it, so completion never extends the life. */
  expiresAt: number;
  /** The seq of the same actor's later PostToolUse that made it completed. */
  completedSeq?: number;
}

function sameActor(actor: PermissionActor, agentId: string | undefined): boolean {
  return actor.category === 'main' ? agentId === undefined : agentId === actor.id;
}

function sameActors(a: PermissionActor, b: PermissionActor): boolean {
  return sameActor(a, b.category === 'main' ? undefined : b.id);
}

/** A record read back, checked as strictly as a posted observation; anything else reads as none. */
function recordOf(value: unknown): PermissionEvidenceRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const r = value as Record<string, unknown>;
  if (r.v !== 1 || typeof r.occupant !== 'string' || !OCCUPANT_PATTERN.test(r.occupant)) return undefined;
  if (r.pending !== 'request_observed' && r.pending !== 'completed') return undefined;
  if (typeof r.expiresAt !== 'number' || !Number.isFinite(r.expiresAt)) return undefined;
  if (r.completedSeq !== undefined && !Number.isSafeInteger(r.completedSeq)) return undefined;
  const obs = checkPermissionObservation(r.observation);
  if (!obs.ok) return undefined;
  const record: PermissionEvidenceRecord = {
    v: 1,
    occupant: r.occupant,
    pending: r.pending,
    observation: obs.value,
    expiresAt: r.expiresAt,
  };
  if (r.completedSeq !== undefined) record.completedSeq = r.completedSeq as number;
  return record;
}

async function writeRecord(file: string, record: PermissionEvidenceRecord, now: number): Promise<void> {
  await writeTtlRecord(file, record, record.expiresAt - now, now);
}

async function recordRequest(file: string, occupant: string, obs: PermissionObservation, now: number): Promise<void> {
  const expiresAt = Math.min(now, Date.parse(obs.observedAt)) + PERMISSION_EVIDENCE_TTL_MS;
  if (expiresAt <= now) return; // arrived after its own life: nothing to show
  await withLock(
    file,
    async (lock) => {
      const current = recordOf(readTtlRecord(file, now));
      // The newest by seq wins; an older or equal run never replaces it.
      if (current && current.observation.seq >= obs.seq) return;
      const record: PermissionEvidenceRecord = {
        v: 1,
        occupant,
        pending: 'request_observed',
        observation: obs,
        expiresAt,
      };
      // A late request whose actor's tool batch already ran after it (runs finish out of order).
      if (
        current?.completedSeq !== undefined &&
        current.completedSeq > obs.seq &&
        current.occupant === occupant &&
        sameActors(current.observation.actor, obs.actor)
      ) {
        record.pending = 'completed';
        record.completedSeq = current.completedSeq;
      }
      lock.assertHeld();
      await writeRecord(file, record, now);
    },
    { waitMs: PERMISSION_LOCK_WAIT_MS },
  );
}

async function recordToolBatch(file: string, hook: HookObservation, now: number): Promise<void> {
  await withLock(
    file,
    async (lock) => {
      const current = recordOf(readTtlRecord(file, now));
      if (current?.pending !== 'request_observed') return;
      if (current.occupant !== hook.occupant || !sameActor(current.observation.actor, hook.agentId)) return;
      if (hook.seq <= current.observation.seq) return;
      lock.assertHeld();
      await writeRecord(file, { ...current, pending: 'completed', completedSeq: hook.seq }, now);
    },
    { waitMs: PERMISSION_LOCK_WAIT_MS },
  );
}

/**
 * The permission side of one hook observation: a PermissionRequest records the latest observation
 * for the node (TTL 5 min, under run/permission/); a PostToolUse of the same actor (same occupant,
 * agentId undefined = main) with a later seq marks it completed. Every other event does nothing,
 * and a PostToolUse costs one existence check when there is no record. Invalid identity or
 * evidence writes nothing. Lock and write failures are thrown: a hook caller swallows them.
 */
export async function applyPermissionEffects(home: HomePaths, obs: HookObservation, now = Date.now()): Promise<void> {
  if (obs.event === 'PermissionRequest') {
    if (!obs.permission || !NODE_ID_PATTERN.test(obs.nodeId) || !OCCUPANT_PATTERN.test(obs.occupant)) return;
    const checked = checkPermissionObservation(obs.permission);
    if (!checked.ok) return;
    await recordRequest(permissionEvidencePath(home, obs.nodeId), obs.occupant, checked.value, now);
    return;
  }
  if (!Number.isSafeInteger(obs.seq) || !NODE_ID_PATTERN.test(obs.nodeId) || !permissionEffectsDue(home, obs)) return;
  await recordToolBatch(permissionEvidencePath(home, obs.nodeId), obs, now);
}

/**
 * What `rig seat status` shows; an expired record is deleted by this read. With `occupant` (the
 * seat's current occupant), a record made by an earlier occupant reads unavailable: that process
 * and its actors are gone, so its request says nothing about the seat now. Without it, the latest
 * record is shown whoever made it.
 */
export function readPermissionStop(
  home: HomePaths,
  nodeId: string,
  now = Date.now(),
  occupant?: string,
): PermissionStopStatus {
  if (!NODE_ID_PATTERN.test(nodeId)) return { state: 'unavailable' };
  const record = recordOf(readTtlRecord(permissionEvidencePath(home, nodeId), now));
  if (!record || (occupant !== undefined && record.occupant !== occupant)) return { state: 'unavailable' };
  const obs = record.observation;
  return {
    state: 'observed',
    pending: record.pending,
    tool: { name: obs.tool.name },
    actor: obs.actor,
    observed_at: obs.observedAt,
    age_ms: Math.max(0, now - Date.parse(obs.observedAt)),
    suggested_rules: obs.suggested_rules,
  };
}
