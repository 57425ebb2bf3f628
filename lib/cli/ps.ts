// rig ps [--rig R] [--all] [--json] — the seats that are up (or were and died), with live pane state.
import type { Command } from './command.js';
import { parseArgs, bool, str } from './args.js';
import { say, printJson } from './cli-context.js';
import { usageError } from './errors.js';
import { listSeats } from '../seat/registry.js';
import { seatTable, seatViews } from '../rig/seat-view.js';
import { rigFilter } from './seat-list.js';

export const psCommand: Command = {
  name: 'ps',
  usage: ['rig ps [--rig RIG] [--all] [--json]'],
  details:
    'Lists seats whose record says running, plus stopped seats whose pane is still there; --all adds\nevery stopped seat. STATE is what tmux reports now: alive, dead (the command exited; the pane\nstays for inspection), missing (no such session or pane) or unknown (tmux could not be asked).',
  async run(argv, ctx) {
    const args = parseArgs(argv, { string: ['rig'], boolean: ['json', 'all'] }, 'ps');
    if (args.positionals.length)
      throw usageError(`unexpected argument "${args.positionals[0]}"`, 'usage: rig ps [--rig RIG] [--all] [--json]');
    const rig = rigFilter(str(args, 'rig'));
    const all = bool(args, 'all');
    const views = (await seatViews(listSeats(ctx.home, rig))).filter(
      (v) => all || v.status === 'running' || v.pane.state === 'alive' || v.pane.state === 'dead',
    );
    if (bool(args, 'json')) {
      printJson(ctx, { seats: views });
      return;
    }
    if (!views.length) {
      say(ctx, all ? 'no seats recorded' : 'no seats running (rig ps --all shows stopped ones)');
      return;
    }
    for (const line of seatTable(views)) say(ctx, line);
  },
};
