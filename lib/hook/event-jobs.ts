// Which OpenRig jobs one hook event runs, per runtime: the fact both plugins' hook files follow
// (test/activity/registrations.test.ts reads them against this table). A runtime starts one
// process per registered command, and each costs a Node start-up (about 55 ms of CPU on a 2-CPU
// VM), so an event never has two OpenRig commands: one with two jobs runs `event-jobs.cjs --event
// <name>` (hooks/event-jobs.ts), which runs them side by side in one process, each with its own
// deadline and failure isolation (lib/hook/process-shell.ts). Pure.
import type { AgentClient } from '../seat/runtime.js';

export type HookJobName = 'seat-events' | 'refocus' | 'compaction';

/**
 * The jobs that answer the runtime on stdout. The runtime reads one JSON object there, so an event
 * runs at most one of them (the others print nothing at all).
 */
export const ANSWERING_JOBS: readonly HookJobName[] = ['refocus'];

// In start order: the short record first (seat-events' journal line, compaction's stamp), so it
// is written before the refocus run's longer work begins.
const SEAT: readonly HookJobName[] = ['seat-events'];
const EVENT_JOBS: Record<AgentClient, ReadonlyMap<string, readonly HookJobName[]>> = {
  claude: new Map([
    ['SessionStart', SEAT],
    ['UserPromptSubmit', ['seat-events', 'refocus']],
    ['PreToolUse', SEAT],
    ['PostToolUse', SEAT],
    ['Stop', ['seat-events', 'refocus']],
    ['StopFailure', SEAT],
    ['Notification', SEAT],
    ['PermissionRequest', SEAT],
    ['SessionEnd', SEAT],
    ['PreCompact', ['compaction']],
    ['PostCompact', ['compaction', 'refocus']],
  ]),
  codex: new Map([
    ['SessionStart', SEAT],
    ['UserPromptSubmit', ['seat-events', 'refocus']],
    ['Stop', SEAT],
    ['PermissionRequest', SEAT],
    ['PostCompact', ['refocus']],
  ]),
};

/** The jobs `event` runs on `runtime`, in start order; none for an event OpenRig does not register. */
export function jobsFor(runtime: AgentClient, event: string): readonly HookJobName[] {
  return EVENT_JOBS[runtime].get(event) ?? [];
}

/** The value of `--name value` or `--name=value`; undefined when absent or empty. */
function flagValue(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const v = a === name ? argv[i + 1] : a.startsWith(`${name}=`) ? a.slice(name.length + 1) : undefined;
    if (v !== undefined) return v === '' ? undefined : v;
  }
  return undefined;
}

/** The event a registration names (`--event UserPromptSubmit`). */
export function eventOfArgv(argv: readonly string[]): string | undefined {
  return flagValue(argv, '--event');
}

/** The runtime a registration names: codex only when it says so, as the refocus hook reads it. */
export function runtimeOfArgv(argv: readonly string[]): AgentClient {
  return flagValue(argv, '--runtime') === 'codex' ? 'codex' : 'claude';
}
