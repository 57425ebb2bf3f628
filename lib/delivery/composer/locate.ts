// Finds the one input area a screen can hold, anchored at the bottom of the screen, where the
// client's own chrome sits. Anchoring from the bottom is what keeps a quoted prompt or frame
// inside a multi-line draft (rendered with the continuation indent) from passing as the real
// composer, and what makes a draft whose head scrolled off the screen read as clipped.
//
// Frames are recognised by STRUCTURE, never by the words of a footer: users configure those rows
// (Claude's statusLine, Codex's `[tui] status_line`) and new versions add to them (Codex 0.171.0
// appends the thread title, which wraps at 80 columns). The rows under the input are a bounded
// block of free text; the only words looked at are a menu's, to refuse a dialog's frame.
//
// Works on plain row text only; styling and the cursor are the reader's business (it requires
// the caret inside the located input, which is what finally tells a composer from a look-alike).
import {
  claudeRuleIndent,
  codexGlyphOf,
  indentOf,
  isBlank,
  isClaudePromptLine,
  isClaudeSlashPopupRow,
  isMenuFooter,
  isSelectionRow,
  ruleLabel,
  CLAUDE_GLYPH,
} from './chrome.js';
import type { ComposerRuntime, ReadingReason } from './types.js';

export interface ComposerLocation {
  runtime: ComposerRuntime;
  glyph: string;
  /** Row of the prompt glyph. */
  promptRow: number;
  /** Last input row (inclusive). */
  endRow: number;
  /** Columns before the glyph. */
  indent: number;
  /** Columns before input text on every input row (indent + glyph + separator). */
  prefix: number;
  /** What identifies this composer beyond geometry: Claude's rule label (Codex has none). */
  anchor: string;
  /** Claude's slash-command list is open under the input (it stands in for the footer). */
  popup: boolean;
}

export type Located = { ok: true; at: ComposerLocation } | { ok: false; reason: ReadingReason };

/** Rows between Claude's closing rule and the last row of its footer block (statusLine included). */
const CLAUDE_MAX_BELOW = 8;
/** Rows of Codex's footer block: a status line that may wrap, and the hint row. */
const CODEX_MAX_FOOTER_ROWS = 4;

const fail = (reason: ReadingReason): Located => ({ ok: false, reason });

function lastNonBlank(rows: string[]): number {
  for (let i = rows.length - 1; i >= 0; i--) if (!isBlank(rows[i]!)) return i;
  return -1;
}

/**
 * Claude Code: `❯` + NBSP between two rules of equal indentation, continuation rows indented by
 * two more columns, and under the closing rule either a bounded block of one or more rows of any
 * text (mode footer, hints, warnings, statusLine output) or the slash-command list. A block that
 * carries a menu's footer or a selection marker belongs to a dialog.
 */
function locateClaude(rows: string[]): Located {
  const last = lastNonBlank(rows);
  if (last < 0) return fail('no_composer');
  const popupAtBottom = isClaudeSlashPopupRow(rows[last]!);
  let i = last;
  for (; i >= 0; i--) {
    const t = rows[i]!;
    if (claudeRuleIndent(t) !== null) break;
    if (isBlank(t)) continue;
    if (popupAtBottom) {
      if (!isClaudeSlashPopupRow(t)) return fail('no_composer');
      continue;
    }
    if (last - i >= CLAUDE_MAX_BELOW || isClaudeSlashPopupRow(t) || isMenuFooter(t) || isSelectionRow(t))
      return fail('no_composer');
  }
  // The closing rule is the bottom row: there is no footer block, so no frame we know.
  if (i < 0 || i === last) return fail('no_composer');
  const closeRow = i;
  const indent = claudeRuleIndent(rows[closeRow]!)!;
  const contIndent = ' '.repeat(indent + 2);
  for (let r = closeRow - 1; r >= 0; r--) {
    const t = rows[r]!;
    if (isClaudePromptLine(t, indent)) {
      const above = r > 0 ? rows[r - 1]! : undefined;
      if (above === undefined || claudeRuleIndent(above) !== indent) return fail('unsupported_layout');
      return {
        ok: true,
        at: {
          runtime: 'claude',
          glyph: CLAUDE_GLYPH,
          promptRow: r,
          endRow: closeRow - 1,
          indent,
          prefix: indent + 2,
          anchor: ruleLabel(above),
          popup: popupAtBottom,
        },
      };
    }
    if (isBlank(t) || t.startsWith(contIndent)) continue;
    return fail('unsupported_layout');
  }
  // Input rows run off the top of the screen: the head of the draft is not visible.
  return fail(closeRow > 0 ? 'clipped_input' : 'no_composer');
}

/**
 * Codex: a `›` row at column 0, continuation rows indented by two, one blank row, then at the
 * bottom of the screen a footer block of one to a few indented rows of free text (status line,
 * possibly wrapped, and hint row). A footer that is a menu's (`Press enter to confirm`) means
 * the `›` marks a selected item, not the input.
 */
function locateCodex(rows: string[]): Located {
  const last = lastNonBlank(rows);
  if (last < 0) return fail('no_composer');
  let i = last;
  let footerRows = 0;
  for (; i >= 0 && !isBlank(rows[i]!); i--) {
    const t = rows[i]!;
    // Codex indents its footer rows (a wrapped status line too) by two; a `›` row is not footer.
    if (indentOf(t) < 2 || isMenuFooter(t) || ++footerRows > CODEX_MAX_FOOTER_ROWS) return fail('no_composer');
  }
  if (i < 0) return fail('no_composer');
  const sep = i;
  for (let r = sep - 1; r >= 0; r--) {
    const t = rows[r]!;
    const glyph = codexGlyphOf(t);
    if (glyph !== null) {
      return {
        ok: true,
        // The footer is free text that changes (a title appears, a user's items update), so it
        // cannot identify the composer: glyph, prefix and width do.
        at: { runtime: 'codex', glyph, promptRow: r, endRow: sep - 1, indent: 0, prefix: 2, anchor: '', popup: false },
      };
    }
    if (isBlank(t) || indentOf(t) >= 2) continue;
    return fail('unsupported_layout');
  }
  return fail(sep > 0 && lastNonBlank(rows.slice(0, sep)) >= 0 ? 'clipped_input' : 'no_composer');
}

export function locateComposer(rows: string[], runtime: ComposerRuntime): Located {
  return runtime === 'claude' ? locateClaude(rows) : locateCodex(rows);
}
