// The shape every `rig <noun>` module exports. A noun owns its verbs and its help text; the help
// text's first line per verb is also what README's command reference lists.
import type { Context } from './cli-context.js';

export interface Command {
  /** The noun (or single verb) typed after `rig`. */
  name: string;
  /** Usage lines, one per form, each starting with `rig `. */
  usage: string[];
  /** Longer help after the usage lines. */
  details?: string;
  run(argv: string[], ctx: Context): Promise<void>;
}

/** One row of the command table (lib/cli/commands.ts); here, so a command that walks the table can take it. */
export interface CommandEntry {
  name: string;
  /** One line for `rig help` and the README reference; here, so help loads no command. */
  summary: string;
  load(): Promise<Command>;
}

export function helpText(cmd: Command): string {
  const lines = ['Usage:', ...cmd.usage.map((u) => `  ${u}`)];
  if (cmd.details) lines.push('', cmd.details.trimEnd());
  return lines.join('\n') + '\n';
}

/** True when argv asks for help (`--help`/`-h` anywhere before `--`). */
export function wantsHelp(argv: string[]): boolean {
  for (const a of argv) {
    if (a === '--') return false;
    if (a === '--help' || a === '-h') return true;
  }
  return false;
}
