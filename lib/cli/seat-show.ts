// rig seat show REF [--json] — one seat's record, its pane's live state, and what the runtime's own
// hooks recorded about it: the runtime's session id and the first-launch marker.
import { defineVerb } from './verb.js';
import { arg, bool } from './args.js';
import { say, printJson } from './cli-context.js';
import { resolveSeatForCli, SEAT_REF_ARG } from './seat-resolve.js';
import { seatViews } from '../views/seat-view.js';
import { tmuxCommandFor } from '../rig/server.js';
import { fieldText, hooksLine } from '../activity/text.js';
import { ageText } from '../util/age-text.js';
import { pendingText } from '../delivery/guard/seat-guard.js';
import type { SeatView } from '../views/seat-view.js';

/** The guard row: the mode in force, as rig seat status reads it, and a request awaiting activation. */
function guardCell(v: SeatView): string {
  if (v.typingGuard === null) return `unknown (the guard file could not be read: rig seat status ${v.ref})`;
  const requested = v.typingGuardRequested;
  return `${v.typingGuard}${requested ? pendingText(v.typingGuard, true, requested) : ''}`;
}

export const seatShowVerb = defineVerb({
  args: { boolean: ['json'], positionals: [SEAT_REF_ARG] },
  options: (p) => ({ ref: arg(p, 'REF')!, json: bool(p, 'json') }),
  async run({ ref, json }, ctx) {
    const rec = resolveSeatForCli(ctx.home, ref);
    const now = Date.now();
    const [view] = await seatViews([rec], { home: ctx.home, activity: true, nowMs: now });
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
      ['typing guard', guardCell(v)],
      ['occupant', v.occupant],
      ['launched', v.launchedAt],
    ];
    const h = v.hooks;
    if (h && rec.runtime !== 'terminal') {
      rows.push(['hooks', hooksLine(h)]);
      rows.push([
        'runtime session',
        h.session ? `${fieldText(h.session.id)}${h.session.source ? ` (${fieldText(h.session.source)})` : ''}` : '-',
      ]);
      const f = h.firstLaunch;
      rows.push([
        'first launch',
        f
          ? `${f.at} (${ageText(now - f.seq / 1000)} ago) by ${fieldText(f.event)}, plugin ${fieldText(f.pluginVersion)}, bundle ${fieldText(f.bundleHash)}`
          : '-',
      ]);
    }
    if (rec.specFile) rows.push(['spec', rec.specFile]);
    const width = Math.max(...rows.map(([k]) => k.length));
    for (const [k, val] of rows) say(ctx, `${k.padEnd(width)}  ${val}`);
    if (v.pane.state === 'alive' || v.pane.state === 'dead')
      say(ctx, `attach: ${tmuxCommandFor({ socket: v.socket })} attach -t '=${v.session}'`);
  },
});
