// The compaction hook as a process (the shell is lib/hook/process-shell.ts): nothing on stdout,
// and a hard stop inside the registration's 10 s so a stuck lock never holds compaction.
import { runHookShell } from '../hook/process-shell.js';
import { HOOK_STDIN_MAX_BYTES } from '../hook/stdin.js';
import { runCompactionHook } from './hook-run.js';

/** The registrations allow 10 s; stop before. */
export const HARD_STOP_MS = 8000;
const STDIN_WAIT_MS = 2000;

export function runCompactionHookProcess(): void {
  runHookShell(
    {
      label: 'compaction',
      hardStopMs: HARD_STOP_MS,
      stdin: { maxBytes: HOOK_STDIN_MAX_BYTES, waitMs: STDIN_WAIT_MS },
      // Its pool use is one read or write at a time.
      poolThreads: 1,
    },
    (io) =>
      runCompactionHook({
        argv: io.argv,
        env: io.env,
        cwd: io.cwd,
        readStdin: io.readStdin,
        err: io.err,
        now: Date.now,
      }).then(() => false),
  );
}
