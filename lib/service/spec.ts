// What a daemon service runs, whichever manager runs it: the contract the systemd unit and the
// launchd plist are written from and read back into. Pure.

export interface ServiceSpec {
  /** The OPENRIG_HOME the daemon serves (absolute). */
  home: string;
  /** The node executable (absolute). */
  node: string;
  /** The installed rig bundle (absolute): `node <rig> daemon start --foreground`. */
  rig: string;
  /** PATH as it was at install time: the daemon runs tmux (and a seat's tools) from it. */
  path: string;
  /** Where launchd writes the daemon's stdout and stderr (systemd keeps them in its journal). */
  log: string;
}

/** The arguments after node and the rig bundle. */
export const DAEMON_ARGS = ['daemon', 'start', '--foreground'] as const;

/** What the service runs, as an argument vector. */
export function serviceArgv(spec: Pick<ServiceSpec, 'node' | 'rig'>): string[] {
  return [spec.node, spec.rig, ...DAEMON_ARGS];
}

// A control character (a newline above all) would end a line of the unit early or break the XML.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Pure: why a spec cannot be written (a relative path, a control character), or undefined. */
export function specProblem(spec: ServiceSpec): string | undefined {
  for (const key of ['home', 'node', 'rig', 'log'] as const)
    if (!spec[key].startsWith('/')) return `the ${key} path ${JSON.stringify(spec[key])} is not absolute`;
  for (const key of ['home', 'node', 'rig', 'path', 'log'] as const)
    if (CONTROL.test(spec[key])) return `the ${key} ${JSON.stringify(spec[key])} holds a control character`;
  return undefined;
}
