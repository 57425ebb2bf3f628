// Runs the user's status-line command the way Claude Code would (through the shell, the same
// stdin, the same working folder and environment), bounded in time and output (lib/util/run-bounded.ts:
// a command still running at the deadline, or printing past the cap, is killed with its process group).
import { runBounded } from '../util/run-bounded.js';
import { CHAIN_OUTPUT_MAX_BYTES, CHAIN_TIMEOUT_MS, CHAINED_ENV, chainVerdict, type ChainResult } from './chain.js';
import type { Env } from '../home/paths.js';

export async function runChained(
  command: string,
  input: string | Promise<string>,
  opts: { env: Env; cwd: string; timeoutMs?: number },
): Promise<ChainResult> {
  const r = await runBounded('/bin/sh', ['-c', command], {
    env: { ...opts.env, [CHAINED_ENV]: '1' },
    cwd: opts.cwd,
    deadlineMs: opts.timeoutMs ?? CHAIN_TIMEOUT_MS,
    maxBytes: CHAIN_OUTPUT_MAX_BYTES,
    overflow: 'kill',
    // The input may still be on its way (the command starts before the sensor's stdin is read).
    input,
    stderr: false,
  });
  if (r.kind === 'failed')
    return chainVerdict({ code: null, signal: null, timedOut: false, spawnError: r.message, stdout: '', cut: false });
  if (r.kind === 'timeout') return chainVerdict({ code: null, signal: null, timedOut: true, stdout: '', cut: false });
  return chainVerdict({ code: r.code, signal: r.signal, timedOut: false, stdout: r.stdout, cut: r.cut });
}
