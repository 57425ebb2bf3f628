// The client chrome the composer readers recognise: prompt glyphs, Claude Code's rules, footers,
// hints and warnings, Codex's status and hint rows, known placeholders and collapsed paste labels.
// Matched against Claude Code 2.1.328 and Codex CLI 0.169.0 as captured in
// test/fixtures/captures; anything not listed here is not chrome, so it cannot anchor a composer.

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

const CLAUDE_MODE_FOOTER = /^(?:-- [A-Z][A-Z -]* -- )?(?:⏵⏵|⏸|⏵)\s+\S/;
const CLAUDE_HINTS = [
  '? for shortcuts',
  'shift+tab to cycle',
  'esc to interrupt',
  'paste again to expand',
  'ctrl+y to paste deleted text',
  'esc again to clear',
  'ctrl+g to edit',
  '· /effort',
  'auto-updating',
  'until auto-compact',
];

/** A line Claude draws below its input: the mode footer, or a row carrying a known hint. */
export function isClaudeFooter(text: string): boolean {
  const s = text.trim();
  if (CLAUDE_MODE_FOOTER.test(s)) return true;
  const lower = s.toLowerCase();
  return CLAUDE_HINTS.some((h) => lower.includes(h));
}

/** Warnings Claude can draw below the frame, under or between the footer rows. */
export function isClaudeWarning(text: string): boolean {
  const s = text.trim();
  return /^[✘⚠]/.test(s)
    || s.startsWith('tmux focus-events off')
    || /^You've used \d+% of your\b/.test(s);
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

/**
 * A Codex footer row: the status line (`<model> <effort> · <cwd>`, older `… · 90% context left`
 * or `… · Context [███ ]`) or the hint row (`? for shortcuts`, `⚠ N warnings · f2 to view`, …).
 */
export function isCodexFooter(text: string): boolean {
  const s = text.trim();
  if (s === '' || codexGlyphOf(text) !== null) return false;
  if (/\d+% context left/i.test(s) || s.includes('Context [')) return true;
  if (/^\S(?:.*\S)? · (?:~|\/)[^·]*$/.test(s)) return true;
  const lower = s.toLowerCase();
  return ['? for shortcuts', 'f2 to view', '← for agents', 'esc to interrupt', 'tab to queue'].some((h) => lower.includes(h));
}

/** The Codex status line (model · cwd), which stays put while the hint row changes. */
export function isCodexStatusLine(text: string): boolean {
  const s = text.trim();
  return /^\S(?:.*\S)? · (?:~|\/)[^·]*$/.test(s) || /\d+% context left/i.test(s) || s.includes('Context [');
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
  runtime: 'claude' | 'codex';
  /** Claude: newlines in the hidden text (0 when the label has no count). Codex: characters. */
  count: number;
  /** Position in the searched text, and length there (whitespace as found). */
  index: number;
  length: number;
}

/** Paste labels in text, in order. Without a runtime both kinds are found. */
export function findPasteLabels(text: string, runtime?: 'claude' | 'codex'): PasteLabel[] {
  const out: PasteLabel[] = [];
  if (runtime !== 'codex') {
    for (const m of text.matchAll(CLAUDE_LABEL)) {
      const lines = m[2];
      out.push({
        label: m[0].replace(/\s+/g, ' '),
        runtime: 'claude', count: lines === undefined ? 0 : Number(lines), index: m.index!, length: m[0].length,
      });
    }
  }
  if (runtime !== 'claude') {
    for (const m of text.matchAll(CODEX_LABEL)) {
      out.push({ label: m[0].replace(/\s+/g, ' '), runtime: 'codex', count: Number(m[1]), index: m.index!, length: m[0].length });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}
