// Finds the one input area a screen can hold, anchored at the bottom of the screen, where the
// client's own chrome sits. Anchoring from the bottom is what keeps a quoted prompt or frame
// inside a multi-line draft (rendered with the continuation indent) from passing as the real
// composer, and what makes a draft whose head scrolled off the screen read as clipped.
//
// Works on plain row text only; styling and the cursor are the reader's business.
import {
  claudeRuleIndent, codexGlyphOf, indentOf, isBlank, isClaudeFooter, isClaudePromptLine, isClaudeSlashPopupRow,
  isClaudeWarning, isCodexFooter, isCodexStatusLine, ruleLabel, CLAUDE_GLYPH,
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
  /** What identifies this composer beyond geometry: Claude's rule label, Codex's status line. */
  anchor: string;
  /** Claude's slash-command list is open under the input (it stands in for the footer). */
  popup: boolean;
}

export type Located = { ok: true; at: ComposerLocation } | { ok: false; reason: ReadingReason };

/** Rows between Claude's closing rule and the bottom of its footer block (statusLine included). */
const CLAUDE_MAX_BELOW = 8;
/** Rows of arbitrary statusLine output allowed in that block. */
const CLAUDE_MAX_STATUS_ROWS = 4;
/** Codex draws at most a status row and a hint row under its input. */
const CODEX_MAX_FOOTER_ROWS = 2;

const fail = (reason: ReadingReason): Located => ({ ok: false, reason });

function lastNonBlank(rows: string[]): number {
  for (let i = rows.length - 1; i >= 0; i--) if (!isBlank(rows[i]!)) return i;
  return -1;
}

/**
 * Claude Code: `❯` + NBSP between two rules of equal indentation, continuation rows indented by
 * two more columns, and under the closing rule a block of known footers, hints and warnings
 * (plus a few rows of statusLine output), or the slash-command list.
 */
function locateClaude(rows: string[]): Located {
  const last = lastNonBlank(rows);
  if (last < 0) return fail('no_composer');
  let i = last;
  let bottom: 'footer' | 'popup' | 'other' | undefined;
  let popupRows = 0;
  let others = 0;
  for (; i >= 0; i--) {
    const t = rows[i]!;
    if (claudeRuleIndent(t) !== null) break;
    if (bottom !== 'popup' && last - i >= CLAUDE_MAX_BELOW) return fail('no_composer');
    if (isBlank(t) || isClaudeWarning(t)) continue;
    const kind = isClaudeFooter(t) ? 'footer' : isClaudeSlashPopupRow(t) ? 'popup' : 'other';
    bottom ??= kind;
    if (kind === 'popup') popupRows++;
    else if (kind === 'other') others++;
    if (bottom === 'popup') {
      if (kind !== 'popup') return fail('no_composer');
    } else if (bottom !== 'footer' || popupRows > 0 || others > CLAUDE_MAX_STATUS_ROWS) {
      return fail('no_composer');
    }
  }
  if (i < 0 || bottom === undefined) return fail('no_composer');
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
          runtime: 'claude', glyph: CLAUDE_GLYPH, promptRow: r, endRow: closeRow - 1, indent, prefix: indent + 2,
          anchor: ruleLabel(above), popup: bottom === 'popup',
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
 * Codex: a `›` line at column 0, continuation rows indented by two, one blank row, then the
 * status and hint rows at the bottom of the screen.
 */
function locateCodex(rows: string[]): Located {
  const last = lastNonBlank(rows);
  if (last < 0) return fail('no_composer');
  let i = last;
  let footerRows = 0;
  let status = '';
  while (i >= 0 && !isBlank(rows[i]!) && isCodexFooter(rows[i]!)) {
    if (isCodexStatusLine(rows[i]!)) status = rows[i]!.trim();
    footerRows++;
    i--;
  }
  if (footerRows === 0 || footerRows > CODEX_MAX_FOOTER_ROWS) return fail('no_composer');
  if (i < 0 || !isBlank(rows[i]!)) return fail('no_composer');
  const sep = i;
  for (let r = sep - 1; r >= 0; r--) {
    const t = rows[r]!;
    const glyph = codexGlyphOf(t);
    if (glyph !== null) {
      return {
        ok: true,
        at: { runtime: 'codex', glyph, promptRow: r, endRow: sep - 1, indent: 0, prefix: 2, anchor: status, popup: false },
      };
    }
    if (isBlank(t) || (indentOf(t) >= 2)) continue;
    return fail('unsupported_layout');
  }
  return fail(sep > 0 && lastNonBlank(rows.slice(0, sep)) >= 0 ? 'clipped_input' : 'no_composer');
}

export function locateComposer(rows: string[], runtime: ComposerRuntime): Located {
  return runtime === 'claude' ? locateClaude(rows) : locateCodex(rows);
}
