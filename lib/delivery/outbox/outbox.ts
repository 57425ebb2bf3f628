// The outbox: one document per delivery attempt or held message under outbox/<nodeId>/<id>.json.
// Every change to a seat's records runs under the seat's lock (outbox/<nodeId>.lock), so the held
// quota is checked and the new record saved as one step even across processes.
//
// What is stored: who, to whom, what kind, the state and its reason, and a receipt (sha256 and
// size of the text, the ids the attempt carried). The body is stored only while a message is held
// (and kept after retirement as evidence, within a byte bound) — never for an attempt that typed
// or may have typed, never drafts or composer contents, never executable options.
//
// Every function throws a typed error (OutboxError subclasses, RetentionFullError, the store's
// lock and DiskFullError). An attempt or a held message that could not be saved stops the send
// before anything is typed (every attempt is kept); a later write (an outcome) that fails is a
// warning on the send result.
import { crypto } from '../../util/lazy-builtins.js';
import { oldestFirst } from '../../util/oldest-first.js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineKind, readDocument, updateDocument, withLock, REMOVE, UNCHANGED } from '../../store/index.js';
import { validate_outbox_record_v1 } from '../../store/validators/outbox-record.v1.generated.js';
import { outboxDir, type HomePaths } from '../../home/paths.js';
import { NAME_PATTERN, NODE_ID_PATTERN, UNATTRIBUTED } from '../../seat/ref.js';
import { isMessageKind, type MessageKind } from '../guard/policy.js';
import type { Binding, FinalState, OutboxRecord, OutboxState, PublicDeliveryState } from './record.js';
import {
  heldUsage,
  MESSAGE_BYTES_LIMIT,
  planPrune,
  PRUNE_TRIGGER_RECORDS,
  retentionProblem,
  RetentionFullError,
  type HeldUsage,
  type RetentionEntry,
} from './retention.js';

export { RetentionFullError } from './retention.js';

export type { Binding, FinalState, OutboxRecord, OutboxState, PublicDeliveryState, Receipt } from './record.js';

export const outboxRecordKind = defineKind<OutboxRecord>({
  schema: 'outbox-record',
  version: 1,
  validate: validate_outbox_record_v1,
});

const OUTBOX_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@:-]{0,127}$/;
const DESTINATION_PATTERN = new RegExp(`^${NAME_PATTERN.source.slice(1, -1)}@${NAME_PATTERN.source.slice(1, -1)}$`);
const REASON_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
const MAX_WARNINGS = 20;
const MAX_WARNING_CHARS = 500;
const MAX_RECEIPT_IDS = 64;
const MAX_FIELD_CHARS = 200;
const MAX_RETIRE_REASON = 1000;
/** An operator's label (an address of up to 200 characters, and what it is) fits here. */
const MAX_RETIRED_BY_CHARS = 256;

// ---------------------------------------------------------------------------------------- errors

export type OutboxErrorCode =
  | 'invalid_outbox_input'
  | 'outbox_record_missing'
  | 'illegal_transition'
  | 'delivery_in_progress'
  | 'delivery_already_attempted'
  | 'delivery_identity_conflict';

