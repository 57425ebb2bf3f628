// The issue stream on disk: append-only JSONL (checksummed lines) at $OPENRIG_HOME/stream/items.jsonl.
// Emitting is idempotent by id under the log's lock, so a retried report never doubles.
import type { HomePaths } from '../home/paths.js';
import { appendLogOnce, readLog } from '../store/index.js';
import { appendLogOnceAsync } from '../store/jsonl-log-async.js';
import type { LookupSignal } from '../util/lookup-signal.js';
import { buildStreamItem, isStreamItem, type StreamItem, type StreamItemInput } from './stream-item.js';

export async function emitStreamItem(
  home: HomePaths,
  input: StreamItemInput,
): Promise<{ item: StreamItem; created: boolean }> {
  const item = buildStreamItem(input);
  const { record, created } = await appendLogOnce<StreamItem>(home.streamLog, item, (r) => r.id);
  return { item: record, created };
}

/** Every valid item, oldest first; with `tag`, only items carrying that hint tag. */
export function listStreamItems(home: HomePaths, opts: { tag?: string } = {}): StreamItem[] {
  const { records } = readLog<unknown>(home.streamLog);
  return records.filter(isStreamItem).filter((r) => opts.tag === undefined || r.hintTags.includes(opts.tag));
}

/** emitStreamItem for a caller under a deadline: nothing blocks, everything checks `signal`. */
export async function emitStreamItemAsync(
  home: HomePaths,
  input: StreamItemInput,
  signal?: LookupSignal,
): Promise<{ item: StreamItem; created: boolean }> {
  const item = buildStreamItem(input);
  const { record, created } = await appendLogOnceAsync<StreamItem>(home.streamLog, item, (r) => r.id, signal);
  return { item: record, created };
}
