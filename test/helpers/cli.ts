// Runs the CLI in-process (fast, for most tests) or as the built bundle (for process-level tests).
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { join } from 'node:path';
import { runCli } from '../../lib/cli/main.js';

export const REPO = join(import.meta.dirname, '..', '..');
export const RIG_BUNDLE = join(REPO, 'dist', 'bin', 'rig.cjs');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** In-process run with captured streams. `env` replaces process.env entirely (plus PATH/HOME). */
export async function rig(
  argv: string[],
  env: Record<string, string | undefined>,
  cwd = process.cwd(),
  stdin?: string,
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const io = {
    out: (t: string) => {
      stdout += t;
    },
    err: (t: string) => {
      stderr += t;
    },
    readStdin: async () => stdin ?? '',
  };
  const fullEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...env };
  const code = await runCli(argv, io, fullEnv, cwd, RIG_BUNDLE);
  return { code, stdout, stderr };
}

/** Runs the built bundle as a real process. */
export function rigProcess(
  argv: string[],
  env: Record<string, string | undefined>,
  opts: { cwd?: string; input?: string; timeoutMs?: number } = {},
): CliResult & { raw: SpawnSyncReturns<string> } {
  const raw = spawnSync(process.execPath, [RIG_BUNDLE, ...argv], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    cwd: opts.cwd,
    input: opts.input,
    encoding: 'utf8',
    timeout: opts.timeoutMs ?? 60_000,
  });
  return { code: raw.status ?? -1, stdout: raw.stdout, stderr: raw.stderr, raw };
}

/** Parses stdout as JSON, with the raw output in the error when it is not. */
export function json<T = any>(r: CliResult): T {
  try {
    return JSON.parse(r.stdout) as T;
  } catch {
    throw new Error(`not JSON (code ${r.code}):\n${r.stdout}\n${r.stderr}`);
  }
}
