// Cursor-bound composer reader: a styled snapshot of a pane → empty | draft | unknown.
//
// Rules, in the order they apply:
// - No snapshot, copy mode, impossible geometry or a capture taller than the pane → unknown.
// - Exactly one recognised composer (Claude frame or Codex input with footer, anchored at the
//   bottom of the screen) must hold the caret; none, both runtimes at once, or a caret outside the
//   input → unknown.
// - A suffix from the caret to the end of the input that is non-empty and wholly faint is a
//   display hint (placeholder or autocomplete) and is dropped. Claude draws its own caret as a
//   reverse-video cell; that one cell is ignored when judging faintness. Faint text anywhere
//   else stays authored input.
// - Trailing blanks on the last row are decided by the caret: the row ends exactly where the
//   caret is when only blanks follow it, so typed trailing spaces count and padding does not.
// - empty = one row, nothing on it, caret at the input start. Anything else is a draft, except a
//   numbered body, which is a menu (unknown) unless it is this operation's own text in the
//   composer it saw empty.
import { parseStyledScreen, type Cell } from './sgr.js';
import { findPasteLabels, isKnownPlaceholder, looksNumbered } from './chrome.js';
import { locateComposer, type Located } from './locate.js';
import { rowsMatchText, WRAP_SLACK } from './ownership.js';
import { textWidth } from './width.js';
import type { ComposerReading, ComposerRuntime, ComposerSnapshot, ReadingReason } from './types.js';

export interface ReadOptions {
  /** The seat's runtime; without it both layouts are tried and two matches are ambiguous. */
  runtime?: ComposerRuntime;
  /** This operation's own staged text and the frame of the empty composer it pasted into. */
  owned?: { text: string; frame: string };
}

const RUNTIMES: ComposerRuntime[] = ['claude', 'codex'];
/** When no layout matches, the most specific failure wins. */
const FAILURE_ORDER: ReadingReason[] = ['clipped_input', 'unsupported_layout', 'no_composer'];

const isBlankCell = (c: Cell) => c.ch.trim() === '';

/** A reading that saw no input (unknown readings, and the start of every other). */
export function blankReading(
  state: ComposerReading['state'],
  reason: ReadingReason,
  runtime: ComposerRuntime | null,
): ComposerReading {
  return {
    state,
    reason,
    runtime,
    rows: [],
    suggestion: null,
    pasteLabels: [],
    collapsedPaste: false,
    frame: null,
    numbered: false,
    cursorAtEnd: false,
  };
}

function validGeometry(s: ComposerSnapshot): boolean {
  const { width, height } = s.size;
  const { x, y } = s.cursor;
  const ints = [width, height, x, y].every((n) => Number.isInteger(n));
  return ints && width >= 3 && height >= 1 && x >= 0 && x <= width && y >= 0 && y < height;
}

const rowText = (cells: Cell[]) => cells.map((c) => c.ch).join('');

