// rig ps [--rig R] [--all] [--json] — the seats that are up (or were and died), with live pane state.
import { defineCommand } from './verb.js';
import { bool, str } from './args.js';
import { advise, say, printJson } from './cli-context.js';
import { seatTable, seatViews } from '../views/seat-view.js';
import { paneLister } from '../rig/liveness.js';
import { unrecordedSessions } from '../rig/unrecorded.js';
import { rigTmuxServer } from '../rig/server.js';
import { TMUX_SOCKET_VAR } from '../tmux/client.js';
import { rigFilter } from './seat-list.js';
import { scanSeatsForCli } from './seat-listing.js';
import { withContext } from '../context-usage/seat-context.js';
import { remoteSeats } from '../daemon/federation-client.js';
import { remoteTable } from '../federation/remote-view.js';

export const psCommand = defineCommand(
  {
    name: 'ps',
    usage: ['rig ps [--rig RIG] [--all] [--json]'],
    details:
      "Lists seats whose record says running, plus stopped seats whose pane is still there; --all adds\nevery stopped seat. STATE is what tmux reports now: alive, dead (the command exited; the pane\nstays for inspection), missing (no such session or pane) or unknown (tmux could not be asked).\nACTIVITY is the runtime hooks' word with its age (idle·hook 12s; a record older than 5 min reads\nunknown), a terminal seat's foreground process (busy·screen), or unknown when no hook has run.\nps reads no screens: rig seat status reads the screen and lets a menu or draft veto the hook.\nCONTEXT is the share of the model's context window in use with the sample's age (42%·12s):\nClaude from its status line, Codex from its rollout; stale·12m for a sample older than 10 min, - for none.\nA tmux session named like a seat (NAME@RIG) that no record accounts for is listed with STATUS\nunrecorded (its record was moved aside as corrupt, or lost: stderr says where, once, and rig\ndoctor lists it) or unreadable (the record exists but cannot be read: stderr names it each time).\nWith federation configured (docs/federation.md), --all also lists every other host's seats with\ntheir HOST, as this host's daemon last heard them; a host whose heartbeat stopped reads stale with\nits silence, never its last state.",
  },
  {
    args: { string: ['rig'], boolean: ['json', 'all'] },
    options: (p) => ({ rig: rigFilter(str(p, 'rig')), all: bool(p, 'all'), json: bool(p, 'json') }),
    async run({ rig, all, json }, ctx) {
      const scan = scanSeatsForCli(ctx, { rig });
      const panes = paneLister();
      const shown = (await seatViews(scan.records, { home: ctx.home, activity: true, panes })).filter(
        (v) => all || v.status === 'running' || v.pane.state === 'alive' || v.pane.state === 'dead',
      );
      // The servers the records name, and the one rig up launches on when one is named, or when a
      // seat's record was lost or cannot be read (its session is most likely there). The default
      // server is not asked otherwise: ps does not look at sessions OpenRig has no reason to own.
      const sockets = new Set(scan.records.map((r) => r.tmux.socket));
      if (ctx.env[TMUX_SOCKET_VAR]?.trim() || scan.lost.length || scan.unreadable.length)
        sockets.add(rigTmuxServer(ctx.env, ctx.cwd).socket);
      const servers = await Promise.all([...sockets].map(async (socket) => ({ socket, panes: await panes(socket) })));
      const unrecorded = unrecordedSessions(servers, scan.records, rig, scan.unreadable);
      // The CONTEXT column and `context` in --json.
      const views = withContext(ctx.home, shown);
      // --all with federation configured: every other host's seats too, from the daemon's watch.
      const remote = all ? await remoteSeats(ctx.home, ctx.env) : { state: 'off' as const };
      if (remote.state === 'unavailable' || remote.state === 'invalid')
        advise(
          ctx,
          `rig: other hosts' seats are not shown — ${remote.state === 'invalid' ? `federation is misconfigured (${remote.problems[0]}): fix it with rig config set` : `${remote.why}: start it with rig daemon start`}`,
        );
      if (json) {
        printJson(ctx, {
          seats: views,
          unrecorded,
          unreadable: scan.unreadable.map((u) => ({ file: u.file, rig: u.rig, seat: u.seat ?? null, problem: u.what })),
          ...(remote.state === 'off' ? {} : { federation: remote }),
        });
        return;
      }
      const remoteLines = remote.state === 'on' && remote.seats.length ? remoteTable(remote.seats) : [];
      if (remote.state === 'on')
        say(
          ctx,
          `host ${remote.host} (federation ${remote.connection})${remote.connection === 'connected' ? '' : ': other hosts as last heard'}`,
        );
      if (!views.length && !unrecorded.length && !remoteLines.length) {
        say(ctx, all ? 'no seats recorded' : 'no seats running (rig ps --all shows stopped ones)');
        return;
      }
      if (views.length || unrecorded.length) for (const line of seatTable(views, unrecorded)) say(ctx, line);
      if (remoteLines.length) {
        say(ctx, '');
        for (const line of remoteLines) say(ctx, line);
      }
    },
  },
);
