// The scripted composer's screen model (pure): its state → the rows of the terminal and where the
// caret sits, drawn as the real clients draw them (the Claude Code frame with its rules, or the
// Codex prompt above its footer; each one's menu and busy look), and the repaint of only the rows
// that changed. composer.ts writes what this returns.
import type { ComposerLook, ComposerState, Token } from './composer-state.js';

const ESC = '\x1b';
const NBSP = '\u00a0';
const DIM = `${ESC}[2m`;
const REV = `${ESC}[7m`;
const RESET = `${ESC}[0m`;
const RULE_SGR = `${ESC}[38;5;244m`;
const GREY = `${ESC}[38;5;246m`;
const GHOST = 'run the tests again';

/** What a frame is drawn from: the state, whether the busy row shows now, and the fixed texts. */
export interface ScreenView {
  runtime: ComposerLook;
  state: Pick<ComposerState, 'tokens' | 'cursor' | 'ghost' | 'menu' | 'menuCommand' | 'history'>;
  busy: boolean;
  /** The first history row. */
  title: string;
  /** The empty composer's dim text ('' for none). */
  placeholder: string;
}

export interface Frame {
  lines: string[];
  cursorAt: { x: number; y: number };
  hideCursor: boolean;
}

/** The empty composer's text as each client shows it ('' with --no-placeholder). */
export function placeholderFor(runtime: ComposerLook, shown: boolean): string {
  if (!shown) return '';
  return runtime === 'codex' ? 'Ask Codex to do anything' : 'Try "refactor the parser"';
}

/** Terminal cells of one character: 2 for the wide East Asian ranges the clients draw wide. */
export function charWidth(ch: string): number {
  const c = ch.codePointAt(0) ?? 0;
  if (
    (c >= 0x1100 && c <= 0x115f) ||
    (c >= 0x2e80 && c <= 0xa4cf) ||
    (c >= 0xac00 && c <= 0xd7a3) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xfe30 && c <= 0xfe4f) ||
    (c >= 0xff00 && c <= 0xff60) ||
    (c >= 0xffe0 && c <= 0xffe6)
  )
    return 2;
  return 1;
}

/**
 * Lays the tokens out in rows of `cols` cells as the real clients do (cx-j3, cc-k1-busy): a word
 * that does not fit the rest of a row starts the next one, and the space before it stays at the
 * end of the row it ends (blank, or not drawn when the row is full), never at the head of the
 * next; only a word longer than a row is cut where the row is full. A newline starts a row.
 * Returns styled rows and the cursor's row and column inside the input area. Pure: the
 * composer's wrap decision, table-tested in test/demo/composer-layout.test.ts.
 */
export function layoutInput(tokens: readonly Token[], cursor: number, cols: number, withCursorCell: boolean) {
  // Display cells: a label is shown character by character but moves and deletes as one token.
  const cells: { ch: string; width: number }[] = [];
  let cursorCell = -1;
  tokens.forEach((t, i) => {
    if (i === cursor) cursorCell = cells.length;
    for (const ch of t.label ?? t.text) cells.push({ ch, width: ch === '\n' ? 0 : charWidth(ch) });
  });
  if (cursorCell < 0) cursorCell = cells.length;
  const isSpace = (i: number) => cells[i]?.ch === ' ';
  /** Cells of the word starting at i (up to a space, a newline or the end). */
  const wordWidth = (i: number) => {
    let w = 0;
    for (let k = i; k < cells.length && !isSpace(k) && cells[k]!.ch !== '\n'; k++) w += cells[k]!.width;
    return w;
  };
  const rows = [''];
  let col = 0;
  let cur = { row: 0, col: 0 };
  const add = (s: string) => {
    rows[rows.length - 1] += s;
  };
  const newRow = () => {
    rows.push('');
    col = 0;
  };
  for (let i = 0; i <= cells.length; i++) {
    const cell = cells[i];
    if (cell && cell.ch !== '\n' && cell.ch !== ' ') {
      const wordStart = i === 0 || isSpace(i - 1) || cells[i - 1]!.ch === '\n';
      const w = wordStart ? wordWidth(i) : cell.width;
      // A word that fits a row but not the rest of this one moves down; one longer than a row
      // is cut at the edge.
      if (col > 0 && col + w > cols && (!wordStart || w <= cols || col + cell.width > cols)) newRow();
    }
    // A space with no room left on the row is the break itself: not drawn (a caret on it shows
    // at the start of the next row).
    if (cell?.ch === ' ' && col + 1 > cols) {
      if (i === cursorCell) {
        newRow();
        cur = { row: rows.length - 1, col };
      }
      continue;
    }
    if (!cell && col >= cols) newRow();
    if (i === cursorCell) cur = { row: rows.length - 1, col };
    if (!cell) {
      if (i === cursorCell && withCursorCell) add(`${REV} ${RESET}`);
      break;
    }
    if (cell.ch === '\n') {
      if (i === cursorCell && withCursorCell) add(`${REV} ${RESET}`);
      newRow();
      continue;
    }
    add(i === cursorCell && withCursorCell ? `${REV}${cell.ch}${RESET}` : cell.ch);
    col += cell.width;
  }
  return { rows, cur };
}

/** The whole screen, `width` × `height`, in the look of the runtime. */
export function frameOf(v: ScreenView, width: number, height: number): Frame {
  return v.runtime === 'codex' ? codexFrame(v, width, height) : claudeFrame(v, width, height);
}

