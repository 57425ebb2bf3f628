// Pure: what `rig daemon install` / `uninstall` asks the service manager to do once the file is
// written (or before it is removed), and whether it runs those commands itself or prints them. It
// runs them only for systemd, and only when the user's systemd is reachable from this shell (its
// private socket is there): from a container, an ssh session without a user manager or a CI job,
// the commands are printed instead. launchd's are always printed (bootstrap needs the GUI domain
// of a logged-in user, which a script cannot check for).
import { shellQuote } from '../util/shell-quote.js';

export interface ActivationFacts {
  manager: 'systemd' | 'launchd';
  /** systemctl is on PATH and $XDG_RUNTIME_DIR/systemd/private exists. */
  systemdReachable: boolean;
  /** A daemon already answers for this home (started outside the service, or by it). */
  daemonRunning: boolean;
  /** The unit name or launchd label. */
  name: string;
  /** The unit or plist file. */
  file: string;
}

export interface ActivationPlan {
  /** Commands OpenRig runs, in order. */
  run: string[][];
  /** Commands for the person to run (shell words, shown one per line). */
  print: string[];
  /** Notes to say (a daemon already running, logs). */
  notes: string[];
}

const systemctl = (...args: string[]) => ['systemctl', '--user', ...args];

export function installPlan(f: ActivationFacts): ActivationPlan {
  const notes: string[] = [];
  if (f.manager === 'launchd') {
    if (f.daemonRunning)
      notes.push(
        'a daemon already runs for this home: stop it first (rig daemon stop), or the agent is refused at its start',
      );
    return {
      run: [],
      print: [`launchctl bootstrap gui/$(id -u) ${shellQuote(f.file)}`],
      notes: [
        ...notes,
        `stop it with: launchctl bootout gui/$(id -u)/${f.name} (rig daemon stop also stops it, cleanly)`,
      ],
    };
  }
  // A daemon already answering keeps serving: the unit is enabled for the next login, not started
  // now (its start would be refused as a second daemon for the home).
  const enable = f.daemonRunning ? systemctl('enable', f.name) : systemctl('enable', '--now', f.name);
  if (f.daemonRunning)
    notes.push(
      `a daemon already runs for this home, started outside the service: it keeps serving; to move it under the service: rig daemon stop && systemctl --user start ${f.name}`,
    );
  notes.push(`its output: journalctl --user -u ${f.name}; to run it at boot without a login: loginctl enable-linger`);
  const steps = [systemctl('daemon-reload'), enable];
  return f.systemdReachable ? { run: steps, print: [], notes } : { run: [], print: steps.map(words), notes };
}

export function uninstallPlan(f: ActivationFacts): ActivationPlan {
  if (f.manager === 'launchd')
    return {
      run: [],
      print: [`launchctl bootout gui/$(id -u)/${f.name}`],
      notes: ['that stops the agent if it runs (rig daemon stop stops the daemon too)'],
    };
  if (f.systemdReachable)
    // disable --now before the file goes: it stops the unit and removes its enablement link.
    return { run: [systemctl('disable', '--now', f.name)], print: [], notes: [] };
  return {
    run: [],
    print: [words(systemctl('stop', f.name)), words(systemctl('daemon-reload'))],
    notes: ['the first stops the daemon if the service runs it (rig daemon stop does too)'],
  };
}

/**
 * `rig up` with no daemon answering, where this home's unit file exists: start the service rather
 * than a detached daemon beside it (which the unit's own start would then find holding the socket,
 * and fail on). undefined: start a detached daemon as usual (no systemd unit, or systemd not
 * reachable from here: launchd's agent loads at login, and its bootstrap is the person's to run).
 */
export function upStartPlan(
  f: Pick<ActivationFacts, 'manager' | 'systemdReachable' | 'name'> & { installed: boolean },
): string[] | undefined {
  if (!f.installed || f.manager !== 'systemd' || !f.systemdReachable) return undefined;
  return systemctl('start', f.name);
}

/** After the file is removed (systemd reachable): forget it. */
export function afterRemovalPlan(f: Pick<ActivationFacts, 'manager' | 'systemdReachable'>): string[][] {
  return f.manager === 'systemd' && f.systemdReachable ? [systemctl('daemon-reload')] : [];
}

const words = (argv: string[]) => argv.join(' ');
