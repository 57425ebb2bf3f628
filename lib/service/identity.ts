// What the daemon's user service is called and where its file lives, for one OPENRIG_HOME: a
// systemd user unit on Linux, a launchd agent on macOS. The name carries a short hash of the home,
// so two homes get two services and each home finds its own. Pure: the caller passes the platform,
// the environment and the hash function.
import type { Env } from '../home/paths.js';

export type ServiceManager = 'systemd' | 'launchd';

/** The service manager of a platform (process.platform), or undefined where OpenRig installs none. */
export function serviceManagerFor(platform: string): ServiceManager | undefined {
  if (platform === 'linux') return 'systemd';
  if (platform === 'darwin') return 'launchd';
  return undefined;
}

/** Every installed OpenRig daemon service starts with this (the doctor lists the others by it). */
export const SERVICE_PREFIX = { systemd: 'openrig-daemon-', launchd: 'openrig.daemon.' } as const;
const SUFFIX = { systemd: '.service', launchd: '.plist' } as const;

/** Hex characters of the home's hash in the name: 32 bits, enough to keep one person's homes apart. */
export const HOME_HASH_CHARS = 8;

export interface ServiceIdentity {
  manager: ServiceManager;
  /** The unit name (`openrig-daemon-<hash>.service`) or the launchd label (`openrig.daemon.<hash>`). */
  name: string;
  /** The folder the file goes in. */
  dir: string;
  /** The unit or plist file. */
  file: string;
}

/** The folder a manager reads a user's services from: XDG_CONFIG_HOME (or ~/.config) for systemd. */
export function serviceDir(manager: ServiceManager, env: Env, homeDir: string): string {
  if (manager === 'launchd') return `${homeDir}/Library/LaunchAgents`;
  const config = env.XDG_CONFIG_HOME?.trim();
  // A relative XDG_CONFIG_HOME is invalid by the spec and ignored, as systemd does.
  return `${config?.startsWith('/') ? config : `${homeDir}/.config`}/systemd/user`;
}

/** The service of one home: its name from `homeHash` (hex), its file in `serviceDir`. */
export function serviceIdentity(manager: ServiceManager, homeHash: string, dir: string): ServiceIdentity {
  const short = homeHash.slice(0, HOME_HASH_CHARS);
  const name =
    manager === 'systemd' ? `${SERVICE_PREFIX.systemd}${short}${SUFFIX.systemd}` : `${SERVICE_PREFIX.launchd}${short}`;
  return { manager, name, dir, file: `${dir}/${manager === 'systemd' ? name : `${name}${SUFFIX.launchd}`}` };
}

/** Is this file name an OpenRig daemon service of this manager (any home)? */
export function isServiceFileName(manager: ServiceManager, fileName: string): boolean {
  const rest = fileName.startsWith(SERVICE_PREFIX[manager]) ? fileName.slice(SERVICE_PREFIX[manager].length) : '';
  return new RegExp(`^[0-9a-f]{${HOME_HASH_CHARS}}\\${SUFFIX[manager]}$`).test(rest);
}
