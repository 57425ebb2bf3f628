// Pure: the publisher's read schedule (the shape of rig watch's, docs/watch.md). What is owed a read
// gathers from three sources — file-change notifications on the folders a seat's state document
// is read from, a files poll, a screens poll — and becomes one plan for the next pass: which seats
// get a full read (a pane probe each), whether the seat list is read again, whether every seat's
// files are compared with what they said last time.
import type { HomePaths } from '../home/paths.js';
import { touchedBy } from '../seat/touched.js';

/** A burst of writes (a hook's lock, temp file and rename) settles into one pass. */
export const SETTLE_MS = 60;
/** Every seat's files (no tmux call): the backstop for notifications, and what only time changes (an age-out). */
export const FILES_POLL_MS = 5000;
/** Every running seat in full: what only the screen shows (a menu drawn without a hook, a pane that died). */
export const SCREEN_POLL_MS = 15_000;

export interface PassPlan {
  /** Every running seat read in full (the start, the screens poll, a reconnection). */
  all: boolean;
  /** Every seat's files read; a seat whose files say something new is read in full. */
  files: boolean;
  /** The seat list read again (a record added, removed, started or stopped); keys of seats gone deleted. */
  relist: boolean;
  /** Seats whose own files changed: read in full. */
  nodes: ReadonlySet<string>;
}

export const FULL_PASS: PassPlan = { all: true, files: false, relist: true, nodes: new Set() };

/** What is owed, between passes: bounded by the number of seats, whatever the notifications bring. */
export interface Owed {
  all: boolean;
  files: boolean;
  nodes: Set<string>;
}

export const nothingOwed = (): Owed => ({ all: false, files: false, nodes: new Set() });

/**
 * A burst of notified paths (relative to the home): a seat's own file owes that seat's full read;
 * any other path (the seat registry, a shared file, a path not named) owes a files pass, which
 * reads the seat list again and then whatever files changed.
 */
export function owePaths(owed: Owed, paths: Iterable<string>): void {
  const t = touchedBy(paths);
  for (const n of t.nodes) owed.nodes.add(n);
  if (t.shared) owed.files = true;
}

/**
 * What the n-th poll (1, 2, …) owes: every `screensEvery`-th one everything (the screens poll; a
 * full pass reads every seat's files too), the others a files pass; after a failed pass, everything
 * (what was not put is put then).
 */
export function pollOwes(tick: number, screensEvery: number, failed: boolean): 'all' | 'files' {
  return failed || tick % screensEvery === 0 ? 'all' : 'files';
}

/** The plan for what is owed (null: nothing is), and what is owed afterwards (nothing). */
export function planOf(owed: Owed): PassPlan | null {
  if (owed.all) return FULL_PASS;
  if (!owed.files && owed.nodes.size === 0) return null;
  return { all: false, files: owed.files, relist: owed.files, nodes: new Set(owed.nodes) };
}

/**
 * Which seats a pass reads in full. A stopped seat is never probed (its files say all there is),
 * so for it "full" is its files read. `changed`: seats whose files said something new in this
 * pass's files read. A seat with nothing published yet is always read.
 */
export function fullReads(
  plan: PassPlan,
  seats: readonly { nodeId: string }[],
  changed: ReadonlySet<string>,
  published: ReadonlySet<string>,
): Set<string> {
  const out = new Set<string>();
  for (const { nodeId } of seats)
    if (plan.all || plan.nodes.has(nodeId) || changed.has(nodeId) || !published.has(nodeId)) out.add(nodeId);
  return out;
}

/**
 * The folders under $OPENRIG_HOME whose files a seat's state document is read from: the registry,
 * and each seat's activity, guard, held messages, context samples, permission records, compaction
 * and terminal-policy state. Watched one by one, not the whole home: the queue, logs, plugins and
 * caches change for other reasons and may hold many files (Node 20 watches every file of a
 * recursive watch on Linux, one inotify watch each).
 */
export function publishedFolders(home: HomePaths): string[] {
  return [
    home.seats,
    home.activity,
    home.guards,
    home.outbox,
    home.contextUsage,
    home.permissionEvidence,
    home.compaction,
    home.terminalPolicy,
  ];
}
