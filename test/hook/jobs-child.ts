// Child process for process-jobs.proc.test.ts: two jobs in one hook process (runHookJobs), in the
// scenario argv[2] names. "writer" records its input to JOBS_RECORD (a file); "answer" prints its
// input on stdout as the refocus job does. Either may be made to crash, hang or print late.
// `unisolated-*` runs the same jobs the way a process with one run would (one runHookShell around
// both): the negative control, which must lose the other job's work.
import { writeFileSync } from 'node:fs';
import { runHookJobs, runHookShell, type HookJob, type HookShellIo } from '../../lib/hook/process-shell.js';

const scenario = process.argv[2]!;
const record = process.env.JOBS_RECORD!;
const crash = () =>
  setImmediate(() => {
    throw new Error('planted crash');
  });
const stdin = { maxBytes: 1024 };

// A job that crashes waits a little after its input, so its crash (scheduled first) comes before
// its next step; the other job is still at work (a lock wait, a relay) when the crash comes.
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const crashes = (job: string) => scenario.endsWith(`${job}-crashes`);

async function writer(io: HookShellIo): Promise<boolean> {
  if (crashes('writer')) crash();
  if (scenario === 'writer-rejects') void Promise.reject(new Error('planted rejection'));
  const input = await io.readStdin();
  if (crashes('answer')) await pause(300);
  if (scenario === 'answer-late') await pause(3500);
  if (scenario === 'writer-hangs') return new Promise(() => setInterval(() => undefined, 1000));
  writeFileSync(record, `writer got ${input}`);
  return false;
}

async function answer(io: HookShellIo): Promise<boolean> {
  if (crashes('answer')) crash();
  const input = await io.readStdin();
  if (crashes('answer')) await pause(100);
  if (crashes('writer')) await pause(300);
  if (scenario === 'answer-late') await pause(2500);
  try {
    await io.out(JSON.stringify({ answer: input ?? null }));
  } catch (e) {
    io.err(`answer: out refused: ${(e as Error).message}`);
  }
  return false;
}

async function shortWait(io: HookShellIo): Promise<boolean> {
  io.err(`short got ${JSON.stringify((await io.readStdin()) ?? null)}`);
  return false;
}

// A short stop counted from now, not from the process start: tsx takes a while to load this file.
const soon = () => Math.round(process.uptime() * 1000) + 1500;

const jobs: HookJob[] =
  scenario === 'stdin-waits'
    ? [
        { label: 'short', hardStopMs: 60_000, stdin: { maxBytes: 1024, waitMs: 300 }, run: shortWait },
        { label: 'answer', hardStopMs: 60_000, stdin: { maxBytes: 1024, waitMs: 60_000 }, run: answer },
      ]
    : [
        {
          label: 'writer',
          hardStopMs: scenario === 'writer-hangs' ? soon() : 60_000,
          stdin,
          poolThreads: 1,
          run: writer,
        },
        {
          label: 'answer',
          hardStopMs: scenario === 'answer-late' ? soon() : 60_000,
          stdin,
          degraded: 'degraded',
          run: answer,
        },
      ];

if (scenario.startsWith('unisolated-'))
  runHookShell({ label: 'both', hardStopMs: 60_000, stdin }, (io) =>
    Promise.all(jobs.map((j) => j.run(io))).then((cut) => cut.some(Boolean)),
  );
else runHookJobs(jobs);
