// rig demo [--keep] — a two-seat rig in a throwaway home on a private tmux server, then teardown.
import type { Command } from './command.js';
import { parseArgs, bool } from './args.js';
import { usageError } from './errors.js';
import { runDemo } from '../demo/run.js';

/** Resolves on the next line typed on a terminal; never touches stdin that is not a TTY. */
function waitForEnter(): Promise<void> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    const done = () => {
      stdin.off('data', done);
      stdin.off('end', done);
      stdin.pause();
      resolve();
    };
    stdin.on('data', done);
    stdin.on('end', done);
    stdin.resume();
  });
}

function onInterrupt(handler: () => void): () => void {
  const listener = () => handler();
  process.on('SIGINT', listener);
  process.on('SIGTERM', listener);
  process.on('SIGHUP', listener);
  return () => {
    process.off('SIGINT', listener);
    process.off('SIGTERM', listener);
    process.off('SIGHUP', listener);
  };
}

export const demoCommand: Command = {
  name: 'demo',
  usage: ['rig demo [--keep]'],
  details: [
    'Creates a throwaway OPENRIG_HOME and a private tmux server (its own socket, no tmux config),',
    'brings up two terminal seats, shows them and prints the exact command to attach. With a',
    'terminal on stdin it waits for Enter, then tears everything down; without one it tears down',
    'right away. --keep leaves the rig running and prints how to clean up.',
    'Your own OPENRIG_HOME, configuration and tmux server are never touched.',
  ].join('\n'),
  async run(argv, ctx) {
    const args = parseArgs(argv, { boolean: ['keep'] }, 'demo');
    if (args.positionals.length)
      throw usageError(`unexpected argument "${args.positionals[0]}"`, 'usage: rig demo [--keep]');
    const tty = process.stdin.isTTY === true;
    await runDemo(ctx, {
      keep: bool(args, 'keep'),
      waitForUser: tty ? waitForEnter : undefined,
      onInterrupt,
    });
  },
};
