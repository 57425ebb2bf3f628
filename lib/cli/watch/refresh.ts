// When `rig watch` reads the home again: on a file-change notification under $OPENRIG_HOME (a hook
// wrote a seat's activity, a send wrote the outbox, …), a short settle after it, and on a slow poll
// that also catches what only the screen shows (a menu drawn without a hook). Reads never overlap:
// a change during a read asks for one more read after it. Where notifications cannot be had (no
// recursive fs.watch, inotify limits), the poll alone runs and the caller is told why.
import { watch, type FSWatcher } from 'node:fs';
import { readWatch, watchedSeats } from '../../views/watch-read.js';
import { watchModel, type WatchModel } from '../../views/watch-model.js';
import type { HomePaths } from '../../home/paths.js';

/** A burst of writes (a hook's lock, temp file and rename) settles into one read. */
export const SETTLE_MS = 60;
/** The fallback poll, and the screen-only changes' latency. */
export const POLL_MS = 5000;

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
  opts: { pollOnly?: boolean; pollMs?: number; onError?: (err: unknown) => void } = {},
): Refresher {
  let stopped = false;
  let reading = false;
  let again: Reading['cause'] | null = null;
  let settle: NodeJS.Timeout | undefined;

  const read = async (cause: Reading['cause']) => {
    if (stopped) return;
    if (reading) {
      again = again === 'notify' ? 'notify' : cause;
      return;
    }
    reading = true;
    try {
      const readings = await readWatch(home, watchedSeats(home));
      if (!stopped) onReading({ model: watchModel(readings), at: Date.now(), cause });
    } catch (err) {
      opts.onError?.(err);
    } finally {
      reading = false;
      if (again && !stopped) {
        const next = again;
        again = null;
        void read(next);
      }
    }
  };

  let watcher: FSWatcher | undefined;
  let notifyOff: string | null = opts.pollOnly ? 'polling only (--poll-only)' : null;
  if (!opts.pollOnly) {
    try {
      watcher = watch(home.root, { recursive: true, persistent: true }, () => {
        if (settle) return;
        settle = setTimeout(() => {
          settle = undefined;
          void read('notify');
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
  const poll = setInterval(() => void read('poll'), opts.pollMs ?? POLL_MS);
  void read('start');

  return {
    get notifyOff() {
      return notifyOff;
    },
    poke: () => void read('notify'),
    stop() {
      stopped = true;
      clearInterval(poll);
      if (settle) clearTimeout(settle);
      watcher?.close();
    },
  };
}
