// rig ps [--rig R] [--all] [--json] — the seats that are up (or were and died), with live pane state.
import { defineCommand } from './verb.js';
import { bool, str } from './args.js';
import { say, printJson } from './cli-context.js';
import { listSeats } from '../seat/registry.js';
import { seatTable, seatViews } from '../views/seat-view.js';
import { rigFilter } from './seat-list.js';
import { withContext } from '../context-usage/seat-context.js';

export const psCommand = defineCommand(
  {
    name: 'ps',
    usage: ['rig ps [--rig RIG] [--all] [--json]'],
    details:
      "Lists seats whose record says running, plus stopped seats whose pane is still there; --all adds\nevery stopped seat. STATE is what tmux reports now: alive, dead (the command exited; the pane\nstays for inspection), missing (no such session or pane) or unknown (tmux could not be asked).\nACTIVITY is the runtime hooks' word with its age (idle·hook 12s; a record older than 5 min reads\nunknown), a terminal seat's foreground process (busy·screen), or unknown when no hook has run.\nps reads no screens: rig seat status reads the screen and lets a menu or draft veto the hook.\nCONTEXT is the share of the model's context window in use with the sample's age (42%·12s):\nClaude from its status line, Codex from its rollout; stale·12m for a sample older than 10 min, - for none.",
  },
  {
    args: { string: ['rig'], boolean: ['json', 'all'] },
    options: (p) => ({ rig: rigFilter(str(p, 'rig')), all: bool(p, 'all'), json: bool(p, 'json') }),
    async run({ rig, all, json }, ctx) {
      const shown = (await seatViews(listSeats(ctx.home, rig), { home: ctx.home, activity: true })).filter(
        (v) => all || v.status === 'running' || v.pane.state === 'alive' || v.pane.state === 'dead',
      );
      // The CONTEXT column and `context` in --json.
      const views = withContext(ctx.home, shown);
      if (json) {
        printJson(ctx, { seats: views });
        return;
      }
      if (!views.length) {
        say(ctx, all ? 'no seats recorded' : 'no seats running (rig ps --all shows stopped ones)');
        return;
      }
      for (const line of seatTable(views)) say(ctx, line);
    },
  },
);
