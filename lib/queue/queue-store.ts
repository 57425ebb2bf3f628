// Queue state on disk: one document per row, one open-row index per destination and the listing
// index in buckets (see index-entry.ts, listing-bucket.ts). Every change runs under one queue-wide
// lock in the same order — intent (ids about to change) → rows → destination indexes → the rows'
// listing buckets → intent removed — so a crash at any point leaves either consistent indexes or
// an intent naming the rows to re-read.
// Readers take no lock: documents are replaced atomically, and a left-over intent is applied to
// the reader's in-memory copy (the next writer folds it in for good).
import { readdirSync, rmSync } from 'node:fs';
import { queueRowPath, queueSeatIndexPath, type Env, type HomePaths } from '../home/paths.js';
import { isDiskFull, readDocument, updateDocument, withLock, REMOVE } from '../store/index.js';
import { defaultReport } from '../store/default-report.js';
import {
  checkBody,
  checkLine,
  checkPriority,
  checkQueueId,
  checkSeatName,
  checkSummary,
  checkTags,
  newQueueId,
  queueRowKind,
  rowIdsOfFileNames,
  rowIfNamed,
  QueueInputError,
  type Priority,
  type QueueRow,
  type QueueState,
} from './row.js';
import { applyTransition, type QueueVerb } from './transitions.js';
import { UNATTRIBUTED } from '../seat/ref.js';
import { paneIdentity } from '../seat/identity.js';
import { PANE_VARS } from '../seat/pane-vars.js';
import { blockNote } from './continuation.js';
import {
  applyRowToSeatIndex,
  emptySeatIndex,
  foldSeatRows,
  listingEntryOf,
  newestFirst,
  queueIndexIntentKind,
  queueSeatIndexKind,
  type QueueSeatIndex,
} from './index-entry.js';
import { listingBuilt, readListing, rebuildListing, writeListingRows, type Listing } from './listing-index.js';
import { intendWake, wakeOutcome, type WakeOutcome } from './wake.js';
import { markUnreadable, readRowOrUnreadable, unreadableRows, type ListedRow } from './unreadable-row.js';
import { discardWakeIntent, type WakeCause, type WakeIntent } from './wake-intent.js';

export class QueueNotFoundError extends Error {
  constructor(readonly id: string) {
    super(`no queue row ${id}`);
    this.name = 'QueueNotFoundError';
  }
}

/** A verb the row's current state does not allow; `state` is what the row is now. */
export class QueueTransitionError extends Error {
  constructor(
    readonly id: string,
    readonly verb: QueueVerb,
    readonly state: QueueState,
    readonly todo: string,
  ) {
    super(`cannot ${verb} ${id}: it is ${state}`);
    this.name = 'QueueTransitionError';
  }
}

const quiet = { onCorrupt: 'fresh' } as const;

export function withQueueLock<T>(home: HomePaths, fn: () => Promise<T> | T): Promise<T> {
  return withLock(home.queueMutex, () => fn());
}

/** Who is acting: an explicit seat (validated), else the session's canonical seat, else "unattributed". */
export function actorFrom(env: Env, explicit?: string): string {
  if (explicit !== undefined) return checkSeatName(explicit, 'source');
  const session = paneIdentity(env).session;
  if (!session) return UNATTRIBUTED;
  try {
    return checkSeatName(session, PANE_VARS.session);
  } catch {
    return UNATTRIBUTED;
  }
}

export function readQueueRow(home: HomePaths, id: string): QueueRow | undefined {
  checkQueueId(id);
  return readDocument(queueRowKind, queueRowPath(home, id));
}

function rowIdsOnDisk(home: HomePaths): string[] {
  try {
    return rowIdsOfFileNames(readdirSync(home.queueRows));
  } catch {
    return [];
  }
}

function readRowQuietly(home: HomePaths, id: string): QueueRow | undefined {
  return rowIfNamed(readDocument(queueRowKind, queueRowPath(home, id), quiet), id);
}

function seatIndexFile(home: HomePaths, destination: string): string {
  return queueSeatIndexPath(home, checkSeatName(destination, 'destination'));
}

