// The record of a queue row made across hosts, one small document per row id on each side. On the
// creator (queue/remote/creator/<id>.json): which host holds the row, so `rig queue show ID` knows
// whom to ask, and how the create request ended. On the owner (queue/remote/owner/<id>.json): which
// host asked for it — written under the queue lock before the row, so a repeat of the request id is
// recognised across restarts (lib/federation/remote-queue.ts dedupeVerdict) and a row is read only
// by the host that asked for it.
import { queueRemotePath, type HomePaths } from '../home/paths.js';
import { defineKind, readDocument, updateDocument, type Versioned } from '../store/index.js';
import { validate_queue_remote_v1 } from '../store/validators/queue-remote.v1.generated.js';
import { checkQueueId } from './row.js';

export type RemoteSide = 'creator' | 'owner';
export type RemoteRecordState = 'recorded' | 'sending' | 'created' | 'refused' | 'failed' | 'indeterminate';

export interface RemoteRowRecord extends Versioned {
  schema: 'queue-remote';
  version: 1;
  id: string;
  side: RemoteSide;
  /** The host that asked for the row (the creator). */
  from: string;
  /** The host that holds it (the owner). */
  to: string;
  seat: string;
  nodeId?: string;
  source: string | null;
  state: RemoteRecordState;
  reason: string;
  message?: string;
  createdAt: string;
  updatedAt: string;
}

export const remoteRowKind = defineKind<RemoteRowRecord>({
  schema: 'queue-remote',
  version: 1,
  validate: validate_queue_remote_v1,
});

export function readRemoteRecord(home: HomePaths, side: RemoteSide, id: string): RemoteRowRecord | undefined {
  return readDocument(remoteRowKind, queueRemotePath(home, side, checkQueueId(id)), { onCorrupt: 'fresh' });
}

/** Writes the record whole (a new one), or changes its state, reason and message. */
export async function saveRemoteRecord(
  home: HomePaths,
  rec: Omit<RemoteRowRecord, 'schema' | 'version' | 'createdAt' | 'updatedAt'>,
): Promise<RemoteRowRecord> {
  const at = new Date().toISOString();
  let saved!: RemoteRowRecord;
  await updateDocument(remoteRowKind, queueRemotePath(home, rec.side, checkQueueId(rec.id)), (cur) => {
    saved = { ...rec, schema: 'queue-remote', version: 1, createdAt: cur?.createdAt ?? at, updatedAt: at };
    return saved;
  });
  return saved;
}
