// The refocus hook as a process job (the shell is lib/hook/process-shell.ts): stdout written once,
// then the end as soon as the run has written its output and state — also when a lookup cut at
// its deadline left a timer or an operation pending, which would otherwise keep Node alive. A cut
// read still inside the kernel (a hung file system) ends the run by signal (every command that
// runs this job maps its status to 0). refocus.cjs runs it alone; event-jobs.cjs runs it beside
// the other jobs of its event (hooks/event-jobs.ts).
import { runHookJobs, type HookJob } from '../hook/process-shell.js';
import { HOOK_STDIN_MAX_BYTES } from '../hook/stdin.js';
import { runRefocusHook } from './hook-run.js';
import type { RefocusLookups } from './lookups.js';

/** Registrations allow 60 s; stop just before, whatever is still running. */
export const HARD_STOP_MS = 58_000;

/** `lookups`: injected by tests only (a lookup that never settles); the hook passes nothing. */
export function refocusJob(opts: { lookups?: RefocusLookups } = {}): HookJob {
  // The pool keeps its default size: a full fire's lookups run side by side.
  return {
    label: 'refocus',
    hardStopMs: HARD_STOP_MS,
    stdin: { maxBytes: HOOK_STDIN_MAX_BYTES },
    run: (io) =>
      runRefocusHook({
        argv: io.argv,
        env: io.env,
        cwd: io.cwd,
        // Read only once the run needs its input: a disabled or gated run never starts the thread pool.
        readStdin: io.readStdin,
        out: io.out,
        err: io.err,
        // The budget counts from the process start: Node's own start-up is part of the hook's time.
        startedAt: io.startedAt,
        lookups: opts.lookups,
      }).then((o) => o.cut),
  };
}

export function runHookProcess(opts: { lookups?: RefocusLookups } = {}): void {
  runHookJobs([refocusJob(opts)]);
}
