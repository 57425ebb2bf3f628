// Styled screen text (tmux `capture-pane -p -e`) → rows of cells carrying the two attributes the
// composer readers act on: faint (SGR 2, how both clients draw placeholders and ghost
// suggestions) and reverse video (SGR 7, how Claude Code draws its own cursor cell).
//
// tmux writes SGR changes relative to the previous cell, across line ends too, so the state is
// carried from row to row. Every doubt resolves to "not faint": faint is the one attribute that
// lets visible text be discounted, so it must be proven, never guessed.
import { charWidth } from './width.js';

export interface SgrState {
  dim: boolean;
  reverse: boolean;
}

export interface Cell {
  /** The character in this cell, with any zero-width marks that follow it. */
  ch: string;
  /** First column (0-based) of the cell. */
  col: number;
  /** 1, or 2 for a wide character. */
  width: number;
  dim: boolean;
  reverse: boolean;
}

export interface ScreenRow {
  cells: Cell[];
  /** The row's characters as plain text (what `capture-pane -p` would show). */
  text: string;
}

const RESET: SgrState = { dim: false, reverse: false };

/**
 * Applies one SGR parameter string (what sits between `ESC[` and `m`) to a state.
 * - `2` sets faint; `0`, `22` and an empty parameter clear it.
 * - `38`/`48`/`58` take their operands with them (`5;n` or `2;r;g;b`), so a colour value of 2 is
 *   never read as faint. Colon forms (`38:2::r:g:b`) are one parameter and change nothing here.
 * - An extended colour that is cut short, has an unknown mode, or is followed by more parameters
 *   after `2;r;g;b` (which could be the colour-space form `2;cs;r;g;b`) makes the sequence
 *   ambiguous: faint is cleared, because an ambiguous sequence proves nothing.
 */
export function applySgr(state: SgrState, params: string): SgrState {
  let { dim, reverse } = state;
  const list = params.split(';');
  for (let i = 0; i < list.length; i++) {
    const p = list[i]!;
    if (p.includes(':')) continue;
    if (!/^\d*$/.test(p)) {
      dim = false;
      break;
    }
    const n = p === '' ? 0 : Number(p);
    if (n === 0) {
      dim = false;
      reverse = false;
    } else if (n === 2) dim = true;
    else if (n === 22) dim = false;
    else if (n === 7) reverse = true;
    else if (n === 27) reverse = false;
    else if (n === 38 || n === 48 || n === 58) {
      const mode = list[i + 1];
      if (mode === '5' && i + 2 < list.length) {
        i += 2;
      } else if (mode === '2' && i + 4 < list.length) {
        i += 4;
        if (i + 1 < list.length) {
          dim = false;
          break;
        }
      } else {
        dim = false;
        break;
      }
    }
  }
  return { dim, reverse };
}

/** True when the given SGR parameter string leaves text faint (from a plain starting state). */
export function sgrIsDim(params: string, from: SgrState = RESET): boolean {
  return applySgr(from, params).dim;
}

/** Removes every escape sequence, leaving the plain text. */
export function stripEscapes(styled: string): string {
  return parseStyledScreen(styled)
    .map((r) => r.text)
    .join('\n');
}

/**
 * Parses a styled capture into rows. A trailing newline does not make an extra row. Escape
 * sequences other than SGR (OSC hyperlinks, charset switches, other CSI) are skipped.
 */
export function parseStyledScreen(styled: string): ScreenRow[] {
  const rows: ScreenRow[] = [];
  let cells: Cell[] = [];
  let col = 0;
  let state: SgrState = RESET;
  const endRow = () => {
    rows.push({ cells, text: cells.map((c) => c.ch).join('') });
    cells = [];
    col = 0;
  };
  const s = styled;
  let i = 0;
  while (i < s.length) {
    const ch = s[i]!;
    if (ch === '\x1b') {
      const next = s[i + 1];
      if (next === '[') {
        let j = i + 2;
        while (j < s.length && s.charCodeAt(j) >= 0x30 && s.charCodeAt(j) <= 0x3f) j++;
        const params = s.slice(i + 2, j);
        while (j < s.length && s.charCodeAt(j) >= 0x20 && s.charCodeAt(j) <= 0x2f) j++;
        const final = s[j];
        if (final === 'm' && !/[<=>?]/.test(params)) state = applySgr(state, params);
        i = j + 1;
        continue;
      }
      if (next === ']' || next === 'P' || next === '_' || next === '^' || next === 'X') {
        // String sequences end with BEL or ST (ESC \).
        let j = i + 2;
        while (j < s.length && s[j] !== '\x07' && !(s[j] === '\x1b' && s[j + 1] === '\\')) j++;
        i = s[j] === '\x07' ? j + 1 : j + 2;
        continue;
      }
      if (next === '(' || next === ')' || next === '*' || next === '+' || next === '#') {
        i += 3;
        continue;
      }
      i += 2;
      continue;
    }
    if (ch === '\n') {
      endRow();
      i++;
      continue;
    }
    const cp = s.codePointAt(i)!;
    const text = String.fromCodePoint(cp);
    i += text.length;
    if (ch === '\t') {
      const to = (Math.floor(col / 8) + 1) * 8;
      while (col < to) {
        cells.push({ ch: ' ', col, width: 1, dim: state.dim, reverse: state.reverse });
        col++;
      }
      continue;
    }
    const w = charWidth(cp);
    if (w === 0) {
      // Controls are dropped; zero-width marks join the cell before them.
      if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) continue;
      const prev = cells[cells.length - 1];
      if (prev) prev.ch += text;
      continue;
    }
    cells.push({ ch: text, col, width: w, dim: state.dim, reverse: state.reverse });
    col += w;
  }
  // A final row without its newline still counts; escapes alone after the last newline do not.
  if (cells.length) endRow();
  return rows;
}
