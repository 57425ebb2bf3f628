// Retention bounds of a seat's outbox, as pure arithmetic over the records the caller scanned
// under the seat's lock. Held messages have an active quota (records, total bytes, bytes per
// message); finished records are kept newest-first within a bound so the folder never grows
// without limit; retired bodies are kept as evidence within their own byte bound.
import type { OutboxRecord } from './record.js';
import { oldestFirst } from '../../util/oldest-first.js';

/** Active quota: held (not retired) messages per seat. */
export const HELD_RECORD_LIMIT = 100;
/** Active quota: total UTF-8 bytes of held bodies per seat. */
export const HELD_BYTES_LIMIT = 8 * 1024 * 1024;
/** The largest single message that can be held. */
export const MESSAGE_BYTES_LIMIT = 1024 * 1024;
/** A create that finds more record files than this in the seat's folder prunes finished ones… */
export const PRUNE_TRIGGER_RECORDS = 600;
/** …oldest first, until this many finished records (complete, indeterminate, failed, retired) remain. */
export const FINISHED_KEEP = 400;
/** Bodies of retired messages kept per seat; older retired records keep their receipt only. */
const RETIRED_BODY_BYTES_KEEP = 8 * 1024 * 1024;

export const RETENTION_FULL_MESSAGE = 'Retire a specific held message to release active quota; no input was written.';
const MESSAGE_TOO_LARGE_MESSAGE = `The message is larger than ${MESSAGE_BYTES_LIMIT} bytes (1 MiB), the most a held message may be; no input was written.`;

export type RetentionLimit = 'records' | 'bytes' | 'message';

/** Holding this message would break a retention bound: nothing was typed and nothing was kept. */
export class RetentionFullError extends Error {
  readonly code = 'retained_quota_full';
  /** The attempt record closed as failed because of this refusal, when there was one. */
  record?: OutboxRecord;
  constructor(
    readonly limit: RetentionLimit,
    readonly messageBytes: number,
    readonly usage?: HeldUsage,
  ) {
    super(limit === 'message' ? MESSAGE_TOO_LARGE_MESSAGE : RETENTION_FULL_MESSAGE);
    this.name = 'RetentionFullError';
  }
}

export interface HeldUsage {
  records: number;
  bytes: number;
}

/** The slice of a record retention needs. */
export interface RetentionEntry {
  id: string;
  state: string;
  createdAt: string;
  /** Receipt bytes: the UTF-8 size of the message text. */
  bytes: number;
  hasBody: boolean;
}

const FINISHED = new Set(['complete', 'indeterminate', 'failed', 'retired']);

export function heldUsage(entries: RetentionEntry[]): HeldUsage {
  let records = 0;
  let bytes = 0;
  for (const e of entries) {
    if (e.state !== 'held') continue;
    records++;
    bytes += e.bytes;
  }
  return { records, bytes };
}

/** Which bound, if any, one more held message of `messageBytes` would break. Limits are inclusive. */
export function retentionProblem(usage: HeldUsage, messageBytes: number): RetentionLimit | undefined {
  if (messageBytes > MESSAGE_BYTES_LIMIT) return 'message';
  if (usage.records + 1 > HELD_RECORD_LIMIT) return 'records';
  if (usage.bytes + messageBytes > HELD_BYTES_LIMIT) return 'bytes';
  return undefined;
}

export interface PrunePlan {
  /** Finished records to delete (oldest first). */
  remove: string[];
  /** Retired records whose body is dropped (receipt and retirement evidence stay). */
  stripBody: string[];
}

/**
 * What to prune. Finished records go only once the folder is over PRUNE_TRIGGER_RECORDS (so a scan
 * happens once per couple of hundred creates, not on every one). Held and sending records are
 * never pruned: held ones are bounded by the active quota, sending ones by start-up recovery.
 */
export function planPrune(entries: RetentionEntry[], fileCount = entries.length): PrunePlan {
  const remove: string[] = [];
  if (fileCount > PRUNE_TRIGGER_RECORDS) {
    const finished = entries.filter((e) => FINISHED.has(e.state)).sort(oldestFirst);
    remove.push(...finished.slice(0, Math.max(0, finished.length - FINISHED_KEEP)).map((e) => e.id));
  }
  const removed = new Set(remove);
  const retiredWithBody = entries
    .filter((e) => e.state === 'retired' && e.hasBody && !removed.has(e.id))
    .sort(oldestFirst);
  const stripBody: string[] = [];
  let bytes = retiredWithBody.reduce((sum, e) => sum + e.bytes, 0);
  for (const e of retiredWithBody) {
    if (bytes <= RETIRED_BODY_BYTES_KEEP) break;
    stripBody.push(e.id);
    bytes -= e.bytes;
  }
  return { remove, stripBody };
}
