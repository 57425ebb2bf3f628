// The full-screen `rig watch` on a terminal: the alternate screen, raw keys, a repaint of the lines
// that changed whenever a read lands, a key moves something, the size changes, or a second passes
// (ages count on screen between reads). Effects run at this edge: a child rig for s, a and h,
// tmux switch-client for Enter. Ends on q or Ctrl-C, restoring the terminal on every path.
import type { Context } from '../cli-context.js';
import { renderFrame } from './frame.js';
import { ENTER_SCREEN, LEAVE_SCREEN, screenDiff } from './screen-diff.js';
import { initialUi, keepSelection, parseKeys, step, type Effect, type UiState } from './keys.js';
import { startRefresh, type Reading } from './refresh.js';
import { runVerb } from './child-verb.js';
import { CLIENTS_FORMAT, jumpPlan, pickClient } from './jump.js';
import { runBounded } from '../../util/run-bounded.js';
import type { WatchModel } from '../../views/watch-model.js';

/** Seats shown only as another host's (a ref this host also has is this host's seat). */
function hostsOf(m: WatchModel): Map<string, string> {
  const local = new Set(m.rows.filter((r) => r.host === null).map((r) => r.ref));
  return new Map(m.rows.filter((r) => r.host !== null && !local.has(r.ref)).map((r) => [r.ref, r.host!]));
}

const EMPTY: WatchModel = { counts: { seats: 0, attention: 0, busy: 0, idle: 0, other: 0 }, spend: null, rows: [] };

export async function runLive(ctx: Context, opts: { color: boolean; pollOnly: boolean }): Promise<void> {
  const out = process.stdout;
  const input = process.stdin;
  let ui: UiState = initialUi();
  let latest: Reading = { model: EMPTY, at: Date.now(), cause: 'start' };
  let shown: string[] | null = null;

  const paint = () => {
    const frame = renderFrame({
      model: latest.model,
      elapsedMs: Math.max(0, Date.now() - latest.at),
      width: Math.max(20, out.columns || 80),
      height: Math.max(5, out.rows || 24),
      color: opts.color,
      ui,
    });
    const diff = screenDiff(shown, frame);
    if (diff) ctx.io.out(diff);
    shown = frame;
  };

  let done!: () => void;
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });

  const refresher = startRefresh(
    ctx.home,
    (r) => {
      latest = r;
      ui = keepSelection(
        ui,
        r.model.rows.map((row) => row.ref),
      );
      paint();
    },
    {
      pollOnly: opts.pollOnly,
      env: ctx.env,
      onRemoteNote: (note) => {
        if (note) {
          ui = { ...ui, message: `rig: ${note} — this host's seats only` };
          paint();
        }
      },
      onError: (err) => {
        ui = { ...ui, message: `rig: could not read the home (${(err as Error).message}) — rig doctor says more` };
        paint();
      },
    },
  );
  if (refresher.notifyOff) ui = { ...ui, message: refresher.notifyOff };

  const say = (message: string, extra: Partial<UiState> = {}) => {
    ui = { ...ui, message, ...extra };
    paint();
  };

  const perform = async (e: Effect) => {
    if (e.kind === 'quit') return done();
    if (e.kind === 'jump') {
      const row = latest.model.rows.find((r) => r.ref === e.ref);
      if (!row) return say(`rig: ${e.ref} is no longer shown — pick another seat`);
      let plan = jumpPlan(row.tmux, ctx.env.TMUX);
      if (plan.kind === 'print') return say(`attach with: ${plan.command}`);
      const server = row.tmux.socket ? ['-S', row.tmux.socket] : [];
      const listed = await runBounded('tmux', [...server, 'list-clients', '-F', CLIENTS_FORMAT], {
        env: ctx.env,
        cwd: ctx.cwd,
        deadlineMs: 10_000,
      });
      const client = listed.kind === 'exited' ? pickClient(listed.stdout, ctx.env.TMUX_PANE) : null;
      plan = jumpPlan(row.tmux, ctx.env.TMUX, client);
      if (plan.kind === 'print') return say(`attach with: ${plan.command}`);
      const r = await runBounded('tmux', plan.args, { env: ctx.env, cwd: ctx.cwd, deadlineMs: 10_000 });
      if (r.kind !== 'exited' || r.code !== 0)
        say(
          `rig: tmux could not switch to ${e.ref} (${r.kind === 'failed' ? r.message : r.stderr.trim() || r.kind}) — attach with tmux attach -t ${row.tmux.session}`,
        );
      return;
    }
    const run = await runVerb(e, { env: ctx.env, cwd: ctx.cwd, selfPath: ctx.selfPath });
    if (e.kind === 'held' && run.outcome.kind === 'exited' && run.outcome.code === 0) {
      const lines = run.outcome.stdout.split('\n').filter((l) => l.trim() !== '');
      return say(run.line, {
        mode: 'overlay',
        overlay: { title: `held messages of ${e.ref} (any key closes)`, lines },
      });
    }
    say(run.line);
    refresher.poke();
  };

  const onData = (data: Buffer) => {
    for (const key of parseKeys(data.toString('utf8'))) {
      const r = step(
        ui,
        key,
        latest.model.rows.map((row) => row.ref),
        hostsOf(latest.model),
      );
      ui = r.ui;
      if (r.effect) void perform(r.effect);
    }
    paint();
  };
  const onResize = () => {
    shown = null;
    paint();
  };

  ctx.io.out(ENTER_SCREEN);
  input.setRawMode?.(true);
  input.resume();
  input.on('data', onData);
  out.on('resize', onResize);
  const tick = setInterval(paint, 1000);
  const onSignal = () => done();
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  paint();
  try {
    await finished;
  } finally {
    clearInterval(tick);
    refresher.stop();
    input.off('data', onData);
    out.off('resize', onResize);
    process.off('SIGTERM', onSignal);
    process.off('SIGHUP', onSignal);
    input.setRawMode?.(false);
    input.pause();
    ctx.io.out(LEAVE_SCREEN);
  }
}
