// The shell every hook process runs in: bounded stdin (read only when the run asks), stdout written
// once, advisories to stderr, an uncaught error or rejection degraded to silence, a hard stop, and
// the end through endHookProcess. A hook gives its label, its hard stop and its stdin bounds; its
// run says whether it left anything cut behind.
import { writeAllSync } from '../util/fd-write.js';
import { endHookProcess } from './process-end.js';
import { readBoundedStdin, stdinReadPending } from './stdin.js';

export interface HookShell {
  /** Names the hook in its advisories and in the line a signal end writes. */
  label: string;
  /** The process ends by then, counted from its start (Node's start-up is part of the hook's time). */
  hardStopMs: number;
  stdin: { maxBytes: number; waitMs?: number };
  /**
   * libuv starts its pool at the first request with UV_THREADPOOL_SIZE threads, four by default;
   * starting four costs a run 1-4 ms on a busy 2-CPU machine. A hook whose pool use is one read
   * at a time sets 1; one with lookups side by side leaves it unset.
   */
  poolThreads?: number;
  /** What an uncaught error's advisory says happened (default "degraded to silence"). */
  degraded?: string;
}

export interface HookShellIo {
  argv: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Bounded stdin; undefined when there is none. Not read until called. */
  readStdin(): Promise<string | undefined>;
  /** Settles once every byte is with the descriptor, so state is consumed only after the output. */
  out(text: string): Promise<void>;
  /** One advisory line to stderr; one that cannot be written is dropped. */
  err(line: string): void;
  /** The process start, in ms since the epoch. */
  startedAt: number;
  /** startedAt + hardStopMs: the hard stop. */
  deadlineAt: number;
}

/** What a run reports when it is over: true when it cut something it started (a lookup, a relay). */
export type HookRun = (io: HookShellIo) => Promise<boolean>;

// Straight to fd 1: process.stdout would first load Node's stream and socket modules. Only a
// non-blocking descriptor that is full falls back to the stream for the rest.
function writeStdout(text: string): Promise<void> {
  const r = writeAllSync(1, text);
  if (!r.error) return Promise.resolve();
  if (r.error.code !== 'EAGAIN') return Promise.reject(r.error);
  return new Promise((resolve, reject) => {
    process.stdout.on('error', reject);
    process.stdout.write(Buffer.from(text, 'utf8').subarray(r.written), (e) => (e ? reject(e) : resolve()));
  });
}

// Advisories go straight to fd 2 as well.
function errLine(line: string): void {
  writeAllSync(2, line.endsWith('\n') ? line : `${line}\n`);
}

export function runHookShell(shell: HookShell, run: HookRun): void {
  if (shell.poolThreads !== undefined) process.env.UV_THREADPOOL_SIZE ??= String(shell.poolThreads);
  // A cut lookup, a stdin read left waiting (a socket writer that kept stdin open) or the hard stop
  // may leave a call on a pool thread that Node's exit would wait for: the process then ends by
  // signal, its output and state written by then (./process-end.ts). Every other path exits 0.
  const end = (abandoned: boolean) => endHookProcess(abandoned || stdinReadPending(), shell.label);
  const abandon = () => end(true);
  const degraded = shell.degraded ?? 'degraded to silence';
  process.on('uncaughtException', (e) => {
    errLine(`${shell.label}: ${degraded}: ${e?.message ?? String(e)}`);
    abandon();
  });
  process.on('unhandledRejection', (e) => {
    errLine(`${shell.label}: ${degraded}: ${(e as Error)?.message ?? String(e)}`);
    abandon();
  });
  const startedAt = Date.now() - Math.round(process.uptime() * 1000);
  const deadlineAt = startedAt + shell.hardStopMs;
  setTimeout(abandon, Math.max(0, deadlineAt - Date.now())).unref();
  const { maxBytes, waitMs } = shell.stdin;
  run({
    argv: process.argv.slice(2),
    env: process.env,
    cwd: process.cwd(),
    readStdin: () => readBoundedStdin(errLine, { maxBytes, label: shell.label, waitMs }),
    out: writeStdout,
    err: errLine,
    startedAt,
    deadlineAt,
  }).then(end, abandon);
}
