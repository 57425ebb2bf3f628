// Every path under $OPENRIG_HOME is named here, so no other module builds one by hand.
import { isAbsolute, join, normalize, resolve, sep } from 'node:path';
import { os } from '../util/lazy-builtins.js';
import { CORE_PLUGIN_NAME } from './plugin-facts.js';

export type Env = Record<string, string | undefined>;

/** The variable naming the state root (a seat's pane gets it too: lib/seat/pane-vars.ts). */
export const HOME_VAR = 'OPENRIG_HOME';

/** The state root: OPENRIG_HOME, else ~/.openrig (absolute, so lock paths never depend on cwd). */
export function resolveHome(env: Env = process.env): string {
  const fromEnv = env[HOME_VAR]?.trim();
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
  /** Hook-fed seat state, one document per seat occupant (seatHooksPath). */
  activity: string;
  run: string;
  /** Latest permission observation per seat: ephemeral, cleared when the daemon starts. */
  permissionEvidence: string;
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
  /** Audit of held-message retirements: who (seat, or an operator as given) retired which, and why. */
  heldRetirementAudit: string;
  /** Audit of `rig seat answer`: actor, choice, row label, tool descriptor, outcome (never tool input). */
  seatAnswerAudit: string;
  /** Bearer token of POST /api/activity/hooks (0600, stable across daemon restarts). */
  activityHookToken: string;
  /** {baseUrl, token} the daemon writes (0600) while it serves TCP; remote relays read it. */
  activityEndpoint: string;
  plugins: string;
  vendoredCorePlugin: string;
  defaultTopology: string;
  defaultWorkspace: string;
  defaultContext: string;
  /** Terminal interaction choices: seats/<nodeId>.json, rigs/<rig>.json (the default for new seats). */
  terminalPolicy: string;
  terminalPolicyAudit: string;
  /** Saved model/effort per node, applied at the next managed continuation. */
  seatModels: string;
  /** Handoff notes placed for handover successors: <nodeId>/<occupant>.md. */
  handoffs: string;
  /** Watchdog reminder jobs (one document) and, per job, its bounded history. */
  watchdogJobs: string;
  watchdogHistory: string;
  /** The parked-owner supervisor's per-seat memory (waiting state, since, last attempt and success). */
  supervisorMemory: string;
  /** Active queue wake intents, one per row (queueWakePath); settled ones move to queueWakesDone. */
  queueWakes: string;
  queueWakesDone: string;
  /** Rows made for another host's seat (queueRemotePath): `creator/` where they were asked, `owner/` where they live. */
  queueRemote: string;
  /** The Codex plugin as a local Codex marketplace (catalog + plugins/openrig-core), installed from. */
  codexMarketplace: string;
  /** Context-usage sensor state, one folder per node (contextSamplePath, sensorSettingsPath). */
  contextUsage: string;
  /** Notification channels (0600: a URL may carry a token), the notifier's episodes and its bounded history. */
  notifyChannels: string;
  notifyState: string;
  notifyHistory: string;
}

/**
 * Pure: a function giving paths under `root`, equal to path.join(root, ...parts) for plain names.
 * For an absolute root the names are appended to its normalized form by string concatenation:
 * path.join normalizes the whole path again, character by character, and a hook pays for every
 * one of the three dozen home paths on each run (about 0.5 ms on long paths).
 */
export function childPaths(root: string): (...parts: string[]) => string {
  const base = normalize(root);
  if (!isAbsolute(base)) return (...parts) => join(root, ...parts);
  const prefix = base.endsWith(sep) ? base : `${base}${sep}`;
  return (...parts) => `${prefix}${parts.join(sep)}`;
}

export function homePaths(root: string): HomePaths {
  const under = childPaths(root);
  const run = under('run');
  return {
    root,
    config: under('config.json'),
    seats: under('seats'),
    queue: under('queue'),
    queueRows: under('queue', 'rows'),
    queueLegacyIndex: under('queue', 'index.json'),
    queueListing: under('queue', 'index'),
    queueListingManifest: under('queue', 'index', 'manifest.json'),
    queueMutex: under('queue', 'mutations'),
    queueIndexIntent: under('queue', 'index.intent.json'),
    queueSeatIndexes: under('queue', 'by-destination'),
    stream: under('stream'),
    streamLog: under('stream', 'items.jsonl'),
    refocus: under('refocus'),
    refocusContent: under('refocus', 'REFOCUS.md'),
    compaction: under('compaction'),
    restorePending: under('compaction', 'restore-pending'),
    outbox: under('outbox'),
    guards: under('guards'),
    guardAudit: under('guards', 'audit.jsonl'),
    activity: under('activity'),
    run,
    permissionEvidence: under('run', 'permission'),
    daemonSocket: under('run', 'daemon.sock'),
    daemonPid: under('run', 'daemon.json'),
    daemonStartLock: under('run', 'daemon-start'),
    leases: under('run', 'leases'),
    logs: under('logs'),
    daemonLog: under('logs', 'daemon.log'),
    codeCache: under('cache', 'code'),
    promptOverrideAudit: under('logs', 'prompt-override.jsonl'),
    heldRetirementAudit: under('logs', 'held-retirements.jsonl'),
    seatAnswerAudit: under('logs', 'seat-answers.jsonl'),
    activityHookToken: under('activity-hook-token'),
    activityEndpoint: under('activity-endpoint.json'),
    plugins: under('plugins'),
    vendoredCorePlugin: under('plugins', CORE_PLUGIN_NAME),
    defaultTopology: under('topology'),
    defaultWorkspace: under('workspace'),
    defaultContext: under('context'),
    terminalPolicy: under('terminal-policy'),
    terminalPolicyAudit: under('terminal-policy', 'audit.jsonl'),
    seatModels: under('seat-model'),
    handoffs: under('handoffs'),
    watchdogJobs: under('watchdog', 'jobs.json'),
    watchdogHistory: under('watchdog', 'history'),
    supervisorMemory: under('watchdog', 'supervisor.json'),
    queueWakes: under('queue', 'wakes'),
    queueWakesDone: under('queue', 'wakes', 'done'),
    queueRemote: under('queue', 'remote'),
    codexMarketplace: under('plugins', 'codex-marketplace'),
    contextUsage: under('context-usage'),
    notifyChannels: under('notify', 'channels.json'),
    notifyState: under('notify', 'state.json'),
    notifyHistory: under('notify', 'history.json'),
  };
}

