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

/** The text escaped, cut with … to at most `width` columns (never splitting a character), padded to exactly `width`. */
export function fitCell(text: string, width: number): string {
  if (width <= 0) return '';
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
