// The status-line sensor as a process: bounded stdin, stdout only the status line's text, exit 0
// on every path, and a hard stop (a chained command is cut before it, at CHAIN_TIMEOUT_MS).
import { writeAllSync } from '../util/fd-write.js';
import { endHookProcess } from '../hook/process-end.js';
import { readBoundedStdin, stdinReadPending } from '../hook/stdin.js';
import { runStatusLine } from './statusline-run.js';

/** The process ends by then whatever still runs (the chained command's cut comes first). */
export const STATUSLINE_HARD_STOP_MS = 3000;
/** Claude's status-line JSON is a few kilobytes; anything past this is not one. */
const STDIN_MAX_BYTES = 256 * 1024;
const STDIN_WAIT_MS = 1000;

export function runStatusLineProcess(): void {
  process.env.UV_THREADPOOL_SIZE ??= '1';
  // A stdin read left waiting or the hard stop may leave a call on the pool that Node's exit would
  // wait for: the process then ends by signal (lib/hook/process-end.ts).
  const end = (abandoned: boolean) => endHookProcess(abandoned || stdinReadPending(), 'openrig statusline');
  const abandon = () => end(true);
  const errLine = (line: string) => {
    writeAllSync(2, line.endsWith('\n') ? line : `${line}\n`);
  };
  process.on('uncaughtException', (e) => {
    errLine(`openrig statusline: degraded: ${e?.message ?? String(e)}`);
    abandon();
  });
  process.on('unhandledRejection', (e) => {
    errLine(`openrig statusline: degraded: ${(e as Error)?.message ?? String(e)}`);
    abandon();
  });
  const startedAt = Date.now() - Math.round(process.uptime() * 1000);
  setTimeout(abandon, Math.max(0, startedAt + STATUSLINE_HARD_STOP_MS - Date.now())).unref();
  runStatusLine({
    argv: process.argv.slice(2),
    env: process.env,
    cwd: process.cwd(),
    readStdin: () =>
      readBoundedStdin(errLine, { maxBytes: STDIN_MAX_BYTES, label: 'openrig statusline', waitMs: STDIN_WAIT_MS }),
    out: (text) => {
      writeAllSync(1, text);
    },
    err: errLine,
    now: Date.now,
    deadlineAt: startedAt + STATUSLINE_HARD_STOP_MS,
  }).then(() => end(false), abandon);
}
