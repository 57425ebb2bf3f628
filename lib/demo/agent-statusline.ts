// The scripted demo agent's status line, as Claude Code runs one: the statusLine command of the
// `--settings FILE` it was launched with (OpenRig's sensor, lib/context-usage) gets Claude's
// status-line JSON on stdin after each turn and every refreshInterval seconds; its first line of
// output is shown. The usage figures are scripted (a fixed growth per turn), never a model's.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface AgentStatusLine {
  command: string;
  refreshS: number;
}

/** Scripted: the share of a 200,000-token window a session holds after `turns` turns. */
export const DEMO_WINDOW = 200_000;
export function scriptedUsedPercent(turns: number): number | null {
  return turns === 0 ? null : Math.min(95, 12 + 9 * (turns - 1));
}

/** Pure: `--settings FILE` from the agent's argv. */
export function settingsArg(argv: readonly string[]): string | undefined {
  const i = argv.indexOf('--settings');
  return i >= 0 ? argv[i + 1] : undefined;
}

/** The statusLine of a settings file, or undefined (none, unreadable, not a command). */
export function readStatusLine(file: string | undefined): AgentStatusLine | undefined {
  if (!file) return undefined;
  try {
    const sl = JSON.parse(readFileSync(file, 'utf8'))?.statusLine;
    if (sl?.type !== 'command' || typeof sl.command !== 'string') return undefined;
    return { command: sl.command, refreshS: typeof sl.refreshInterval === 'number' ? sl.refreshInterval : 0 };
  } catch {
    return undefined;
  }
}

/** Pure: the status-line JSON with Claude Code's field names (docs/context-usage.md). */
export function statusLineInput(common: { session_id: string; transcript_path: string; cwd: string }, turns: number) {
  const used = scriptedUsedPercent(turns);
  const tokens = used === null ? null : Math.round((used / 100) * DEMO_WINDOW);
  return {
    ...common,
    model: { id: 'scripted-demo', display_name: 'Scripted demo' },
    workspace: { current_dir: common.cwd, project_dir: common.cwd, added_dirs: [] },
    version: 'scripted',
    context_window: {
      total_input_tokens: tokens ?? 0,
      total_output_tokens: turns * 12,
      context_window_size: DEMO_WINDOW,
      current_usage:
        tokens === null
          ? null
          : { input_tokens: tokens, output_tokens: 12, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
      used_percentage: used,
      remaining_percentage: used === null ? null : 100 - used,
    },
    exceeds_200k_tokens: false,
  };
}

/** Runs the command once with `input`; resolves with its first output line ('' on failure). */
export function runStatusLineOnce(
  command: string,
  input: unknown,
  opts: { env: NodeJS.ProcessEnv; cwd: string; timeoutMs?: number },
): Promise<string> {
  return new Promise((done) => {
    const child = spawn('/bin/sh', ['-c', command], {
      cwd: opts.cwd,
      env: opts.env,
      stdio: ['pipe', 'pipe', 'ignore'],
      detached: true,
    });
    let out = '';
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }, opts.timeoutMs ?? 5000);
    child.stdout.on('data', (d: Buffer) => {
      if (out.length < 10_000) out += d.toString('utf8');
    });
    child.on('error', () => {
      clearTimeout(timer);
      done('');
    });
    child.on('close', () => {
      clearTimeout(timer);
      done(out.split('\n')[0] ?? '');
    });
    child.stdin.on('error', () => {});
    child.stdin.end(JSON.stringify(input));
  });
}
