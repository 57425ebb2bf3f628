// rig seat compact REF [--wait-for-idle S] [--detach] [--json]: ask the daemon to run a managed
// compaction of a Claude seat now (the same sequence as the threshold's, without the threshold or
// the switch), then follow the run, stage by stage, until it ends. The daemon arms the seat's
// record and its timer job types each step; this command only reads the record. A seat compacting
// itself never follows (the prep waits for its own turn to end), nor does --detach; either way
// `rig seat compaction REF` shows the stage later. The actor is the caller's seat identity.
import { defineVerb } from './verb.js';
import { arg, bool, str } from './args.js';
import { printJson, say, type Context } from './cli-context.js';
import { daemonUnavailable, refused, usageError } from './errors.js';
import { resolveSeatForCli, SEAT_REF_ARG } from './seat-resolve.js';
import { daemonMissing } from './daemon-missing.js';
import { cliSession } from './caller-session.js';
import { progressEnd, progressMode, progressUpdate } from './progress.js';
import { compactStageLine, followState, type FollowState } from './compact-progress.js';
import { DaemonUnavailableError, homeRequest } from '../daemon/client.js';
import { daemonStatus } from '../daemon/start-stop.js';
import { readCompactionRecord } from '../compaction/arm.js';
import { compactionView, type CompactionView } from '../compaction/view.js';
import { recordOwesTurn } from '../compaction/owes.js';
import { stageBoundMs } from '../compaction/stage-bound.js';
import { escapeRecordedText } from '../util/terminal-text.js';
import { seatRefOf } from '../seat/ref.js';
import type { SeatRecord } from '../seat/registry.js';
import { sleep } from '../util/sleep.js';

/** How often the record is read while following (a file read; the stages take seconds to minutes). */
const FOLLOW_POLL_MS = 500;
/** How often the daemon is asked whether it still runs (the record only moves while it does). */
const DAEMON_CHECK_MS = 5000;

interface Followed {
  state: Exclude<FollowState, { state: 'running' }>;
  view: CompactionView;
}

/** Reads the record until the run ends, drawing each stage on stderr; the daemon gone ends it too. */
async function follow(ctx: Context, seat: SeatRecord, runId: string, json: boolean): Promise<Followed> {
  const terminal = ctx.io.errTerminal?.();
  const mode = progressMode({ json, terminal: terminal !== undefined, term: ctx.env.TERM });
  const name = seatRefOf(seat);
  let shown: string | undefined;
  let checked = Date.now();
  try {
    for (;;) {
      const rec = readCompactionRecord(ctx.home, seat.nodeId);
      const view = compactionView(name, rec, recordOwesTurn(rec));
      const state = followState(rec, runId);
      if (state.state !== 'running') return { state, view };
      const line = compactStageLine(view, { nowMs: Date.now(), boundMs: stageBoundMs(rec!), live: mode === 'live' });
      const u = progressUpdate(mode, shown, line, terminal?.columns);
      if (u.write) ctx.io.err(u.write);
      shown = u.shown;
      if (Date.now() - checked >= DAEMON_CHECK_MS) {
        checked = Date.now();
        if (!(await daemonStatus(ctx.home)).running)
          throw daemonUnavailable(
            `${name}: the daemon stopped during the run (it resumes at the same stage when the daemon starts again)`,
            'start it with: rig daemon start',
          );
      }
      await sleep(FOLLOW_POLL_MS);
    }
  } finally {
    const end = progressEnd(mode, shown);
    if (end) ctx.io.err(end);
  }
}

export const seatCompactVerb = defineVerb({
  args: {
    string: ['wait-for-idle'],
    boolean: ['json', 'detach'],
    positionals: [SEAT_REF_ARG],
  },
  options(p) {
    const w = str(p, 'wait-for-idle');
    let waitForIdleMs: number | undefined;
    if (w !== undefined) {
      const s = Number(w);
      if (!/^\s*\d+(\.\d+)?\s*$/.test(w) || !(s > 0))
        throw usageError(`--wait-for-idle ${w} is not a positive number of seconds`, 'e.g. --wait-for-idle 300');
      waitForIdleMs = Math.ceil(s * 1000);
    }
    return { ref: arg(p, 'REF')!, waitForIdleMs, json: bool(p, 'json'), detach: bool(p, 'detach') };
  },
  async run({ ref, waitForIdleMs, json, detach }, ctx) {
    const seat = resolveSeatForCli(ctx.home, ref);
    const session = cliSession(ctx.env);
    let r;
    try {
      r = await homeRequest(
        ctx.home,
        'POST',
        `/api/seat/compact/${seat.nodeId}`,
        waitForIdleMs === undefined ? {} : { waitForIdleMs },
        { session, timeoutMs: 30_000 },
      );
    } catch (err) {
      if (err instanceof DaemonUnavailableError) throw daemonMissing(err);
      throw err;
    }
    const name = seatRefOf(seat);
    if (r.status !== 202) {
      const what = escapeRecordedText(String(r.body?.error ?? `the daemon answered ${r.status}`));
      if (r.status === 400) throw usageError(what, 'see rig seat compact --help');
      throw refused(`${name}: ${what}`, `see rig seat compaction ${name}`);
    }
    const runId: string | undefined = r.body.run?.id;
    // A seat compacting itself must end its turn for the prep to go: it never waits here.
    if (detach || session === name || runId === undefined) {
      if (json) return printJson(ctx, r.body);
      say(ctx, `${name}: managed compaction armed (run ${runId ?? '?'}, stage ${r.body.stage}).`);
      say(
        ctx,
        'The daemon sends the prep prompt on its next tick, then /compact once the seat is idle, then the turn boundary, restore request and audit.',
      );
      say(ctx, `Follow it with: rig seat compaction ${name}`);
      return;
    }
    if (!json)
      say(
        ctx,
        `${name}: managed compaction armed (run ${runId}); following its stages (Ctrl-C stops watching, not the run)`,
      );
    const { state, view } = await follow(ctx, seat, runId, json);
    if (json) printJson(ctx, view);
    if (state.state === 'gone')
      throw refused(
        `${name}: run ${runId} is no longer on the seat's record (a relaunch starts the record afresh)`,
        `see rig seat compaction ${name}`,
      );
    const reason = escapeRecordedText(state.reason);
    if (state.result !== 'done')
      throw refused(
        `${name}: managed compaction ${state.result} (run ${runId}): ${reason}`,
        `see rig seat compaction ${name}`,
      );
    if (!json) say(ctx, `${name}: managed compaction done (run ${runId}): ${reason}`);
  },
});
