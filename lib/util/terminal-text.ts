// Text from files, panes or other seats may carry control sequences; escape them before a
// terminal sees them, so recorded data can never move the cursor, retitle a window or hide text.

// C0 controls except TAB and LF, DEL, C1 controls, and the invisible format/separator characters
// that reorder or hide text (bidi overrides, isolates, zero-width joiners, line/para separators).
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

function hex(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** For human output: every unsafe character becomes a visible `\xNN` / `\uNNNN` escape. */
export function escapeForTerminal(text: string): string {
  return text.replace(UNSAFE, hex);
}

/** JSON for a terminal: standard JSON, with the characters JSON.stringify leaves raw escaped too. */
export function jsonForTerminal(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /[\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g,
    (ch) => `\\u${(ch.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );
}
