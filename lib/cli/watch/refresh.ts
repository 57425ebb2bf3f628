// When `rig watch` reads the home again, and how much: on a file-change notification under
// $OPENRIG_HOME (a hook wrote a seat's activity, a send wrote the outbox, …), after a short settle,
// only what the changed paths can touch (lib/seat/touched.ts: that seat's status, one tmux
// call; or the seat list and queues, files only); on a 5 s files poll (the fallback: every seat's
// files, no tmux call, and a full read of a seat whose files say something new); on a 30 s poll,
// everything, which also catches what only the screen shows (a menu drawn without a hook). Reads never overlap: changes during a
// read are read right after it. Where notifications cannot be had (no
// recursive fs.watch, inotify limits), the poll alone runs and the caller is told why.
import { watch, type FSWatcher } from 'node:fs';
import { assembleReadings, readQueues, readStatuses, watchedSeats, type SeatQueue } from '../../views/watch-read.js';
import { watchModel, type WatchModel } from '../../views/watch-model.js';
import type { SeatDeliveryStatus } from '../../views/seat-status.js';
import type { SeatRecord } from '../../seat/registry.js';
import type { HomePaths } from '../../home/paths.js';
import { touchedBy } from '../../seat/touched.js';
import { changedFacts } from '../../views/file-facts.js';
import { routeTmuxReadsThroughControlClients } from '../../tmux/control-pool.js';
import type { WatchRow } from '../../views/watch-model.js';
import { federationOn, readRemoteRows, REMOTE_POLL_MS } from './remote-read.js';

/** A burst of writes (a hook's lock, temp file and rename) settles into one read. */
export const SETTLE_MS = 60;
/** The fallback for notifications: every seat's files (no tmux call); a seat whose facts changed is read in full. */
export const FILES_POLL_MS = 5000;
/** Everything, screens included: what only the screen shows (a menu drawn without a hook) shows by then. */
export const SCREEN_POLL_MS = 30_000;

export interface Reading {
  model: WatchModel;
  /** Date.now() when the read finished. */
  at: number;
  /** What started it: a notification or the poll (the benchmark reports each). */
  cause: 'start' | 'notify' | 'poll';
}

export interface Refresher {
  /** Why notifications are off, when they are. */
  readonly notifyOff: string | null;
  /** Ask for a read now (a key that changed something). */
  poke(): void;
  stop(): void;
}

