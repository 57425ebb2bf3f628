// Is what the composer shows exactly this operation's own text? Checked immediately before Enter:
// a yes must mean that pressing Enter submits our text and nothing a person added, so every
// doubt is a no (the delivery then stays unconfirmed rather than submitting someone's edit).
import { findPasteLabels } from './chrome.js';
import { charWidth, textWidth } from './width.js';
import type { ComposerReading, ComposerRuntime } from './types.js';

/**
 * Cells by which the clients' wrap width may fall short of the pane's input width (width minus
 * the prompt prefix). The real captures bound it only loosely (cc-k1-busy: Claude rows of 114
 * cells before 4-letter words, so anywhere in 114..118 of 118; cx-j3: Codex 117..118 of 118), and
 * refusing our own wrapped text would leave a delivery unconfirmed. One wrap width must still
 * explain every row of a reading, so a typed newline far from the edge is never taken for a wrap.
 */
export const WRAP_SLACK: Record<ComposerRuntime, number> = { claude: 4, codex: 2 };

/** Whitespace-stripped characters a literal tail after paste labels must show (see labels + tail). */
const MIN_LITERAL_TAIL = 48;

const normalize = (text: string) => text.replace(/\r\n?/g, '\n');
const newlines = (text: string) => (text.match(/\n/g) ?? []).length;
const stripSpace = (text: string) => text.replace(/\s+/g, '');

/**
 * Rows as a composer shows them versus the text that produced them. A row boundary is allowed
 * only where the text has a newline (trailing spaces before it cannot be seen on screen), where
 * the row is full (a hard wrap inside a word), or at one space before a word that would not have
 * fitted (a word wrap, which consumes that space). Spaces inside rows must match exactly.
 * `columns` is the input width; without it only newlines may separate rows.
 */
export function rowsMatchText(rows: string[], text: string, columns?: number, slack = 0): boolean {
  const t = [...normalize(text)];
  let pos = 0;
  let lo = 0;
  let hi = Infinity;
  for (let i = 0; i < rows.length; i++) {
    const row = [...rows[i]!];
    for (let k = 0; k < row.length; k++) if (t[pos + k] !== row[k]) return false;
    pos += row.length;
    const w = textWidth(rows[i]!);
    lo = Math.max(lo, w);
    if (i === rows.length - 1) break;
    const next = t[pos];
    if (next === undefined) {
      // The text ended exactly at a full row and the caret sits on an empty row below it.
      if (i === rows.length - 2 && rows[i + 1] === '') {
        hi = Math.min(hi, w);
        continue;
      }
      return false;
    }
    if (next === '\n') {
      pos++;
      continue;
    }
    if (next === ' ') {
      let j = pos;
      while (t[j] === ' ') j++;
      if (t[j] === '\n') {
        pos = j + 1;
        continue;
      }
      if (j !== pos + 1 || t[j] === undefined) return false;
      let word = 0;
      for (let k = j; k < t.length && t[k] !== ' ' && t[k] !== '\n'; k++) word += charWidth(t[k]!.codePointAt(0)!);
      hi = Math.min(hi, w + word);
      pos = j;
      continue;
    }
    hi = Math.min(hi, w + charWidth(next.codePointAt(0)!) - 1);
  }
  if (pos !== t.length) return false;
  if (hi === Infinity) return columns === undefined || lo <= columns;
  if (columns === undefined) return false;
  return Math.max(lo, columns - slack) <= Math.min(hi, columns);
}

/**
 * Does a collapsed paste label stand for this text? Claude: `[Pasted text #N +M lines]` with M the
 * number of newlines, or `[Pasted text #N]` for text without one. Codex: `[Pasted Content N chars]`
 * with N the number of characters.
 */
export function pasteLabelMatches(label: string, text: string, runtime: ComposerRuntime): boolean {
  const found = findPasteLabels(label, runtime);
  if (found.length !== 1 || found[0]!.label !== label.trim().replace(/\s+/g, ' ')) return false;
  const t = normalize(text);
  if (t === '') return false;
  return runtime === 'claude' ? newlines(t) === found[0]!.count : [...t].length === found[0]!.count;
}

/**
 * Several labels followed by a literal tail (a large paste the client collapsed in parts). The
 * tail must be long enough to identify the text and be its whitespace-stripped suffix, and the
 * labels together must account for exactly the part of the text before it: Claude counts its
 * newlines, Codex its characters. Labels alone never prove content.
 */
export function labelsAndTailMatch(rows: string[], text: string, runtime: ComposerRuntime): boolean {
  const joined = rows.join('\n');
  const labels = findPasteLabels(joined, runtime);
  if (!labels.length) return false;
  let at = 0;
  for (const l of labels) {
    if (joined.slice(at, l.index).trim() !== '') return false;
    at = l.index + l.length;
  }
  const residual = stripSpace(joined.slice(at));
  if (residual.length < MIN_LITERAL_TAIL) return false;
  const t = normalize(text);
  if (!stripSpace(t).endsWith(residual)) return false;
  let need = residual.length;
  let start = t.length;
  while (need > 0 && start > 0) {
    start--;
    if (!/\s/.test(t[start]!)) need--;
  }
  let from = start;
  while (from > 0 && /\s/.test(t[from - 1]!)) from--;
  const total = labels.reduce((sum, l) => sum + l.count, 0);
  for (let cut = from; cut <= start; cut++) {
    const hidden = t.slice(0, cut);
    if (runtime === 'claude' ? newlines(hidden) === total : [...hidden].length === total) return true;
  }
  return false;
}

export interface OwnershipOptions {
  /** Frame of the empty composer seen before the paste: the staged text must sit in that one. */
  emptyFrame?: string;
  /** Labels seen right after this operation's paste: a different label is someone else's. */
  labelsSeenAfterPaste?: string[];
}

/**
 * True only when the composer holds exactly `text`, caret at its end: the full text with exact
 * spaces (wrapped rows allowed), or one collapsed label whose count matches, or labels plus a
 * literal tail that account for the text. Anything else, including an unknown reading, is false.
 */
export function ownsStagedText(reading: ComposerReading, text: string, opts: OwnershipOptions = {}): boolean {
  if (reading.state !== 'draft' || !reading.cursorAtEnd || reading.runtime === null) return false;
  if (opts.emptyFrame !== undefined && reading.frame !== opts.emptyFrame) return false;
  const runtime = reading.runtime;
  const t = normalize(text);
  if (t === '') return false;
  if (rowsMatchText(reading.rows, t, reading.columns, WRAP_SLACK[runtime])) return true;
  if (!reading.pasteLabels.length) return false;
  const seen = opts.labelsSeenAfterPaste;
  if (seen && !reading.pasteLabels.every((l) => seen.includes(l))) return false;
  if (reading.collapsedPaste) return pasteLabelMatches(reading.pasteLabels[0]!, t, runtime);
  return labelsAndTailMatch(reading.rows, t, runtime);
}
