// Which `rig` commands compile their chunk from a code cache (lib/util/code-cache.ts). `rig send`
// runs once per message, often from an agent's tool call, and its own start-up is most of what
// OpenRig adds before the daemon has the request: its chunk compiles from the cache after the
// first send. Other commands run by hand, rarely enough that a cache folder is not worth it.
import { isDir } from '../util/is-dir.js';
import { flag } from '../util/env-flag.js';
import { useCodeCache } from '../util/code-cache.js';
import { homePaths, resolveHome, type Env } from '../home/paths.js';

const CACHED_COMMANDS = new Set(['send']);

/** Pure: whether `rig <command>` uses the code cache, given OPENRIG_CODE_CACHE (default on). */
export function cliUsesCodeCache(command: string, setting: string | undefined): boolean {
  return CACHED_COMMANDS.has(command) && flag(setting, true);
}

/** Turns the code cache on for this command's chunk loads; never creates a home that is not there. */
export function codeCacheForCommand(command: string, env: Env): void {
  if (!cliUsesCodeCache(command, env.OPENRIG_CODE_CACHE)) return;
  const root = resolveHome(env);
  if (isDir(root)) useCodeCache(homePaths(root).codeCache);
}
