// The service of this machine's OPENRIG_HOME: its manager, name and file, from the platform, the
// environment and the home as the filesystem spells it (a symlinked home and its target are one
// home, one service). The I/O edge of identity.ts (realpath, the hash, the user's home folder).
import { realpathSync } from 'node:fs';
import type { Env } from '../home/paths.js';
import { crypto, os } from '../util/lazy-builtins.js';
import { serviceDir, serviceIdentity, serviceManagerFor, type ServiceIdentity } from './identity.js';

/** The home as the service names it: its real path when it exists, else as given (absolute). */
export function canonicalHome(root: string): string {
  try {
    return realpathSync(root);
  } catch {
    return root;
  }
}

export interface LocatedService extends ServiceIdentity {
  /** The home the service is for (canonicalHome). */
  home: string;
}

/** This home's service on this platform, or undefined where OpenRig installs none (not Linux or macOS). */
export function locateService(root: string, env: Env, platform = process.platform): LocatedService | undefined {
  const manager = serviceManagerFor(platform);
  if (!manager) return undefined;
  const home = canonicalHome(root);
  const hash = crypto().createHash('sha256').update(home).digest('hex');
  const userHome = env.HOME?.trim() || os().homedir();
  return { ...serviceIdentity(manager, hash, serviceDir(manager, env, userHome)), home };
}
