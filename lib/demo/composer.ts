// A deterministic editable terminal composer: raw mode, bracketed paste, a framed (Claude-like) or
// footer-anchored (Codex-like) input, its own cursor cell, dim placeholder / ghost suggestion,
// paste labels, and the early-Enter rule both real clients share (an Enter right after a fast typed
// burst becomes a newline). It is the screen of `rig demo`'s scripted agent (lib/demo/agent.ts) and,
// run as `demo-agent composer …`, the stand-in for Claude Code or Codex in the real-tmux tests
// (test/fixtures/scripted-composer.mjs runs it). It is not an agent client: it only looks like one.
//
// CLI: composer <claude|codex> <state-file> [options]
//   --burst-window MS     Enter this soon after a typed burst inserts a newline (default 120)
//   --burst-min N         printable characters that make a burst (default 3)
//   --no-placeholder      show nothing in the empty composer (Claude's first-run look)
//   --collapse-lines N    Claude: a paste with at least N newlines becomes a label (default 10)
//   --collapse-chars N    a paste longer than N characters becomes a label (default 1000)
//   --busy-after-submit MS  show a working row for MS after each submission
//   --clear-after-submit MS  a loaded client: a submission is recorded at once, but the input
//                         stays on screen for MS before it clears
//
// Keys: CR submits (or inserts a newline inside the burst window), LF (C-j) inserts a newline,
// DEL/BS deletes back, C-u clears, C-a/C-e home/end, ←/→ move, C-t toggles a dim ghost suggestion,
// C-o toggles the client's approval menu (digits answer it, Esc cancels), C-b toggles a working row.
// With a state file, after every input chunk it writes {input, submissions, ...} atomically there.
import { renameSync, writeFileSync } from 'node:fs';

export type ComposerLook = 'claude' | 'codex';

export interface ComposerOptions {
  runtime: ComposerLook;
  stateFile?: string;
  burstWindowMs: number;
  burstMin: number;
  collapseLines: number;
  collapseChars: number;
  busyAfterSubmitMs: number;
  clearAfterSubmitMs: number;
  placeholder: boolean;
  /** The first history row (the fixture's is ` fixture composer (claude)`). */
  title: string;
  /** Called with each submitted text, after it is recorded. */
  onSubmit?: (text: string) => void;
  /** Called with a menu answer (a digit) or 0 for Esc. */
  onMenuAnswer?: (answer: number) => void;
}

export interface Composer {
  /** Appends rows to the transcript above the input. */
  print(...lines: string[]): void;
  /** Shows or hides the working row (`esc to interrupt`). */
  setBusy(on: boolean): void;
  /** Opens the permission menu for this command, drawn as the client draws it; the answer goes to onMenuAnswer. */
  openMenu(command: string): void;
}

const ESC = '\x1b';
const NBSP = '\u00a0';
const DIM = `${ESC}[2m`;
const REV = `${ESC}[7m`;
const RESET = `${ESC}[0m`;
const RULE_SGR = `${ESC}[38;5;244m`;
const GREY = `${ESC}[38;5;246m`;
const GHOST = 'run the tests again';
/** The command a menu opened with C-o asks about (the agent names its own tool call). */
const SAMPLE_COMMAND = 'npm test';
const BURST_GAP_MS = 8;

export interface Token {
  text: string;
  label?: string;
}

export function parseComposerArgs(argv: string[]): ComposerOptions | undefined {
  const [runtimeArg, stateFile, ...rest] = argv;
  if (!stateFile) return undefined;
  const runtime: ComposerLook = runtimeArg === 'codex' ? 'codex' : 'claude';
  const opt = (name: string, fallback: number) => {
    const i = rest.indexOf(name);
    return i >= 0 && rest[i + 1] !== undefined ? Number(rest[i + 1]) : fallback;
  };
  return {
    runtime,
    stateFile,
    burstWindowMs: opt('--burst-window', 120),
    burstMin: opt('--burst-min', 3),
    collapseLines: opt('--collapse-lines', 10),
    collapseChars: opt('--collapse-chars', 1000),
    busyAfterSubmitMs: opt('--busy-after-submit', 0),
    clearAfterSubmitMs: opt('--clear-after-submit', 0),
    placeholder: !rest.includes('--no-placeholder'),
    title: ` fixture composer (${runtime})`,
  };
}

