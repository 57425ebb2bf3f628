// The hook as a process: bounded stdin, stdout written once, then an explicit exit 0 as soon as the
// run has written its output and state — also when a lookup cut at its deadline left a timer or an
// operation pending, which would otherwise keep Node alive. No file read can hold a thread in open()
// (readRegularFile opens non-blocking), so nothing stands between the run's end and the exit.
import { constants, fstatSync, openSync, read } from 'node:fs';
import { writeAllSync } from '../util/fd-write.js';
import { runRefocusHook, STDIN_MAX_BYTES } from './hook-run.js';
import type { RefocusLookups } from './lookups.js';
import { HOOK_TRACE_FLAG } from '../trace/route-command.js';

/** Stops waiting for stdin after this long (a hook run by hand in a terminal with a pipe left open). */
const STDIN_WAIT_MS = 10_000;
/** Registrations allow 60 s; stop just before, whatever is still running. */
export const HARD_STOP_MS = 58_000;

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

/** Whether a thread-pool read of fd 0 is still waiting (a Node exit would wait for it too). */
let stdinReadPending = false;

// Reads fd 0 directly: process.stdin would first load Node's stream and socket machinery, which
// costs a hook with nothing to do about a tenth of Node's start-up. A read left waiting on a thread
// of the pool would keep the process alive past its exit (Node joins those threads), so a pipe is
// opened again non-blocking through /proc/self/fd/0 and polled: nothing ever waits in read(). A
// socket (a Node parent's child stdio) cannot be reopened: its first read runs on the pool, and
// anything after a first chunk that is not yet a whole object is read through process.stdin, which
// never holds a thread. A regular file never blocks. Input that is already one whole JSON object is
// not read on to its end: the runtimes send one object and close.
function readBoundedStdin(err: (line: string) => void): Promise<string | undefined> {
  return new Promise((resolve) => {
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
    const chunks: Buffer[] = [];
    let bytes = 0;
    let done = false;
    let idle = 0;
    const finish = (value: string | undefined) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (streaming) process.stdin.destroy();
      resolve(value);
    };
    const whole = () => Buffer.concat(chunks).toString('utf8');
    const timer = setTimeout(() => finish(whole()), STDIN_WAIT_MS);
    let streaming = false;
    const take = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > STDIN_MAX_BYTES) {
        err(`refocus: hook input exceeds ${STDIN_MAX_BYTES} bytes; ignored`);
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
      if (!polled) stdinReadPending = true;
      read(fd, buf, 0, buf.length, null, (e, n) => {
        stdinReadPending = false;
        if (done) return;
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
      });
    };
    next();
  });
}

// Straight to fd 1: process.stdout would first load Node's stream and socket modules. The promise
// settles once every byte is with the descriptor (or Node's stream, for a non-blocking one), so
// the state is consumed only after the payload was written.
function writeStdout(text: string): Promise<void> {
  const r = writeAllSync(1, text);
  if (!r.error) return Promise.resolve();
  if (r.error.code !== 'EAGAIN') return Promise.reject(r.error);
  return new Promise((resolve, reject) => {
    process.stdout.on('error', reject);
    process.stdout.write(Buffer.from(text, 'utf8').subarray(r.written), (e) => (e ? reject(e) : resolve()));
  });
}

/** `lookups`: injected by tests only (a lookup that never settles); the hook passes nothing. */
export function runHookProcess(opts: { lookups?: RefocusLookups } = {}): void {
  // `refocus.cjs --trace …` is trace-to-root from the plugin folder: the route a work packet prints.
  if (process.argv[2] === HOOK_TRACE_FLAG) {
    void import('../cli/trace-main.js')
      .then((m) => m.traceMain(process.argv.slice(3)))
      .then((code) => {
        process.exitCode = code;
      });
    return;
  }
  // A socket writer that kept stdin open without writing a byte leaves a read waiting on a pool
  // thread, which Node's exit would wait for: the process then ends by signal (its output and
  // state are written by then). Every other path exits 0.
  const exit = () => (stdinReadPending ? process.kill(process.pid, 'SIGKILL') : process.exit(0));
  // Advisories go straight to fd 2 as well; one that cannot be written is dropped.
  const errLine = (line: string) => {
    writeAllSync(2, line.endsWith('\n') ? line : `${line}\n`);
  };
  process.on('uncaughtException', (e) => {
    errLine(`refocus: degraded to silence: ${e?.message ?? String(e)}`);
    exit();
  });
  process.on('unhandledRejection', (e) => {
    errLine(`refocus: degraded to silence: ${(e as Error)?.message ?? String(e)}`);
    exit();
  });
  setTimeout(exit, HARD_STOP_MS).unref();
  // The budget counts from the process start: Node's own start-up is part of the hook's time.
  const startedAt = Date.now() - Math.round(process.uptime() * 1000);
  runRefocusHook({
    argv: process.argv.slice(2),
    env: process.env,
    cwd: process.cwd(),
    // Read only once the run needs its input: a disabled or gated run never starts the thread pool.
    readStdin: () => readBoundedStdin(errLine),
    out: writeStdout,
    err: errLine,
    startedAt,
    lookups: opts.lookups,
  }).then(exit, exit);
}
