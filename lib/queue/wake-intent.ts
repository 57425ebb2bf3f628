// The durable wake intent: one document per row to wake for, under queue/wakes/<rowId>.json while
// it is active (pending, being typed, held, failed or unconfirmed) and under queue/wakes/done/ once
// it is settled (delivered, or its work no longer current). The queue writes it under the queue lock
// before the row is committed, so a committed row always has its wake; the daemon's wakes job is
// the only other writer. Each change is a locked read-modify-write of that one file.
import { readdirSync, rmSync } from 'node:fs';
import { queueWakePath, type HomePaths } from '../home/paths.js';
import {
  defineKind,
  ensureDir,
  readDocument,
  REMOVE,
  UNCHANGED,
  updateDocument,
  writeFileAtomicallySync,
  type Versioned,
} from '../store/index.js';
import { validate_queue_wake_v1 } from '../store/validators/queue-wake.v1.generated.js';
import { QUEUE_ID_PATTERN, type Priority, type QueueRow } from './row.js';

export type WakeCause = 'create' | 'handoff' | 'unblock';
/** pending: not tried yet; sending: an attempt is in flight (or was, when the daemon died). */
export type WakeState = 'pending' | 'sending' | 'held' | 'complete' | 'indeterminate' | 'failed' | 'closed';
/** What one attempt ended as: the send's public state, or refused (nothing written, nothing kept). */
export type WakeAttemptState = 'complete' | 'indeterminate' | 'failed' | 'held' | 'refused';

export interface WakeAttempt {
  outboxId: string;
  nodeId?: string;
  at: string;
  state: WakeAttemptState;
  reason: string;
  pass: 'tick' | 'startup';
  /** The other wakes this pointer carried (their original ids). */
  with?: string[];
  /** A held attempt that a newer pointer replaced (draft_wake_superseded): that pointer's outbox id. */
  supersededBy?: string;
}

export interface WakeIntent extends Versioned {
  schema: 'queue-wake';
  version: 1;
  /** `wake-intent-<rowId>`: the original id every attempt's receipt carries. */
  id: string;
  rowId: string;
  /** name@rig of the seat to wake (the row's destination when the wake was written). */
  destination: string;
  cause: WakeCause;
  priority: Priority;
  /** The frozen pointer line (wake-decide.ts wakeBody). */
  body: string;
  /** The row's transition count at commit: an unblock wake is current only while nothing followed. */
  rowTransitions: number;
  createdAt: string;
  updatedAt: string;
  state: WakeState;
  reason: string;
  /** Failed attempts made by ordinary ticks (bounded by WAKE_MAX_TICK_FAILURES). */
  tickFailures: number;
  /** Attempts ever made (the attempts list keeps the last MAX_ATTEMPTS_KEPT); numbers the next id. */
  tries?: number;
  retryAfter?: string;
  /** Why the last tick did not attempt it (seat busy, at a prompt, throttled…). */
  deferred?: string;
  /** The attempt in flight, and the wake's state before it (an earlier unknown outlives a crash). */
  inFlight?: {
    outboxId: string;
    nodeId: string;
    at: string;
    pass?: 'tick' | 'startup';
    prior?: 'pending' | 'held' | 'indeterminate' | 'failed';
  };
  attempts: WakeAttempt[];
}

export const wakeIntentKind = defineKind<WakeIntent>({
  schema: 'queue-wake',
  version: 1,
  validate: validate_queue_wake_v1,
});

export const MAX_ATTEMPTS_KEPT = 20;

export const wakeIdOf = (rowId: string) => `wake-intent-${rowId}`;

/** Attempts ever made for a wake (older records without the counter: its kept attempts). */
export const triesOf = (i: Pick<WakeIntent, 'tries' | 'attempts'>): number => i.tries ?? i.attempts.length;

/** A new pending wake for a row about to be committed (pure). */
export function newWakeIntent(row: QueueRow, cause: WakeCause, body: string, now = new Date()): WakeIntent {
  const at = now.toISOString();
  return {
    schema: 'queue-wake',
    version: 1,
    id: wakeIdOf(row.id),
    rowId: row.id,
    destination: row.destination,
    cause,
    priority: row.priority,
    body,
    rowTransitions: row.transitions.length,
    createdAt: at,
    updatedAt: at,
    state: 'pending',
    reason: 'wake_pending',
    tickFailures: 0,
    attempts: [],
  };
}