/** Writes every index from the row files. Caller holds the queue lock. */
async function rebuildUnlocked(home: HomePaths): Promise<number> {
  const listing: Listing = { rows: {} };
  const seats = new Map<string, QueueSeatIndex>();
  for (const id of rowIdsOnDisk(home)) {
    const row = readRowQuietly(home, id);
    if (!row) continue;
    listing.rows[id] = listingEntryOf(row);
    seats.set(row.destination, applyRowToSeatIndex(seats.get(row.destination) ?? emptySeatIndex(row.destination), row));
  }
  for (const [destination, index] of seats) {
    await updateDocument(queueSeatIndexKind, seatIndexFile(home, destination), () => index, quiet);
  }
  // A destination with no rows left has no index file (absence means "nothing open").
  let files: string[] = [];
  try {
    files = readdirSync(home.queueSeatIndexes).filter((f) => f.endsWith('.json'));
  } catch {
    files = [];
  }
  for (const f of files) {
    const destination = f.slice(0, -'.json'.length);
    if (!seats.has(destination)) {
      try {
        await updateDocument(queueSeatIndexKind, seatIndexFile(home, destination), () => REMOVE, quiet);
      } catch {
        // Not a seat-named file: not ours to remove.
      }
    }
  }
  await rebuildListing(home, listing);
  await updateDocument(queueIndexIntentKind, home.queueIndexIntent, () => REMOVE, quiet);
  return Object.keys(listing.rows).length;
}

/** Re-derives every index from the row files (repair, or after rows were written in bulk). */
export async function rebuildQueueIndex(home: HomePaths): Promise<{ rows: number }> {
  return withQueueLock(home, async () => ({ rows: await rebuildUnlocked(home) }));
}

/** The listing manifest is written last by a rebuild, so its absence means the indexes are not built. */
function indexesBuilt(home: HomePaths): boolean {
  return listingBuilt(home);
}

/** Builds the indexes from the rows when they are not built yet (under the queue lock). */
export async function ensureIndexes(home: HomePaths): Promise<void> {
  if (indexesBuilt(home) || rowIdsOnDisk(home).length === 0) return;
  await withQueueLock(home, async () => {
    if (!indexesBuilt(home)) await rebuildUnlocked(home);
  });
}

/** Ids a writer announced and may not have folded into the indexes yet (a crash in between). */
function intentIds(home: HomePaths): string[] {
  return readDocument(queueIndexIntentKind, home.queueIndexIntent, quiet)?.ids ?? [];
}

/** The listing index (every bucket) as readers should see it, without a lock (rebuilt first when missing). */
export async function loadQueueIndex(home: HomePaths): Promise<Listing> {
  await ensureIndexes(home);
  const index = readListing(home);
  for (const id of intentIds(home)) {
    const row = readRowQuietly(home, id);
    if (row) index.rows[id] = listingEntryOf(row);
  }
  return index;
}

/** What one change writes: rows new to the queue, and existing rows in their new state. */
interface RowChange {
  created?: QueueRow[];
  changed?: QueueRow[];
}

/** Where a change whose rows are written says that its indexes lag (a full disk); default stderr. */
export interface CommitOptions {
  report?: (line: string) => void;
}

/** The advisory for a change that is made while its indexes could not be written. */
function indexesBehindLine(err: unknown): string {
  return `the change is recorded, but the queue's indexes could not be updated (${(err as Error)?.message ?? String(err)}); listings apply it already and the next queue change brings the indexes up to date`;
}

/**
 * Writes rows and their index entries in the crash-safe order. Caller holds the queue lock.
 * The rows are the record, so a change is made once every row is written, and not before:
 * - a row that cannot be written (a full disk) throws after taking back the rows this change
 *   created and its intent, so nothing is half made (a changed row that failed kept its old bytes);
 * - an index that cannot be written after that is left to the intent (readers apply it, the next
 *   writer folds it in, as after a crash) and reported, not thrown: the change stands.
 */