export class OutboxError extends Error {
  constructor(
    readonly code: OutboxErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A bad id, node id, destination, reason or field; nothing was read or written. */
export class OutboxInputError extends OutboxError {
  constructor(message: string) {
    super('invalid_outbox_input', message);
  }
}

export class OutboxNotFoundError extends OutboxError {
  constructor(
    readonly nodeId: string,
    readonly id: string,
  ) {
    super('outbox_record_missing', `no outbox record ${id} for node ${nodeId}`);
  }
}

/** The record is not in a state this change may start from (compare-and-set failed). */
export class OutboxStateError extends OutboxError {
  constructor(
    readonly id: string,
    readonly from: OutboxState,
    readonly to: OutboxState,
  ) {
    super('illegal_transition', `outbox record ${id} is ${from}; it cannot become ${to}`);
  }
}

/** The id is already used by another attempt: a current request needs a fresh id. */
export class OutboxConflictError extends OutboxError {
  constructor(
    code: 'delivery_in_progress' | 'delivery_already_attempted' | 'delivery_identity_conflict',
    readonly id: string,
    detail: string,
  ) {
    super(code, `outbox id ${id}: ${detail}`);
  }
}

// ----------------------------------------------------------------------------------- small parts

export function isOutboxId(id: unknown): id is string {
  return typeof id === 'string' && OUTBOX_ID_PATTERN.test(id) && !id.includes('..');
}

/** `ob-<yyyymmddHHMMSS>-<8 hex>` in UTC. */
export function newOutboxId(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `ob-${stamp}-${crypto().randomBytes(4).toString('hex')}`;
}

export const textSha256 = (text: string): string => crypto().createHash('sha256').update(text, 'utf8').digest('hex');

function checkNode(nodeId: string): void {
  if (typeof nodeId !== 'string' || !NODE_ID_PATTERN.test(nodeId))
    throw new OutboxInputError(`invalid node id ${JSON.stringify(nodeId)}`);
}

function checkId(id: string): void {
  if (!isOutboxId(id)) throw new OutboxInputError(`invalid outbox id ${JSON.stringify(id)}`);
}

function checkReason(reason: string, what = 'reason'): void {
  if (typeof reason !== 'string' || !REASON_PATTERN.test(reason))
    throw new OutboxInputError(`invalid ${what} ${JSON.stringify(reason)}: use a snake_case code`);
}

/** Warnings are bounded in count and length; a cut says so. */
function boundWarnings(list: string[]): string[] {
  const out = list
    .filter((w) => typeof w === 'string' && /\S/.test(w))
    .map((w) => (w.length > MAX_WARNING_CHARS ? `${w.slice(0, MAX_WARNING_CHARS)}… (cut)` : w));
  if (out.length <= MAX_WARNINGS) return out;
  return [...out.slice(0, MAX_WARNINGS - 1), `${out.length - MAX_WARNINGS + 1} more warnings were cut`];
}

const nowIso = () => new Date().toISOString();
const recordFile = (home: HomePaths, nodeId: string, id: string) => join(outboxDir(home, nodeId), `${id}.json`);

/** Serialises every change to one seat's records across processes. */
function withSeatLock<T>(home: HomePaths, nodeId: string, fn: () => Promise<T>): Promise<T> {
  return withLock(outboxDir(home, nodeId), fn);
}

// ---------------------------------------------------------------------------------------- input

export interface AttemptInput {
  /** Caller-derived id (wake-intent-<qitemId>, guard-watchdog-<occurrence>, …); generated when absent. */
  id?: string;
  destination: string;
  /** Transport-derived sender; null when there is no seat identity. */
  sender: string | null;
  kind: MessageKind;
  /** The exact text to type (envelope included). Hashed into the receipt; kept only if held. */
  text: string;
  /** Receipt ids when one paste carries several outbox ids; defaults to [id]. */
  ids?: string[];
  binding?: Binding;
  pointer?: string;
  warnings?: string[];
}

function checkBinding(b: Binding | undefined): void {
  if (b === undefined) return;
  if (b === null || typeof b !== 'object') throw new OutboxInputError('binding must be an object');
  for (const key of Object.keys(b)) {
    if (!['session', 'occupant', 'paneId'].includes(key))
      throw new OutboxInputError(`unknown binding field ${JSON.stringify(key)}`);
    const v = (b as Record<string, unknown>)[key];
    if (v === undefined) continue;
    if (typeof v !== 'string' || !/\S/.test(v) || v.length > MAX_FIELD_CHARS)
      throw new OutboxInputError(`invalid binding ${key}`);
  }
  if (b.paneId !== undefined && !/^%[0-9]+$/.test(b.paneId))
    throw new OutboxInputError(`invalid binding paneId ${JSON.stringify(b.paneId)}`);
}

function newRecord(nodeId: string, input: AttemptInput, state: 'sending' | 'held', reason: string): OutboxRecord {
  checkNode(nodeId);
  if (!input || typeof input !== 'object') throw new OutboxInputError('attempt input is required');
  const id = input.id ?? newOutboxId();
  checkId(id);
  if (
    typeof input.destination !== 'string' ||
    !DESTINATION_PATTERN.test(input.destination) ||
    input.destination.includes('..')
  ) {
    throw new OutboxInputError(`invalid destination ${JSON.stringify(input.destination)}: use name@rig`);
  }
  if (
    input.sender !== null &&
    (typeof input.sender !== 'string' || !/\S/.test(input.sender) || input.sender.length > MAX_FIELD_CHARS)
  ) {
    throw new OutboxInputError('sender must be a seat name, a system actor or null');
  }
  if (!isMessageKind(input.kind)) throw new OutboxInputError(`invalid kind ${JSON.stringify(input.kind)}`);
  if (typeof input.text !== 'string') throw new OutboxInputError('text must be a string');
  const ids = input.ids ?? [id];
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_RECEIPT_IDS || !ids.every(isOutboxId)) {
    throw new OutboxInputError(`receipt ids must be 1 to ${MAX_RECEIPT_IDS} valid outbox ids`);
  }
  checkBinding(input.binding);
  if (
    input.pointer !== undefined &&
    (typeof input.pointer !== 'string' || !/\S/.test(input.pointer) || input.pointer.length > MAX_FIELD_CHARS)
  ) {
    throw new OutboxInputError('invalid pointer');
  }
  checkReason(reason);
  const at = nowIso();
  const record: OutboxRecord = {
    schema: 'outbox-record',
    version: 1,
    id,
    nodeId,
    destination: input.destination,
    sender: input.sender ?? UNATTRIBUTED,
    kind: input.kind,
    state,
    reason,
    createdAt: at,
    updatedAt: at,
    receipt: { textSha256: textSha256(input.text), bytes: Buffer.byteLength(input.text, 'utf8'), ids: [...ids] },
    warnings: boundWarnings(input.warnings ?? []),
  };
  if (input.binding) record.binding = { ...input.binding };
  if (input.pointer !== undefined) record.pointer = input.pointer;
  if (state === 'held') record.body = input.text;
  return record;
}

// -------------------------------------------------------------------------------------- reading

function readRecord(home: HomePaths, nodeId: string, id: string): OutboxRecord | undefined {
  return readDocument(outboxRecordKind, recordFile(home, nodeId, id), { onCorrupt: 'fresh' });
}

function recordIds(home: HomePaths, nodeId: string): string[] {
  let names: string[];
  try {
    names = readdirSync(outboxDir(home, nodeId));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return names
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -'.json'.length))
    .filter(isOutboxId);
}

