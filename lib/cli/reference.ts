// The command reference and the exit-code table README.md carries, generated from the command
// table and lib/cli/exit-codes.ts so they cannot drift apart (a test compares them;
// scripts/update-readme.ts rewrites the README blocks).
import { COMMAND_ENTRIES, loadAllCommands } from './commands.js';
import { exitCodesMarkdown } from './exit-codes.js';

const REFERENCE_START = '<!-- commands:start (generated from rig help: npm run readme) -->';
const REFERENCE_END = '<!-- commands:end -->';
const EXIT_START = '<!-- exit-codes:start (generated from lib/cli/exit-codes.ts: npm run readme) -->';
const EXIT_END = '<!-- exit-codes:end -->';

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

/** The text between two markers replaced by `body`; a README without them is an error. */
function replaceBlock(readme: string, startMark: string, endMark: string, body: string): string {
  const start = readme.indexOf(startMark);
  const end = readme.indexOf(endMark);
  if (start < 0 || end < start) throw new Error(`README.md has no ${startMark} … ${endMark} markers`);
  return readme.slice(0, start + startMark.length) + '\n\n' + body + readme.slice(end);
}

export async function replaceReference(readme: string): Promise<string> {
  const withCommands = replaceBlock(readme, REFERENCE_START, REFERENCE_END, await commandReference());
  return replaceBlock(withCommands, EXIT_START, EXIT_END, `${exitCodesMarkdown()}\n\n`);
}
