// rig seat show REF [--json] — one seat's record and its pane's live state.
import { defineVerb } from './verb.js';
import { arg, bool } from './args.js';
import { say, printJson } from './cli-context.js';
import { resolveSeatForCli } from './seat-resolve.js';
import { seatViews } from '../rig/seat-view.js';
import { tmuxCommandFor } from '../rig/server.js';

export const seatShowVerb = defineVerb({
  args: { boolean: ['json'], positionals: [{ name: 'REF', what: 'a seat ref' }] },
  options: (p) => ({ ref: arg(p, 'REF')!, json: bool(p, 'json') }),
  async run({ ref, json }, ctx) {
    const rec = resolveSeatForCli(ctx.home, ref);
    const [view] = await seatViews([rec]);
    if (json) {
      printJson(ctx, { seat: view, record: rec });
      return;
    }
    const v = view!;
    const state =
      v.pane.state +
      (v.pane.deadStatus !== undefined ? ` (exit status ${v.pane.deadStatus})` : '') +
      (v.pane.detail ? ` — ${v.pane.detail}` : '');
    const rows: [string, string][] = [
      ['seat', v.ref],
      ['node', v.nodeId],
      ['runtime', v.runtime],
      ['status', v.status + (v.stoppedAt ? ` since ${v.stoppedAt}` : '')],
      ['pane', `${v.pane.id ?? '-'}  ${state}`],
      ...(v.pane.currentCommand ? [['running', v.pane.currentCommand] as [string, string]] : []),
      ['session', v.session],
      ['tmux server', v.socket ?? 'default'],
      ['project dir', v.projectDir],
      ['command', rec.command ?? '-'],
      ['plugins', v.plugins.join(', ') || '-'],
      ['role files', rec.roleFiles.join(', ') || '-'],
      ['env set', (rec.envNames ?? []).join(', ') || '-'],
      ['typing guard', v.typingGuard],
      ['occupant', v.occupant],
      ['launched', v.launchedAt],
    ];
    if (rec.specFile) rows.push(['spec', rec.specFile]);
    const width = Math.max(...rows.map(([k]) => k.length));
    for (const [k, val] of rows) say(ctx, `${k.padEnd(width)}  ${val}`);
    if (v.pane.state === 'alive' || v.pane.state === 'dead')
      say(ctx, `attach: ${tmuxCommandFor({ socket: v.socket })} attach -t '=${v.session}'`);
  },
});
