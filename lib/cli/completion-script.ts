// rig completion bash|zsh|fish: walks the command table (loading every command and verb module)
// and prints the shell's script.
import { bool } from './args.js';
import { printJson, type Context } from './cli-context.js';
import type { CommandEntry } from './command.js';
import { commandTree } from './command-tree.js';
import { completionModel, type CompletionModel, type CompletionShell } from './completion-model.js';
import { bashScript } from './completion-bash.js';
import { zshScript } from './completion-zsh.js';
import { fishScript } from './completion-fish.js';
import { defineVerb } from './verb.js';

const SCRIPTS: Record<CompletionShell, (model: CompletionModel) => string> = {
  bash: bashScript,
  zsh: zshScript,
  fish: fishScript,
};

export function completionScriptVerb(shell: CompletionShell, table: readonly CommandEntry[]) {
  return defineVerb({
    args: { boolean: ['json'] },
    options: (p) => ({ json: bool(p, 'json') }),
    async run({ json }, ctx: Context) {
      const script = SCRIPTS[shell](completionModel(await commandTree(table)));
      if (json) printJson(ctx, { shell, script });
      // The script as it is (fish's carries tabs): its text is the command table's, not recorded data.
      else ctx.io.out(script);
    },
  });
}
