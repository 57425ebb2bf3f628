// Whether a hook observation can change the node's permission evidence (lib/activity/permission/store.ts):
// a PermissionRequest always; a PostToolUse only while a record exists (it may mark that record's
// request completed). Light: the hook asks before it loads the evidence store's lock code.
import { existsSync } from 'node:fs';
import { permissionEvidencePath, type HomePaths } from '../../home/paths.js';
import type { HookObservation } from '../contract.js';

export function permissionEffectsDue(home: HomePaths, obs: Pick<HookObservation, 'event' | 'nodeId'>): boolean {
  if (obs.event === 'PermissionRequest') return true;
  return obs.event === 'PostToolUse' && existsSync(permissionEvidencePath(home, obs.nodeId));
}