/** Every readable record of a seat, oldest first. Unreadable ones are quarantined and reported. */
export function listRecords(home: HomePaths, nodeId: string): OutboxRecord[] {
  checkNode(nodeId);
  const out: OutboxRecord[] = [];
  for (const id of recordIds(home, nodeId)) {
    const rec = readRecord(home, nodeId, id);
    if (rec && rec.id === id && rec.nodeId === nodeId) out.push(rec);
  }
  return out.sort(oldestFirst);
}

/** Held (not retired) messages, oldest first. Reading never sends. */
export function listHeld(home: HomePaths, nodeId: string): OutboxRecord[] {
  return listRecords(home, nodeId).filter((r) => r.state === 'held');
}

const HELD_PAGE_DEFAULT = 100;
const HELD_PAGE_MAX = 1000;

export interface HeldPage {
  items: OutboxRecord[];
  total: number;
  limit: number;
  offset: number;
  /** More held messages follow this page. */
  truncated: boolean;
}

/** One page of held messages, oldest first (limit 1–1000, default 100). */
export function pageHeld(home: HomePaths, nodeId: string, page: { limit?: number; offset?: number } = {}): HeldPage {
  const limit = page.limit ?? HELD_PAGE_DEFAULT;
  const offset = page.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > HELD_PAGE_MAX)
    throw new OutboxInputError(`limit must be a whole number from 1 to ${HELD_PAGE_MAX}`);
  if (!Number.isInteger(offset) || offset < 0)
    throw new OutboxInputError('offset must be a whole number of at least 0');
  const held = listHeld(home, nodeId);
  const items = held.slice(offset, offset + limit);
  return { items, total: held.length, limit, offset, truncated: offset + items.length < held.length };
}

/** The seat's active quota use. */
export function heldQuota(home: HomePaths, nodeId: string): HeldUsage {
  return heldUsage(listRecords(home, nodeId).map(toEntry));
}

