// The client chrome the composer readers recognise: prompt glyphs, Claude Code's rules, the
// slash-command list, menu footers (to refuse), known placeholders and collapsed paste labels.
// Matched against the captures in test/fixtures/captures (Claude Code 2.1.328 and 2.1.332, Codex
// CLI 0.169.0 and 0.171.0). Footer and status rows are deliberately absent: users configure them
// (Claude's statusLine, Codex's `[tui] status_line`) and new versions add items, so the locator
// treats them as free text and anchors on structure (locate.ts).
import type { ComposerRuntime } from './types.js';

export const CLAUDE_GLYPH = '❯';
/** `›` (current Codex) and `»` (some 0.153 builds). */
const CODEX_GLYPHS = ['›', '»'] as const;

const isSpace = (ch: string | undefined) => ch === ' ' || ch === '\u00a0';

export function isBlank(text: string): boolean {
  return text.replace(/[\s\u00a0]/g, '') === '';
}

export function indentOf(text: string): number {
  let n = 0;
  while (text[n] === ' ') n++;
  return n;
}

/**
 * A Claude horizontal rule (`─` repeated, possibly with an inline label such as a seat name:
 * `──── dev@rig ──`). Returns its indentation, or null for anything else.
 */
export function claudeRuleIndent(text: string): number | null {
  const indent = indentOf(text);
  const body = text.slice(indent).trimEnd();
  if (/^[─━═]{6,}$/.test(body) || /^[─━═]{3,} \S(?:.*\S)? [─━═]{2,}$/.test(body)) return indent;
  return null;
}

/** The label inside a rule (`──── dev@rig ──` → `dev@rig`), or ''. */
export function ruleLabel(text: string): string {
  return text.replace(/[─━═]/g, ' ').trim();
}

/**
 * A Claude prompt line at exactly this indentation: the glyph, then end of line or one space,
 * which Claude renders as NBSP. `❯text` with no separator is not a prompt line.
 */
export function isClaudePromptLine(text: string, indent: number): boolean {
  if (indentOf(text) !== indent || text[indent] !== CLAUDE_GLYPH) return false;
  return text.length === indent + 1 || isSpace(text[indent + 1]);
}

/**
 * A row that says a menu or dialog owns the keys (`Enter to confirm · Esc to cancel`, Codex's
 * `enter confirm · esc skip`, `esc close`): a frame above it belongs to that dialog, not to a
 * composer. Only ever used to refuse; a composer is recognised by structure, never by words.
 */
export function isMenuFooter(text: string): boolean {
  return /enter to (?:confirm|select)\b|esc to cancel\b|\besc (?:close|back|dismiss|skip)\b|press enter to (?:confirm|continue|save)\b|\benter confirm\b/i.test(
    text,
  );
}

/** A selection marker on a numbered item (`❯ 1. Yes`, `› 2) No`): a list owns the keys there. */
export function isSelectionRow(text: string): boolean {
  return /^\s*[❯›]\s*\d+[.)]/.test(text);
}

/** A row of the slash-command list Claude opens under the input after `/`. */
export function isClaudeSlashPopupRow(text: string): boolean {
  return /^ {2}(?:❯ | {2})\/\S+(?: {2,}\S.*)?$/.test(text.trimEnd()) || /^ {4}[↑↓] \d+ more$/.test(text.trimEnd());
}

/** A Codex prompt line: the glyph at column 0, then end of line or a space. */
export function codexGlyphOf(text: string): string | null {
  const g = text[0];
  if (g === undefined || !(CODEX_GLYPHS as readonly string[]).includes(g)) return null;
  return text.length === 1 || isSpace(text[1]) ? g : null;
}

/** Placeholders both clients show in an empty composer (faint on screen, plain in `-p`). */
const KNOWN_PLACEHOLDERS = [
  'Ask Codex to do anything',
  'Resend your message to try again',
  'Press up to edit queued messages',
];

export function isKnownPlaceholder(text: string): boolean {
  const s = text.trim();
  return KNOWN_PLACEHOLDERS.includes(s) || /^Try "[^"]+"$/.test(s);
}

/** A numbered choice or numbered body: `1. Yes`, `2) No`, `1.Yes`. */
export function looksNumbered(text: string): boolean {
  return /^\s*\d+[.)]/.test(text);
}

// Paste labels. Inside a label, any whitespace run (a wrapped row joins with a newline) stands
// for one space.
const CLAUDE_LABEL = /\[Pasted\s+text\s+#(\d+)(?:\s+\+(\d+)\s+lines?)?\]/g;
const CODEX_LABEL = /\[Pasted\s+Content\s+(\d+)\s+chars?\]/g;

export interface PasteLabel {
  /** Normalised text: `[Pasted text #3 +39 lines]`, `[Pasted Content 1024 chars]`. */
  label: string;
  runtime: ComposerRuntime;
  /** Claude: newlines in the hidden text (0 when the label has no count). Codex: characters. */
  count: number;
  /** Position in the searched text, and length there (whitespace as found). */
  index: number;
  length: number;
}

/** Paste labels in text, in order. Without a runtime both kinds are found. */
export function findPasteLabels(text: string, runtime?: ComposerRuntime): PasteLabel[] {
  const out: PasteLabel[] = [];
  if (runtime !== 'codex') {
    for (const m of text.matchAll(CLAUDE_LABEL)) {
      const lines = m[2];
      out.push({
        label: m[0].replace(/\s+/g, ' '),
        runtime: 'claude',
        count: lines === undefined ? 0 : Number(lines),
        index: m.index!,
        length: m[0].length,
      });
    }
  }
  if (runtime !== 'claude') {
    for (const m of text.matchAll(CODEX_LABEL)) {
      out.push({
        label: m[0].replace(/\s+/g, ' '),
        runtime: 'codex',
        count: Number(m[1]),
        index: m.index!,
        length: m[0].length,
      });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}
