// The command reference README.md carries, generated from the command table so the two cannot
// drift apart (a test compares them; scripts/update-readme.ts rewrites the README block).
import { COMMAND_ENTRIES, loadAllCommands } from './commands.js';

const REFERENCE_START = '<!-- commands:start (generated from rig help: npm run readme) -->';
const REFERENCE_END = '<!-- commands:end -->';

async function commandReference(): Promise<string> {
  const lines: string[] = [];
  const commands = await loadAllCommands();
  for (const [i, { name, summary }] of COMMAND_ENTRIES.entries()) {
    const cmd = commands[i]!;
    lines.push(`### rig ${name}`, '', summary.charAt(0).toUpperCase() + summary.slice(1) + '.', '', '```');
    lines.push(...cmd.usage);
    lines.push('```', '');
  }
  return lines.join('\n');
}

export async function replaceReference(readme: string): Promise<string> {
  const start = readme.indexOf(REFERENCE_START);
  const end = readme.indexOf(REFERENCE_END);
  if (start < 0 || end < start) throw new Error('README.md has no command reference markers');
  return readme.slice(0, start + REFERENCE_START.length) + '\n\n' + (await commandReference()) + readme.slice(end);
}