/** Folders `rig init` creates (0700). Trees named by config may live elsewhere and are not listed. */
export function layoutFolders(p: HomePaths): string[] {
  return [
    p.root,
    p.seats,
    p.queue,
    p.queueRows,
    p.stream,
    p.refocus,
    p.compaction,
    p.restorePending,
    p.outbox,
    p.guards,
    p.activity,
    p.run,
    p.logs,
    p.plugins,
    p.defaultTopology,
    p.defaultWorkspace,
    p.defaultContext,
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

/** The hook-fed state of one seat occupant; callers pass ids already validated by lib/seat/ref. */
export function seatHooksPath(p: HomePaths, nodeId: string, occupant: string): string {
  return join(p.activity, nodeId, `${occupant}.json`);
}

/**
 * The journal the occupant's hook runs append to (lib/activity/journal.ts), or the retired one a
 * fold renamed aside; ids validated as for seatHooksPath.
 */
export function seatHooksJournalPath(p: HomePaths, nodeId: string, occupant: string, retired = false): string {
  return join(p.activity, nodeId, retired ? `${occupant}.retired.jsonl` : `${occupant}.jsonl`);
}

/** The latest permission observation of one node (a TTL record); nodeId validated by lib/seat/ref. */
export function permissionEvidencePath(p: HomePaths, nodeId: string): string {
  return join(p.permissionEvidence, `${nodeId}.json`);
}

/** One seat's terminal interaction choice; nodeId validated by lib/seat/ref. */
export function terminalPolicySeatPath(p: HomePaths, nodeId: string): string {
  return join(p.terminalPolicy, 'seats', `${nodeId}.json`);
}

/** A rig's default choice for newly added seats; rig validated by lib/seat/ref. */
export function terminalPolicyRigPath(p: HomePaths, rig: string): string {
  return join(p.terminalPolicy, 'rigs', `${rig}.json`);
}

export function seatModelPath(p: HomePaths, nodeId: string): string {
  return join(p.seatModels, `${nodeId}.json`);
}

/** The handoff note placed for one successor occupant; ids validated by lib/seat/ref. */
export function handoffNotePath(p: HomePaths, nodeId: string, occupant: string): string {
  return join(p.handoffs, nodeId, `${occupant}.md`);
}

/** One watchdog job's history; callers pass a job id already validated by lib/watchdog/job.ts. */
export function watchdogHistoryPath(p: HomePaths, jobId: string): string {
  return join(p.watchdogHistory, `${jobId}.json`);
}

/** One queue wake intent; callers pass a row id already validated by lib/queue/row (QUEUE_ID_PATTERN). */
export function queueWakePath(p: HomePaths, rowId: string, settled = false): string {
  return join(settled ? p.queueWakesDone : p.queueWakes, `${rowId}.json`);
}

/** The record of a row made across hosts, on the creator's side or the owner's; rowId validated by lib/queue/row. */
export function queueRemotePath(p: HomePaths, side: 'creator' | 'owner', rowId: string): string {
  return join(p.queueRemote, side, `${rowId}.json`);
}

/** Managed compaction's record of one seat; nodeId validated by lib/seat/ref. */
export function compactionStatePath(p: HomePaths, nodeId: string): string {
  return join(p.compaction, 'state', `${nodeId}.json`);
}

/** Restore packets (transcript excerpt, touched files) the PreCompact hook writes, one folder each. */
export function compactionPacketsDir(p: HomePaths): string {
  return join(p.compaction, 'packets');
}

/** Per-seat extra restore files: <seat key>.md (the seat key of lib/refocus/keys.ts). */
export function compactionExtraDir(p: HomePaths): string {
  return join(p.compaction, 'restore-extra');
}

/** A node's newest context-usage sample; nodeId validated by lib/seat/ref. */
export function contextSamplePath(p: HomePaths, nodeId: string): string {
  return join(sensorDir(p, nodeId), 'sample.json');
}

/** The Claude settings file a seat is launched with (--settings): the status-line sensor. */
export function sensorSettingsPath(p: HomePaths, nodeId: string): string {
  return join(sensorDir(p, nodeId), 'claude-settings.json');
}

/** A node's context-usage folder: the sample, the settings, the status-line wrapper's files. */
export function sensorDir(p: HomePaths, nodeId: string): string {
  return join(p.contextUsage, nodeId);
}