/** One record in any state (held, retired, finished, sending), or undefined. */
export function getRecord(home: HomePaths, nodeId: string, id: string): OutboxRecord | undefined {
  checkNode(nodeId);
  checkId(id);
  const rec = readRecord(home, nodeId, id);
  return rec && rec.nodeId === nodeId && rec.id === id ? rec : undefined;
}

function toEntry(r: OutboxRecord): RetentionEntry {
  return { id: r.id, state: r.state, createdAt: r.createdAt, bytes: r.receipt.bytes, hasBody: r.body !== undefined };
}

// -------------------------------------------------------------------------------------- writing

async function save(home: HomePaths, record: OutboxRecord): Promise<OutboxRecord> {
  const stored = await updateDocument(outboxRecordKind, recordFile(home, record.nodeId, record.id), () => record);
  return stored!;
}

/** Drops what the prune plan names. Runs inside the seat lock, before a create. */
async function prune(home: HomePaths, nodeId: string, records: OutboxRecord[], fileCount: number): Promise<void> {
  const plan = planPrune(records.map(toEntry), fileCount);
  for (const id of plan.remove) {
    await updateDocument(outboxRecordKind, recordFile(home, nodeId, id), () => REMOVE);
  }
  for (const id of plan.stripBody) {
    await updateDocument(outboxRecordKind, recordFile(home, nodeId, id), (cur) => {
      if (cur?.state !== 'retired' || cur.body === undefined) return UNCHANGED;
      const { body: _dropped, ...rest } = cur;
      return { ...rest, bodyPruned: true as const, updatedAt: nowIso() };
    });
  }
}

/** Refuses an id that is already taken; returns the existing record when it is the same held message. */
function checkFreshId(existing: OutboxRecord | undefined, incoming: OutboxRecord): OutboxRecord | undefined {
  if (!existing) return undefined;
  if (existing.state === 'sending')
    throw new OutboxConflictError('delivery_in_progress', existing.id, 'an attempt with this id is still in progress');
  if (incoming.state === 'held' && (existing.state === 'held' || existing.state === 'retired')) {
    const same =
      existing.receipt.textSha256 === incoming.receipt.textSha256 &&
      existing.destination === incoming.destination &&
      existing.sender === incoming.sender &&
      existing.kind === incoming.kind;
    if (same) return existing;
    throw new OutboxConflictError('delivery_identity_conflict', existing.id, 'already holds a different message');
  }
  if (existing.state === 'held' || existing.state === 'retired') {
    throw new OutboxConflictError(
      'delivery_identity_conflict',
      existing.id,
      `is a ${existing.state} message; send a current request with a new id`,
    );
  }
  throw new OutboxConflictError(
    'delivery_already_attempted',
    existing.id,
    `already ended ${existing.state}; a current request needs a new id`,
  );
}

/** A new attempt in 'sending', before any input is written. No body is stored. */
export async function createAttempt(home: HomePaths, nodeId: string, input: AttemptInput): Promise<OutboxRecord> {
  const record = newRecord(nodeId, input, 'sending', 'delivery_in_progress');
  return withSeatLock(home, nodeId, async () => {
    checkFreshId(readRecord(home, nodeId, record.id), record);
    const fileCount = recordIds(home, nodeId).length;
    // Only a folder that may need pruning is scanned, so a create stays cheap.
    if (fileCount + 1 > PRUNE_TRIGGER_RECORDS) await prune(home, nodeId, listRecords(home, nodeId), fileCount + 1);
    return save(home, record);
  });
}

function checkCapacity(records: OutboxRecord[], messageBytes: number): void {
  const usage = heldUsage(records.map(toEntry));
  const problem = retentionProblem(usage, messageBytes);
  if (problem) throw new RetentionFullError(problem, messageBytes, usage);
}

/**
 * Holds a message without any attempt to type it (hold mode, or a level that holds its kind). The
 * retention bounds are enforced before saving, under the seat lock: at capacity it throws
 * RetentionFullError and nothing is kept (and the caller types nothing). Holding the same id with
 * the same message again returns the existing record.
 */
