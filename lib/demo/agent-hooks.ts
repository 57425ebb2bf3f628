// How the demo's scripted agent runs plugin hooks the way Claude Code does (as measured on 2.1.328
// and 2.1.332, docs/supported-clients.md "Hook events"): the plugins come from
// CLAUDE_CODE_PLUGIN_DIRS (what `rig up` sets), each plugin's hook file is the `hooks` path of its
// .claude-plugin/plugin.json (else hooks/hooks.json); every command registered for an event runs
// through the shell, in parallel, with the event's JSON on stdin and CLAUDE_PROJECT_DIR /
// CLAUDE_PLUGIN_ROOT / CLAUDE_PLUGIN_DATA set, under its timeout (seconds, default 60).
// Whatever the hook file lists runs: the agent knows no OpenRig hook by name.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, isAbsolute, join, resolve } from 'node:path';
import { CLAUDE_DEFAULT_HOOKS_FILE, PLUGIN_MANIFESTS } from '../home/plugin-facts.js';

export interface PluginHooks {
  root: string;
  name: string;
  /** event → registrations */
  hooks: Record<string, { matcher?: string; hooks?: { type?: string; command?: string; timeout?: number }[] }[]>;
}

export interface HookRun {
  plugin: string;
  command: string;
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/** The plugins in a CLAUDE_CODE_PLUGIN_DIRS value (':'-separated), with their hook files read. */
export function loadPlugins(pluginDirs: string | undefined): PluginHooks[] {
  const out: PluginHooks[] = [];
  for (const dir of (pluginDirs ?? '').split(':').filter(Boolean)) {
    const root = resolve(dir);
    let manifest: { name?: string; hooks?: unknown } = {};
    try {
      manifest = JSON.parse(readFileSync(join(root, PLUGIN_MANIFESTS.claude), 'utf8'));
    } catch {
      continue;
    }
    const rel = typeof manifest.hooks === 'string' ? manifest.hooks : CLAUDE_DEFAULT_HOOKS_FILE;
    const file = isAbsolute(rel) ? rel : join(root, rel);
    if (!existsSync(file)) continue;
    try {
      const doc = JSON.parse(readFileSync(file, 'utf8'));
      out.push({ root, name: manifest.name ?? basename(root), hooks: doc.hooks ?? {} });
    } catch {
      // an unreadable hook file registers nothing, as a broken plugin would
    }
  }
  return out;
}

/** The field a matcher is tested against, per event (absent: the matcher is ignored). */
function matchTarget(input: Record<string, unknown>): string | undefined {
  const event = input.hook_event_name;
  const field =
    event === 'PreToolUse' || event === 'PostToolUse' || event === 'PermissionRequest'
      ? 'tool_name'
      : event === 'Notification'
        ? 'notification_type'
        : event === 'SessionStart'
          ? 'source'
          : event === 'SessionEnd'
            ? 'reason'
            : event === 'StopFailure'
              ? 'error'
              : undefined;
  return field ? String(input[field] ?? '') : undefined;
}

export function matches(matcher: string | undefined, target: string | undefined): boolean {
  if (!matcher || matcher === '*' || target === undefined) return true;
  try {
    return new RegExp(`^(?:${matcher})$`).test(target);
  } catch {
    return matcher === target;
  }
}

function runOne(
  plugin: PluginHooks,
  command: string,
  timeoutS: number,
  input: string,
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<HookRun> {
  return new Promise((done) => {
    const text = command.replaceAll('${CLAUDE_PLUGIN_ROOT}', plugin.root);
    // Its own process group, so a timeout ends the command's children too (they hold its pipes).
    const child = spawn('/bin/sh', ['-c', text], { cwd, env, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (d: Buffer) => {
      if (stdout.length < 1_000_000) stdout += d.toString('utf8');
    });
    child.stderr.on('data', (d: Buffer) => {
      if (stderr.length < 100_000) stderr += d.toString('utf8');
    });
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, timeoutS * 1000);
    child.on('error', (err) => {
      clearTimeout(timer);
      done({ plugin: plugin.name, command, code: null, stdout, stderr: stderr + String(err), timedOut });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ plugin: plugin.name, command, code, stdout, stderr, timedOut });
    });
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

/** Runs every command the plugins register for input.hook_event_name; resolves when all ended. */
export async function fireHooks(
  plugins: PluginHooks[],
  input: Record<string, unknown> & { hook_event_name: string },
  opts: { projectDir: string; home: string; env?: NodeJS.ProcessEnv },
): Promise<HookRun[]> {
  const runs: Promise<HookRun>[] = [];
  const json = JSON.stringify(input);
  const target = matchTarget(input);
  for (const p of plugins) {
    for (const group of p.hooks[input.hook_event_name] ?? []) {
      if (!matches(group.matcher, target)) continue;
      for (const h of group.hooks ?? []) {
        if (h.type !== 'command' || !h.command) continue;
        const env: NodeJS.ProcessEnv = {
          ...(opts.env ?? process.env),
          CLAUDECODE: '1',
          CLAUDE_PROJECT_DIR: opts.projectDir,
          CLAUDE_PLUGIN_ROOT: p.root,
          CLAUDE_PLUGIN_DATA: join(opts.home, '.claude', 'plugins', 'data', `${p.name}-inline`),
          CLAUDE_CODE_SESSION_ID: String(input.session_id ?? ''),
        };
        runs.push(runOne(p, h.command, h.timeout ?? 60, json, env, opts.projectDir));
      }
    }
  }
  return Promise.all(runs);
}

/** additionalContext from a hook's stdout (hookSpecificOutput), if it printed one. */
export function additionalContext(stdout: string): string | undefined {
  const text = stdout.trim();
  if (!text.startsWith('{')) return undefined;
  try {
    const out = JSON.parse(text);
    const ctx = out?.hookSpecificOutput?.additionalContext;
    return typeof ctx === 'string' ? ctx : undefined;
  } catch {
    return undefined;
  }
}
