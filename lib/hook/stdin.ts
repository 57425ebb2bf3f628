// A hook's stdin, bounded, read straight from fd 0 (shared by the refocus and seat-events hooks).
// Moved here from lib/refocus/hook-process.ts so both hooks use one reader.
import { constants, fstatSync, openSync, read, readSync } from 'node:fs';

/** Default: stop waiting for stdin after this long (a hook run by hand in a terminal with a pipe left open). */
export const STDIN_WAIT_MS = 10_000;

/**
 * Input up to this size is tried as a whole object when a read ends in `}` or a newline. The run
 * parses its input again later, so a larger input is read to its end instead of parsed twice.
 */
const COMPLETE_TRY_MAX_BYTES = 64 * 1024;

/** Pure: whether input read so far is worth trying as a whole object (small, and ends in `}` or a newline). */
export function worthTryingComplete(totalBytes: number, lastByte: number | undefined): boolean {
  return totalBytes <= COMPLETE_TRY_MAX_BYTES && (lastByte === 0x7d || lastByte === 0x0a);
}

/** Pure: whether `text` is already one whole JSON object (so the input needs no further read). */
export function isCompleteObject(text: string): boolean {
  if (!/}\s*$/.test(text)) return false;
  try {
    const v: unknown = JSON.parse(text);
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  } catch {
    return false;
  }
}

/**
 * Retry delays while a non-blocking pipe has no data yet. Capped at 4 ms: input that arrives after
 * the first read waits at most that long (a 32 ms cap cost a late writer's every turn up to 32 ms),
 * and a writer that never writes costs a wakeup every 4 ms until the process deadline.
 */
const POLL_MS = [1, 2, 4];

export type StdinKind = 'terminal' | 'fifo' | 'socket' | 'file';

/**
 * Pure: how fd 0 is read. none: no input. reopen: a pipe, opened again non-blocking and polled.
 * first-then-stream: one pool read, then process.stdin for the rest. pool: reads that never block.
 */
export function stdinPlan(kind: StdinKind): 'none' | 'reopen' | 'first-then-stream' | 'pool' {
  if (kind === 'terminal') return 'none';
  if (kind === 'fifo') return 'reopen';
  if (kind === 'socket') return 'first-then-stream';
  return 'pool';
}

let readPending = false;

/** Whether a thread-pool read of fd 0 is still waiting (a Node exit would wait for it too). */
export function stdinReadPending(): boolean {
  return readPending;
}

/** What a hook takes on stdin at most: the runtimes send one JSON object, a prompt included. */
export const HOOK_STDIN_MAX_BYTES = 8 * 1024 * 1024;

export interface StdinOptions {
  /** Input larger than this is refused whole (one advisory). */
  maxBytes: number;
  /** Names the hook in the advisory (`refocus`, `seat-events`). */
  label: string;
  /** Give up waiting after this long and take what was read (default 10 s). */
  waitMs?: number;
}

// Reads fd 0 directly: process.stdin would first load Node's stream and socket machinery, which
// costs a hook with nothing to do about a tenth of Node's start-up. A read left waiting on a thread
// of the pool would keep the process alive past its exit (Node joins those threads), so a pipe is
// opened again non-blocking through /proc/self/fd/0 and polled: nothing ever waits in read(). A
// socket (a Node parent's child stdio) cannot be reopened: its first read runs on the pool, and
// anything after a first chunk that is not yet a whole object is read through process.stdin, which
// never holds a thread. A regular file never blocks. Input that is already one whole JSON object is
// not read on to its end: the runtimes send one object and close.
export function readBoundedStdin(err: (line: string) => void, opts: StdinOptions): Promise<string | undefined> {
  return startBoundedStdin(err, opts).done;
}

/** One read of fd 0 under way: its result, and what it has taken so far. */
export interface BoundedStdin {
  /** The input (see readBoundedStdin). */
  done: Promise<string | undefined>;
  /**
   * The bytes read so far, as text: what `done` would give if the wait ended now (undefined once
   * the input was refused as too large). For a job that waits less than the read does.
   */
  soFar(): string | undefined;
}