async function commitRows(home: HomePaths, change: RowChange, opts: CommitOptions = {}): Promise<void> {
  const created = change.created ?? [];
  // New rows first: a changed row is written last, so one that fails leaves nothing of the change.
  const rows = [...created, ...(change.changed ?? [])];
  // Built first even with no rows yet (then it writes only the manifest), so readers never rebuild.
  if (!indexesBuilt(home)) await rebuildUnlocked(home);
  const ids = rows.map((r) => r.id);
  const stale = intentIds(home).filter((id) => !ids.includes(id));
  await updateDocument(
    queueIndexIntentKind,
    home.queueIndexIntent,
    () => ({
      schema: 'queue-index-intent' as const,
      version: 1 as const,
      ids: [...stale, ...ids],
    }),
    quiet,
  );
  try {
    for (const row of rows) await updateDocument(queueRowKind, queueRowPath(home, row.id), () => row);
  } catch (err) {
    for (const row of created) rmSync(queueRowPath(home, row.id), { force: true });
    await restoreIntent(home, stale);
    throw err;
  }
  try {
    await foldIntoIndexes(home, stale, rows);
  } catch (err) {
    (opts.report ?? defaultReport)(indexesBehindLine(err));
  }
}

/**
 * The intent as it was before a change that was not made: gone, or the ids a crashed writer left.
 * Best effort: an intent still naming this change's rows is harmless (they read as they were).
 * Every writer of the intent holds the queue lock, so removing it needs no lock of its own (nor a
 * lock folder a full disk may have no room for).
 */
async function restoreIntent(home: HomePaths, stale: string[]): Promise<void> {
  try {
    if (stale.length === 0) rmSync(home.queueIndexIntent, { force: true });
    else
      await updateDocument(
        queueIndexIntentKind,
        home.queueIndexIntent,
        () => ({ schema: 'queue-index-intent' as const, version: 1 as const, ids: stale }),
        quiet,
      );
  } catch {
    // left naming rows that read as they were
  }
}

/** The rows of this change, and those a crashed writer left in the intent, into every index; then the intent goes. */
async function foldIntoIndexes(home: HomePaths, stale: string[], rows: QueueRow[]): Promise<void> {
  const fold = [...stale.map((id) => readRowQuietly(home, id)).filter((r): r is QueueRow => r !== undefined), ...rows];
  for (const destination of new Set(fold.map((r) => r.destination))) {
    await updateDocument(
      queueSeatIndexKind,
      seatIndexFile(home, destination),
      (current) => foldSeatRows(current ?? emptySeatIndex(destination), destination, fold),
      quiet,
    );
  }
  await writeListingRows(home, fold);
  await updateDocument(queueIndexIntentKind, home.queueIndexIntent, () => REMOVE, quiet);
}

export interface CreateQueueRowInput {
  destination: string;
  summary: string;
  body?: string;
  priority?: Priority | string;
  tags?: string[];
  /** name@rig; defaults to OPENRIG_SESSION_NAME, else "unattributed". */
  source?: string;
}

/**
 * Pure: create input checked and normalised, field by field in a fixed order (source first); throws
 * QueueInputError naming the first bad field. The CLI calls it in its parse step, before a body file
 * is read (a body given later is checked then).
 */
export function checkCreateInput(input: CreateQueueRowInput): CreateQueueRowInput & { priority: Priority } {
  return {
    source: input.source !== undefined ? checkSeatName(input.source, 'source') : undefined,
    destination: checkSeatName(input.destination, 'destination'),
    priority: checkPriority(input.priority ?? 'routine'),
    tags: checkTags(input.tags ?? []),
    summary: checkSummary(input.summary),
    body: input.body !== undefined ? checkBody(input.body) : undefined,
  };
}

