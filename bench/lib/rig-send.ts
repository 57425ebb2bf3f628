// One `rig send` as its own process (the built bundle), timed from spawn to exit, with its JSON
// result. Asynchronous, so many can run at once and the caller's event loop keeps observing.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { RIG_BUNDLE } from '../../test/helpers/cli.js';

export interface TimedSend {
  /** performance.now() at spawn and at exit. */
  startedAt: number;
  endedAt: number;
  ms: number;
  code: number | null;
  /** The send's result (`--json`), undefined when stdout was not one. */
  result?: { outcome?: string; reason?: string; consumed?: boolean };
  stderr: string;
}

export function rigSend(
  env: Record<string, string>,
  seat: string,
  message: string,
  flags: string[] = [],
): Promise<TimedSend> {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const child = spawn(process.execPath, [RIG_BUNDLE, 'send', seat, message, '--json', ...flags], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('close', (code) => {
      const endedAt = performance.now();
      let result: TimedSend['result'];
      try {
        result = JSON.parse(stdout);
      } catch {
        result = undefined;
      }
      resolve({ startedAt, endedAt, ms: endedAt - startedAt, code, result, stderr: stderr + (result ? '' : stdout) });
    });
  });
}
