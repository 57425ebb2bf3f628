// The `rig` entry: find the command, run it, and turn any failure into one stderr line and an
// exit code. This is the only place that decides exit codes.
import { EXIT_CODES, failureReport } from './errors.js';
import { createContext, type Io } from './cli-context.js';
import { helpText, wantsHelp, type Command } from './command.js';
import { COMMAND_ENTRIES, loadCommand } from './commands.js';
import { escapeForTerminal } from '../util/terminal-text.js';
import { packageVersion } from '../util/package-root.js';
import { versionLine } from './version-report.js';
import { codeCacheForCommand } from './code-cache-use.js';
import type { Env } from '../home/paths.js';

function topLevelHelp(): string {
  const width = Math.max(...COMMAND_ENTRIES.map((c) => c.name.length));
  const lines = [
    'rig — keeps a rig of coding agents in tmux oriented and reachable',
    '',
    'Usage: rig <command> [options]     (rig <command> --help for its options)',
    '       rig --version                (rig version: also Node, tmux and the agent clients found)',
    '',
    'Commands:',
    ...COMMAND_ENTRIES.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Environment: OPENRIG_HOME (default ~/.openrig), OPENRIG_TMUX_SOCKET (tmux server socket path).',
  ];
  return lines.join('\n') + '\n';
}

export async function runCli(argv: string[], io: Io, env: Env, cwd: string, selfPath?: string): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    const target = name === 'help' && rest[0] ? await loadCommand(rest[0]) : undefined;
    io.out(target ? helpText(target) : topLevelHelp());
    if (name === 'help' && rest[0] && !target) {
      io.err(`rig: unknown command "${escapeForTerminal(rest[0])}" — run rig help for the list\n`);
      return EXIT_CODES.usage;
    }
    return 0;
  }
  if (name === '--version') {
    io.out(versionLine(packageVersion()) + '\n');
    return 0;
  }
  let command: Command | undefined;
  try {
    codeCacheForCommand(name, env);
    command = await loadCommand(name);
  } catch (err) {
    // The built CLI keeps each command in a chunk file beside it; a broken install lacks one.
    io.err(
      `rig: could not load the ${escapeForTerminal(name)} command: ${escapeForTerminal((err as Error)?.message?.split('\n')[0] ?? String(err))} — reinstall openrig\n`,
    );
    return EXIT_CODES.internal;
  }
  if (!command) {
    io.err(`rig: unknown command "${escapeForTerminal(name)}" — run rig help for the list\n`);
    return EXIT_CODES.usage;
  }
  if (wantsHelp(rest)) {
    io.out(helpText(command));
    return 0;
  }
  try {
    await command.run(rest, createContext(io, env, cwd, selfPath));
    return 0;
  } catch (err) {
    const { line, exitCode } = failureReport(err);
    io.err(line);
    return exitCode;
  }
}