/** Checks and normalises create input (checkCreateInput); `source` is the acting seat. */
export function buildQueueRow(input: CreateQueueRowInput, source: string, now = new Date()): QueueRow {
  const at = now.toISOString();
  const checked = checkCreateInput(input);
  return {
    schema: 'queue-row',
    version: 1,
    id: newQueueId(now),
    createdAt: at,
    updatedAt: at,
    source,
    destination: checked.destination,
    state: 'pending',
    priority: checked.priority,
    tags: checked.tags!,
    summary: checked.summary,
    body: checked.body ?? '',
    blockedOn: null,
    handedOffFrom: null,
    handedOffTo: null,
    chainOfRecord: [],
    transitions: [],
  };
}

/**
 * The wake of a row this change creates, then its rows (commitRows); a change that throws takes
 * its new wake back too, so a failed create or handoff leaves nothing behind. A wake the disk has
 * no room for fails the change before anything else is written: a row never lacks its wake for
 * want of space (another failure to record it is reported on the outcome, as before).
 */
async function commitWithWake(
  home: HomePaths,
  wakeFor: QueueRow,
  cause: WakeCause,
  change: RowChange,
  opts: CommitOptions,
): Promise<WakeIntent | Error> {
  const intent = await intendWake(home, wakeFor, cause);
  if (intent instanceof Error && isDiskFull(intent)) throw intent;
  try {
    await commitRows(home, change, opts);
  } catch (err) {
    if (!(intent instanceof Error)) await discardWakeIntent(home, wakeFor.id);
    throw err;
  }
  return intent;
}

/** Records a new pending row, then runs the wake step for its destination. */
export async function createQueueRow(
  home: HomePaths,
  env: Env,
  input: CreateQueueRowInput,
  opts: CommitOptions = {},
): Promise<{ row: QueueRow; wake: WakeOutcome }> {
  const row = buildQueueRow(input, actorFrom(env, input.source));
  return withQueueLock(home, () => commitCreatedRow(home, row, opts));
}

/**
 * Commits a new row with its wake (the wake durable first: a committed row always has its wake,
 * lib/queue/wake.ts). The caller holds the queue lock: a row made for another host's request is
 * committed after its dedupe record, under the same hold (lib/daemon/remote-queue.ts).
 */
export async function commitCreatedRow(
  home: HomePaths,
  row: QueueRow,
  opts: CommitOptions = {},
): Promise<{ row: QueueRow; wake: WakeOutcome }> {
  const intent = await commitWithWake(home, row, 'create', { created: [row] }, opts);
  return { row, wake: wakeOutcome(home, row, intent) };
}

/** Pure: a blocked row resumed by someone other than its destination seat is an unblock (it wakes the owner). */
export function isUnblock(before: QueueRow, after: QueueRow, actor: string): boolean {
  return before.state === 'blocked' && after.state === 'in-progress' && actor !== before.destination;
}

export interface TransitionRequest {
  verb: Exclude<QueueVerb, 'handoff'>;
  /** Defaults to the session's seat, else "unattributed". */
  actor?: string;
  note?: string;
  /** block only: what the row waits on (required). */
  on?: string;
  /** block only: the plan to resume with, recorded as `continuation: …` in the note. */
  continuation?: string;
}

/**
 * Pure: a transition's note and blocker checked (a block's continuation folded into its note);
 * throws QueueInputError naming the field. The actor is checked apart (it may come from the env).
 */
export function checkTransitionRequest(req: TransitionRequest): { note?: string; blockedOn?: string } {
  let note = req.note !== undefined ? checkLine(req.note, 'note') : undefined;
  let blockedOn: string | undefined;
  if (req.verb === 'block') {
    if (req.on === undefined) throw new QueueInputError('on', 'block needs what the row waits on (--on)');
    blockedOn = checkLine(req.on, 'on', 500);
    const continuation = req.continuation !== undefined ? checkLine(req.continuation, 'continuation') : undefined;
    note = blockNote(note, continuation);
  } else if (req.on !== undefined || req.continuation !== undefined) {
    throw new QueueInputError(req.on !== undefined ? 'on' : 'continuation', `applies to block only, not ${req.verb}`);
  }
  return { note, blockedOn };
}

