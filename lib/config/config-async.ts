// Live config for lookups under a deadline: config.json read without blocking (lib/store
// readDocumentAsync), then resolved exactly as resolveConfig does.
import type { Env, HomePaths } from '../home/paths.js';
import { readDocumentAsync } from '../store/read-async.js';
import type { LookupSignal } from '../util/lookup-signal.js';
import { configKind, resolveConfigFrom, type ConfigKey, type ResolvedValue } from './config.js';

export async function resolveConfigAsync(
  home: HomePaths,
  env: Env,
  cwd: string,
  signal?: LookupSignal,
): Promise<Record<ConfigKey, ResolvedValue>> {
  return resolveConfigFrom(
    await readDocumentAsync(configKind, home.config, { onCorrupt: 'fresh', signal }),
    home,
    env,
    cwd,
  );
}
