// The composer readers as the send flow uses them: capture a cursor-bound snapshot, read it, and
// test ownership of the staged text. One seam, so tests can swap in fakes and the flow never
// depends on how a runtime's composer is recognised.
import type { TmuxServer } from '../../tmux/client.js';
import type { Runtime } from '../../seat/registry.js';
import type { ComposerReading, ComposerRuntime, ComposerSnapshot } from './types.js';
import { blankReading, readComposer } from './read.js';
import { ownsStagedText } from './ownership.js';
import { combineSnapshot, parseProbe } from '../pane/snapshot.js';
import { tmux } from '../../tmux/client.js';

export type { ComposerReading, ComposerSnapshot };

export interface ReadOpts {
  runtime: Runtime;
  owned?: { text: string; frame: unknown };
}

export interface OwnOpts {
  emptyFrame?: unknown;
  labelsSeenAfterPaste?: unknown;
}

export interface Screens {
  snapshot: ComposerSnapshot | null;
  /** Plain text of the visible screen plus `history` lines above it, when asked for. */
  plain?: string;
  /** What the `before` command printed (it runs first, in the same invocation). */
  before?: string;
}

// The pane id comes back first: tmux 3.3a answers a missing pane with empty fields and exit 0.
const PROBE_FORMAT = '#{pane_id}|#{cursor_x}|#{cursor_y}|#{pane_width}|#{pane_height}|#{pane_in_mode}';

/**
 * Cursor, styled screen, cursor again (and optionally the plain screen with history) in ONE tmux
 * invocation: tmux runs a command list in one go, so the pieces describe the same moment, and one
 * process instead of three or four keeps the paste→Enter path short. Markers with a random tag
 * separate the parts. A moved cursor or an unreadable part means no snapshot (the reader says
 * unknown), as with the three-call capture. `before`: one more tmux command run first in the same
 * invocation (a pane listing), its output returned as `before`.
 */
export async function captureScreens(
  server: TmuxServer,
  paneId: string,
  opts: { history?: number; before?: string[] } = {},
): Promise<Screens> {
  if (!/^%\d+$/.test(paneId)) throw new Error(`not a pane id: ${paneId}`);
  // The tag only has to be unguessable by the program drawing the pane, which cannot see this
  // process: Math.random serves, and spares a status read loading node:crypto (about 5 ms).
  const tag = `@@openrig-${Math.random().toString(36).slice(2, 10)}${Math.random().toString(36).slice(2, 10)}@@`;
  const args = [
    ...(opts.before ? [...opts.before, ';'] : []),
    'display-message',
    '-p',
    '-t',
    paneId,
    `${tag}${PROBE_FORMAT}`,
    ';',
    'capture-pane',
    '-p',
    '-e',
    '-t',
    paneId,
    ';',
    'display-message',
    '-p',
    '-t',
    paneId,
    `${tag}${PROBE_FORMAT}`,
  ];
  if (opts.history !== undefined)
    args.push(
      ';',
      'display-message',
      '-p',
      '-t',
      paneId,
      `${tag}plain`,
      ';',
      'capture-pane',
      '-p',
      '-t',
      paneId,
      '-S',
      String(-opts.history),
    );
  const { stdout } = await tmux(server, args, { timeoutMs: 5000 });
  const lines = stdout.split('\n');
  const marks = lines.flatMap((l, i) => (l.startsWith(tag) ? [i] : []));
  const [m1, m2, m3] = marks;
  const out: Screens = { snapshot: null };
  if (opts.before && m1 !== undefined) out.before = lines.slice(0, m1).join('\n');
  if (opts.history !== undefined && m3 !== undefined) out.plain = lines.slice(m3 + 1).join('\n');
  if (m1 === undefined || (m1 !== 0 && !opts.before) || m2 === undefined) return out;
  const probe = (line: string) => {
    const body = line.slice(tag.length);
    const sep = body.indexOf('|');
    return body.slice(0, sep) === paneId ? parseProbe(body.slice(sep + 1)) : null;
  };
  out.snapshot = combineSnapshot(probe(lines[m1]!), lines.slice(m1 + 1, m2).join('\n') + '\n', probe(lines[m2]!));
  return out;
}

export interface ComposerOps {
  capture(server: TmuxServer, paneId: string): Promise<ComposerSnapshot | null>;
  read(snapshot: ComposerSnapshot | null, opts: ReadOpts): ComposerReading;
  owns(reading: ComposerReading, text: string, opts: OwnOpts): boolean;
}

/** The composer layout a seat's runtime draws; a terminal seat has none we can read. */
function composerRuntime(runtime: Runtime): ComposerRuntime | undefined {
  if (runtime === 'claude-code') return 'claude';
  if (runtime === 'codex') return 'codex';
  return undefined;
}

export const composerOps: ComposerOps = {
  // A capture that fails (pane gone, server down) is no evidence: the reader says unknown.
  capture: (server, paneId) =>
    captureScreens(server, paneId).then(
      (s) => s.snapshot,
      () => null,
    ),
  read(snapshot, opts) {
    const runtime = composerRuntime(opts.runtime);
    // A shell prompt is not an agent composer: a terminal seat always reads unknown.
    if (runtime === undefined) {
      return blankReading('unknown', 'unsupported_runtime', null);
    }
    const frame = opts.owned?.frame;
    return readComposer(snapshot, {
      runtime,
      ...(opts.owned && typeof frame === 'string' ? { owned: { text: opts.owned.text, frame } } : {}),
    });
  },
  owns(reading, text, opts) {
    return ownsStagedText(reading, text, {
      ...(typeof opts.emptyFrame === 'string' ? { emptyFrame: opts.emptyFrame } : {}),
      ...(Array.isArray(opts.labelsSeenAfterPaste)
        ? { labelsSeenAfterPaste: opts.labelsSeenAfterPaste as string[] }
        : {}),
    });
  },
};