function charWidth(ch: string): number {
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

export function startComposer(o: ComposerOptions): Composer {
  const runtime = o.runtime;
  const PLACEHOLDER = !o.placeholder
    ? ''
    : runtime === 'codex'
      ? 'Ask Codex to do anything'
      : 'Try "refactor the parser"';

  // ---- model -----------------------------------------------------------------------------------
  /** Tokens: one per typed character, or one atomic token for a collapsed paste. */
  let tokens: Token[] = [];
  let cursor = 0;
  const submissions: string[] = [];
  const history: string[] = [];
  let ghost = false;
  let menu = false;
  let menuCommand = SAMPLE_COMMAND;
  const menuAnswers: number[] = [];
  let busyUntil = 0;
  let busyToggle = false;
  let pasteCount = 0;
  let keys = 0;
  let lastPrintableAt = -Infinity;
  let burstChars = 0;
  let burstUntil = -Infinity;

  const inputText = () => tokens.map((t) => t.text).join('');

  function insertText(text: string) {
    const chars = [...text].map((ch) => ({ text: ch }));
    tokens.splice(cursor, 0, ...chars);
    cursor += chars.length;
  }

  function insertPaste(text: string) {
    const newlines = (text.match(/\n/g) ?? []).length;
    const collapse =
      runtime === 'codex'
        ? text.length > o.collapseChars
        : newlines >= o.collapseLines || text.length > o.collapseChars;
    if (!collapse) {
      insertText(text);
      return;
    }
    pasteCount += 1;
    const label =
      runtime === 'codex'
        ? `[Pasted Content ${text.length} chars]`
        : newlines > 0
          ? `[Pasted text #${pasteCount} +${newlines} lines]`
          : `[Pasted text #${pasteCount}]`;
    tokens.splice(cursor, 0, { text, label });
    cursor += 1;
  }

  function submit() {
    const text = inputText();
    if (text.trim() === '') return;
    submissions.push(text);
    if (o.busyAfterSubmitMs > 0) busyUntil = Date.now() + o.busyAfterSubmitMs;
    const clear = () => {
      for (const line of text.split('\n')) history.push(`> ${line}`);
      history.push('');
      tokens = [];
      cursor = 0;
    };
    if (o.clearAfterSubmitMs > 0) {
      setTimeout(() => {
        clear();
        render();
        saveState();
      }, o.clearAfterSubmitMs);
    } else {
      clear();
    }
    // After this keystroke's repaint, so the submission shows before whatever the callback does.
    if (o.onSubmit) setImmediate(o.onSubmit, text);
  }

  // ---- input -----------------------------------------------------------------------------------
  let pending = '';
  let inPaste = false;
  let pasteBuf = '';
  let escTimer: NodeJS.Timeout | undefined;

  function handleKey(key: string, now: number, chunkPrintables: number) {
    if (menu) {
      if (/^[1-9]$/.test(key)) {
        menuAnswers.push(Number(key));
        menu = false;
        if (o.onMenuAnswer) setImmediate(o.onMenuAnswer, Number(key));
      } else if (key === ESC) {
        menu = false;
        if (o.onMenuAnswer) setImmediate(o.onMenuAnswer, 0);
      }
      return;
    }
    switch (key) {
      case '\r':
        // The early-Enter rule: an Enter that follows a fast typed burst is taken as part of it.
        if (now <= burstUntil) insertText('\n');
        else submit();
        return;
      case '\n':
        insertText('\n');
        return;
      case '\x7f':
      case '\x08':
        if (cursor > 0) {
          tokens.splice(cursor - 1, 1);
          cursor -= 1;
        }
        return;
      case '\x15':
        tokens = [];
        cursor = 0;
        return;
      case '\x01':
        cursor = 0;
        return;
      case '\x05':
        cursor = tokens.length;
        return;
      case '\x14':
        ghost = !ghost;
        return;
      case '\x0f':
        menu = !menu;
        menuCommand = SAMPLE_COMMAND;
        return;
      case '\x02':
        busyToggle = !busyToggle;
        return;
      case `${ESC}[D`:
        cursor = Math.max(0, cursor - 1);
        return;
      case `${ESC}[C`:
        cursor = Math.min(tokens.length, cursor + 1);
        return;
      default:
        if (key.length >= 1 && !key.startsWith(ESC) && (key.codePointAt(0) ?? 0) >= 0x20) {
          insertText(key);
          const gap = now - lastPrintableAt;
          burstChars = gap <= BURST_GAP_MS || chunkPrintables > 1 ? burstChars + 1 : 1;
          lastPrintableAt = now;
          if (burstChars >= o.burstMin) burstUntil = now + o.burstWindowMs;
        }
    }
  }

  function consume(data: string) {
    const now = Date.now();
    pending += data;
    clearTimeout(escTimer);
    const printables = [...pending].filter((c) => (c.codePointAt(0) ?? 0) >= 0x20 && c !== '\x7f').length;
    while (pending.length) {
      if (inPaste) {
        const end = pending.indexOf(`${ESC}[201~`);
        if (end < 0) {
          pasteBuf += pending;
          pending = '';
          break;
        }
        pasteBuf += pending.slice(0, end);
        pending = pending.slice(end + 6);
        inPaste = false;
        // A paste is one explicit event: CR inside it is a newline, and it ends any typed burst.
        insertPaste(pasteBuf.replace(/\r\n?/g, '\n'));
        pasteBuf = '';
        burstChars = 0;
        burstUntil = -Infinity;
        continue;
      }
      if (pending.startsWith(`${ESC}[200~`)) {
        inPaste = true;
        pending = pending.slice(6);
        continue;
      }
      if (pending[0] === ESC) {
        const m = /^\x1b\[[0-9;]*[A-Za-z~]/.exec(pending);
        if (m) {
          handleKey(m[0], now, printables);
          pending = pending.slice(m[0].length);
          continue;
        }
        if (pending.length < 6 && `${ESC}[200~`.startsWith(pending.slice(0, 6))) {
          // Possibly a split escape sequence: wait briefly for the rest, then take it as Esc.
          escTimer = setTimeout(() => {
            const p = pending;
            pending = '';
            for (const k of p) handleKey(k, Date.now(), 0);
            flush();
          }, 30);
          break;
        }
        handleKey(ESC, now, printables);
        pending = pending.slice(1);
        continue;
      }
      const ch = String.fromCodePoint(pending.codePointAt(0) ?? 0);
      pending = pending.slice(ch.length);
      handleKey(ch, now, printables);
    }
    flush();
  }

  // ---- rendering -------------------------------------------------------------------------------
  function termSize() {
    return { width: process.stdout.columns || 80, height: process.stdout.rows || 24 };
  }

  function isBusy() {
    return busyToggle || Date.now() < busyUntil;
  }

  interface Frame {
    lines: string[];
    cursorAt: { x: number; y: number };
    hideCursor: boolean;
  }

  function composeClaude(width: number, height: number): Frame {
    const lines: string[] = [];
    const rule = `${RULE_SGR}${'─'.repeat(width)}${RESET}`;
    const { rows, cur } = layoutInput(tokens, cursor, width - 2, true);
    let emptyHint = '';
    if (tokens.length === 0) {
      const shown = ghost ? GHOST : PLACEHOLDER;
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
    const composerHeight = menu ? menuRows.length : inputRows.length + 3 + (isBusy() ? 2 : 0);
    const room = Math.max(0, height - composerHeight - 1);
    const hist = [o.title, '', ...history];
    lines.push(...hist.slice(Math.max(0, hist.length - room)));
    if (menu) {
      // Claude Code's permission menu (cc-2.1.332-approval-menu): it replaces the input frame.
      lines.push(...menuRows);
      // Claude parks its hidden caret at the question row.
      const question = lines.length - menuRows.length + 5;
      return { lines, cursorAt: { x: 1, y: Math.min(height - 1, question) }, hideCursor: true };
    }
    // Busy as Claude shows it (cc-<version>-busy): a live status row above, the hint in the footer.
    if (isBusy()) lines.push(`${ESC}[38;5;174m✢${RESET} Working…`, '');
    const top = lines.length;
    lines.push(rule);
    for (const [i, r] of inputRows.entries()) lines.push(i === 0 ? `❯${NBSP}${r}` : `  ${r}`);
    lines.push(rule);
    lines.push(`  ${GREY}${isBusy() ? 'esc to interrupt' : '? for shortcuts'}${RESET}`);
    const y = top + 1 + (tokens.length === 0 ? 0 : cur.row);
    const x = 2 + (tokens.length === 0 ? 0 : cur.col);
    return { lines, cursorAt: { x, y }, hideCursor: true };
  }

  function composeCodex(width: number, height: number): Frame {
    const { rows, cur } = layoutInput(tokens, cursor, width - 2, false);
    const inputRows = tokens.length === 0 ? [PLACEHOLDER ? `${DIM}${PLACEHOLDER}${RESET}` : ''] : rows;
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
      if (isBusy()) body.push('• Working (5s • esc to interrupt)', '');
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
    const hist = [o.title, '', ...history];
    const top = hist.slice(Math.max(0, hist.length - room));
    while (top.length < room) top.push('');
    const lines = [...top, ...body, ...footer];
    const promptRow = top.length + (isBusy() ? 2 : 0);
    const cursorAt = menu ? { x: width - 1, y: height - 1 } : { x: 2 + cur.col, y: promptRow + cur.row };
    return { lines, cursorAt, hideCursor: menu };
  }

  let previous: string[] = [];
  function render(full = false) {
    const { width, height } = termSize();
    const frame = runtime === 'codex' ? composeCodex(width, height) : composeClaude(width, height);
    const lines = frame.lines.slice(0, height);
    while (lines.length < height) lines.push('');
    let out = frame.hideCursor ? `${ESC}[?25l` : `${ESC}[?25h`;
    if (full) {
      out += `${ESC}[2J`;
      previous = [];
    }
    // Repaint only the rows that changed, each in place, so a capture between writes sees whole rows.
    for (let y = 0; y < height; y++) {
      if (previous[y] === lines[y]) continue;
      out += `${ESC}[${y + 1};1H${RESET}${ESC}[2K${lines[y]}${RESET}`;
    }
    out += `${ESC}[${frame.cursorAt.y + 1};${frame.cursorAt.x + 1}H`;
    previous = lines;
    process.stdout.write(out);
  }

  function saveState() {
    if (!o.stateFile) return;
    const state = {
      runtime,
      pid: process.pid,
      input: inputText(),
      cursor,
      submissions,
      menu,
      menuAnswers,
      ghost,
      busy: isBusy(),
      keys,
      pasteCount,
    };
    const tmp = `${o.stateFile}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(state));
    renameSync(tmp, o.stateFile);
  }

  function flush() {
    keys += 1;
    render();
    saveState();
  }

  // ---- start -----------------------------------------------------------------------------------
  if (process.stdin.isTTY) process.stdin.setRawMode(true);
  process.stdin.setEncoding('utf8');
  process.stdout.write(`${ESC}[?2004h`);
  process.stdin.on('data', consume);
  process.stdout.on('resize', () => render(true));
  process.on('SIGTERM', () => {
    process.stdout.write(`${ESC}[?2004l`);
    process.exit(0);
  });
  if (o.busyAfterSubmitMs > 0)
    setInterval(() => {
      if (busyUntil && Date.now() > busyUntil) {
        busyUntil = 0;
        render();
        saveState();
      }
    }, 50);
  render(true);
  saveState();

  return {
    print(...lines) {
      history.push(...lines);
      render();
      saveState();
    },
    setBusy(on) {
      busyToggle = on;
      render();
      saveState();
    },
    openMenu(command) {
      menu = true;
      menuCommand = command;
      render();
      saveState();
    },
  };
}
