// The systemd user unit that runs the daemon for one home, and reading one back (rig doctor). Pure.
//
// systemd expands `%` specifiers in most values and `$VAR` in ExecStart, and splits ExecStart on
// spaces: every value is escaped for what reads it, so a home such as `/srv/100% rigs` runs as
// given. Restart=on-failure restarts a daemon that died, never one stopped cleanly (`rig daemon
// stop`, SIGTERM: exit 0); the start limit ends a loop of failing starts (a second daemon for the
// home is refused and exits 1) after five in a minute.
import { serviceArgv, type ServiceSpec } from './spec.js';
import { HOME_VAR } from '../home/paths.js';

/** A word of ExecStart: quoted when it holds anything but plain path characters. */
export function execWord(word: string): string {
  const quoted = /^[A-Za-z0-9_./:@+=,-]+$/.test(word) ? word : `"${word.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  return quoted.replace(/%/g, '%%').replace(/\$/g, '$$$$');
}

/** One `Environment="KEY=value"` line (no `$` expansion there; `%` still is). */
export function environmentLine(key: string, value: string): string {
  return `Environment="${`${key}=${value}`.replace(/[\\"]/g, (c) => `\\${c}`).replace(/%/g, '%%')}"`;
}

export function systemdUnit(spec: ServiceSpec): string {
  return [
    `# The OpenRig daemon for OPENRIG_HOME=${spec.home}, written by rig daemon install.`,
    '# rig daemon uninstall (with the same OPENRIG_HOME) removes it; rig doctor checks it.',
    '[Unit]',
    `Description=OpenRig daemon (OPENRIG_HOME=${spec.home.replace(/%/g, '%%')})`,
    'StartLimitIntervalSec=60',
    'StartLimitBurst=5',
    '',
    '[Service]',
    'Type=simple',
    environmentLine(HOME_VAR, spec.home),
    environmentLine('PATH', spec.path),
    `ExecStart=${serviceArgv(spec).map(execWord).join(' ')}`,
    'Restart=on-failure',
    'RestartSec=5',
    // Only the daemon is stopped: a tmux server started from it (a seat relaunched through the
    // daemon) lives in the same control group and holds the seats.
    'KillMode=process',
    'TimeoutStopSec=30',
    '',
    '[Install]',
    'WantedBy=default.target',
    '',
  ].join('\n');
}

/** Splits a value into words as systemd does for our own quoting: "…" with \\ and \" inside. */
function words(value: string): string[] | undefined {
  const out: string[] = [];
  const re = /\s*(?:"((?:[^"\\]|\\.)*)"|([^\s"]+))/gy;
  let m: RegExpExecArray | null;
  let end = 0;
  // Each match takes at least one character (a word or a quoted string), so the loop ends.
  while ((m = re.exec(value)) !== null) {
    out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!);
    end = re.lastIndex;
  }
  return value.slice(end).trim() === '' ? out : undefined;
}

export interface ReadUnit {
  /** OPENRIG_HOME from Environment=, when set. */
  home?: string;
  /** ExecStart as an argument vector. */
  argv?: string[];
}

/** Reads back what rig doctor needs from a unit; undefined when its ExecStart cannot be split. */
export function readSystemdUnit(text: string): ReadUnit | undefined {
  const out: ReadUnit = {};
  for (const line of text.split('\n')) {
    const m = /^\s*(Environment|ExecStart)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m) continue;
    const parts = words(m[2]!);
    if (!parts) return undefined;
    const plain = parts.map((w) => w.replace(/%%/g, '%'));
    if (m[1] === 'ExecStart') out.argv = plain.map((w) => w.replace(/\$\$/g, '$'));
    else
      for (const assignment of plain)
        if (assignment.startsWith(`${HOME_VAR}=`)) out.home = assignment.slice(HOME_VAR.length + 1);
  }
  return out;
}
