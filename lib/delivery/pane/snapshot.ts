// One cursor-bound look at a pane for the composer readers: cursor and size, the visible screen
// with styling, the pane mode, then the cursor again. If the cursor or the size moved while the
// screen was captured, the capture and the cursor may describe different moments, so there is no
// snapshot (null: the reader says unknown). tmux failures (no server, pane gone) are thrown as
// TmuxError for the caller to name.
import { tmux, TmuxError, type TmuxServer } from '../../tmux/client.js';
import type { ComposerSnapshot } from '../composer/types.js';

const PROBE_FORMAT = '#{pane_id}|#{cursor_x}|#{cursor_y}|#{pane_width}|#{pane_height}|#{pane_in_mode}';
const TIMEOUT_MS = 5000;

export interface Probe {
  x: number;
  y: number;
  width: number;
  height: number;
  inMode: boolean;
}

/** Parses the numeric part of a probe: cursor x, y, pane width, height, mode flag. */
export function parseProbe(line: string): Probe | null {
  const fields = line.trim().split('|');
  if (fields.length !== 5 || !fields.every((f) => /^\d+$/.test(f))) return null;
  const [x, y, width, height, mode] = fields.map(Number) as [number, number, number, number, number];
  if (width < 1 || height < 1 || x > width || y >= height) return null;
  return { x, y, width, height, inMode: mode !== 0 };
}

async function probe(server: TmuxServer, paneId: string): Promise<Probe | null> {
  const args = ['display-message', '-p', '-t', paneId, PROBE_FORMAT];
  const { stdout } = await tmux(server, args, { timeoutMs: TIMEOUT_MS });
  // tmux 3.3a answers a missing pane with empty fields and exit 0: the id must come back.
  const sep = stdout.indexOf('|');
  if (stdout.slice(0, sep) !== paneId) throw new TmuxError('not-found', args, `can't find pane: ${paneId}`, 1);
  return parseProbe(stdout.slice(sep + 1));
}

/** The two probes around one capture make a snapshot only if nothing moved in between. */
export function combineSnapshot(before: Probe | null, styled: string, after: Probe | null): ComposerSnapshot | null {
  if (!before || !after) return null;
  if (after.x !== before.x || after.y !== before.y || after.width !== before.width || after.height !== before.height)
    return null;
  return {
    styled,
    cursor: { x: after.x, y: after.y },
    size: { width: after.width, height: after.height },
    inMode: before.inMode || after.inMode,
  };
}

export async function captureSnapshot(server: TmuxServer, paneId: string): Promise<ComposerSnapshot | null> {
  if (!/^%\d+$/.test(paneId)) throw new Error(`not a pane id: ${paneId}`);
  const before = await probe(server, paneId);
  if (!before) return null;
  const { stdout: styled } = await tmux(server, ['capture-pane', '-p', '-e', '-t', paneId], { timeoutMs: TIMEOUT_MS });
  const after = await probe(server, paneId);
  return combineSnapshot(before, styled, after);
}
