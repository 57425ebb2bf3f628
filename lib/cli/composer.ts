// rig composer read — what the composer reader sees in a seat's pane (live) or in a saved styled
// capture. Read-only: it types nothing, and what it shows goes to stdout only, never to a file
// (a reading can hold a person's unfinished draft).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineNoun, defineVerb } from './verb.js';
import { bool, str } from './args.js';
import { say, printJson, type Context } from './cli-context.js';
import { cannotRead, usageError, refused } from './errors.js';
import { resolveSeatForCli } from './seat-resolve.js';
import { blankReading, readComposer } from '../delivery/composer/read.js';
import { captureSnapshot } from '../delivery/pane/snapshot.js';
import type { ComposerReading, ComposerRuntime, ComposerSnapshot, ReadingReason } from '../delivery/composer/types.js';
import { clientOf } from '../seat/runtime.js';
import { TmuxError } from '../tmux/client.js';
import { seatRefOf } from '../seat/ref.js';

const USAGE = [
  'rig composer read --seat REF [--json]',
  'rig composer read --capture FILE --cursor X,Y --size WxH [--runtime claude|codex] [--in-mode] [--json]',
];

interface Source {
  kind: 'seat' | 'capture';
  seat?: string;
  paneId?: string;
  file?: string;
}

function parseCursor(text: string | undefined): { x: number; y: number } {
  const m = /^(\d+),(\d+)$/.exec(text ?? '');
  if (!m) throw usageError('--cursor needs X,Y (0-based column and row)', 'for example --cursor 2,37');
  return { x: Number(m[1]), y: Number(m[2]) };
}

function parseSize(text: string | undefined): { width: number; height: number } {
  const m = /^(\d+)x(\d+)$/.exec(text ?? '');
  if (!m) throw usageError('--size needs WxH (pane width and height)', 'for example --size 120x40');
  return { width: Number(m[1]), height: Number(m[2]) };
}

function parseRuntime(text: string | undefined): ComposerRuntime | undefined {
  if (text === undefined) return undefined;
  if (text === 'claude' || text === 'codex') return text;
  throw usageError(`unknown runtime "${text}"`, 'use --runtime claude or --runtime codex');
}

const unknownReading = (reason: ReadingReason, runtime: ComposerRuntime | null): ComposerReading =>
  blankReading('unknown', reason, runtime);

async function readSeat(
  ctx: Context,
  ref: string,
): Promise<{ reading: ComposerReading; snapshot: ComposerSnapshot | null; source: Source }> {
  const seat = resolveSeatForCli(ctx.home, ref);
  const name = seatRefOf(seat);
  const paneId = seat.tmux.paneId;
  if (!paneId) throw refused(`seat ${name} has no recorded pane`, 'launch the seat first');
  const source: Source = { kind: 'seat', seat: name, paneId };
  if (seat.runtime === 'terminal') {
    return { reading: unknownReading('unsupported_runtime', null), snapshot: null, source };
  }
  const runtime: ComposerRuntime = clientOf(seat.runtime);
  let snapshot: ComposerSnapshot | null;
  try {
    snapshot = await captureSnapshot({ socket: seat.tmux.socket }, paneId);
  } catch (err) {
    if (err instanceof TmuxError) {
      if (err.failure === 'no-server')
        throw refused(`no tmux server for seat ${name}`, 'start the seat, or check its tmux socket');
      if (err.failure === 'not-found') throw refused(`pane ${paneId} of seat ${name} is gone`, 'relaunch the seat');
      throw refused(`tmux could not read pane ${paneId}: ${err.stderr.trim() || err.message}`, 'check tmux and retry');
    }
    throw err;
  }
  const reading = snapshot ? readComposer(snapshot, { runtime }) : unknownReading('screen_changed', runtime);
  return { reading, snapshot, source };
}

interface CaptureOptions {
  file: string;
  cursor: { x: number; y: number };
  size: { width: number; height: number };
  runtime: ComposerRuntime | undefined;
  inMode: boolean;
}