/** Starts the read readBoundedStdin waits for (several jobs of one process share one). */
export function startBoundedStdin(err: (line: string) => void, opts: StdinOptions): BoundedStdin {
  let refused = false;
  const chunks: Buffer[] = [];
  const whole = () => Buffer.concat(chunks).toString('utf8');
  const done = new Promise<string | undefined>((resolve) => {
    // A terminal (a hook run by hand) gives no input; so does a closed descriptor. Checked with
    // fstat: node:tty would load the same stream machinery this reader avoids.
    let plan: ReturnType<typeof stdinPlan>;
    try {
      const st = fstatSync(0);
      plan = stdinPlan(st.isCharacterDevice() ? 'terminal' : st.isFIFO() ? 'fifo' : st.isSocket() ? 'socket' : 'file');
    } catch {
      return resolve(undefined);
    }
    if (plan === 'none') return resolve(undefined);
    let fd = 0;
    let polled = false;
    if (plan === 'reopen') {
      try {
        fd = openSync('/proc/self/fd/0', constants.O_RDONLY | constants.O_NONBLOCK);
        polled = true;
      } catch {
        // No /proc (not Linux): the pool read below, as for a socket.
      }
    }
    let bytes = 0;
    let settled = false;
    let idle = 0;
    const finish = (value: string | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (streaming) process.stdin.destroy();
      resolve(value);
    };
    const timer = setTimeout(() => finish(whole()), opts.waitMs ?? STDIN_WAIT_MS);
    let streaming = false;
    const take = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > opts.maxBytes) {
        err(`${opts.label}: hook input exceeds ${opts.maxBytes} bytes; ignored`);
        refused = true;
        finish(undefined);
        return false;
      }
      chunks.push(chunk);
      return true;
    };
    const viaStream = () => {
      streaming = true;
      const stdin = process.stdin;
      stdin.on('data', (chunk: Buffer) => {
        if (!take(chunk)) return;
        const last = chunk[chunk.length - 1];
        if (worthTryingComplete(bytes, last) && isCompleteObject(whole())) finish(whole());
      });
      stdin.on('end', () => finish(whole()));
      stdin.on('error', () => finish(undefined));
    };
    const next = () => {
      const buf = Buffer.allocUnsafe(64 * 1024);
      const onRead = (e: NodeJS.ErrnoException | null, n: number) => {
        readPending = false;
        if (settled) return;
        if (e) {
          if (e.code !== 'EAGAIN') return finish(undefined);
          // A descriptor that is non-blocking already (or the reopened pipe) with nothing yet.
          if (!polled) return viaStream();
          setTimeout(next, POLL_MS[Math.min(idle++, POLL_MS.length - 1)]);
          return;
        }
        idle = 0;
        if (n === 0) return finish(whole());
        if (!take(buf.subarray(0, n))) return;
        if (worthTryingComplete(bytes, buf[n - 1])) {
          const text = whole();
          if (isCompleteObject(text)) return finish(text);
        }
        // A socket's next read could wait for good: the rest comes through the stream.
        if (plan === 'first-then-stream') return viaStream();
        next();
      };
      if (polled) {
        // The reopened pipe is non-blocking, so its read returns at once (EAGAIN when empty) and
        // runs right here: the process never starts libuv's thread pool for it (starting its
        // threads cost a hook 1-4 ms on a busy 2-CPU machine).
        let n = 0;
        let error: NodeJS.ErrnoException | null = null;
        try {
          n = readSync(fd, buf, 0, buf.length, null);
        } catch (e) {
          error = e as NodeJS.ErrnoException;
        }
        onRead(error, n);
        return;
      }
      readPending = true;
      read(fd, buf, 0, buf.length, null, onRead);
    };
    next();
  });
  return { done, soFar: () => (refused ? undefined : whole()) };
}