function checkRowId(rowId: string): void {
  if (!QUEUE_ID_PATTERN.test(rowId)) throw new TypeError(`invalid queue row id ${JSON.stringify(rowId)}`);
}

/**
 * Writes a wake. A newer wake for the same row (an unblock after its create wake) replaces the
 * earlier one but keeps its attempts, so its next attempt id is new (an outbox id is never reused).
 */
export async function saveWakeIntent(home: HomePaths, intent: WakeIntent): Promise<WakeIntent> {
  checkRowId(intent.rowId);
  ensureDir(home.queueWakes);
  const settled = readDocument(wakeIntentKind, queueWakePath(home, intent.rowId, true), { onCorrupt: 'fresh' });
  return (await updateDocument(wakeIntentKind, queueWakePath(home, intent.rowId), (cur) => {
    const earlier = cur ?? settled;
    return earlier
      ? { ...intent, attempts: earlier.attempts.slice(-MAX_ATTEMPTS_KEPT), tries: triesOf(earlier) }
      : intent;
  }))!;
}

/**
 * Takes back the wake of a row whose create failed (under the queue lock, before anyone was told
 * of the row): removed under its own lock, or — when even the lock folder cannot be made on a full
 * disk — removed outright (the wakes job writes back only a wake it read, and settles one whose
 * row is missing).
 */
export async function discardWakeIntent(home: HomePaths, rowId: string): Promise<void> {
  checkRowId(rowId);
  const file = queueWakePath(home, rowId);
  try {
    await updateDocument(wakeIntentKind, file, () => REMOVE, { onCorrupt: 'fresh', report: () => {} });
  } catch {
    rmSync(file, { force: true });
  }
}

export function readWakeIntent(home: HomePaths, rowId: string): WakeIntent | undefined {
  checkRowId(rowId);
  return (
    readDocument(wakeIntentKind, queueWakePath(home, rowId), { onCorrupt: 'fresh' }) ??
    readDocument(wakeIntentKind, queueWakePath(home, rowId, true), { onCorrupt: 'fresh' })
  );
}

/**
 * Every active wake (not settled), oldest first. Reads only the active folder. `read` replaces
 * readDocument (a caller with its own cache of unchanged files).
 */
export function listActiveWakes(home: HomePaths, read: typeof readDocument = readDocument): WakeIntent[] {
  let names: string[];
  try {
    names = readdirSync(home.queueWakes);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const out: WakeIntent[] = [];
  for (const name of names) {
    if (!name.endsWith('.json')) continue;
    const rowId = name.slice(0, -'.json'.length);
    if (!QUEUE_ID_PATTERN.test(rowId)) continue;
    const doc = read(wakeIntentKind, queueWakePath(home, rowId), { onCorrupt: 'fresh' });
    if (doc && doc.rowId === rowId) out.push(doc);
  }
  return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * Locked read-modify-write of one active wake; returns the result (undefined if it is gone). With
 * `settleIf`, a result it accepts is written to the settled folder and leaves the active one in
 * the same locked step (one lock instead of two for every delivered wake).
 */
export async function updateWakeIntent(
  home: HomePaths,
  rowId: string,
  change: (cur: WakeIntent) => WakeIntent,
  settleIf?: (next: WakeIntent) => boolean,
): Promise<WakeIntent | undefined> {
  checkRowId(rowId);
  let out: WakeIntent | undefined;
  await updateDocument(wakeIntentKind, queueWakePath(home, rowId), (cur) => {
    if (!cur) return UNCHANGED;
    out = { ...change(cur), updatedAt: new Date().toISOString() };
    out.attempts = out.attempts.slice(-MAX_ATTEMPTS_KEPT);
    if (!settleIf?.(out)) return out;
    if (!wakeIntentKind.validate(out)) throw new TypeError(`invalid wake intent for ${rowId}`);
    ensureDir(home.queueWakesDone);
    writeFileAtomicallySync(queueWakePath(home, rowId, true), JSON.stringify(out, null, 2) + '\n');
    return REMOVE;
  });
  return out;
}
