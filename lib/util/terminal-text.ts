// Text from files, panes or other seats may carry control sequences; escape them before a
// terminal sees them, so recorded data can never move the cursor, retitle a window or hide text.

// C0 controls except TAB and LF, DEL, C1 controls, and the invisible format/separator characters
// that reorder or hide text (bidi overrides, isolates, zero-width joiners, line/para separators).
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

// Every control (Cc, TAB and LF included), format character (Cf: bidi marks and overrides,
// zero-width characters, soft hyphen, tag characters, …), line and paragraph separator (Zl, Zp),
// space other than U+0020 (Zs: no-break, en/em, ideographic, …) and lone surrogate (Cs). For one
// recorded string shown on one line: nothing in it can break the line, hide or reorder text, or
// pass for a plain space. Built on first use: the hooks that load this module rarely print.
let nonprinting: RegExp | undefined;
// The same set inside JSON text: LF and U+0020 are JSON's own layout there (inside strings
// JSON.stringify already escapes LF and every other C0 control).
let nonprintingInJson: RegExp | undefined;

function hex(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

function visible(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  return code > 0xffff ? `\\u{${code.toString(16)}}` : hex(ch);
}

function jsonUnits(ch: string): string {
  let out = '';
  for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}

/** For human output: every unsafe character becomes a visible `\xNN` / `\uNNNN` escape. */
export function escapeForTerminal(text: string): string {
  return text.replace(UNSAFE, hex);
}

/**
 * One recorded string for a single line of human output: every control (TAB and LF too), format,
 * separator and non-U+0020 space character becomes a visible `\xNN`, `\uNNNN` or `\u{NNNNN}`.
 * Backslashes are left as they are (rule contents and paths carry them).
 */
export function escapeRecordedText(text: string): string {
  return text.replace((nonprinting ??= /(?! )[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}\p{Cs}]/gu), visible);
}

/**
 * JSON for a terminal: standard JSON (indent 2; 0 for one line, as NDJSON wants), with every control, format and separator
 * character and every space other than U+0020 written as `\uXXXX` (an astral one as its surrogate
 * pair), so JSON.parse gives back exactly the same values while the terminal sees only escapes.
 */
export function jsonForTerminal(value: unknown, indent = 2): string {
  return JSON.stringify(value, null, indent).replace(
    (nonprintingInJson ??= /(?![\n ])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}\p{Cs}]/gu),
    jsonUnits,
  );
}
