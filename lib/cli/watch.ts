// rig watch [--once] [--json] [--poll-only] — every seat of every rig on one screen, live. The view
// is lib/cli/watch/ (frame, keys, the refresh); the model lib/views/watch-model.ts. All of it, and
// string-width, is in this command's own chunk.
import { defineCommand } from './verb.js';
import { bool } from './args.js';
import type { Context } from './cli-context.js';
import { readWatch, watchedSeats } from '../views/watch-read.js';
import { watchModel } from '../views/watch-model.js';
import { jsonForTerminal } from '../util/terminal-text.js';
import { isoTime } from '../util/iso-time.js';
import { changeEvents, snapshotEvent } from './watch/events.js';
import { renderFrame } from './watch/frame.js';
import { initialUi } from './watch/keys.js';
import { startRefresh } from './watch/refresh.js';
import { runLive } from './watch/live.js';
import { readRemoteRows } from './watch/remote-read.js';

/** Width of a frame printed where no terminal says its size. */
const PLAIN_WIDTH = 120;

/** Colour only on a terminal, and never with NO_COLOR set (no-color.org: any non-empty value). */
export function useColor(env: Record<string, string | undefined>, terminal: boolean): boolean {
  return terminal && !env.NO_COLOR && env.TERM !== 'dumb';
}

async function once(ctx: Context, json: boolean): Promise<void> {
  const [readings, remote] = await Promise.all([
    readWatch(ctx.home, watchedSeats(ctx.home)),
    readRemoteRows(ctx.home, ctx.env),
  ]);
  if (remote.note) ctx.io.err(`rig: ${remote.note} — this host's seats only (rig daemon status says more)\n`);
  const model = watchModel(readings, remote.rows);
  if (json) {
    // One line, as each line of the stream is: the same parser reads both.
    ctx.io.out(`${jsonForTerminal(snapshotEvent(model, isoTime(Date.now())), 0)}\n`);
    return;
  }
  const terminal = ctx.io.interactive?.() === true;
  const frame = renderFrame({
    model,
    elapsedMs: 0,
    width: terminal ? process.stdout.columns || 80 : PLAIN_WIDTH,
    // Every seat: a printed frame does not scroll. The footer (the keys) is left off.
    height: Math.max(1, model.rows.length) + 3,
    color: useColor(ctx.env, terminal),
    ui: { ...initialUi(), selected: null },
  });
  ctx.io.out(
    `${frame
      .slice(0, -1)
      .map((l) => l.trimEnd())
      .join('\n')}\n`,
  );
}

/** NDJSON: a snapshot, then one event per state change, until the reader goes or a signal. */
async function stream(ctx: Context, pollOnly: boolean): Promise<void> {
  // One line per event: the document is compact, its recorded strings escaped as in any --json.
  const line = (v: unknown) => ctx.io.out(`${jsonForTerminal(v, 0)}\n`);
  let prev: ReturnType<typeof watchModel> | null = null;
  let done!: () => void;
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  const refresher = startRefresh(
    ctx.home,
    (r) => {
      const at = isoTime(r.at);
      if (!prev) line(snapshotEvent(r.model, at));
      else for (const e of changeEvents(prev, r.model, at)) line(e);
      prev = r.model;
      if (ctx.io.outClosed?.()) done();
    },
    {
      pollOnly,
      env: ctx.env,
      onError: (err) => ctx.io.err(`rig: could not read the home (${(err as Error).message}) — rig doctor says more\n`),
      onRemoteNote: (note) => {
        if (note) ctx.io.err(`rig: ${note} — this host's seats only (rig daemon status says more)\n`);
      },
    },
  );
  const onSignal = () => done();
  for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(s, onSignal);
  try {
    await finished;
  } finally {
    refresher.stop();
    for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.off(s, onSignal);
  }
}

export const watchCommand = defineCommand(
  {
    name: 'watch',
    usage: ['rig watch [--once] [--json] [--poll-only]'],
    details: [
      'A live full-screen view of every seat of every rig: seats that need a person first, then busy, then',
      'idle. Per seat: activity with whose word it is and its age, what it waits for (a permission stop',
      'with the tool, a menu, held messages), context %, spend as the runtime reports it (Claude: cost;',
      'Codex: tokens; — for nothing), the typing guard, pending queue rows and wake, managed compaction.',
      'It reads again on a file change under $OPENRIG_HOME, and polls: files every 5 s, screens every',
      '30 s (--poll-only: the polls alone).',
      "Keys: ↑/↓ (k/j) move, Enter goes to the seat's pane, s sends a message (rig send), h shows held",
      'messages, a answers a permission stop (rig seat answer), ? help, q quits.',
      '--once prints one frame and exits (also what it does when stdout is not a terminal); --json',
      'streams one JSON event per line: a snapshot, then a seat, removed or summary event per change;',
      'with --once, the snapshot alone. No colour with NO_COLOR set or off a terminal. docs/watch.md.',
    ].join('\n'),
  },
  {
    args: { boolean: ['json', 'once', 'poll-only'] },
    options: (p) => ({ json: bool(p, 'json'), once: bool(p, 'once'), pollOnly: bool(p, 'poll-only') }),
    async run({ json, once: one, pollOnly }, ctx) {
      if (one || (!json && ctx.io.interactive?.() !== true)) return once(ctx, json);
      if (json) return stream(ctx, pollOnly);
      await runLive(ctx, { color: useColor(ctx.env, true), pollOnly });
    },
  },
);
