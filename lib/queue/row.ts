// A queue row: one piece of work addressed to a seat, with every state change it went through.
// Field checks live here so the CLI and library callers refuse the same inputs with the same words.
import { crypto } from '../util/lazy-builtins.js';
import { defineKind, type Versioned } from '../store/index.js';
import { validate_queue_row_v1 } from '../store/validators/queue-row.v1.generated.js';
import { parseSeatRef, SeatRefError, formatSeatRef } from '../seat/ref.js';

export const QUEUE_STATES = [
  'pending',
  'in-progress',
  'blocked',
  'done',
  'failed',
  'denied',
  'canceled',
  'handed-off',
] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export const PRIORITIES = ['routine', 'urgent', 'critical'] as const;
export type Priority = (typeof PRIORITIES)[number];

export interface Transition {
  at: string;
  from: QueueState;
  to: QueueState;
  actor: string;
  note?: string;
}

export interface QueueRow extends Versioned {
  schema: 'queue-row';
  version: 1;
  id: string;
  createdAt: string;
  updatedAt: string;
  /** `name@rig` of the creator, or "unattributed". */
  source: string;
  destination: string;
  state: QueueState;
  priority: Priority;
  tags: string[];
  summary: string;
  body: string;
  blockedOn: string | null;
  handedOffFrom: string | null;
  handedOffTo: string | null;
  /** Ancestor row ids, oldest first (the row this one was handed off from is last). */
  chainOfRecord: string[];
  transitions: Transition[];
}

export const queueRowKind = defineKind<QueueRow>({ schema: 'queue-row', version: 1, validate: validate_queue_row_v1 });

export const QUEUE_ID_PATTERN = /^q-[0-9]{14}-[0-9a-f]{8}$/;
export const SUMMARY_MAX_CHARS = 200;
export const BODY_MAX_BYTES = 256 * 1024;
export const NOTE_MAX_CHARS = 2000;
export const MAX_TAGS = 32;
const TAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,127}$/;
const WORK_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A field value the queue refuses; `reason` is one line naming what is wrong. */
export class QueueInputError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
    this.name = 'QueueInputError';
  }
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** `q-<yyyymmddHHMMSS>-<8 hex>` in UTC: sortable by creation second, unique by the random tail. */
export function newQueueId(now = new Date()): string {
  const stamp =
    `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}` +
    `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  return `q-${stamp}-${crypto().randomBytes(4).toString('hex')}`;
}

export function isQueueId(id: unknown): id is string {
  return typeof id === 'string' && QUEUE_ID_PATTERN.test(id);
}

/** Pure: the row ids among a rows folder's file names (`<id>.json`), sorted; any other name is passed over. */
export function rowIdsOfFileNames(names: readonly string[]): string[] {
  return names
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .filter(isQueueId)
    .sort();
}

/** Pure: a row read from `<id>.json` counts only when it names that id (a copied or moved file does not). */
export function rowIfNamed(row: QueueRow | undefined, id: string): QueueRow | undefined {
  return row && row.id === id ? row : undefined;
}

export function checkQueueId(id: string): string {
  if (!QUEUE_ID_PATTERN.test(id))
    throw new QueueInputError(
      'id',
      `${JSON.stringify(String(id).slice(0, 60))} is not a queue id (q-<yyyymmddHHMMSS>-<8 hex>)`,
    );
  return id;
}

/** A `name@rig` seat (node ids and pane ids name a seat only while it runs, so rows never use them). */
export function checkSeatName(value: string, field: string): string {
  let ref;
  try {
    ref = parseSeatRef(value);
  } catch (err) {
    if (err instanceof SeatRefError) {
      throw new QueueInputError(
        field,
        err.reason === 'empty' ? 'empty' : `${JSON.stringify(String(value).slice(0, 80))}: ${err.reason}`,
      );
    }
    throw err;
  }
  if (ref.kind !== 'name') throw new QueueInputError(field, `${JSON.stringify(value)}: rows address seats as name@rig`);
  return formatSeatRef(ref.seat, ref.rig);
}

export function checkSummary(summary: string): string {
  const s = summary.trim();
  if (!s) throw new QueueInputError('summary', 'is required and must not be blank');
  if (/[\r\n]/.test(s)) throw new QueueInputError('summary', 'must be one line (put detail in the body)');
  if (CONTROL.test(s)) throw new QueueInputError('summary', 'control characters are not allowed');
  if (s.length > SUMMARY_MAX_CHARS)
    throw new QueueInputError(
      'summary',
      `is ${s.length} characters; at most ${SUMMARY_MAX_CHARS} (put detail in the body)`,
    );
  return s;
}

export function checkBody(body: string): string {
  const bytes = Buffer.byteLength(body, 'utf8');
  if (bytes > BODY_MAX_BYTES) throw new QueueInputError('body', `is ${bytes} bytes; at most ${BODY_MAX_BYTES}`);
  return body;
}

/** Short one-line text (a note, a blocker): control characters refused, length bounded. */
export function checkLine(value: string, field: string, max = NOTE_MAX_CHARS): string {
  const v = value.trim();
  if (!v) throw new QueueInputError(field, 'must not be blank');
  if (CONTROL.test(v)) throw new QueueInputError(field, 'must be one line without control characters');
  if (v.length > max) throw new QueueInputError(field, `is ${v.length} characters; at most ${max}`);
  return v;
}

/** `mission:<m>`, `slice:<s>` and free tags; mission and slice names must be folder-safe. Deduplicated, order kept. */
export function checkTags(tags: string[]): string[] {
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!TAG_PATTERN.test(tag)) {
      throw new QueueInputError(
        'tag',
        `${JSON.stringify(raw.slice(0, 60))}: use letters, digits and . _ : / - (starting with a letter or digit, at most 128)`,
      );
    }
    for (const prefix of ['mission:', 'slice:']) {
      if (tag.startsWith(prefix)) {
        const name = tag.slice(prefix.length);
        if (!WORK_NAME_PATTERN.test(name) || name.includes('..')) {
          throw new QueueInputError(
            'tag',
            `${JSON.stringify(tag)}: ${prefix}<name> takes a folder or SPEC id name ([A-Za-z0-9._-], no "..")`,
          );
        }
      }
    }
    if (!out.includes(tag)) out.push(tag);
  }
  if (out.length > MAX_TAGS) throw new QueueInputError('tag', `${out.length} tags; at most ${MAX_TAGS}`);
  return out;
}

export function checkPriority(value: string): Priority {
  if (!(PRIORITIES as readonly string[]).includes(value))
    throw new QueueInputError('priority', `${JSON.stringify(value)}: use ${PRIORITIES.join(', ')}`);
  return value as Priority;
}

export function checkState(value: string): QueueState {
  if (!(QUEUE_STATES as readonly string[]).includes(value))
    throw new QueueInputError('state', `${JSON.stringify(value)}: use ${QUEUE_STATES.join(', ')}`);
  return value as QueueState;
}

/** Names after `mission:` tags, in tag order. */
export function missionTags(tags: readonly string[]): string[] {
  return tags
    .filter((t) => t.startsWith('mission:'))
    .map((t) => t.slice('mission:'.length))
    .filter(Boolean);
}

export function sliceTags(tags: readonly string[]): string[] {
  return tags
    .filter((t) => t.startsWith('slice:'))
    .map((t) => t.slice('slice:'.length))
    .filter(Boolean);
}
