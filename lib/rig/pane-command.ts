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

// Reserved words, and builtins that are no program of their own (`exec exit 3` would fail).
const NOT_EXECUTABLE = new Set([
  'if',
  'then',
  'else',
  'elif',
  'fi',
  'do',
  'done',
  'case',
  'esac',
  'while',
  'until',
  'for',
  'in',
  '{',
  '}',
  '!',
  '[[',
  ']]',
  'function',
  'select',
  'time',
  'exec',
  'exit',
  'return',
  'break',
  'continue',
  '.',
  ':',
  'source',
  'eval',
  'export',
  'readonly',
  'local',
  'set',
  'unset',
  'shift',
  'trap',
  'cd',
  'alias',
  'unalias',
  'read',
  'wait',
  'umask',
  'ulimit',
  'times',
]);

/**
 * One simple command (no list, pipeline, background, subshell, substitution or leading
 * assignment) becomes `exec <command>`: the shell replaces itself, so the pane's process is the
 * agent and tmux names it (dash keeps `sh` in front otherwise). Anything else is left whole;
 * the send flow then finds the agent below the shell (lib/delivery/pane/process.ts).
 */
export function execCommand(command: string): string {
  const first = /^\s*(\S+)/.exec(command)?.[1];
  if (!first || NOT_EXECUTABLE.has(first) || /^[A-Za-z_][A-Za-z0-9_]*=/.test(first) || first.startsWith('('))
    return command;
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < command.length; i++) {
    const c = command[i]!;
    if (quote === "'") {
      if (c === "'") quote = null;
      continue;
    }
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '`' || (c === '$' && command[i + 1] === '(')) return command;
    if (quote === '"') {
      if (c === '"') quote = null;
      continue;
    }
    if (c === "'" || c === '"') quote = c;
    else if (/[;&|()\n]/.test(c)) return command;
  }
  return quote === null ? `exec ${command.trimStart()}` : command;
}

/**
 * The pane's program: an interactive shell for a terminal seat without a command of its own,
 * else the command through /bin/sh -c (exec'd when it is one simple command). Variables the pane
 * must not inherit are removed by env(1), which then execs the program, so no extra process stays behind.
 */
export function paneArgv(opts: { command: string; interactiveShell: boolean; unset: readonly string[] }): string[] {
  const program = opts.interactiveShell ? [opts.command] : ['/bin/sh', '-c', execCommand(opts.command)];
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
    'new-session',
    '-d',
    '-s',
    plan.session,
    '-c',
    plan.cwd,
    '-P',
    '-F',
    '#{pane_id}',
    ...envArgs,
    '--',
    ...plan.argv,
  ]
    .map(escapeTmuxArg)
    .concat([
      ';',
      'set-option',
      '-w',
      '-t',
      target,
      'remain-on-exit',
      'on',
      ';',
      'set-option',
      '-t',
      target,
      OCCUPANT_OPTION,
      escapeTmuxArg(plan.occupant),
    ]);
}
