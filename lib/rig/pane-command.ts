// The argv a seat's pane runs, and the tmux new-session argv that starts it. Pure.
import type { PaneEnv } from './pane-env.js';
import { exactSessionPane } from '../tmux/client.js';

/**
 * tmux reads an argument that ends in ";" as a command separator (even inside argv), so such an
 * argument is passed as "…\;", which tmux turns back into "…;".
 */
export function escapeTmuxArg(arg: string): string {
  return arg.endsWith(';') ? `${arg.slice(0, -1)}\\;` : arg;
}

/**
 * The pane's program: an interactive shell for a terminal seat without a command of its own,
 * else the command through /bin/sh -c. Variables the pane must not inherit are removed by env(1),
 * which then execs the program, so no extra process stays behind.
 */
export function paneArgv(opts: { command: string; interactiveShell: boolean; unset: readonly string[] }): string[] {
  const program = opts.interactiveShell ? [opts.command] : ['/bin/sh', '-c', opts.command];
  if (!opts.unset.length) return program;
  return ['/usr/bin/env', ...opts.unset.flatMap((k) => ['-u', k]), ...program];
}

export interface NewSessionPlan {
  session: string;
  cwd: string;
  env: PaneEnv;
  argv: string[];
  /** The launch's occupant id, kept on the session as a user option (see OCCUPANT_OPTION). */
  occupant: string;
}

/**
 * Session user option holding the occupant of the launch that made it. Pane ids start again at %0
 * when a tmux server restarts, so a pane id alone cannot tell our session from a newer one of the
 * same name; the occupant can, and `list-panes -F '#{@openrig_occupant}'` reports it for free.
 */
export const OCCUPANT_OPTION = '@openrig_occupant';

/**
 * One tmux invocation: create the detached session, print its pane id, then (in the same command
 * queue, before a quick exit can close the pane) set remain-on-exit and tag the occupant.
 */
export function newSessionArgs(plan: NewSessionPlan): string[] {
  const envArgs = Object.entries(plan.env.set).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
  const target = exactSessionPane(plan.session);
  return [
    'new-session', '-d', '-s', plan.session, '-c', plan.cwd, '-P', '-F', '#{pane_id}',
    ...envArgs,
    '--', ...plan.argv,
  ].map(escapeTmuxArg).concat([
    ';', 'set-option', '-w', '-t', target, 'remain-on-exit', 'on',
    ';', 'set-option', '-t', target, OCCUPANT_OPTION, escapeTmuxArg(plan.occupant),
  ]);
}
