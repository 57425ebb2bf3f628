// Installs the plugin the way Codex itself does: `codex plugin marketplace add <dir>` registers
// OpenRig's local marketplace ([marketplaces.openrig] in config.toml), `codex plugin add
// openrig-core@openrig` copies the plugin into CODEX_HOME/plugins/cache/openrig/openrig-core/<version>
// and enables it. Run with the seat's own environment, so the seat's CODEX_HOME is the one changed.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';

export interface CodexRun {
  program: string;
  env: Record<string, string>;
  cwd: string;
}

const CLI_DEADLINE_MS = 60_000;

export function runCodex(run: CodexRun, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(run.program, args, { env: run.env, cwd: run.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => child.kill('SIGTERM'), CLI_DEADLINE_MS);
    child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new Error(`cannot run ${run.program}: ${e.message}`));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else {
        const why =
          (err
            .trim()
            .split('\n')
            .filter((l) => !l.startsWith('WARNING:'))
            .pop() ??
            '') ||
          `signal ${signal}`;
        reject(new Error(`codex ${args.join(' ')} failed (${code ?? signal}): ${why}`));
      }
    });
  });
}

/** The program as a runnable path: itself when it names a path, else the first match on PATH. */
export function findProgram(program: string, path: string | undefined): string | undefined {
  const runnable = (p: string) => {
    try {
      accessSync(p, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (program.includes('/')) return runnable(program) ? program : undefined;
  for (const dir of (path ?? '').split(':')) if (dir && runnable(join(dir, program))) return join(dir, program);
  return undefined;
}
