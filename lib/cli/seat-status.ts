// rig seat status REF [--json] — delivery to one seat: typing guard (desired, effective, pending),
// held messages, pane, activity (with its source and age), whether hooks are live, and the latest
// permission observation. Asks the daemon (which knows about operations in flight) and falls back
// to reading the files and the pane directly when the daemon is not running.
import { defineVerb } from './verb.js';
import { arg, bool } from './args.js';
import { printJson, say, type Context } from './cli-context.js';
import { usageError } from './errors.js';
import { remoteSeats } from '../daemon/federation-client.js';
import { matchRemoteSeat, remoteStatusLines } from '../federation/remote-status.js';
import { resolveSeatForCli, SEAT_REF_ARG } from './seat-resolve.js';
import { DaemonUnavailableError, homeRequest } from '../daemon/client.js';
import type { SeatDeliveryStatus } from '../views/seat-status.js';
import { formatPermissionStop } from '../activity/permission/format.js';
import { compactionLines } from '../compaction/status-section.js';
import { activityLine, hooksLine } from '../activity/text.js';
import { terminalPolicyLines } from '../intervention/status-lines.js';
import { codexPluginLine, codexPluginSection } from '../codex/seat-section.js';
import { escapeForTerminal } from '../util/terminal-text.js';

/** Shows a seat another host owns, as this host's daemon last heard it; false when none matches. */
async function remoteStatus(ref: string, json: boolean, ctx: Context): Promise<boolean> {
  const remote = await remoteSeats(ctx.home, ctx.env);
  if (remote.state !== 'on') return false;
  const m = matchRemoteSeat(remote.seats, ref);
  if (m.kind === 'none') return false;
  if (m.kind === 'many')
    throw usageError(`${ref} is a seat on hosts ${m.hosts.join(', ')}`, 'name it by its node id (rig ps --all --json)');
  if (json) printJson(ctx, { ...m.row, remote: true, connection: remote.connection });
  else for (const line of remoteStatusLines(m.row)) say(ctx, line);
  return true;
}

export const seatStatusVerb = defineVerb({
  args: { boolean: ['json'], positionals: [SEAT_REF_ARG] },
  options: (p) => ({ ref: arg(p, 'REF')!, json: bool(p, 'json') }),
  async run({ ref, json }, ctx) {
    let seat;
    try {
      seat = resolveSeatForCli(ctx.home, ref);
    } catch (err) {
      // Not a seat of this host: with federation configured, another host's may be it.
      if (await remoteStatus(ref, json, ctx)) return;
      throw err;
    }
    let status: SeatDeliveryStatus;
    let viaDaemon = true;
    try {
      const r = await homeRequest<SeatDeliveryStatus>(
        ctx.home,
        'GET',
        `/api/seat/status/node/${seat.nodeId}`,
        undefined,
        { timeoutMs: 10_000 },
      );
      if (r.status !== 200) throw new Error(`the daemon answered ${r.status}`);
      status = r.body;
    } catch (err) {
      if (!(err instanceof DaemonUnavailableError)) throw err;
      viaDaemon = false;
      // Only this fallback reads the outbox, the guard and the pane itself: loaded on demand, so
      // the usual answer (from the daemon) does not pay for the tmux and outbox code.
      const { seatStatus } = await import('../views/seat-status.js');
      status = await seatStatus(ctx.home, seat);
    }
    const codexPlugin = codexPluginSection(seat, ctx.env);
    if (json) {
      printJson(ctx, {
        ...status,
        daemon: viaDaemon ? 'running' : 'not running',
        ...(codexPlugin ? { codex_plugin: codexPlugin } : {}),
      });
      return;
    }
    const g = status.typingGuard;
    say(ctx, `${status.seat}  (${status.nodeId}, ${status.runtime}, ${status.status})`);
    say(ctx, g.label);
    say(
      ctx,
      `  desired ${g.desiredMode}, effective ${g.effectiveMode}${g.pending ? ', activation pending' : ''}${g.changedAt ? `; set by ${g.actorLabel} at ${g.changedAt}` : '; default for this seat'}`,
    );
    if (g.reason) say(ctx, `  reason: ${g.reason}`);
    say(
      ctx,
      `Held messages: ${g.heldCount} retained (${g.heldBytes} bytes)${g.heldCount ? ` — rig seat held-messages ${status.seat}` : ''}`,
    );
    const pane = status.pane;
    say(
      ctx,
      `Pane: ${pane.paneId ?? '-'} ${pane.state}${pane.currentCommand ? ` (${pane.currentCommand})` : ''}${pane.detail ? ` — ${pane.detail}` : ''}`,
    );
    say(ctx, `Activity: ${activityLine(status.activity)}`);
    // An older daemon answers without the hooks section; say nothing rather than "no hook seen".
    if (status.hooks && status.runtime !== 'terminal') say(ctx, `Hooks: ${hooksLine(status.hooks)}`);
    if (codexPlugin) say(ctx, codexPluginLine(codexPlugin));
    // An older daemon answers without it.
    if (status.context) say(ctx, `Context: ${escapeForTerminal(status.context.text)}`);
    if (status.permission_stop && status.permission_stop.state !== 'unavailable')
      for (const line of formatPermissionStop(status.permission_stop)) say(ctx, line);
    // An older daemon answers without it: say nothing rather than "no choice recorded".
    if (status.terminalPolicy) for (const line of terminalPolicyLines(status.terminalPolicy)) say(ctx, line);
    for (const line of compactionLines(status.compaction)) say(ctx, line);
    if (status.operation.inFlight === null) say(ctx, 'Operation in flight: unknown (daemon not running)');
    else say(ctx, `Operation in flight: ${status.operation.inFlight ? (status.operation.name ?? 'yes') : 'none'}`);
  },
});