function claudeFrame(v: ScreenView, width: number, height: number): Frame {
  const { tokens, cursor, ghost, menu, menuCommand, history } = v.state;
  const lines: string[] = [];
  const rule = `${RULE_SGR}${'─'.repeat(width)}${RESET}`;
  const { rows, cur } = layoutInput(tokens, cursor, width - 2, true);
  let emptyHint = '';
  if (tokens.length === 0) {
    const shown = ghost ? GHOST : v.placeholder;
    emptyHint = shown ? `${REV}${shown[0]}${RESET}${DIM}${shown.slice(1)}${RESET}` : `${REV} ${RESET}`;
  }
  const inputRows = tokens.length === 0 ? [emptyHint] : rows;
  const menuRows = [
    rule,
    ` ${ESC}[1mBash command${RESET}`,
    `${RULE_SGR}${'╌'.repeat(width)}${RESET}`,
    ` ${menuCommand}`,
    `${RULE_SGR}${'╌'.repeat(width)}${RESET}`,
    ' Do you want to proceed?',
    ' ❯ 1. Yes',
    '   2. No',
    '',
    `${GREY} Esc to cancel · Tab to amend${RESET}`,
  ];
  const composerHeight = menu ? menuRows.length : inputRows.length + 3 + (v.busy ? 2 : 0);
  const room = Math.max(0, height - composerHeight - 1);
  const hist = [v.title, '', ...history];
  lines.push(...hist.slice(Math.max(0, hist.length - room)));
  if (menu) {
    // Claude Code's permission menu (cc-2.1.332-approval-menu): it replaces the input frame.
    lines.push(...menuRows);
    // Claude parks its hidden caret at the question row.
    const question = lines.length - menuRows.length + 5;
    return { lines, cursorAt: { x: 1, y: Math.min(height - 1, question) }, hideCursor: true };
  }
  // Busy as Claude shows it (cc-<version>-busy): a live status row above, the hint in the footer.
  if (v.busy) lines.push(`${ESC}[38;5;174m✢${RESET} Working…`, '');
  const top = lines.length;
  lines.push(rule);
  for (const [i, r] of inputRows.entries()) lines.push(i === 0 ? `❯${NBSP}${r}` : `  ${r}`);
  lines.push(rule);
  lines.push(`  ${GREY}${v.busy ? 'esc to interrupt' : '? for shortcuts'}${RESET}`);
  const y = top + 1 + (tokens.length === 0 ? 0 : cur.row);
  const x = 2 + (tokens.length === 0 ? 0 : cur.col);
  return { lines, cursorAt: { x, y }, hideCursor: true };
}

function codexFrame(v: ScreenView, width: number, height: number): Frame {
  const { tokens, cursor, menu, menuCommand, history } = v.state;
  const { rows, cur } = layoutInput(tokens, cursor, width - 2, false);
  const inputRows = tokens.length === 0 ? [v.placeholder ? `${DIM}${v.placeholder}${RESET}` : ''] : rows;
  const body: string[] = [];
  if (menu) {
    // Codex's approval menu (cx-0.171.0-approval-menu): it replaces the input and the status
    // footer, and its own last row says a menu owns the keys.
    body.push(
      `  ${ESC}[1mWould you like to run the following command?${RESET}`,
      '',
      `  $ ${menuCommand}`,
      '',
      '',
      `${ESC}[1;7m› 1. Yes, proceed (y)${RESET}`,
      `  2. Yes, and don't ask again for commands that start with \`${menuCommand}\` (p)`,
      `  3. No, and tell Codex what to do differently (${ESC}[1mesc${RESET})`,
      '',
      `  ${DIM}Press ${RESET}${ESC}[1menter${RESET}${DIM} to confirm or ${RESET}${ESC}[1mesc${RESET}${DIM} to cancel${RESET}`,
    );
  } else {
    if (v.busy) body.push('• Working (5s • esc to interrupt)', '');
    for (const [i, r] of inputRows.entries()) body.push(i === 0 ? `${ESC}[1m›${RESET} ${r}` : `  ${r}`);
  }
  const footer = menu
    ? []
    : [
        '',
        `  ${ESC}[38;5;223mfixture default${RESET} · ${ESC}[38;5;151m/tmp${RESET}`,
        tokens.length === 0
          ? `  ${GREY}? for shortcuts${RESET}`
          : `${' '.repeat(Math.max(0, width - 28))}⚠ 1 warning · f2 to view`,
      ];
  const room = Math.max(0, height - body.length - footer.length);
  const hist = [v.title, '', ...history];
  const top = hist.slice(Math.max(0, hist.length - room));
  while (top.length < room) top.push('');
  const lines = [...top, ...body, ...footer];
  const promptRow = top.length + (v.busy ? 2 : 0);
  const cursorAt = menu ? { x: width - 1, y: height - 1 } : { x: 2 + cur.col, y: promptRow + cur.row };
  return { lines, cursorAt, hideCursor: menu };
}

/**
 * The bytes that bring a screen showing `previous` to `frame`: each changed row repainted in place
 * (so a capture between writes sees whole rows), `full` clearing first, then the caret placed.
 * Returns the rows now on screen beside the bytes.
 */
export function repaint(
  previous: readonly string[],
  frame: Frame,
  height: number,
  full: boolean,
): { out: string; shown: string[] } {
  const lines = frame.lines.slice(0, height);
  while (lines.length < height) lines.push('');
  let out = frame.hideCursor ? `${ESC}[?25l` : `${ESC}[?25h`;
  let before = previous;
  if (full) {
    out += `${ESC}[2J`;
    before = [];
  }
  for (let y = 0; y < height; y++) {
    if (before[y] === lines[y]) continue;
    out += `${ESC}[${y + 1};1H${RESET}${ESC}[2K${lines[y]}${RESET}`;
  }
  out += `${ESC}[${frame.cursorAt.y + 1};${frame.cursorAt.x + 1}H`;
  return { out, shown: lines };
}