export async function holdMessage(
  home: HomePaths,
  nodeId: string,
  input: AttemptInput,
  reason: string,
): Promise<OutboxRecord> {
  const record = newRecord(nodeId, input, 'held', reason);
  if (record.receipt.bytes > MESSAGE_BYTES_LIMIT) throw new RetentionFullError('message', record.receipt.bytes);
  return withSeatLock(home, nodeId, async () => {
    const same = checkFreshId(readRecord(home, nodeId, record.id), record);
    if (same) return same;
    const fileCount = recordIds(home, nodeId).length;
    const records = listRecords(home, nodeId);
    checkCapacity(records, record.receipt.bytes);
    await prune(home, nodeId, records, fileCount + 1);
    return save(home, record);
  });
}

export interface Outcome {
  state: FinalState;
  reason: string;
  /** Required for 'held': the exact text of the attempt (checked against the receipt). */
  body?: string;
  warnings?: string[];
  /** After Enter on an agent seat: whether the runtime's UserPromptSubmit record shows this text. */
  consumed?: boolean;
}

/**
 * Ends an attempt: compare-and-set from 'sending' only (repeating the same outcome is a no-op).
 * 'held' (a draft-aware refusal before any input) stores the body under the retention bounds; at
 * capacity the attempt is closed as 'failed' with the same reason and RetentionFullError is thrown
 * with that record, so the sender is told nothing was written and nothing is kept.
 */
export async function finalizeAttempt(
  home: HomePaths,
  nodeId: string,
  id: string,
  outcome: Outcome,
): Promise<OutboxRecord> {
  checkNode(nodeId);
  checkId(id);
  if (!outcome || !['complete', 'indeterminate', 'failed', 'held'].includes(outcome.state)) {
    throw new OutboxInputError(`invalid outcome state ${JSON.stringify(outcome?.state)}`);
  }
  checkReason(outcome.reason);
  if (outcome.state === 'held' && typeof outcome.body !== 'string')
    throw new OutboxInputError('a held outcome needs the message body');
  if (outcome.state !== 'held' && outcome.body !== undefined)
    throw new OutboxInputError('only a held outcome keeps a body');
  return withSeatLock(home, nodeId, async () => {
    const current = readRecord(home, nodeId, id);
    if (!current) throw new OutboxNotFoundError(nodeId, id);
    if (current.state === outcome.state && current.reason === outcome.reason) return current;
    if (current.state !== 'sending') throw new OutboxStateError(id, current.state, outcome.state);
    const at = nowIso();
    const warnings = boundWarnings([...current.warnings, ...(outcome.warnings ?? [])]);
    if (outcome.state !== 'held')
      return save(home, {
        ...current,
        state: outcome.state,
        reason: outcome.reason,
        updatedAt: at,
        warnings,
        ...(typeof outcome.consumed === 'boolean' && outcome.state !== 'failed' ? { consumed: outcome.consumed } : {}),
      });
    const body = outcome.body!;
    if (textSha256(body) !== current.receipt.textSha256) {
      throw new OutboxConflictError(
        'delivery_identity_conflict',
        id,
        'the held body is not the text this attempt was created with',
      );
    }
    try {
      checkCapacity(listRecords(home, nodeId), current.receipt.bytes);
    } catch (err) {
      if (!(err instanceof RetentionFullError)) throw err;
      err.record = await save(home, {
        ...current,
        state: 'failed',
        reason: outcome.reason,
        updatedAt: at,
        warnings: boundWarnings([...warnings, `retained_quota_full: ${err.message}`]),
      });
      throw err;
    }
    return save(home, { ...current, state: 'held', reason: outcome.reason, updatedAt: at, warnings, body });
  });
}

/**
 * The runtime's consumption of a delivered attempt, learnt after its outcome was saved (the send
 * answered its caller first): sets `consumed` on a complete or indeterminate record. A record
 * already consumed stays so (a later "not seen" never undoes it); a repeat is a no-op.
 */
export async function recordConsumption(
  home: HomePaths,
  nodeId: string,
  id: string,
  consumed: boolean,
): Promise<OutboxRecord> {
  checkNode(nodeId);
  checkId(id);
  if (typeof consumed !== 'boolean') throw new OutboxInputError('consumed must be true or false');
  return withSeatLock(home, nodeId, async () => {
    const current = readRecord(home, nodeId, id);
    if (!current) throw new OutboxNotFoundError(nodeId, id);
    if (current.state !== 'complete' && current.state !== 'indeterminate')
      throw new OutboxStateError(id, current.state, current.state);
    if (current.consumed === true || current.consumed === consumed) return current;
    return save(home, { ...current, consumed, updatedAt: nowIso() });
  });
}

