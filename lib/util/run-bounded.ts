// Runs a program for a short answer (`claude --version`) with a deadline: a program that hangs, or
// leaves a child holding its output open, is killed with its whole process group when the deadline
// passes, and the caller gets what it printed so far instead of waiting. Output is capped.
import type { ChildProcess } from 'node:child_process';
import { childProcess } from './lazy-builtins.js';

export type BoundedOutcome =
  /** The program ended (and closed its output) before the deadline. */
  | { kind: 'exited'; code: number | null; signal: string | null; stdout: string; stderr: string }
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
}

export function runBounded(program: string, args: string[], run: BoundedRun): Promise<BoundedOutcome> {
  const maxBytes = run.maxBytes ?? 64 * 1024;
  return new Promise((resolve) => {
    let settled = false;
    const out = { stdout: '', stderr: '' };
    const settle = (outcome: BoundedOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    let child: ChildProcess;
    try {
      // Its own process group (detached), so the deadline can end the program and anything it started.
      child = childProcess().spawn(program, args, {
        env: run.env as NodeJS.ProcessEnv,
        cwd: run.cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
    } catch (err) {
      resolve({ kind: 'failed', message: (err as Error).message });
      return;
    }
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      child.stdout?.destroy();
      child.stderr?.destroy();
      child.unref();
      settle({ kind: 'timeout', ...out });
    }, run.deadlineMs);
    for (const name of ['stdout', 'stderr'] as const) {
      child[name]?.setEncoding('utf8').on('data', (chunk: string) => {
        if (out[name].length < maxBytes) out[name] = (out[name] + chunk).slice(0, maxBytes);
      });
    }
    child.on('error', (err) => settle({ kind: 'failed', message: (err as NodeJS.ErrnoException).code ?? err.message }));
    child.on('close', (code, signal) => settle({ kind: 'exited', code, signal, ...out }));
  });
}
