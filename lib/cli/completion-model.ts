// What the shell completions know, derived from the command tree (lib/cli/command-tree.ts): the
// commands, each noun's verbs, each verb's flags, and what a value slot offers. Each shell's script
// (completion-bash.ts, -zsh.ts, -fish.ts) writes this one model out in its own language, with the
// same walk over the words typed.
import type { CommandNode } from './command-tree.js';

/** The shells `rig completion` writes a script for. */
export const COMPLETION_SHELLS = ['bash', 'zsh', 'fish'] as const;
export type CompletionShell = (typeof COMPLETION_SHELLS)[number];

/** The marker a script replaces with the registry's seat refs (`rig completion refs`). */
export const SEAT_OFFER = '@seat';

export interface KeyModel {
  /** `ps`, or a noun and its verb: `seat status`. */
  key: string;
  /** Every flag, with dashes. */
  flags: string[];
  /** The flags that take a value (the next word is theirs). */
  valueFlags: string[];
  /** What a slot offers: a value flag (`--seat`) or a positional by index (`0`); SEAT_OFFER or words. */
  offers: { slot: string; words: string[] }[];
}

export interface CompletionModel {
  /** Every command (and `help`), with its summary. */
  commands: { name: string; summary: string }[];
  /** Each command that has verbs. */
  nouns: { name: string; verbs: string[]; defaultVerb?: string }[];
  keys: KeyModel[];
}

const offerWords = (c: 'seat' | readonly string[]): string[] => (c === 'seat' ? [SEAT_OFFER] : [...c]);

/** Pure: the model of a command tree. */
export function completionModel(tree: readonly CommandNode[]): CompletionModel {
  const commands = [
    ...tree.map((c) => ({ name: c.name, summary: c.summary })),
    { name: 'help', summary: "list the commands, or show one command's usage" },
  ];
  const nouns = tree
    .filter((c) => c.verbs.some((v) => v.name !== undefined))
    .map((c) => ({
      name: c.name,
      verbs: c.verbs.map((v) => v.name!),
      ...(c.defaultVerb === undefined ? {} : { defaultVerb: c.defaultVerb }),
    }));
  const keys = tree.flatMap((c) =>
    c.verbs.map((v) => ({
      key: v.name === undefined ? c.name : `${c.name} ${v.name}`,
      flags: v.flags.map((f) => `--${f.name}`),
      valueFlags: v.flags.filter((f) => f.takesValue).map((f) => `--${f.name}`),
      offers: [
        ...v.flags.flatMap((f) => (f.completes ? [{ slot: `--${f.name}`, words: offerWords(f.completes) }] : [])),
        ...v.positionals.flatMap((p, i) => (p.completes ? [{ slot: String(i), words: offerWords(p.completes) }] : [])),
      ],
    })),
  );
  return { commands, nouns, keys };
}
