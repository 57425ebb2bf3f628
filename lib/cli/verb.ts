// How a command or verb is declared, once: its arguments (flags and positional arity), the parse
// step that turns them into typed options or a usage error (no I/O, so a table test can call it),
// and run, which takes only the options. As gh does: nothing is parsed inside run.
import { parseArgs, type ArgSpec, type Parsed } from './args.js';
import type { Command } from './command.js';
import type { Context } from './cli-context.js';
import { usageError } from './errors.js';

export interface VerbSpec<O> {
  /** Flags and positionals after the command (or verb) name; no positionals declared: none taken. */
  args: ArgSpec;
  /** The parse step: typed options, or a usage error. */
  options(p: Parsed): O;
  run(options: O, ctx: Context): Promise<void>;
}

/** Where a verb is being parsed: for the errors' "see rig X --help" and "usage: …". */
export interface ParseSite {
  helpFor: string;
  usage?: string;
}

export interface Verb<O = unknown> {
  args: ArgSpec;
  parse(argv: string[], site: ParseSite): O;
  run(argv: string[], ctx: Context, site: ParseSite): Promise<void>;
}

export function defineVerb<O>(spec: VerbSpec<O>): Verb<O> {
  const parse = (argv: string[], site: ParseSite): O =>
    spec.options(
      parseArgs(
        argv,
        { ...spec.args, positionals: spec.args.positionals ?? [], usage: spec.args.usage ?? site.usage },
        site.helpFor,
      ),
    );
  return { args: spec.args, parse, run: (argv, ctx, site) => spec.run(parse(argv, site), ctx) };
}

/** A command without verbs (`rig init`, `rig ps`): one declaration. */
export function defineCommand<O>(
  head: { name: string; usage: string[]; details?: string },
  spec: VerbSpec<O>,
): Command & { verb: Verb<O> } {
  const verb = defineVerb(spec);
  return {
    ...head,
    verb,
    run: (argv, ctx) => verb.run(argv, ctx, { helpFor: head.name, usage: usageLine(head.usage[0]) }),
  };
}

/** A help usage line as an error cites it: without its trailing note (`   (REF: …)`). */
export function usageLine(usage: string | undefined): string | undefined {
  return usage?.replace(/\s{2,}\(.*\)$/, '');
}

/** The verb argv names, or a usage error naming the verbs there are. */
export function chooseVerb<T extends { name: string }>(
  noun: string,
  verbs: readonly T[],
  given: string | undefined,
): T {
  const found = verbs.find((v) => v.name === given);
  if (found) return found;
  const names = verbs.map((v) => v.name).join(', ');
  throw usageError(given ? `unknown ${noun} verb "${given}"` : `a ${noun} verb is required`, `one of: ${names}`);
}

/**
 * One verb of a noun: the verb itself, or `load` for a verb in a module of its own that is loaded
 * only when it runs (in the built CLI each such module is a chunk: `rig seat status` does not load
 * what `rig seat set-typing-guard` needs).
 */
export type VerbEntry = {
  name: string;
  /** Usage lines for help; the first is the one a wrong argument count points to. */
  usage: string[];
} & ({ verb: Verb } | { load(): Promise<Verb> });

/** The entry's verb, loading its module first when it has one of its own. */
export async function verbOf(entry: VerbEntry): Promise<Verb> {
  return 'verb' in entry ? entry.verb : entry.load();
}

/** A noun whose verbs are declared in a table (`rig queue create|list|…`); `verbs` lets a table test parse one. */
export function defineNoun(
  head: { name: string; details?: string /** The verb when none is typed (`rig config`). */; defaultVerb?: string },
  verbs: VerbEntry[],
): Command & { verbs: readonly VerbEntry[]; defaultVerb?: string } {
  return {
    name: head.name,
    verbs,
    defaultVerb: head.defaultVerb,
    details: head.details,
    usage: verbs.flatMap((v) => v.usage),
    async run(argv, ctx) {
      const implicit = head.defaultVerb !== undefined && (argv[0] === undefined || argv[0].startsWith('-'));
      const [name, ...rest] = implicit ? [head.defaultVerb!, ...argv] : argv;
      const entry = chooseVerb(head.name, verbs, name);
      await (await verbOf(entry)).run(rest, ctx, { helpFor: head.name, usage: usageLine(entry.usage[0]) });
    },
  };
}
