// The seat-events hook's slow path, loaded only when an append left something to do (its own
// chunk in the built plugin: the store's lock and atomic-write code is never compiled by an
// ordinary run): the plugin proof of an occupant's first run, the earlier occupants' state it
// removes, the fold at a fold point, and the permission side.
import type { HomePaths } from '../home/paths.js';
import { applyPermissionEffects } from './permission/store.js';
import type { HookObservation } from './contract.js';
import type { Appended } from './journal-append.js';
import { pluginInfo } from './plugin-info.js';
import { foldJournal, removeEarlierOccupants } from './store.js';
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
 * After the append: a first run removes the earlier occupants' state; a run at a fold point folds
 * (a fold that finds the lock held gives way: the journal keeps every line, and the next fold
 * point folds); a permission request or a tool batch after one updates the evidence.
 */
export async function settleAppend(
  home: HomePaths,
  obs: HookObservation,
  appended: Appended,
  opts: { permission: boolean; report: (line: string) => void; deadlineAt?: number },
): Promise<void> {
  if (appended.created) removeEarlierOccupants(home, obs);
  if (appended.foldDue) {
    try {
      await foldJournal(home, obs.nodeId, obs.occupant, {
        waitMs: lockWaitMs(opts.deadlineAt, Date.now()),
        report: opts.report,
      });
    } catch (e) {
      if (!(e instanceof LockTimeoutError)) throw e;
    }
  }
  if (!opts.permission) return;
  try {
    await applyPermissionEffects(home, obs);
  } catch (e) {
    // The run gives way rather than hold the turn: the activity is recorded, the turn goes on.
    if (e instanceof LockTimeoutError) opts.report(`seat-events: permission evidence not recorded: ${e.message}`);
    else throw e;
  }
}
