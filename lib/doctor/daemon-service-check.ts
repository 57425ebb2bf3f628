// Doctor check: the daemon's user service (rig daemon install) — installed for this home or not,
// whether the one named for it points at this home, whether the node and rig it runs still exist,
// and any other OpenRig daemon service in the same folder (another home's, or a second for this
// one). Reads the manager's folder only; asks neither systemd nor launchd.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isServiceFileName } from '../service/identity.js';
import { canonicalHome, locateService } from '../service/locate.js';
import { readLaunchdPlist } from '../service/launchd-plist.js';
import { readSystemdUnit } from '../service/systemd-unit.js';
import { serviceFindings, type FoundService } from '../service/verdict.js';
import type { DoctorCheck, Finding } from './contract.js';

function serviceFiles(dir: string, own: string, manager: 'systemd' | 'launchd'): FoundService[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => isServiceFileName(manager, n))
    .sort()
    .map((n) => {
      const file = `${dir}/${n}`;
      let read: FoundService['read'];
      try {
        const text = readFileSync(file, 'utf8');
        read = manager === 'systemd' ? readSystemdUnit(text) : readLaunchdPlist(text);
      } catch {
        read = undefined;
      }
      // Compared as the filesystem spells the home, as the service's name was made.
      if (read?.home !== undefined) read = { ...read, home: canonicalHome(read.home) };
      return { file, own: file === own, read };
    });
}

export const daemonServiceCheck: DoctorCheck = {
  name: 'daemon-service',
  run({ home, env }) {
    const located = locateService(home.root, env);
    if (!located) return [];
    const found = serviceFiles(located.dir, located.file, located.manager);
    return serviceFindings({ home: located.home, ownFile: located.file, found }, existsSync).map(
      (f): Finding => ({ check: 'daemon-service', ...f }),
    );
  },
};
