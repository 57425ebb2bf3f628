// The result of a restore or handover as the person reads it, and its exit: a refusal or failure is
// `rig: <what> — <what to do>`, exit 1.
import type { Context } from './cli-context.js';
import { printJson, say } from './cli-context.js';
import { refused } from './errors.js';
import type { SeatUpResult } from '../rig/up.js';

export function reportContinuation(
  ctx: Context,
  verb: 'restore' | 'handover',
  r: SeatUpResult,
  json: boolean,
  extra: Record<string, unknown> = {},
): void {
  const ok = r.outcome === 'relaunched' || r.outcome === 'started';
  if (json) printJson(ctx, { ...r, ...extra, ok });
  if (!ok) {
    if (r.refusal) throw refused(r.refusal.what, r.refusal.todo);
    throw refused(`rig seat ${verb} ${r.session}: ${r.error ?? r.outcome}`, `see rig seat status ${r.session}`);
  }
  if (json) return;
  say(
    ctx,
    `${r.session}: ${verb === 'restore' ? 'restored' : 'handed over'} — pane ${r.paneId}, occupant ${r.occupant}`,
  );
  for (const [k, v] of Object.entries(extra)) if (v) say(ctx, `  ${k}: ${String(v)}`);
  for (const w of r.warnings) say(ctx, `  note: ${w}`);
}
