// Cross-process exclusion for read-modify-write: a proper-lockfile lock on `<file>.lock`, taken
// with our own bounded retry loop so every caller (hooks included) has a deadline. The library
// is loaded on first lock (it pulls in graceful-fs, stream, assert and signal-exit; the hook
// bundles swap those for lighter stand-ins, lib/store/hook-shims), so code that only reads never
// pays for it.
import type lockfileApi from 'proper-lockfile';
import { dirname } from 'node:path';
import {
  mkdir,
  mkdirSync,
  realpath,
  realpathSync,
  rmdir,
  rmdirSync,
  stat,
  statSync,
  utimes,
  utimesSync,
} from 'node:fs';
import { LOCK_STALE_MS, LOCK_UPDATE_MS, LOCK_WAIT_MS } from './constants.js';
import { LockCompromisedError, LockTimeoutError, asDiskFull } from './errors.js';
import { ensureDir } from './fs-mode.js';
import { sleep } from '../util/sleep.js';

export interface LockOptions {
  /** Give up after this many ms (default: long enough to take over a SIGKILLed holder's lock). */
  waitMs?: number;
}

export interface HeldLock {
  /** Throws LockCompromisedError when the lock was lost; call right before committing a write. */
  assertHeld(): void;
}

// The calls the library makes, handed to it explicitly: its synchronous form copies the fs object it
// is given, and copying node:fs itself would read every lazy property of it, loading
// node:fs/promises and readline (about 3 ms) for nothing.
const LOCK_FS = { mkdir, mkdirSync, realpath, realpathSync, rmdir, rmdirSync, stat, statSync, utimes, utimesSync };

let lockfile: typeof lockfileApi | undefined;

export async function withLock<T>(
  file: string,
  fn: (lock: HeldLock) => Promise<T> | T,
  opts: LockOptions = {},
): Promise<T> {
  lockfile ??= (await import('proper-lockfile')).default;
  ensureDir(dirname(file));
  const waitMs = opts.waitMs ?? LOCK_WAIT_MS;
  const started = Date.now();
  let compromised: Error | undefined;
  let release: (() => Promise<void>) | undefined;
  for (;;) {
    try {
      // The library's synchronous form: a free lock is taken with a few system calls (mkdir, stat,
      // and a one-time utimes probe) instead of a chain of thread-pool round trips, which cost a
      // short-lived hook about 2-4 ms per lock on a busy machine. Waiting stays asynchronous.
      const releaseSync = lockfile.lockSync(file, {
        fs: LOCK_FS,
        realpath: false,
        stale: LOCK_STALE_MS,
        update: LOCK_UPDATE_MS,
        retries: 0,
        // The library's default handler throws inside a timer and kills the process.
        onCompromised: (err) => {
          compromised = err;
        },
      });
      release = async () => releaseSync();
      break;
    } catch (err) {
      // A lock is a folder: a disk too full to make one says so like any other write.
      if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw asDiskFull(err, file);
      if (Date.now() - started >= waitMs) throw new LockTimeoutError(file, waitMs);
      await sleep(3 + Math.random() * 25);
    }
  }
  const held: HeldLock = {
    assertHeld() {
      if (compromised) throw new LockCompromisedError(file, compromised.message);
    },
  };
  try {
    return await fn(held);
  } finally {
    await release().catch(() => {
      // Released already (compromised) or the lock folder vanished: nothing left to undo.
    });
  }
}
