// Every path under $OPENRIG_HOME is named here, so no other module builds one by hand.
import { join, resolve } from 'node:path';
import { os } from '../util/lazy-builtins.js';

export type Env = Record<string, string | undefined>;

/** The state root: OPENRIG_HOME, else ~/.openrig (absolute, so lock paths never depend on cwd). */
export function resolveHome(env: Env = process.env): string {
  const fromEnv = env.OPENRIG_HOME?.trim();
  if (fromEnv) return resolve(fromEnv);
  return join(env.HOME?.trim() || os().homedir(), '.openrig');
}

export interface HomePaths {
  root: string;
  config: string;
  seats: string;
  queue: string;
  queueRows: string;
  /** The listing index before it was split in buckets; read only to be migrated away. */
  queueLegacyIndex: string;
  /** The listing index, split in buckets by row id (queueListingBucketPath). */
  queueListing: string;
  /** Written last by an index rebuild: marks every queue index as built, with its bucket count. */
  queueListingManifest: string;
  /** Lock target serialising every queue change (row, index and intent together). */
  queueMutex: string;
  queueIndexIntent: string;
  /** Per-destination indexes of open rows (what whoami reads). */
  queueSeatIndexes: string;
  stream: string;
  streamLog: string;
  refocus: string;
  refocusContent: string;
  compaction: string;
  restorePending: string;
  outbox: string;
  guards: string;
  guardAudit: string;
  run: string;
  daemonSocket: string;
  daemonPid: string;
  /** Lock target that makes daemon start-up (probe, stale-socket removal, listen) one step. */
  daemonStartLock: string;
  /** Per-node pane-write leases (lock targets), see leasePath(). */
  leases: string;
  logs: string;
  daemonLog: string;
  /** V8 code caches of the hook's chunks (lib/util/code-cache.ts); safe to delete at any time. */
  codeCache: string;
  /** Audit of deliberate --dangerously-interact sends (classifications and counts, never input). */
  promptOverrideAudit: string;
  plugins: string;
  vendoredCorePlugin: string;
  defaultTopology: string;
  defaultWorkspace: string;
  defaultContext: string;
}

export function homePaths(root: string): HomePaths {
  const run = join(root, 'run');
  return {
    root,
    config: join(root, 'config.json'),
    seats: join(root, 'seats'),
    queue: join(root, 'queue'),
    queueRows: join(root, 'queue', 'rows'),
    queueLegacyIndex: join(root, 'queue', 'index.json'),
    queueListing: join(root, 'queue', 'index'),
    queueListingManifest: join(root, 'queue', 'index', 'manifest.json'),
    queueMutex: join(root, 'queue', 'mutations'),
    queueIndexIntent: join(root, 'queue', 'index.intent.json'),
    queueSeatIndexes: join(root, 'queue', 'by-destination'),
    stream: join(root, 'stream'),
    streamLog: join(root, 'stream', 'items.jsonl'),
    refocus: join(root, 'refocus'),
    refocusContent: join(root, 'refocus', 'REFOCUS.md'),
    compaction: join(root, 'compaction'),
    restorePending: join(root, 'compaction', 'restore-pending'),
    outbox: join(root, 'outbox'),
    guards: join(root, 'guards'),
    guardAudit: join(root, 'guards', 'audit.jsonl'),
    run,
    daemonSocket: join(run, 'daemon.sock'),
    daemonPid: join(run, 'daemon.json'),
    daemonStartLock: join(run, 'daemon-start'),
    leases: join(run, 'leases'),
    logs: join(root, 'logs'),
    daemonLog: join(root, 'logs', 'daemon.log'),
    codeCache: join(root, 'cache', 'code'),
    promptOverrideAudit: join(root, 'logs', 'prompt-override.jsonl'),
    plugins: join(root, 'plugins'),
    vendoredCorePlugin: join(root, 'plugins', 'openrig-core'),
    defaultTopology: join(root, 'topology'),
    defaultWorkspace: join(root, 'workspace'),
    defaultContext: join(root, 'context'),
  };
}

/** Folders `rig init` creates (0700). Trees named by config may live elsewhere and are not listed. */
export function layoutFolders(p: HomePaths): string[] {
  return [
    p.root, p.seats, p.queue, p.queueRows, p.stream, p.refocus, p.compaction, p.restorePending,
    p.outbox, p.guards, p.run, p.logs, p.plugins, p.defaultTopology, p.defaultWorkspace, p.defaultContext,
  ];
}

/** The registry document of one seat; callers pass names already validated by lib/seat/ref. */
export function seatRecordPath(p: HomePaths, rig: string, seat: string): string {
  return join(p.seats, rig, `${seat}.json`);
}

export function queueRowPath(p: HomePaths, id: string): string {
  return join(p.queueRows, `${id}.json`);
}

/** One bucket of the listing index; `bucket` is an integer from listing-bucket.ts's bucketOf. */
export function queueListingBucketPath(p: HomePaths, bucket: number): string {
  return join(p.queueListing, `${String(bucket).padStart(2, '0')}.json`);
}

/** The open-row index of one destination; callers pass a `name@rig` already validated by lib/seat/ref. */
export function queueSeatIndexPath(p: HomePaths, destination: string): string {
  return join(p.queueSeatIndexes, `${destination}.json`);
}

export function outboxDir(p: HomePaths, nodeId: string): string {
  return join(p.outbox, nodeId);
}

/** The lease lock target of one node; callers pass a node id already validated by lib/seat/ref. */
export function leasePath(p: HomePaths, nodeId: string): string {
  return join(p.leases, nodeId);
}

export function guardPath(p: HomePaths, nodeId: string): string {
  return join(p.guards, `${nodeId}.json`);
}
