// Runs the user's status-line command the way Claude Code would (through the shell, the same
// stdin, the same working folder and environment), bounded in time and output. A command still
// running at the deadline is killed with its whole process group.
import { spawn } from 'node:child_process';
import { CHAIN_OUTPUT_MAX_BYTES, CHAIN_TIMEOUT_MS, CHAINED_ENV, chainVerdict, type ChainResult } from './chain.js';
import type { Env } from '../home/paths.js';

export function runChained(
  command: string,
  input: string | Promise<string>,
  opts: { env: Env; cwd: string; timeoutMs?: number },
): Promise<ChainResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    let cut = false;
    let timedOut = false;
    let done = false;
    const finish = (r: Parameters<typeof chainVerdict>[0]) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(chainVerdict(r));
    };
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn('/bin/sh', ['-c', command], {
        cwd: opts.cwd,
        env: { ...opts.env, [CHAINED_ENV]: '1' },
        stdio: ['pipe', 'pipe', 'ignore'],
        detached: true,
      });
    } catch (e) {
      resolve(
        chainVerdict({ code: null, signal: null, timedOut: false, spawnError: (e as Error).message, stdout: '', cut }),
      );
      return;
    }
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
      finish({ code: null, signal: null, timedOut, stdout: '', cut });
    }, opts.timeoutMs ?? CHAIN_TIMEOUT_MS);
    child.on('error', (e) => finish({ code: null, signal: null, timedOut, spawnError: e.message, stdout: '', cut }));
    child.stdout!.on('data', (b: Buffer) => {
      if (cut) return;
      bytes += b.length;
      if (bytes > CHAIN_OUTPUT_MAX_BYTES) {
        cut = true;
        kill();
        return;
      }
      chunks.push(b);
    });
    child.on('close', (code, signal) =>
      finish({ code, signal: cut ? null : signal, timedOut, stdout: Buffer.concat(chunks).toString('utf8'), cut }),
    );
    // A command that does not read its stdin closes the pipe early: that is no failure.
    child.stdin!.on('error', () => undefined);
    // The input may still be on its way (the command starts before the sensor's stdin is read).
    void Promise.resolve(input).then((text) => child.stdin!.end(text));
  });
}
