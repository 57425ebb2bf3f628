// The compaction hook as a process job (the shell is lib/hook/process-shell.ts): nothing on stdout,
// and a hard stop inside the registration's 10 s so a stuck lock never holds compaction.
// compaction.cjs runs it alone (PreCompact); event-jobs.cjs runs it beside refocus (PostCompact,
// hooks/event-jobs.ts). The run's code (the store, the packet) is a chunk of its own,
// `compaction-hook-run.chunk.cjs`, so the event-jobs bundle that every prompt starts does not
// carry it.
import { runHookJobs, type HookJob } from '../hook/process-shell.js';
import { HOOK_STDIN_MAX_BYTES } from '../hook/stdin.js';

/** The registrations allow 10 s; stop before. */
export const HARD_STOP_MS = 8000;
const STDIN_WAIT_MS = 2000;

export function compactionJob(): HookJob {
  return {
    label: 'compaction',
    hardStopMs: HARD_STOP_MS,
    stdin: { maxBytes: HOOK_STDIN_MAX_BYTES, waitMs: STDIN_WAIT_MS },
    // Its pool use is one read or write at a time.
    poolThreads: 1,
    run: async (io) => {
      const { runCompactionHook } = await import('./hook-run.js');
      await runCompactionHook({
        argv: io.argv,
        env: io.env,
        cwd: io.cwd,
        readStdin: io.readStdin,
        err: io.err,
        now: Date.now,
      });
      return false;
    },
  };
}

export function runCompactionHookProcess(): void {
  runHookJobs([compactionJob()]);
}