export function startRefresh(
  home: HomePaths,
  onReading: (r: Reading) => void,
  opts: {
    pollOnly?: boolean;
    onError?: (err: unknown) => void;
    /** Where the federation config is read (other hosts' seats come from the daemon every REMOTE_POLL_MS). */
    env?: Record<string, string | undefined>;
    /** Why other hosts' seats are not shown, whenever that changes (null: they are). */
    onRemoteNote?: (note: string | null) => void;
  } = {},
): Refresher {
  // The pane probes go over one tmux control client per server, as the daemon's do: a watch that
  // started a tmux process per seat on every poll cost ten times its goal (docs/watch.md).
  const tmuxRoute = routeTmuxReadsThroughControlClients(process.env);
  let stopped = false;
  let reading = false;
  // What is owed a read: everything (the start, the screen poll), the files poll, or the paths changed since the last one.
  let owedAll: Reading['cause'] | null = null;
  let owedFiles = false;
  let facts = new Map<string, string>();
  const owedPaths = new Set<string>();
  let settle: NodeJS.Timeout | undefined;
  let seats: SeatRecord[] = [];
  let statuses = new Map<string, SeatDeliveryStatus>();
  let queues = new Map<string, SeatQueue>();
  let remote: WatchRow[] = [];
  let remoteKey = '[]';
  let remoteNote: string | null = null;
  const model = () => watchModel(assembleReadings(seats, statuses, queues), remote);

  const readAll = async () => {
    seats = watchedSeats(home);
    let files: Map<string, SeatDeliveryStatus>;
    [statuses, queues, files] = await Promise.all([
      readStatuses(home, seats),
      readQueues(home, seats),
      readStatuses(home, seats, { filesOnly: true }),
    ]);
    // What the files said at this full read: the files poll compares against it.
    facts = changedFacts(new Map(), files).keys;
  };

  const readFiles = async () => {
    seats = watchedSeats(home);
    const [files, q] = await Promise.all([readStatuses(home, seats, { filesOnly: true }), readQueues(home, seats)]);
    queues = q;
    const { changed, keys } = changedFacts(facts, files);
    facts = keys;
    const again = seats.filter((s) => changed.includes(s.nodeId) || !statuses.has(s.nodeId));
    if (again.length) statuses = new Map([...statuses, ...(await readStatuses(home, again))]);
  };

  const readTouched = async (paths: Iterable<string>) => {
    const t = touchedBy(paths);
    if (t.shared) {
      seats = watchedSeats(home);
      queues = await readQueues(home, seats);
    }
    // A seat's own change, and a seat new to the list: its status (one tmux call each).
    const again = seats.filter((s) => t.nodes.has(s.nodeId) || !statuses.has(s.nodeId));
    if (again.length) statuses = new Map([...statuses, ...(await readStatuses(home, again))]);
  };

  const run = async () => {
    if (stopped || reading) return;
    const cause: Reading['cause'] | null = owedAll ?? (owedPaths.size ? 'notify' : owedFiles ? 'poll' : null);
    if (!cause) return;
    reading = true;
    const all = owedAll !== null;
    const files = !all && owedFiles;
    const paths = [...owedPaths];
    owedAll = null;
    owedFiles = false;
    owedPaths.clear();
    try {
      if (all) await readAll();
      else {
        if (paths.length) await readTouched(paths);
        if (files) await readFiles();
      }
      if (!stopped) onReading({ model: model(), at: Date.now(), cause });
    } catch (err) {
      opts.onError?.(err);
    } finally {
      reading = false;
      // Changes that came in during the read are read now.
      void run();
    }
  };
  const everything = (cause: Reading['cause']) => {
    owedAll ??= cause;
    void run();
  };

  let watcher: FSWatcher | undefined;
  let notifyOff: string | null = opts.pollOnly ? 'polling only (--poll-only)' : null;
  if (!opts.pollOnly) {
    try {
      watcher = watch(home.root, { recursive: true, persistent: true }, (_event, name) => {
        // No name: the platform did not say what changed, so it could be anything.
        owedPaths.add(typeof name === 'string' ? name : '');
        if (settle) return;
        settle = setTimeout(() => {
          settle = undefined;
          void run();
        }, SETTLE_MS);
      });
      watcher.on('error', (err) => {
        notifyOff = `file notifications stopped (${(err as Error).message})`;
        watcher?.close();
      });
    } catch (err) {
      notifyOff = `file notifications unavailable (${(err as Error).message})`;
    }
  }
  const screenPoll = setInterval(() => everything('poll'), SCREEN_POLL_MS);
  const filesPoll = setInterval(() => {
    owedFiles = true;
    void run();
  }, FILES_POLL_MS);
  everything('start');

  // Other hosts' seats: what the daemon holds, asked on a timer (no file under this home changes
  // when another host's seat does). A change in them is shown at once, with the local parts as read.
  let remotePoll: NodeJS.Timeout | undefined;
  let asking = false;
  const askRemote = async () => {
    if (asking || stopped) return;
    asking = true;
    try {
      const r = await readRemoteRows(home, opts.env ?? process.env);
      if (stopped) return;
      if (r.note !== remoteNote) opts.onRemoteNote?.((remoteNote = r.note));
      // Ages alone moving is not a change (the frame keeps them counting).
      const key = JSON.stringify(r.rows, (k, v) => (k === 'ageMs' ? undefined : v));
      if (key === remoteKey) return;
      remote = r.rows;
      remoteKey = key;
      if (!reading) onReading({ model: model(), at: Date.now(), cause: 'notify' });
    } catch (err) {
      opts.onError?.(err);
    } finally {
      asking = false;
    }
  };
  if (federationOn(home, opts.env ?? process.env)) {
    void askRemote();
    remotePoll = setInterval(() => void askRemote(), REMOTE_POLL_MS);
  }

  return {
    get notifyOff() {
      return notifyOff;
    },
    poke: () => everything('notify'),
    stop() {
      stopped = true;
      clearInterval(screenPoll);
      clearInterval(filesPoll);
      if (remotePoll) clearInterval(remotePoll);
      if (settle) clearTimeout(settle);
      watcher?.close();
      void tmuxRoute.release();
    },
  };
}