export async function transitionQueueRow(
  home: HomePaths,
  env: Env,
  id: string,
  req: TransitionRequest,
  opts: CommitOptions = {},
): Promise<QueueRow> {
  checkQueueId(id);
  const actor = actorFrom(env, req.actor);
  const { note, blockedOn } = checkTransitionRequest(req);
  return withQueueLock(home, async () => {
    const row = readRowOrUnreadable(home, id);
    if (!row) throw new QueueNotFoundError(id);
    const result = applyTransition(row, { verb: req.verb, actor, at: new Date().toISOString(), note, blockedOn });
    if (!result.ok) throw new QueueTransitionError(id, req.verb, row.state, result.todo);
    // Someone else resuming a blocked row unblocks its owner: the owner gets a wake.
    if (isUnblock(row, result.row, actor)) await intendWake(home, result.row, 'unblock');
    await commitRows(home, { changed: [result.row] }, opts);
    return result.row;
  });
}

export interface HandoffRequest {
  to: string;
  actor?: string;
  note?: string;
  /** Overrides for the successor; by default it copies the original's summary, body and tags. */
  summary?: string;
  body?: string;
  tags?: string[];
}

/** Pure: a handoff's fields checked and normalised (the actor apart); throws QueueInputError naming the field. */
export function checkHandoffRequest(req: HandoffRequest): Omit<HandoffRequest, 'actor'> {
  return {
    to: checkSeatName(req.to, 'to'),
    note: req.note !== undefined ? checkLine(req.note, 'note') : undefined,
    summary: req.summary !== undefined ? checkSummary(req.summary) : undefined,
    body: req.body !== undefined ? checkBody(req.body) : undefined,
    tags: req.tags !== undefined ? checkTags(req.tags) : undefined,
  };
}

/** Closes the row as handed-off and records its successor at `to`, carrying the chain of record. */
export async function handoffQueueRow(
  home: HomePaths,
  env: Env,
  id: string,
  req: HandoffRequest,
  opts: CommitOptions = {},
): Promise<{ original: QueueRow; successor: QueueRow; wake: WakeOutcome }> {
  checkQueueId(id);
  const actor = actorFrom(env, req.actor);
  const { to, note, summary, body, tags } = checkHandoffRequest(req);
  const { original, successor, intent } = await withQueueLock(home, async () => {
    const row = readRowOrUnreadable(home, id);
    if (!row) throw new QueueNotFoundError(id);
    const now = new Date();
    const at = now.toISOString();
    const successor: QueueRow = {
      ...buildQueueRow(
        {
          destination: to,
          summary: summary ?? row.summary,
          body: body ?? row.body,
          priority: row.priority,
          tags: tags ?? row.tags,
        },
        actor,
        now,
      ),
      handedOffFrom: row.id,
      chainOfRecord: [...row.chainOfRecord, row.id],
    };
    const result = applyTransition(row, {
      verb: 'handoff',
      actor,
      at,
      note: note ?? `handed off to ${to} as ${successor.id}`,
      handedOffTo: successor.id,
    });
    if (!result.ok) throw new QueueTransitionError(id, 'handoff', row.state, result.todo);
    const intent = await commitWithWake(
      home,
      successor,
      'handoff',
      { created: [successor], changed: [result.row] },
      opts,
    );
    return { original: result.row, successor, intent };
  });
  return { original, successor, wake: wakeOutcome(home, successor, intent) };
}

export interface ListQueueOptions {
  destination?: string;
  state?: QueueState;
}

/** Rows from the listing index, newest change first; a row whose file was moved aside is marked unreadable. */
export async function listQueueRows(home: HomePaths, opts: ListQueueOptions = {}): Promise<ListedRow[]> {
  const index = await loadQueueIndex(home);
  const rows = Object.entries(index.rows)
    .map(([id, e]) => ({ id, ...e }))
    .filter(
      (r) =>
        (opts.destination === undefined || r.destination === opts.destination) &&
        (opts.state === undefined || r.state === opts.state),
    )
    .sort(newestFirst);
  const filtered = opts.destination !== undefined || opts.state !== undefined;
  return markUnreadable(rows, unreadableRows(home), new Set(Object.keys(index.rows)), filtered);
}
