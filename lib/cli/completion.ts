// rig completion bash|zsh|fish|refs — shell completion generated from the command table, and the
// seat refs its scripts offer. The table is handed in by lib/cli/commands.ts: a command the table
// lists cannot import it. Each verb's module loads only when it runs (refs, run at every Tab on a
// seat slot, loads none of what writing a script needs).
import type { CommandEntry } from './command.js';
import { defineNoun, type VerbEntry } from './verb.js';
import { COMPLETION_SHELLS, type CompletionShell } from './completion-model.js';

const HOW_TO_LOAD: Record<CompletionShell, string> = {
  bash: 'in ~/.bashrc: source <(rig completion bash)',
  zsh: 'in ~/.zshrc, after compinit: source <(rig completion zsh)',
  fish: 'rig completion fish > ~/.config/fish/completions/rig.fish',
};

export function completionCommand(table: readonly CommandEntry[]) {
  const verbs: VerbEntry[] = [
    ...COMPLETION_SHELLS.map((shell) => ({
      name: shell,
      usage: [`rig completion ${shell} [--json]     (${HOW_TO_LOAD[shell]})`],
      load: async () => (await import('./completion-script.js')).completionScriptVerb(shell, table),
    })),
    {
      name: 'refs',
      usage: ['rig completion refs [--json]     (the seat refs the scripts offer: the registry, no daemon)'],
      load: async () => (await import('./completion-refs.js')).completionRefsVerb,
    },
  ];
  return defineNoun(
    {
      name: 'completion',
      details: [
        'Prints a completion script for the shell: commands, verbs, flags, the words some values take,',
        'and seat refs, which the script asks `rig completion refs` for at each Tab (it reads the',
        "registry's file names only: no record, no daemon). Generated from the command table, so",
        'regenerate it after upgrading rig (the source <(...) form does that at every shell start).',
      ].join('\n'),
    },
    verbs,
  );
}
