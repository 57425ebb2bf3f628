// The status-line sensor as a process (the shell is lib/hook/process-shell.ts): stdout only the
// status line's text, and a hard stop (a chained command is cut before it, at CHAIN_TIMEOUT_MS).
import { runHookShell } from '../hook/process-shell.js';
import { runStatusLine } from './statusline-run.js';

/** The process ends by then whatever still runs (the chained command's cut comes first). */
export const STATUSLINE_HARD_STOP_MS = 3000;
/** Claude's status-line JSON is a few kilobytes; anything past this is not one. */
const STDIN_MAX_BYTES = 256 * 1024;
const STDIN_WAIT_MS = 1000;

export function runStatusLineProcess(): void {
  runHookShell(
    {
      label: 'openrig statusline',
      hardStopMs: STATUSLINE_HARD_STOP_MS,
      stdin: { maxBytes: STDIN_MAX_BYTES, waitMs: STDIN_WAIT_MS },
      // Its pool use is one read or write at a time.
      poolThreads: 1,
      // A status line is not silent: what it printed before the failure stays printed.
      degraded: 'degraded',
    },
    (io) =>
      runStatusLine({
        argv: io.argv,
        env: io.env,
        cwd: io.cwd,
        readStdin: io.readStdin,
        // A line that cannot be written is dropped: the status line has no one to tell.
        out: (text) => {
          io.out(text).catch(() => undefined);
        },
        err: io.err,
        now: Date.now,
        deadlineAt: io.deadlineAt,
      }).then(() => false),
  );
}