export interface Retirement {
  /**
   * Who retired it, as recorded: the retiring seat (transport identity), or an operator's label
   * (outbox/retire-attributed.ts); required.
   */
  actor: string;
  reason: string;
}

/** The record after a retirement, and whether this call retired it (false: it already was). */
export interface RetireOutcome {
  record: OutboxRecord;
  changed: boolean;
}

/**
 * held → retired: frees the message's active quota and keeps the record (and its body, within the
 * retired-body bound) as evidence. Retiring a retired message again returns it unchanged. Nothing
 * is delivered and no queue work is closed.
 */
export async function retireHeld(home: HomePaths, nodeId: string, id: string, by: Retirement): Promise<OutboxRecord> {
  return (await retireHeldOutcome(home, nodeId, id, by)).record;
}

/** retireHeld, telling a retirement this call made from one already made (for an audit of changes). */
export async function retireHeldOutcome(
  home: HomePaths,
  nodeId: string,
  id: string,
  by: Retirement,
): Promise<RetireOutcome> {
  checkNode(nodeId);
  checkId(id);
  if (!by || typeof by.actor !== 'string' || !/\S/.test(by.actor) || by.actor.length > MAX_RETIRED_BY_CHARS) {
    throw new OutboxInputError(
      "retiring a held message needs who retired it (run it from a seat's shell, or name an operator)",
    );
  }
  if (typeof by.reason !== 'string' || !/\S/.test(by.reason))
    throw new OutboxInputError('a non-empty reason is required');
  if (by.reason.length > MAX_RETIRE_REASON)
    throw new OutboxInputError(`the reason is longer than ${MAX_RETIRE_REASON} characters`);
  return withSeatLock(home, nodeId, async () => {
    const current = readRecord(home, nodeId, id);
    if (!current) throw new OutboxNotFoundError(nodeId, id);
    if (current.state === 'retired') return { record: current, changed: false };
    if (current.state !== 'held') throw new OutboxStateError(id, current.state, 'retired');
    const at = nowIso();
    const retired = await save(home, {
      ...current,
      state: 'retired',
      updatedAt: at,
      retiredAt: at,
      retiredBy: by.actor,
      retirementReason: by.reason.trim(),
    });
    const records = listRecords(home, nodeId);
    await prune(home, nodeId, records, 0);
    return { record: readRecord(home, nodeId, id) ?? retired, changed: true };
  });
}

/**
 * Start-up recovery: every attempt still 'sending' was interrupted mid-write by a stopped daemon.
 * It becomes 'indeterminate' (interrupted_write) — input may have happened — and is never replayed.
 * Returns the ids it changed.
 */
export async function recoverSending(home: HomePaths): Promise<string[]> {
  let nodes: string[];
  try {
    nodes = readdirSync(home.outbox)
      .filter((n) => NODE_ID_PATTERN.test(n))
      .sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const changed: string[] = [];
  for (const nodeId of nodes) {
    await withSeatLock(home, nodeId, async () => {
      for (const rec of listRecords(home, nodeId)) {
        if (rec.state !== 'sending') continue;
        await save(home, {
          ...rec,
          state: 'indeterminate',
          reason: 'interrupted_write',
          updatedAt: nowIso(),
          warnings: boundWarnings([
            ...rec.warnings,
            'The daemon stopped during this attempt; input may have been written. It is not replayed.',
          ]),
        });
        changed.push(rec.id);
      }
    });
  }
  return changed;
}

export interface PublicDelivery {
  id: string;
  state: PublicDeliveryState;
  reason: string;
  /** A held message that was retired (reason message_retired). */
  retired?: true;
}

/** The state the API and CLI show. A retired message is still 'held' (nothing was written). */
export function publicState(record: OutboxRecord): PublicDelivery {
  if (record.state === 'retired') return { id: record.id, state: 'held', reason: 'message_retired', retired: true };
  return { id: record.id, state: record.state, reason: record.reason };
}
