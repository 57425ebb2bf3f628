// A runtime's permission (approval) menu read off the plain screen by its structure, pure: a block
// of numbered rows 1..k at the bottom of the screen, a question above it, and the tool heading the
// runtime draws. Read by structure, not by one version's footer, so a footer reworded in the next
// release does not hide the menu; the tool heading is the one thing matched by words, from the
// table below, because the menu must be tied to the tool the hook recorded.
import type { AgentClient } from '../../seat/runtime.js';

export interface MenuRow {
  /** The number the runtime prints (1-based). */
  n: number;
  /** The row's text, wrapped continuation lines joined with one space; the marker and number removed. */
  label: string;
  /** The runtime's selection marker (❯, ›) stands on this row. */
  selected: boolean;
}

export interface PermissionMenu {
  /** The line that asks (ends with ?), as shown. */
  question: string;
  /** The tool descriptor the screen names (TOOL_HEADINGS), or null when it names none we know. */
  tool: string | null;
  /** The heading or question line the tool came from, for a refusal that says what it saw. */
  toolLine: string | null;
  rows: MenuRow[];
}

/**
 * What each runtime draws above its menu, mapped to the hook's tool_name. Claude titles the box
 * with the tool ("Bash command", cc-e2-permission-menu-bash); Codex asks about a command
 * (cx-e3-approval-menu) and names it Bash in its PermissionRequest (cx-fake-PermissionRequest.01).
 */
export const TOOL_HEADINGS: Readonly<Record<AgentClient, readonly { line: RegExp; tool: string }[]>> = {
  claude: [{ line: /^Bash command$/, tool: 'Bash' }],
  codex: [{ line: /^Would you like to run the following command\?$/, tool: 'Bash' }],
};

/** A numbered row: an optional selection marker, the number, a dot, the label. */
const ROW = /^\s*([❯›>])?\s*(\d{1,2})\.\s+(\S.*)$/u;
/** A prompt or a rule: a composer is on screen below, so the rows are transcript, not a menu. */
const COMPOSER_LINE = /^\s*(?:[❯›>](?:[\u00a0 ]|$)(?!\s*\d{1,2}\.\s)|[─━]{8,})/u;
/** At most this many non-blank lines (footer hints) may follow the rows. */
const MAX_TRAILING_LINES = 2;
/** How far above the first row the question may stand (Codex puts the command and a blank between). */
const QUESTION_REACH = 12;
/** How far above the question the heading may stand (Claude: description, box, command, box). */
const HEADING_REACH = 10;

/**
 * The permission menu at the bottom of a plain capture, or null when the screen shows none: no
 * numbered rows 1..k (k ≥ 2) ending the screen, no question above them, or a composer below them.
 */
export function readPermissionMenu(plain: string, runtime: AgentClient): PermissionMenu | null {
  const lines = plain.split('\n').map((l) => l.replace(/\s+$/u, ''));
  // Find the last numbered row with at most a couple of footer lines (blanks aside) under it.
  let last = -1;
  let trailing = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (ROW.test(lines[i]!)) {
      last = i;
      break;
    }
    if (lines[i] === '') continue;
    if (COMPOSER_LINE.test(lines[i]!) || ++trailing > MAX_TRAILING_LINES) return null;
  }
  if (last < 0) return null;
  // Walk up over the rows (and their wrapped continuations) to row 1.
  const rows: MenuRow[] = [];
  let continuation: string[] = [];
  let first = -1;
  for (let i = last; i >= 0; i--) {
    const line = lines[i]!;
    const m = ROW.exec(line);
    if (m) {
      const label = [m[3]!.trim(), ...continuation].join(' ');
      rows.unshift({ n: Number(m[2]), label, selected: m[1] !== undefined });
      continuation = [];
      if (rows[0]!.n === 1) {
        first = i;
        break;
      }
      continue;
    }
    // A wrapped row continues indented deeper than nothing; a blank or flush line ends the block.
    if (!/^\s{3,}\S/u.test(line)) return null;
    continuation.unshift(line.trim());
  }
  if (first < 0 || rows.length < 2) return null;
  for (const [i, r] of rows.entries()) if (r.n !== i + 1) return null;
  if (rows.filter((r) => r.selected).length > 1) return null;
  const question = questionAbove(lines, first);
  if (question === undefined) return null;
  const heading = headingOf(lines, question.at, runtime);
  return { question: question.text, tool: heading?.tool ?? null, toolLine: heading?.line ?? null, rows };
}

function questionAbove(lines: string[], first: number): { text: string; at: number } | undefined {
  for (let i = first - 1; i >= Math.max(0, first - QUESTION_REACH); i--) {
    const text = lines[i]!.trim();
    if (text.endsWith('?')) return { text, at: i };
    if (ROW.test(lines[i]!)) return undefined;
  }
  return undefined;
}

function headingOf(lines: string[], at: number, runtime: AgentClient): { tool: string; line: string } | undefined {
  for (let i = at; i >= Math.max(0, at - HEADING_REACH); i--) {
    const text = lines[i]!.trim();
    const known = TOOL_HEADINGS[runtime].find((h) => h.line.test(text));
    if (known) return { tool: known.tool, line: text };
  }
  return undefined;
}
