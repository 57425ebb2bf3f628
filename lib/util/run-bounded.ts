// Runs a program for a short answer (`claude --version`, a user's status-line command) with a
// deadline: a program that hangs, or leaves a child holding its output open, is killed with its
// whole process group when the deadline passes, and the caller gets what it printed so far instead
// of waiting. Output is capped, in bytes: kept to the cap, or (overflow: 'kill') the program is
// ended the moment it passes it.
import type { ChildProcess } from 'node:child_process';
import { childProcess } from './lazy-builtins.js';

export type BoundedOutcome =
  /** The program ended (and closed its output) before the deadline; cut: it passed the cap. */
  | { kind: 'exited'; code: number | null; signal: string | null; stdout: string; stderr: string; cut: boolean }
  /** The deadline passed first: the process group was killed. */
  | { kind: 'timeout'; stdout: string; stderr: string }
  /** It could not be started (not executable, vanished since it was found). */
  | { kind: 'failed'; message: string };

export interface BoundedRun {
  env: Record<string, string | undefined>;
  cwd: string;
  deadlineMs: number;
  /** Each stream keeps at most this many bytes (default 64 KiB). */
  maxBytes?: number;
  /** truncate (default): keep the first maxBytes and let it run; kill: end it when stdout passes them. */
  overflow?: 'truncate' | 'kill';
  /** Its standard input (may still be on its way when it starts); none: no stdin at all. */
  input?: string | Promise<string>;
  /** false: its stderr goes nowhere (default: kept, capped). */
  stderr?: boolean;
  /** stdout false: its stdout goes nowhere (default: kept, capped). */
  stdout?: boolean;
  /** close (default): done when it has exited and its output is closed; exit: done when it exits,
   *  whatever a background child of its still holds open (what it printed so far is the output). */
  until?: 'close' | 'exit';
}

export function runBounded(program: string, args: string[], run: BoundedRun): Promise<BoundedOutcome> {
  const maxBytes = run.maxBytes ?? 64 * 1024;
  return new Promise((resolve) => {
    let settled = false;
    let cut = false;
    const chunks = { stdout: [] as Buffer[], stderr: [] as Buffer[] };
    const sizes = { stdout: 0, stderr: 0 };
    const text = (name: 'stdout' | 'stderr') => Buffer.concat(chunks[name]).toString('utf8');
    const settle = (outcome: () => BoundedOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome());
    };
    let child: ChildProcess;
    try {
      // Its own process group (detached), so the deadline can end the program and anything it started.
      child = childProcess().spawn(program, args, {
        env: run.env as NodeJS.ProcessEnv,
        cwd: run.cwd,
        stdio: [
          run.input === undefined ? 'ignore' : 'pipe',
          run.stdout === false ? 'ignore' : 'pipe',
          run.stderr === false ? 'ignore' : 'pipe',
        ],
        detached: true,
      });
    } catch (err) {
      resolve({ kind: 'failed', message: (err as Error).message });
      return;
    }
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      killGroup();
      child.stdout?.destroy();
      child.stderr?.destroy();
      child.unref();
      settle(() => ({ kind: 'timeout', stdout: text('stdout'), stderr: text('stderr') }));
    }, run.deadlineMs);
    for (const name of ['stdout', 'stderr'] as const) {
      child[name]?.on('data', (chunk: Buffer) => {
        if (cut) return;
        const room = maxBytes - sizes[name];
        if (chunk.length > room) {
          if (room > 0) chunks[name].push(chunk.subarray(0, room));
          sizes[name] = maxBytes;
          if (run.overflow === 'kill' && name === 'stdout') {
            cut = true;
            killGroup();
          }
          return;
        }
        chunks[name].push(chunk);
        sizes[name] += chunk.length;
      });
    }
    child.on('error', (err) =>
      settle(() => ({ kind: 'failed', message: (err as NodeJS.ErrnoException).code ?? err.message })),
    );
    child.on(run.until === 'exit' ? 'exit' : 'close', (code, signal) =>
      settle(() => ({ kind: 'exited', code, signal, stdout: text('stdout'), stderr: text('stderr'), cut })),
    );
    if (run.input !== undefined && child.stdin) {
      const stdin = child.stdin;
      // A program that does not read its stdin closes the pipe early: that is no failure.
      stdin.on('error', () => undefined);
      void Promise.resolve(run.input).then((t) => stdin.end(t));
    }
  });
}
