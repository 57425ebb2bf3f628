// The seat-events hook's write path, loaded only when a run has an observation to store (its own
// chunk in the built plugin: the store's lock and atomic-write code is never compiled by a run
// with nothing to do). Also the relay-only first-launch proof.
import { existsSync } from 'node:fs';
import { seatHooksPath, type HomePaths } from '../home/paths.js';
import { applyPermissionEffects } from '../evidence/store.js';
import type { HookObservation } from './contract.js';
import { pluginInfo } from './plugin-info.js';
import { applyObservation, type ApplyResult } from './store.js';
import { LockTimeoutError } from '../store/errors.js';
import { lockWaitFor, type LockWaitRule } from '../hook/lock-wait.js';

/**
 * The seat-events run's lock wait: 3 s without a deadline; else all that is left but 250 ms for
 * the write itself (two fsyncs) and the release (the relay runs beside it, so it needs none), at
 * least 100 ms.
 */
const LOCK_WAIT: LockWaitRule = { fallbackMs: 3000, reserveMs: 250, floorMs: 100 };

export function lockWaitMs(deadlineAt: number | undefined, now: number): number {
  return lockWaitFor(LOCK_WAIT, deadlineAt, now);
}

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
  deadlineAt?: number,
): Promise<ApplyResult | { busy: string }> {
  let local = obs;
  if (script !== undefined && !existsSync(seatHooksPath(home, obs.nodeId, obs.occupant)))
    local = { ...obs, plugin: pluginInfo(script, obs.runtime) };
  let r: ApplyResult;
  try {
    r = await applyObservation(home, local, { waitMs: lockWaitMs(deadlineAt, Date.now()), report });
  } catch (e) {
    // Other runs of the seat held the record until this run's time was up (a loaded machine): the
    // run gives way rather than hold the turn. Not an internal error; the next hook records again.
    if (e instanceof LockTimeoutError) return { busy: e.message };
    throw e;
  }
  try {
    await applyPermissionEffects(home, obs);
  } catch (e) {
    // The same give-way for the evidence record: the activity is written, the turn goes on.
    if (e instanceof LockTimeoutError) report(`seat-events: permission evidence not recorded: ${e.message}`);
    else throw e;
  }
  return r;
}