export function readComposer(snapshot: ComposerSnapshot | null | undefined, opts: ReadOptions = {}): ComposerReading {
  const runtimeHint = opts.runtime ?? null;
  if (!snapshot) return blankReading('unknown', 'no_snapshot', runtimeHint);
  if (snapshot.inMode) return blankReading('unknown', 'copy_mode', runtimeHint);
  if (!validGeometry(snapshot)) return blankReading('unknown', 'bad_geometry', runtimeHint);
  const screen = parseStyledScreen(snapshot.styled);
  if (screen.length > snapshot.size.height || snapshot.cursor.y >= screen.length) {
    return blankReading('unknown', 'incomplete_screen', runtimeHint);
  }
  const text = screen.map((r) => r.text);

  const tried: Located[] = (opts.runtime ? [opts.runtime] : RUNTIMES).map((rt) => locateComposer(text, rt));
  const found = tried.filter((l): l is Extract<Located, { ok: true }> => l.ok).map((l) => l.at);
  if (found.length === 0) {
    const reasons = tried.flatMap((l) => (l.ok ? [] : [l.reason]));
    const reason = FAILURE_ORDER.find((r) => reasons.includes(r)) ?? reasons[0] ?? 'no_composer';
    return blankReading('unknown', reason, runtimeHint);
  }
  if (found.length > 1) return blankReading('unknown', 'ambiguous_composer', runtimeHint);
  const at = found[0]!;
  const runtime = at.runtime;
  const width = snapshot.size.width;
  const frame = JSON.stringify([runtime, at.glyph, at.prefix, width, at.anchor]);
  const columns = width - at.prefix;
  const { x, y } = snapshot.cursor;
  if (y < at.promptRow || y > at.endRow || x < at.prefix) {
    return { ...blankReading('unknown', 'cursor_outside_input', runtime), frame, columns };
  }

  // Input cells per row, columns relative to the input start.
  let input: Cell[][] = [];
  for (let r = at.promptRow; r <= at.endRow; r++) {
    input.push(screen[r]!.cells.filter((c) => c.col >= at.prefix).map((c) => ({ ...c, col: c.col - at.prefix })));
  }
  const ci = y - at.promptRow;
  const cx = x - at.prefix;

  // Display hints: a wholly faint suffix from the caret to the end of the input.
  const suffix = [...input[ci]!.filter((c) => c.col >= cx), ...input.slice(ci + 1).flat()];
  const first = suffix[0];
  const claudeCaret =
    runtime === 'claude' &&
    first !== undefined &&
    first.col === cx &&
    first.reverse &&
    !first.dim &&
    input[ci]!.includes(first);
  const shown = suffix.slice(claudeCaret ? 1 : 0).filter((c) => !isBlankCell(c));
  let suggestion: string | null = null;
  if (shown.length > 0 && shown.every((c) => c.dim)) {
    const hintRows = [input[ci]!.filter((c) => c.col >= cx), ...input.slice(ci + 1)].map(rowText);
    suggestion =
      hintRows
        .map((r) => r.trimEnd())
        .join('\n')
        .trim() || null;
    input = [...input.slice(0, ci), input[ci]!.filter((c) => c.col < cx)];
  }

  // Row text; trailing blanks on the last row decided by the caret, elsewhere padding.
  const last = input.length - 1;
  const rows = input.map((cells, i) => {
    if (i === last && i === ci && cells.filter((c) => c.col >= cx).every(isBlankCell)) {
      const before = rowText(cells.filter((c) => c.col < cx));
      return before + ' '.repeat(Math.max(0, cx - textWidth(before)));
    }
    return rowText(cells).replace(/ +$/, '');
  });

  const labels = findPasteLabels(rows.join('\n'), runtime).map((l) => l.label);
  const numbered = looksNumbered(rows[0] ?? '');
  const cursorAtStart = ci === 0 && cx === 0;
  const cursorAtEnd = ci === rows.length - 1 && cx === textWidth(rows[rows.length - 1] ?? '');
  const reading: ComposerReading = {
    state: 'draft',
    reason: labels.length ? 'pasted_label' : 'typed_text',
    runtime,
    rows,
    suggestion,
    pasteLabels: labels,
    collapsedPaste: rows.length === 1 && labels.length === 1 && rows[0] === labels[0],
    frame,
    numbered,
    cursorAtEnd,
    columns,
  };

  if (rows.length === 1 && rows[0] === '' && cursorAtStart) {
    // The slash-command list never opens over an empty input: not a layout we know.
    if (at.popup) return { ...reading, state: 'unknown', reason: 'unsupported_layout' };
    const reason =
      suggestion === null ? 'empty_composer' : isKnownPlaceholder(suggestion) ? 'placeholder' : 'ghost_suggestion';
    return { ...reading, state: 'empty', reason };
  }
  if (numbered) {
    const owned = opts.owned;
    if (owned && owned.frame === frame && rowsMatchText(rows, owned.text, columns, WRAP_SLACK[runtime])) {
      return { ...reading, reason: 'owned_numbered_text' };
    }
    return { ...reading, state: 'unknown', reason: 'numbered_menu' };
  }
  return reading;
}
