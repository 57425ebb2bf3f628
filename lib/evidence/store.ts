// CONTRACT STUB (issue 12): the evidence helper replaces this file with the real store.
import type { HomePaths } from '../home/paths.js';
import type { HookObservation } from '../activity/contract.js';
import type { PermissionStopStatus } from './types.js';

/**
 * The permission side of one hook observation: a PermissionRequest records the latest observation
 * for the node (TTL 5 min, under run/permission/); a PostToolUse of the same actor after it marks it
 * completed. Every other event does nothing (and costs no file access beyond one existence check).
 */
export async function applyPermissionEffects(_home: HomePaths, _obs: HookObservation): Promise<void> {}

/** What `rig seat status` shows; an expired record is deleted by this read. */
export function readPermissionStop(_home: HomePaths, _nodeId: string, _now = Date.now()): PermissionStopStatus {
  return { state: 'unavailable' };
}
