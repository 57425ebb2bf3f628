// How a long command shows where it is, on stderr (stdout stays the command's data): on a terminal
// one live line rewritten in place (\r, clear line) and cleared at the end; anywhere else (a pipe,
// a file, TERM=dumb) one line per change, nothing rewritten; with --json nothing (stdout carries
// the one JSON document at the end). Pure: the command keeps what is shown and writes the bytes.

export type ProgressMode = 'live' | 'lines' | 'quiet';

/** Back to the start of the line and clear it (CR, then CSI 2 K: erase the whole line). */
export const CLEAR_LINE = '\r\x1b[2K';

export function progressMode(o: { json: boolean; terminal: boolean; term: string | undefined }): ProgressMode {
  if (o.json) return 'quiet';
  return o.terminal && o.term !== 'dumb' ? 'live' : 'lines';
}

/** Cut to the width left on a terminal row (one column kept free, so the line never wraps). */
export function fitLine(text: string, columns: number): string {
  const room = Math.max(columns - 1, 10);
  const chars = [...text];
  return chars.length <= room ? text : `${chars.slice(0, room - 1).join('')}…`;
}

export interface ProgressUpdate {
  /** The bytes to write to stderr now ('' when nothing changed). */
  write: string;
  /** What is on show afterwards (pass it back with the next update). */
  shown: string | undefined;
}

/**
 * One update. `line` is the full live text (with a counter that changes each second, say);
 * `key` is what counts as a change for the one-line-per-change form (the stage without the
 * counter), so a pipe gets a line per stage, not per second.
 */
export function progressUpdate(
  mode: ProgressMode,
  shown: string | undefined,
  next: { line: string; key: string },
  columns = 80,
): ProgressUpdate {
  if (mode === 'quiet') return { write: '', shown };
  if (mode === 'lines') return next.key === shown ? { write: '', shown } : { write: `${next.line}\n`, shown: next.key };
  const line = fitLine(next.line, columns);
  return line === shown ? { write: '', shown } : { write: `${CLEAR_LINE}${line}`, shown: line };
}

/** What ends the progress before the command's last words: the live line cleared, else nothing. */
export function progressEnd(mode: ProgressMode, shown: string | undefined): string {
  return mode === 'live' && shown !== undefined ? CLEAR_LINE : '';
}
