// The shell every hook process runs in, around one job or several (an event with two OpenRig jobs
// runs both in one process: lib/hook/event-jobs.ts). Shared by the jobs: bounded stdin, read once
// when the first job asks and handed to each; stdout straight to fd 1; advisories to stderr; the
// end through endHookProcess once every job is over. Each job keeps its own: its hard stop, its
// stdin wait and bound, and its failure. An uncaught error or rejection is charged to the job whose
// code it came from (the async context it was thrown in), degraded to one stderr line under that
// job's label, and the other jobs go on; a job that crashed or passed its stop writes nothing more
// to stdout. A job says whether it left anything cut behind.
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeAllSync } from '../util/fd-write.js';
import { jobStdinPlan, processBounds, withinJobBound } from './job-bounds.js';
import { endHookProcess } from './process-end.js';
import { STDIN_WAIT_MS, startBoundedStdin, stdinReadPending, type BoundedStdin } from './stdin.js';

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

/** One job of a hook process: its shell facts and its run. */
export interface HookJob extends HookShell {
  run: HookRun;
}

/** A hook process with a single run. */
export function runHookShell(shell: HookShell, run: HookRun): void {
  runHookJobs([{ ...shell, run }]);
}

type JobState = 'running' | 'done' | 'cut' | 'crashed' | 'expired';

const message = (e: unknown) => (e as Error)?.message ?? String(e);

/** Input for a job that waits less than the shared read: what came by its own wait. */
function byOwnWait(input: BoundedStdin, waitMs: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(input.soFar()), waitMs);
    void input.done.then((text) => {
      clearTimeout(timer);
      resolve(text);
    });
  });
}

/** Runs `jobs` side by side in this process, in their order, and ends it when the last is over. */
export function runHookJobs(jobs: readonly HookJob[]): void {
  const bounds = processBounds(jobs, STDIN_WAIT_MS);
  if (bounds.poolThreads !== undefined) process.env.UV_THREADPOOL_SIZE ??= String(bounds.poolThreads);
  const states: JobState[] = jobs.map(() => 'running');
  let ended = false;
  // A job cut, crashed or stopped may have left a call on a pool thread that Node's exit would wait
  // for, and so may a stdin read left waiting: the process then ends by signal, its output and state
  // written by then (./process-end.ts). Every other end exits 0.
  const end = () => {
    if (ended) return;
    ended = true;
    endHookProcess(states.some((s) => s !== 'done') || stdinReadPending(), bounds.label);
  };
  const settle = (i: number, how: Exclude<JobState, 'running'>) => {
    if (states[i] !== 'running') return;
    states[i] = how;
    if (!states.includes('running')) end();
  };
  // Which job an uncaught error belongs to: the async context it was thrown in, which Node carries
  // through timers, I/O callbacks and promises (checked for both events on Node 20). A single job
  // needs no bookkeeping; an error outside every job (the shared stdin read) ends the process, as
  // it would with one run.
  const owner = jobs.length > 1 ? new AsyncLocalStorage<number>() : undefined;
  const crashed = (i: number | undefined, e: unknown) => {
    const job = i === undefined ? undefined : jobs[i];
    errLine(`${job?.label ?? bounds.label}: ${job?.degraded ?? 'degraded to silence'}: ${message(e)}`);
    if (i !== undefined) return settle(i, 'crashed');
    states.fill('crashed');
    end();
  };
  const current = () => (owner ? owner.getStore() : 0);
  process.on('uncaughtException', (e) => crashed(current(), e));
  process.on('unhandledRejection', (e) => crashed(current(), e));
  const startedAt = Date.now() - Math.round(process.uptime() * 1000);
  let shared: BoundedStdin | undefined;
  const input = () => {
    const start = () =>
      startBoundedStdin(errLine, { maxBytes: bounds.stdin.maxBytes, label: bounds.label, waitMs: bounds.stdin.waitMs });
    shared ??= owner ? owner.exit(start) : start();
    return shared;
  };
  const readStdin = (i: number, job: HookJob) => async (): Promise<string | undefined> => {
    const s = input();
    const text =
      jobStdinPlan(job.stdin, bounds.stdin, STDIN_WAIT_MS) === 'whole'
        ? await s.done
        : await byOwnWait(s, job.stdin.waitMs ?? STDIN_WAIT_MS);
    // A job that crashed or passed its stop meanwhile gets no input: alone, its process would have
    // ended there, before it decided or wrote anything on that input.
    if (states[i] !== 'running') return new Promise<never>(() => undefined);
    if (text === undefined || job.stdin.maxBytes >= bounds.stdin.maxBytes) return text;
    if (withinJobBound(Buffer.byteLength(text), job.stdin)) return text;
    errLine(`${job.label}: hook input exceeds ${job.stdin.maxBytes} bytes; ignored`);
    return undefined;
  };
  const argv = process.argv.slice(2);
  jobs.forEach((job, i) => {
    const deadlineAt = startedAt + job.hardStopMs;
    setTimeout(() => settle(i, 'expired'), Math.max(0, deadlineAt - Date.now())).unref();
    const io: HookShellIo = {
      argv,
      env: process.env,
      cwd: process.cwd(),
      readStdin: readStdin(i, job),
      out: (text) =>
        states[i] === 'running'
          ? writeStdout(text)
          : Promise.reject(new Error(`${job.label} is over (${states[i]}): nothing more goes to stdout`)),
      err: errLine,
      startedAt,
      deadlineAt,
    };
    const start = () => {
      let running: Promise<boolean>;
      try {
        running = job.run(io);
      } catch (e) {
        running = Promise.reject(e);
      }
      running.then(
        (cut) => settle(i, cut ? 'cut' : 'done'),
        (e) => crashed(i, e),
      );
    };
    if (owner) owner.run(i, start);
    else start();
  });
}
