// The command table as data: every command, its verbs, and each verb's flags and positionals, read
// from the same declarations parsing uses (lib/cli/args.ts). What walks every command reads it:
// `rig completion` and the --json walk test. Building it loads every command and verb module, so it
// runs only there, never on a command's own path.
import type { ArgSpec, Completes, Positional } from './args.js';
import type { Command, CommandEntry } from './command.js';
import { verbOf, type Verb, type VerbEntry } from './verb.js';

export interface FlagNode {
  /** Without dashes, as declared (`json`, `wait-for-idle`). */
  name: string;
  /** Takes a value (`--seat REF`); a switch does not. */
  takesValue: boolean;
  completes?: Completes;
}

export interface VerbNode {
  /** Absent for a command without verbs (`rig ps`). */
  name?: string;
  usage: string[];
  flags: FlagNode[];
  positionals: Positional[];
}

export interface CommandNode {
  name: string;
  summary: string;
  /** A command without verbs has one nameless verb. */
  verbs: VerbNode[];
  /** The verb a noun runs when none is typed (`rig config` is `rig config show`). */
  defaultVerb?: string;
}

/** Pure: every flag a verb's args accept, in declaration order, --help last (parseArgs adds it). */
export function flagsOf(args: ArgSpec): FlagNode[] {
  const flags: FlagNode[] = [];
  const add = (name: string, takesValue: boolean) => {
    if (flags.some((f) => f.name === name)) return;
    const completes = takesValue ? args.completes?.[name] : undefined;
    flags.push(completes ? { name, takesValue, completes } : { name, takesValue });
  };
  for (const name of [...(args.string ?? []), ...(args.multiple ?? [])]) add(name, true);
  for (const name of [...(args.boolean ?? []), 'help']) add(name, false);
  return flags;
}

function verbNode(name: string | undefined, usage: string[], verb: Verb): VerbNode {
  return {
    ...(name === undefined ? {} : { name }),
    usage,
    flags: flagsOf(verb.args),
    positionals: verb.args.positionals ?? [],
  };
}

type Declared = Command & { verb?: Verb; verbs?: readonly VerbEntry[]; defaultVerb?: string };

/** One command, its verb modules loaded. */
export async function commandNode(entry: CommandEntry): Promise<CommandNode> {
  const cmd = (await entry.load()) as Declared;
  const head = { name: entry.name, summary: entry.summary };
  if (cmd.verbs) {
    const verbs = await Promise.all(cmd.verbs.map(async (v) => verbNode(v.name, v.usage, await verbOf(v))));
    return { ...head, verbs, ...(cmd.defaultVerb === undefined ? {} : { defaultVerb: cmd.defaultVerb }) };
  }
  if (cmd.verb) return { ...head, verbs: [verbNode(undefined, cmd.usage, cmd.verb)] };
  // Only what defineCommand or defineNoun built declares its arguments where a walk can read them.
  throw new Error(`rig ${entry.name} declares no verb table: build it with defineCommand or defineNoun`);
}

/** Every command of the table, in its order. */
export function commandTree(entries: readonly CommandEntry[]): Promise<CommandNode[]> {
  return Promise.all(entries.map(commandNode));
}
