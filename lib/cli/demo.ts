// rig demo [--keep] [--json] — a three-seat rig (two terminals, one scripted agent) in a throwaway home on a
// private tmux server, then teardown. With --json the narration goes to stderr and stdout carries
// one document: what the demo did.
import type { Command } from './command.js';
import { defineCommand } from './verb.js';
import { bool } from './args.js';
import { advise, createContext, printJson, say, type Context } from './cli-context.js';
import { isCliError, refused } from './errors.js';
import { runUp } from './up.js';
import { sendCommand } from './send.js';
import { seatCommand } from './seat.js';
import { queueCommand } from './queue.js';
import { psCommand } from './ps.js';
import { notifyCommand } from './notify.js';
import { watchCommand } from './watch.js';
import { runDemo } from '../demo/run.js';
import { DemoStepError, type DemoHost } from '../demo/demo-step.js';
import type { Env } from '../home/paths.js';

// The commands the demo's steps type.
const DEMO_COMMANDS: Record<string, Command> = {
  send: sendCommand,
  seat: seatCommand,
  queue: queueCommand,
  ps: psCommand,
  notify: notifyCommand,
  watch: watchCommand,
};

/**
 * The demo's host: rig commands run in the demo's own context, narration on the user's stdout, or
 * on stderr with --json (stdout keeps the one document).
 */
function demoHost(ctx: Context, env: Env, dir: string, json: boolean): DemoHost {
  const io = json ? { ...ctx.io, out: ctx.io.err, outBytes: undefined } : ctx.io;
  const demoCtx = createContext(io, env, dir, ctx.selfPath);
  const narrate = (line = '') => (json ? advise(ctx, line) : say(ctx, line));
  return {
    say: narrate,
    async rig(argv) {
      narrate(`$ rig ${argv.map((a) => (/\s/.test(a) ? JSON.stringify(a) : a)).join(' ')}`);
      const [name, ...rest] = argv;
      const command = DEMO_COMMANDS[name ?? ''];
      if (!command) throw new Error(`the demo has no rig ${name} command`);
      try {
        await command.run(rest, demoCtx);
      } catch (err) {
        // A demo step shows a refusal as it is and carries on.
        if (isCliError(err)) narrate(`rig: ${err.what} — ${err.todo}`);
        else throw err;
      }
    },
    up: (spec) => runUp(demoCtx, spec, { json: false }),
  };
}

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

export const demoCommand = defineCommand(
  {
    name: 'demo',
    usage: ['rig demo [--keep] [--json]'],
    details: [
      'Creates a throwaway OPENRIG_HOME and a private tmux server (its own socket, no tmux config),',
      'brings up two terminal seats and a scripted agent seat (no model, not Claude Code: it fires',
      "the OpenRig plugin's hooks as Claude Code does), shows a send, a held send, refocus at the",
      "agent's prompt, its turn busy then idle and a permission stop in rig seat status, and prints",
      'the exact command to attach. With a terminal on stdin it waits for Enter, then tears',
      'everything down; without one it tears down right away. --keep leaves the rig running and',
      'prints how to clean up. --json: the narration on stderr, and on stdout one JSON document of',
      'what the demo did (its folder, the steps, each seat and how to attach, the teardown or clean-up).',
      'Your own OPENRIG_HOME, configuration and tmux server are never touched.',
    ].join('\n'),
  },
  {
    args: { boolean: ['keep', 'json'] },
    options: (p) => ({ keep: bool(p, 'keep'), json: bool(p, 'json') }),
    async run({ keep, json }, ctx) {
      const tty = process.stdin.isTTY === true;
      let summary;
      try {
        summary = await runDemo(ctx.env, {
          keep,
          waitForUser: tty ? waitForEnter : undefined,
          onInterrupt,
          hostFor: (env, dir) => demoHost(ctx, env, dir, json),
        });
      } catch (err) {
        if (err instanceof DemoStepError) throw refused(err.what, err.todo);
        throw err;
      }
      if (json) printJson(ctx, summary);
    },
  },
);
