// rig down RIG [--seat S] — stop a rig's seats; their records stay, marked stopped. Then the daemon
// stops when no seat of any rig is left running, or the line says it keeps running and why.
import { defineCommand } from './verb.js';
import { bool, str } from './args.js';
import { advise, say, printJson } from './cli-context.js';
import { refused, usageError } from './errors.js';
import { nameProblem, formatSeatRef } from '../seat/ref.js';
import { downRig, NoSuchSeatsError, type SeatDownResult } from '../rig/down.js';
import { settleDaemonAfterDown } from './down-daemon-step.js';
import { daemonDownLine } from '../rig/daemon-after-down.js';
import { newlyTold, sayScan, scanSeatsQuietly, type CliSeatScan } from './seat-listing.js';
import { quarantinedSeatAdvice } from '../seat/quarantined.js';
import { startWaitNotice } from './wait-notice.js';

const OUTCOME_TEXT: Record<SeatDownResult['outcome'], string> = {
  stopped: 'stopped',
  'not-running': 'was not running',
  'already-stopped': 'already stopped',
  'foreign-session': 'left alone',
  refused: 'REFUSED',
  failed: 'FAILED',
};

function line(r: SeatDownResult): string {
  const note =
    r.outcome === 'foreign-session'
      ? " — the session by that name is not this seat's (recorded pane is gone); marked stopped"
      : r.error
        ? ` — ${r.error}`
        : '';
  return `  ${r.session.padEnd(24)} ${OUTCOME_TEXT[r.outcome]}${r.paneId && r.outcome === 'stopped' ? `  (pane ${r.paneId})` : ''}${note}`;
}

/** Nothing to stop: say why when a record exists but cannot be read, or was moved aside. */
function noSuchSeats(err: NoSuchSeatsError, scan: CliSeatScan) {
  const unreadable = scan.unreadable[0];
  if (unreadable) return refused(unreadable.what, unreadable.todo);
  const lost = scan.lost.at(-1);
  if (lost) {
    newlyTold(scan.lost);
    const { what, todo } = quarantinedSeatAdvice(lost);
    return refused(`${err.message}: ${err.seat ? '' : `${formatSeatRef(lost.seat, lost.rig)}: `}${what}`, todo);
  }
  return refused(err.message, 'run rig seat list to see known seats');
}

export const downCommand = defineCommand(
  {
    name: 'down',
    usage: ['rig down RIG [--seat SEAT] [--json]'],
    details:
      "Kills each seat's tmux session when it still holds the seat's recorded pane, and marks the\nrecord stopped. The node id is kept for the next rig up. Exit 1 when a seat could not be stopped.\nThen the daemon stops if no seat of any rig is running; otherwise a line says it keeps running\nand which seats still run (--json: daemon {action, pid, running}).",
  },
  {
    args: {
      string: ['seat'],
      boolean: ['json'],
      positionals: [{ name: 'RIG', what: 'a rig name' }],
      usage: 'rig down RIG [--seat SEAT]',
    },
    options(p) {
      const rig = p.args.RIG!;
      const rigProblem = nameProblem(rig);
      if (rigProblem)
        throw usageError(
          `invalid rig name ${JSON.stringify(rig)}: ${rigProblem}`,
          "give the rig's name as in its spec",
        );
      const seat = str(p, 'seat');
      if (seat !== undefined) {
        const seatProblem = nameProblem(seat);
        if (seatProblem)
          throw usageError(
            `invalid seat name ${JSON.stringify(seat)}: ${seatProblem}`,
            "give the seat's name as in its spec (without @rig)",
          );
      }
      const json = bool(p, 'json');
      return { rig, seat, json };
    },
    async run({ rig, seat, json }, ctx) {
      let results: SeatDownResult[];
      let seatWait: { done(): void } | undefined;
      // Said before the seats' lines, unless nothing can be stopped: then the refusal says it.
      const scan = scanSeatsQuietly(ctx, { rig, seat });
      if (scan.records.some((r) => r.rig === rig && (seat === undefined || r.name === seat))) sayScan(ctx, scan);
      try {
        results = await downRig(ctx.home, rig, {
          seat,
          records: scan.records,
          onSeatStart: (session) => {
            seatWait = startWaitNotice(ctx, { what: `${session} to stop` });
          },
          onSeat: (r) => {
            seatWait?.done();
            if (!json) say(ctx, line(r));
          },
        });
      } catch (err) {
        if (err instanceof NoSuchSeatsError) throw noSuchSeats(err, scan);
        throw err;
      } finally {
        seatWait?.done();
      }
      const daemon = await settleDaemonAfterDown(ctx);
      if (json) printJson(ctx, { rig, seats: results, daemon });
      else {
        const text = daemonDownLine(daemon);
        if (text) (daemon.action === 'stop-failed' ? advise : say)(ctx, text);
      }
      const refusedByGuard = results.filter((r) => r.refusal);
      const failed = results.filter((r) => r.outcome === 'failed');
      if (refusedByGuard.length === 1 && !failed.length)
        throw refused(refusedByGuard[0]!.refusal!.what, refusedByGuard[0]!.refusal!.todo);
      if (refusedByGuard.length) {
        throw refused(
          `${refusedByGuard.length + failed.length} seats were not stopped (${[...refusedByGuard, ...failed].map((f) => f.session).join(', ')}); a typing guard refused ${refusedByGuard.length}`,
          'see the reasons above; change a mode with rig seat set-typing-guard SEAT --mode off --reason "…"',
        );
      }
      if (failed.length)
        throw refused(
          `${failed.length} seat${failed.length === 1 ? '' : 's'} could not be stopped (${failed.map((f) => f.session).join(', ')})`,
          'see the reasons above and try again',
        );
    },
  },
);
