// The compaction hook as a process: bounded stdin, nothing on stdout, exit 0 on every path, and a
// hard stop inside the registration's 10 s so a stuck lock never holds compaction.
import { writeAllSync } from '../util/fd-write.js';
import { endHookProcess } from '../hook/process-end.js';
import { HOOK_STDIN_MAX_BYTES, readBoundedStdin, stdinReadPending } from '../hook/stdin.js';
import { runCompactionHook } from './hook-run.js';

/** The registrations allow 10 s; stop before. */
export const HARD_STOP_MS = 8000;
const STDIN_WAIT_MS = 2000;

export function runCompactionHookProcess(): void {
  process.env.UV_THREADPOOL_SIZE ??= '1';
  // A stdin read left waiting or the hard stop may leave a call on the pool that Node's exit would
  // wait for: the process then ends by signal (lib/hook/process-end.ts).
  const end = (abandoned: boolean) => endHookProcess(abandoned || stdinReadPending(), 'compaction');
  const abandon = () => end(true);
  const errLine = (line: string) => {
    writeAllSync(2, line.endsWith('\n') ? line : `${line}\n`);
  };
  process.on('uncaughtException', (e) => {
    errLine(`compaction: degraded to silence: ${e?.message ?? String(e)}`);
    abandon();
  });
  process.on('unhandledRejection', (e) => {
    errLine(`compaction: degraded to silence: ${(e as Error)?.message ?? String(e)}`);
    abandon();
  });
  setTimeout(abandon, HARD_STOP_MS).unref();
  runCompactionHook({
    argv: process.argv.slice(2),
    env: process.env,
    cwd: process.cwd(),
    readStdin: () =>
      readBoundedStdin(errLine, { maxBytes: HOOK_STDIN_MAX_BYTES, label: 'compaction', waitMs: STDIN_WAIT_MS }),
    err: errLine,
    now: Date.now,
  }).then(() => end(false), abandon);
}