function readCapture(
  ctx: Context,
  { file, cursor, size, runtime, inMode }: CaptureOptions,
): { reading: ComposerReading; snapshot: ComposerSnapshot; source: Source } {
  const path = resolve(ctx.cwd, file);
  let styled: string;
  try {
    styled = readFileSync(path, 'utf8');
  } catch (err) {
    throw cannotRead(file, err, 'give a styled capture (tmux capture-pane -p -e)');
  }
  const snapshot: ComposerSnapshot = { styled, cursor, size, inMode };
  return {
    reading: readComposer(snapshot, runtime ? { runtime } : {}),
    snapshot,
    source: { kind: 'capture', file: path },
  };
}

function printHuman(ctx: Context, reading: ComposerReading, source: Source, snapshot: ComposerSnapshot | null): void {
  say(ctx, `state: ${reading.state}`);
  say(ctx, `reason: ${reading.reason}`);
  say(ctx, `runtime: ${reading.runtime ?? '(none)'}`);
  if (source.kind === 'seat') say(ctx, `seat: ${source.seat} (pane ${source.paneId})`);
  if (snapshot)
    say(
      ctx,
      `cursor: ${snapshot.cursor.x},${snapshot.cursor.y}  size: ${snapshot.size.width}x${snapshot.size.height}${snapshot.inMode ? '  (in a tmux mode)' : ''}`,
    );
  if (reading.rows.length) {
    say(ctx, `rows (${reading.rows.length}):`);
    // JSON string form shows every space and escapes anything a terminal would act on.
    for (const row of reading.rows) say(ctx, `  ${JSON.stringify(row)}`);
  } else {
    say(ctx, 'rows: (none)');
  }
  say(ctx, `suggestion: ${reading.suggestion === null ? '(none)' : JSON.stringify(reading.suggestion)}`);
  say(ctx, `labels: ${reading.pasteLabels.length ? reading.pasteLabels.join(' ') : '(none)'}`);
  if (reading.state !== 'unknown') say(ctx, `cursor at end: ${reading.cursorAtEnd ? 'yes' : 'no'}`);
}

const readVerb = defineVerb({
  args: {
    string: ['seat', 'capture', 'cursor', 'size', 'runtime'],
    boolean: ['json', 'in-mode'],
    completes: { seat: 'seat' },
  },
  options(p) {
    const seat = str(p, 'seat');
    const file = str(p, 'capture');
    if ((seat === undefined) === (file === undefined))
      throw usageError('give exactly one of --seat or --capture', USAGE.join(' or '));
    if (seat !== undefined) {
      for (const flag of ['cursor', 'size', 'runtime', 'in-mode']) {
        if (p.flags[flag] !== undefined && p.flags[flag] !== false)
          throw usageError(
            `--${flag} goes with --capture`,
            'a live read takes these from the pane and the seat record',
          );
      }
      return { from: 'seat' as const, seat, json: bool(p, 'json') };
    }
    const capture: CaptureOptions = {
      file: file!,
      cursor: parseCursor(str(p, 'cursor')),
      size: parseSize(str(p, 'size')),
      runtime: parseRuntime(str(p, 'runtime')),
      inMode: bool(p, 'in-mode'),
    };
    return { from: 'capture' as const, capture, json: bool(p, 'json') };
  },
  async run(o, ctx) {
    const out = o.from === 'seat' ? await readSeat(ctx, o.seat) : readCapture(ctx, o.capture);
    const { reading, snapshot, source } = out;
    if (o.json) {
      printJson(ctx, {
        ...reading,
        columns: reading.columns ?? null,
        cursor: snapshot?.cursor ?? null,
        size: snapshot?.size ?? null,
        inMode: snapshot?.inMode ?? null,
        source,
      });
    } else {
      printHuman(ctx, reading, source, snapshot);
    }
  },
});

export const composerCommand = defineNoun(
  {
    name: 'composer',
    details: [
      "read --seat REF reads the seat's pane now (visible screen with styling, cursor, copy mode).",
      'read --capture FILE reads a saved `tmux capture-pane -p -e` with its cursor and pane size.',
      'Nothing is typed and nothing is saved. --json prints the reading with the snapshot geometry:',
      '{state, reason, runtime, rows, suggestion, pasteLabels, collapsedPaste, frame, numbered,',
      ' cursorAtEnd, columns, cursor, size, inMode, source}.',
    ].join('\n'),
  },
  [{ name: 'read', usage: USAGE, verb: readVerb }],
);
