// The seat-events hook as a process job (the shell is lib/hook/process-shell.ts): nothing on
// stdout ever, and a hard stop well inside the registrations' 5 s so a hung lock or relay can never
// hold the runtime's turn. seat-events.cjs runs it alone; event-jobs.cjs runs it beside the other
// jobs of its event (hooks/event-jobs.ts), with this same stop counted from the process start.
import { runHookJobs, type HookJob } from '../hook/process-shell.js';
import { HOOK_STDIN_MAX_BYTES } from '../hook/stdin.js';
import { runSeatEvents } from './hook-run.js';

/** Registrations allow 5 s; stop before, whatever is still running. */
export const HARD_STOP_MS = 4500;
/** The runtimes write their JSON and close at once; a pipe left open gets this long. */
const STDIN_WAIT_MS = 2000;

/** seq: microseconds since the epoch at the process start (when the runtime fired the hook). */
export function processSeq(): number {
  return Math.floor(Date.now() * 1000 - process.uptime() * 1e6);
}

export function seatEventsJob(): HookJob {
  return {
    label: 'seat-events',
    hardStopMs: HARD_STOP_MS,
    stdin: { maxBytes: HOOK_STDIN_MAX_BYTES, waitMs: STDIN_WAIT_MS },
    // One pool thread is enough: the write is synchronous, and the only other pool user, the
    // relay's name lookup, runs only after stdin gave an observation, which leaves no stdin read
    // waiting on the pool (lib/hook/stdin.ts: a socket's first read is its only pool read, and
    // one that never returns means no input, so no observation and no relay). A relay cut at its
    // deadline reports itself, and the shell ends the run by signal.
    poolThreads: 1,
    run: (io) =>
      runSeatEvents({
        argv: io.argv,
        env: io.env,
        cwd: io.cwd,
        readStdin: io.readStdin,
        err: io.err,
        seq: processSeq(),
        deadlineAt: io.deadlineAt,
        // The running bundle (seat-events.cjs, or event-jobs.cjs): the plugin proof hashes it.
        script: process.argv[1],
      }).then((o) => o.relay === 'failed'),
  };
}

export function runSeatEventsProcess(): void {
  runHookJobs([seatEventsJob()]);
}
