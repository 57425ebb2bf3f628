// Child process for process-shell.proc.test.ts: the hook shell around a run chosen by argv[2].
import { runHookShell, type HookRun } from '../../lib/hook/process-shell.js';

const runs: Record<string, HookRun> = {
  // Echoes its stdin and the shell's facts, then ends with nothing cut.
  echo: async (io) => {
    const input = await io.readStdin();
    await io.out(
      JSON.stringify({
        input,
        argv: io.argv,
        pool: process.env.UV_THREADPOOL_SIZE ?? null,
        stopAfterStart: io.deadlineAt - io.startedAt,
        startedBeforeNow: io.startedAt <= Date.now(),
      }),
    );
    io.err('an advisory');
    return false;
  },
  throw: () => {
    setImmediate(() => {
      throw new Error('boom');
    });
    return new Promise(() => undefined);
  },
  reject: () => {
    void Promise.reject(new Error('rejected'));
    return new Promise(() => undefined);
  },
  // Never settles, and keeps the process alive: only the hard stop ends it.
  hang: () =>
    new Promise(() => {
      setInterval(() => undefined, 1000);
    }),
};

const which = process.argv[2]!;
runHookShell(
  {
    label: 'shell-test',
    hardStopMs: which === 'hang' ? 1500 : 60_000,
    stdin: { maxBytes: 1024, waitMs: 5000 },
    poolThreads: which === 'echo' ? 1 : undefined,
    degraded: which === 'reject' ? 'degraded' : undefined,
  },
  runs[which]!,
);
