// The hook as a process: bounded stdin, stdout written once, then the end as soon as the run has
// written its output and state — also when a lookup cut at its deadline left a timer or an
// operation pending, which would otherwise keep Node alive. A cut read still inside the kernel (a
// hung file system: O_NONBLOCK does not keep open() from blocking there) would hold Node's exit, so
// such a run ends by signal instead (lib/hook/process-end.ts; claude.json maps its status to 0).
import { writeAllSync } from '../util/fd-write.js';
import { endHookProcess } from '../hook/process-end.js';
import { runRefocusHook } from './hook-run.js';
import { HOOK_STDIN_MAX_BYTES, readBoundedStdin, stdinReadPending } from '../hook/stdin.js';
import type { RefocusLookups } from './lookups.js';

/** Registrations allow 60 s; stop just before, whatever is still running. */
export const HARD_STOP_MS = 58_000;

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
  // A cut lookup, or a socket writer that kept stdin open without writing a byte, may leave a call
  // on a pool thread that Node's exit would wait for: the process then ends by signal (its output
  // and state are written by then). Every other path exits 0.
  const end = (abandoned: boolean) => endHookProcess(abandoned || stdinReadPending(), 'refocus');
  const abandon = () => end(true);
  // Advisories go straight to fd 2 as well; one that cannot be written is dropped.
  const errLine = (line: string) => {
    writeAllSync(2, line.endsWith('\n') ? line : `${line}\n`);
  };
  process.on('uncaughtException', (e) => {
    errLine(`refocus: degraded to silence: ${e?.message ?? String(e)}`);
    abandon();
  });
  process.on('unhandledRejection', (e) => {
    errLine(`refocus: degraded to silence: ${(e as Error)?.message ?? String(e)}`);
    abandon();
  });
  setTimeout(abandon, HARD_STOP_MS).unref();
  // The budget counts from the process start: Node's own start-up is part of the hook's time.
  const startedAt = Date.now() - Math.round(process.uptime() * 1000);
  runRefocusHook({
    argv: process.argv.slice(2),
    env: process.env,
    cwd: process.cwd(),
    // Read only once the run needs its input: a disabled or gated run never starts the thread pool.
    readStdin: () => readBoundedStdin(errLine, { maxBytes: HOOK_STDIN_MAX_BYTES, label: 'refocus' }),
    out: writeStdout,
    err: errLine,
    startedAt,
    lookups: opts.lookups,
  }).then((o) => end(o.cut), abandon);
}
