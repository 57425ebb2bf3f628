// The seat-events hook's write path, loaded only when a run has an observation to store (its own
// chunk in the built plugin: the store's lock and atomic-write code is never compiled by a run
// with nothing to do). Also the relay-only first-launch proof.
import { existsSync } from 'node:fs';
import { seatHooksPath, type HomePaths } from '../home/paths.js';
import { applyPermissionEffects } from '../evidence/store.js';
import type { HookObservation } from './contract.js';
import { pluginInfo } from './plugin-info.js';
import { applyObservation, type ApplyResult } from './store.js';

/** The hook's lock wait: with the stdin wait and the relay, the run still ends inside its 4 s stop. */
export const HOOK_LOCK_WAIT_MS = 2500;

export { pluginInfo };

/**
 * The occupant's document: the first run of an occupant (no document yet) adds the plugin proof
 * (manifest version, bundle hash) to the first-launch marker; then the permission side.
 */
export async function writeLocal(
  home: HomePaths,
  obs: HookObservation,
  script: string | undefined,
  report: (line: string) => void,
): Promise<ApplyResult> {
  let local = obs;
  if (script !== undefined && !existsSync(seatHooksPath(home, obs.nodeId, obs.occupant)))
    local = { ...obs, plugin: pluginInfo(script, obs.runtime) };
  const r = await applyObservation(home, local, { waitMs: HOOK_LOCK_WAIT_MS, report });
  await applyPermissionEffects(home, obs);
  return r;
}
