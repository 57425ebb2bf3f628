// An issue-stream item: a short, idempotent report (by id) that a human or a seat picks up later.
// Emitting one sends no wake and changes no seat status.
import { validate_stream_item_v1 } from '../store/validators/stream-item.v1.generated.js';
import { schemaProblems } from '../store/document-kind.js';

export interface StreamItem {
  schema: 'stream-item';
  version: 1;
  id: string;
  source: string;
  hintType: string;
  hintTags: string[];
  body: string;
  createdAt: string;
}

export interface StreamItemInput {
  source: string;
  id: string;
  hintType: string;
  hintTags: string[];
  body: string;
}

const STREAM_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
const HINT_TYPE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const HINT_TAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
const STREAM_BODY_MAX_BYTES = 64 * 1024;
const STREAM_SOURCE_MAX_CHARS = 200;
const MAX_HINT_TAGS = 16;

export class StreamInputError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
    this.name = 'StreamInputError';
  }
}

/** Ids become lookup keys and may end up in file names: path-safe and bounded. */
export function checkStreamId(id: string): string {
  if (!STREAM_ID_PATTERN.test(id) || id.includes('..')) {
    throw new StreamInputError(
      'id',
      `${JSON.stringify(String(id).slice(0, 60))}: use letters, digits and . _ : - (starting with a letter or digit, no "..", at most 128)`,
    );
  }
  return id;
}

/** Splits `a,b` (and repeated values), trims, drops empties and duplicates. */
export function splitTags(values: string | string[]): string[] {
  const out: string[] = [];
  for (const part of (Array.isArray(values) ? values : [values]).flatMap((v) => v.split(','))) {
    const t = part.trim();
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}

/**
 * Pure: an item's fields checked and normalised (trimmed source and hint type, split tags), in a
 * fixed order (source, hint type, hint tags, body, id); throws StreamInputError naming the first bad
 * field. The CLI runs it in its parse step.
 */
export function checkStreamItemInput(input: StreamItemInput): StreamItemInput {
  const source = String(input.source ?? '').trim();
  if (!source) throw new StreamInputError('source', 'is required');
  if (/[\u0000-\u001f\u007f-\u009f]/.test(source))
    throw new StreamInputError('source', 'must be one line without control characters');
  if (source.length > STREAM_SOURCE_MAX_CHARS)
    throw new StreamInputError('source', `at most ${STREAM_SOURCE_MAX_CHARS} characters`);
  const hintType = String(input.hintType ?? '').trim();
  if (!HINT_TYPE_PATTERN.test(hintType))
    throw new StreamInputError(
      'hint-type',
      `${JSON.stringify(hintType.slice(0, 60))}: use letters, digits and . _ - (at most 64)`,
    );
  const hintTags = splitTags(input.hintTags ?? []);
  for (const t of hintTags) {
    if (!HINT_TAG_PATTERN.test(t))
      throw new StreamInputError(
        'hint-tags',
        `${JSON.stringify(t.slice(0, 60))}: use letters, digits and . _ : - (at most 64)`,
      );
  }
  if (hintTags.length > MAX_HINT_TAGS)
    throw new StreamInputError('hint-tags', `${hintTags.length} tags; at most ${MAX_HINT_TAGS}`);
  const body = String(input.body ?? '');
  if (!body.trim()) throw new StreamInputError('body', 'is required');
  const bytes = Buffer.byteLength(body, 'utf8');
  if (bytes > STREAM_BODY_MAX_BYTES)
    throw new StreamInputError('body', `is ${bytes} bytes; at most ${STREAM_BODY_MAX_BYTES}`);
  return { source, id: checkStreamId(String(input.id ?? '')), hintType, hintTags, body };
}

export function buildStreamItem(input: StreamItemInput, now = new Date()): StreamItem {
  const { source, id, hintType, hintTags, body } = checkStreamItemInput(input);
  const item: StreamItem = {
    schema: 'stream-item',
    version: 1,
    id,
    source,
    hintType,
    hintTags,
    body,
    createdAt: now.toISOString(),
  };
  if (!validate_stream_item_v1(item))
    throw new StreamInputError('item', schemaProblems(validate_stream_item_v1).join('; '));
  return item;
}

export function isStreamItem(value: unknown): value is StreamItem {
  return validate_stream_item_v1(value);
}
