// Pure: a recorded string fitted to a number of terminal columns. Widths come from string-width
// (East Asian wide characters and emoji take two columns, combining marks none): hand-written
// tables go stale with every Unicode release, and a wrong width shifts every column after it.
// Recorded text is escaped first (lib/util/terminal-text.ts), so nothing in it can move the cursor.
import stringWidth from 'string-width';
import { escapeRecordedText } from '../../util/terminal-text.js';

let graphemes: Intl.Segmenter | undefined;

/** Columns the text takes on a terminal. */
export function columns(text: string): number {
  return stringWidth(text);
}

// The same cells come back every second (the view repaints for its ages): measuring each once
// keeps an idle watch's repaint near nothing. Bounded: cleared when full.
const fitted = new Map<string, string>();
const FITTED_MAX = 4096;

/** The text escaped, cut with … to at most `width` columns (never splitting a character), padded to exactly `width`. */
export function fitCell(text: string, width: number): string {
  if (width <= 0) return '';
  const key = `${width}\u0000${text}`;
  const known = fitted.get(key);
  if (known !== undefined) return known;
  if (fitted.size >= FITTED_MAX) fitted.clear();
  const out = measureAndFit(text, width);
  fitted.set(key, out);
  return out;
}

function measureAndFit(text: string, width: number): string {
  const safe = escapeRecordedText(text);
  const w = stringWidth(safe);
  if (w <= width) return safe + ' '.repeat(width - w);
  let out = '';
  let used = 0;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(safe)) {
    const g = stringWidth(segment);
    if (used + g > width - 1) break;
    out += segment;
    used += g;
  }
  return `${out}…${' '.repeat(width - 1 - used)}`;
}
