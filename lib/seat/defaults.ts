// What a seat gets when its spec does not say: plugins, command. Pure. (The typing guard's default
// per runtime is defaultModeFor in lib/delivery/guard/policy.ts.)
import type { Runtime } from './registry.js';
import type { Env } from '../home/paths.js';
import { CORE_PLUGIN_NAME as CORE_PLUGIN } from '../home/plugin-facts.js';

/** claude-code and codex seats load openrig-core unless the spec lists plugins itself. */
export function defaultPlugins(runtime: Runtime): string[] {
  return runtime === 'terminal' ? [] : [CORE_PLUGIN];
}

/**
 * True when a plugin selection names the shipped core plugin: `openrig-core` itself or a
 * qualified name ending in `:openrig-core` (e.g. `shared:openrig-core`).
 */
export function selectsCorePlugin(plugins: readonly string[]): boolean {
  return plugins.some((p) => p === CORE_PLUGIN || p.endsWith(`:${CORE_PLUGIN}`));
}

/** The user's shell for terminal seats: $SHELL when it is an absolute path, else /bin/sh. */
export function userShell(env: Env): string {
  const shell = env.SHELL?.trim();
  return shell?.startsWith('/') ? shell : '/bin/sh';
}

/** The command a seat runs: its spec override, else the runtime's default. */
export function seatCommand(runtime: Runtime, override: string | undefined, env: Env): string {
  if (override !== undefined) return override;
  if (runtime === 'claude-code') return 'claude';
  if (runtime === 'codex') return 'codex';
  return userShell(env);
}
