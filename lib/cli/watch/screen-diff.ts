// Pure: what to write to move a terminal from one frame to the next: only the lines that changed,
// each addressed by row and rewritten whole, all in one write wrapped in synchronized output
// (terminals that know mode 2026 show it at once; others ignore it), so nothing flickers.
// A frame of another size (a resize) is drawn in full after a clear.

const SYNC_ON = '\x1b[?2026h';
const SYNC_OFF = '\x1b[?2026l';
const CLEAR = '\x1b[2J';

/** Row n (from 0), column 1. */
const at = (row: number) => `\x1b[${row + 1};1H`;

export function screenDiff(prev: readonly string[] | null, next: readonly string[]): string {
  const full = prev === null || prev.length !== next.length;
  let out = '';
  for (let i = 0; i < next.length; i++) {
    if (!full && prev[i] === next[i]) continue;
    // Reset attributes first: a line never inherits the colour of the one written before it.
    out += `${at(i)}\x1b[0m${next[i]}`;
  }
  if (!out && !full) return '';
  return `${SYNC_ON}${full ? CLEAR : ''}${out}${SYNC_OFF}`;
}

/** Entering and leaving the full-screen view: the alternate screen, the cursor hidden. */
export const ENTER_SCREEN = '\x1b[?1049h\x1b[?25l';
export const LEAVE_SCREEN = '\x1b[0m\x1b[?25h\x1b[?1049l';
