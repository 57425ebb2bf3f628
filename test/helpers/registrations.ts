// The shipped hook registrations as tests read them: each plugin's hook file, its definitions, and
// which OpenRig jobs a registered command runs (one script per job, or the event-jobs bundle, which
// runs the jobs lib/hook/event-jobs.ts names for its --event).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventOfArgv, jobsFor, runtimeOfArgv, type HookJobName } from '../../lib/hook/event-jobs.js';
import type { AgentClient } from '../../lib/seat/runtime.js';

const REPO = join(import.meta.dirname, '..', '..');

export type PluginDir = 'openrig-core' | 'codex';
export interface Definition {
  event: string;
  type: string;
  command: string;
  timeout: number;
  matcher?: string;
}
type Hooks = Record<string, { matcher?: string; hooks: Omit<Definition, 'event' | 'matcher'>[] }[]>;

export const HOOK_FILES: Record<PluginDir, string> = {
  'openrig-core': 'plugins/openrig-core/hooks/claude.json',
  codex: 'plugins/codex/hooks/codex.json',
};
export const RUNTIME_OF: Record<PluginDir, AgentClient> = { 'openrig-core': 'claude', codex: 'codex' };

export const hookFile = (plugin: PluginDir): Hooks =>
  JSON.parse(readFileSync(join(REPO, HOOK_FILES[plugin]), 'utf8')).hooks as Hooks;

export function definitions(plugin: PluginDir): Definition[] {
  return Object.entries(hookFile(plugin)).flatMap(([event, groups]) =>
    groups.flatMap((g) => g.hooks.map((h) => ({ event, ...h, matcher: g.matcher }))),
  );
}

const SCRIPT = /\/hooks\/scripts\/([a-z-]+)\.cjs" ([^)]*?)(?: 2>&3 3>&-\)|$)/;

/** The OpenRig jobs one registered command runs (empty: not an OpenRig script). */
export function jobsOfCommand(command: string): HookJobName[] {
  const m = SCRIPT.exec(command);
  if (!m) return [];
  const [, script, args] = m;
  if (script === 'event-jobs') {
    const argv = args!.trim().split(/\s+/);
    return [...jobsFor(runtimeOfArgv(argv), eventOfArgv(argv) ?? '')];
  }
  return script === 'refocus' || script === 'seat-events' || script === 'compaction' ? [script] : [];
}

/** The one command a plugin registers that runs `job` on `event` (fails the test when there is none). */
export function commandRunning(plugin: PluginDir, event: string, job: HookJobName): string {
  const found = definitions(plugin).filter((d) => d.event === event && jobsOfCommand(d.command).includes(job));
  if (found.length !== 1) throw new Error(`${HOOK_FILES[plugin]}: ${found.length} commands run ${job} on ${event}`);
  return found[0]!.command;
}

/** Every event a plugin runs `job` on, sorted. */
export function eventsRunning(plugin: PluginDir, job: HookJobName): string[] {
  return definitions(plugin)
    .filter((d) => jobsOfCommand(d.command).includes(job))
    .map((d) => d.event)
    .sort();
}
