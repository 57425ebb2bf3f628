// The issue stream on disk: append-only JSONL (checksummed lines) at $OPENRIG_HOME/stream/items.jsonl.
// Emitting is idempotent by id under the log's lock, so a retried report never doubles.
import type { HomePaths } from '../home/paths.js';
import { appendLogOnce, readLog } from '../store/index.js';
import { appendLogOnceAsync } from '../store/jsonl-log-async.js';
import type { LookupSignal } from '../util/lookup-signal.js';
import { buildStreamItem, isStreamItem, type StreamItem, type StreamItemInput } from './stream-item.js';

/** What an emit answers: the item on record (the first one emitted with its id) and whether this call wrote it. */
export interface EmitResult {
  item: StreamItem;
  created: boolean;
}

/** An append-once on the stream log: the sync store's or the non-blocking one. */
type AppendOnce = (
  item: StreamItem,
  keyOf: (r: StreamItem) => string,
) => Promise<{ record: StreamItem; created: boolean }>;

/** The one emit, whichever log writer appends: the item is checked before any I/O, and keyed by id. */
async function emitThrough(append: AppendOnce, input: StreamItemInput): Promise<EmitResult> {
  const { record, created } = await append(buildStreamItem(input), (r) => r.id);
  return { item: record, created };
}

export function emitStreamItem(home: HomePaths, input: StreamItemInput): Promise<EmitResult> {
  return emitThrough((item, keyOf) => appendLogOnce(home.streamLog, item, keyOf), input);
}

/** Every valid item, oldest first; with `tag`, only items carrying that hint tag. */
export function listStreamItems(home: HomePaths, opts: { tag?: string } = {}): StreamItem[] {
  const { records } = readLog<unknown>(home.streamLog);
  return records.filter(isStreamItem).filter((r) => opts.tag === undefined || r.hintTags.includes(opts.tag));
}

/** emitStreamItem for a caller under a deadline: nothing blocks, everything checks `signal`. */
export function emitStreamItemAsync(
  home: HomePaths,
  input: StreamItemInput,
  signal?: LookupSignal,
): Promise<EmitResult> {
  return emitThrough((item, keyOf) => appendLogOnceAsync(home.streamLog, item, keyOf, signal), input);
}
