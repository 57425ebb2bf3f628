// The seat-events hook as a process: bounded stdin, nothing on stdout ever, exit 0 on every path
// (an internal error or an uncaught one included), and a hard stop well inside the registrations'
// 5 s so a hung lock or relay can never hold the runtime's turn.
import { writeAllSync } from '../util/fd-write.js';
import { endHookProcess } from '../hook/process-end.js';
import { HOOK_STDIN_MAX_BYTES, readBoundedStdin, stdinReadPending } from '../hook/stdin.js';
import { runSeatEvents } from './hook-run.js';

/** Registrations allow 5 s; stop before, whatever is still running. */
export const HARD_STOP_MS = 4500;
/** The runtimes write their JSON and close at once; a pipe left open gets this long. */
const STDIN_WAIT_MS = 2000;

/** seq: microseconds since the epoch at the process start (when the runtime fired the hook). */
export function processSeq(): number {
  return Math.floor(Date.now() * 1000 - process.uptime() * 1e6);
}

export function runSeatEventsProcess(): void {
  // libuv starts its thread pool at the first request (the stdin read of a socket or a file) with
  // UV_THREADPOOL_SIZE threads, read at that moment, four by default; starting four costs a run
  // 1-4 ms on a busy 2-CPU machine. One is enough: the write is synchronous, and the only other
  // pool user, the relay's name lookup, runs only after stdin gave an observation, which leaves no
  // stdin read waiting on the pool (lib/hook/stdin.ts: a socket's first read is its only pool read,
  // and one that never returns means no input, so no observation and no relay).
  process.env.UV_THREADPOOL_SIZE ??= '1';
  // A socket writer that kept stdin open, a relay cut at its deadline (its name lookup) or the hard
  // stop may leave a call on the pool that Node's exit would wait for: the process then ends by
  // signal (everything is written by then; lib/hook/process-end.ts).
  const end = (abandoned: boolean) => endHookProcess(abandoned || stdinReadPending(), 'seat-events');
  const abandon = () => end(true);
  const errLine = (line: string) => {
    writeAllSync(2, line.endsWith('\n') ? line : `${line}\n`);
  };
  process.on('uncaughtException', (e) => {
    errLine(`seat-events: degraded to silence: ${e?.message ?? String(e)}`);
    abandon();
  });
  process.on('unhandledRejection', (e) => {
    errLine(`seat-events: degraded to silence: ${(e as Error)?.message ?? String(e)}`);
    abandon();
  });
  const seq = processSeq();
  const startedAt = Math.floor(seq / 1000);
  setTimeout(abandon, Math.max(0, startedAt + HARD_STOP_MS - Date.now())).unref();
  runSeatEvents({
    argv: process.argv.slice(2),
    env: process.env,
    cwd: process.cwd(),
    readStdin: () =>
      readBoundedStdin(errLine, { maxBytes: HOOK_STDIN_MAX_BYTES, label: 'seat-events', waitMs: STDIN_WAIT_MS }),
    err: errLine,
    seq,
    deadlineAt: startedAt + HARD_STOP_MS,
    script: process.argv[1],
  }).then((o) => end(o.relay === 'failed'), abandon);
}
