// Demo step: how to look at the seats with your own eyes.
import type { DemoStep } from './demo-step.js';
import { tmuxCommandFor } from '../rig/server.js';
import { shellQuote } from '../util/shell-quote.js';
import type { TmuxServer } from '../tmux/client.js';

/** The command that attaches a terminal to a seat's session on the demo's private server. */
export function attachCommand(server: TmuxServer, session: string): string {
  return `${tmuxCommandFor(server)} attach -t '=${session}'`;
}

export const attachStep: DemoStep = {
  id: 'attach',
  title: 'Attach to a seat',
  async run(demo) {
    demo.say('From another terminal (detach again with Ctrl-b d):');
    for (const seat of demo.report?.seats ?? []) {
      if (seat.outcome !== 'failed') demo.say(`  ${attachCommand(demo.server, seat.session)}`);
    }
    demo.say(
      `Inspect state with: OPENRIG_HOME=${shellQuote(demo.home.root)} OPENRIG_TMUX_SOCKET=${shellQuote(demo.server.socket)} rig ps`,
    );
  },
};
