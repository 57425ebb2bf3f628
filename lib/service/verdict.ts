// Pure: what rig doctor says about the daemon services it found in the manager's folder — this
// home's (installed or not; for this home or, edited, another; whether the node and rig it runs
// still exist) and any other OpenRig daemon service (another home's, or a second one for this home).
import { DAEMON_ARGS } from './spec.js';

export interface FoundService {
  file: string;
  /** Its name is this home's (locateService). */
  own: boolean;
  /** What it runs; undefined when the file could not be read or parsed. */
  read: { home?: string; argv?: string[] } | undefined;
}

export interface ServiceFinding {
  subject: string;
  ok: boolean;
  state: 'not-installed' | 'installed' | 'other-home' | 'stale' | 'unreadable' | 'duplicate';
  detail: string;
  todo: string;
}

const REINSTALL = 'run rig daemon install again with the rig you use now (it rewrites the file)';

export function serviceFindings(
  input: { home: string; ownFile: string; found: readonly FoundService[] },
  exists: (path: string) => boolean,
): ServiceFinding[] {
  const own = input.found.find((f) => f.own);
  const out: ServiceFinding[] = [];
  if (!own)
    out.push({
      subject: input.ownFile,
      ok: true,
      state: 'not-installed',
      detail: 'no service runs the daemon for this home: it runs while something started it (rig up, rig daemon start)',
      todo: 'nothing to do; rig daemon install runs it as a user service that starts at login and restarts on failure',
    });
  else out.push(ownFinding(own, input.home, exists));
  for (const other of input.found.filter((f) => !f.own)) {
    if (other.read?.home === input.home)
      out.push({
        subject: other.file,
        ok: false,
        state: 'duplicate',
        detail: `a second service runs the daemon for this home (OPENRIG_HOME=${input.home}) under another name: one of the two is refused at each start`,
        todo: `remove it (rm ${other.file}, after stopping it), and keep the one rig daemon install wrote`,
      });
    else
      out.push({
        subject: other.file,
        ok: true,
        state: 'other-home',
        detail: `the daemon service of another home (OPENRIG_HOME=${other.read?.home ?? 'unknown'})`,
        todo: 'nothing to do here; rig doctor with that OPENRIG_HOME checks it',
      });
  }
  return out;
}

function ownFinding(own: FoundService, home: string, exists: (path: string) => boolean): ServiceFinding {
  const base = { subject: own.file };
  const argv = own.read?.argv;
  if (!argv || argv.length !== 2 + DAEMON_ARGS.length || argv.slice(2).join(' ') !== DAEMON_ARGS.join(' '))
    return {
      ...base,
      ok: false,
      state: 'unreadable',
      detail: `the service file for this home cannot be read as rig daemon install writes it (node RIG ${DAEMON_ARGS.join(' ')})`,
      todo: REINSTALL,
    };
  if (own.read!.home !== home)
    return {
      ...base,
      ok: false,
      state: 'other-home',
      detail: `the service named for this home runs OPENRIG_HOME=${own.read!.home ?? '(unset: ~/.openrig)'}, not ${home}`,
      todo: REINSTALL,
    };
  const missing = argv.slice(0, 2).filter((p) => !exists(p));
  if (missing.length)
    return {
      ...base,
      ok: false,
      state: 'stale',
      detail: `it runs ${missing.join(' and ')}, which no longer exist${missing.length === 1 ? 's' : ''}: the daemon cannot start`,
      todo: REINSTALL,
    };
  return {
    ...base,
    ok: true,
    state: 'installed',
    detail: `runs ${argv.join(' ')} for this home`,
    todo: 'nothing to do',
  };
}
