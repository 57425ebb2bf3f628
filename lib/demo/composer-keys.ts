// The scripted composer's key handling: bytes from the terminal → keys and pastes (readInput), and
// each key → a change of the composer's state (applyKey, applyPaste), with what the process must
// do about it (a submission, a menu answer) returned as effects. No I/O and no clock of its own:
// the time of each chunk is passed in.
import { clearSubmitted, inputText, SAMPLE_COMMAND, type ComposerLook, type ComposerState } from './composer-state.js';

const ESC = '\x1b';
const PASTE_START = `${ESC}[200~`;
const PASTE_END = `${ESC}[201~`;
/** Printable characters closer together than this are one typed burst. */
const BURST_GAP_MS = 8;

/** The options the key handling obeys (composer.ts's ComposerOptions carries them). */
export interface KeyRules {
  runtime: ComposerLook;
  burstWindowMs: number;
  burstMin: number;
  collapseLines: number;
  collapseChars: number;
  busyAfterSubmitMs: number;
  clearAfterSubmitMs: number;
}

export type KeyEffect =
  /** Recorded as submitted; with clearLater the input stays on screen until clearSubmitted runs. */
  | { kind: 'submitted'; text: string; clearLater: boolean }
  /** A menu digit, or 0 for Esc. */
  | { kind: 'menu-answer'; answer: number };

/** The byte reader's state between chunks: unread bytes and a paste not yet closed. */
export interface InputReader {
  pending: string;
  inPaste: boolean;
  pasteBuf: string;
}

export type InputEvent = { key: string } | { paste: string };

export const newInputReader = (): InputReader => ({ pending: '', inPaste: false, pasteBuf: '' });

/**
 * Splits what arrived into keys (one character, or one CSI sequence) and pastes (bracketed, CR as
 * newline). `escPending`: the unread rest may be the start of a split escape sequence; the caller
 * waits briefly for more, then takes each of its characters as a key (takeEscPending).
 */
export function readInput(r: InputReader, data: string): { events: InputEvent[]; escPending: boolean } {
  r.pending += data;
  const events: InputEvent[] = [];
  while (r.pending.length) {
    if (r.inPaste) {
      const end = r.pending.indexOf(PASTE_END);
      if (end < 0) {
        r.pasteBuf += r.pending;
        r.pending = '';
        break;
      }
      r.pasteBuf += r.pending.slice(0, end);
      r.pending = r.pending.slice(end + PASTE_END.length);
      r.inPaste = false;
      events.push({ paste: r.pasteBuf.replace(/\r\n?/g, '\n') });
      r.pasteBuf = '';
      continue;
    }
    if (r.pending.startsWith(PASTE_START)) {
      r.inPaste = true;
      r.pending = r.pending.slice(PASTE_START.length);
      continue;
    }
    if (r.pending[0] === ESC) {
      const m = /^\x1b\[[0-9;]*[A-Za-z~]/.exec(r.pending);
      if (m) {
        events.push({ key: m[0] });
        r.pending = r.pending.slice(m[0].length);
        continue;
      }
      if (r.pending.length < 6 && PASTE_START.startsWith(r.pending.slice(0, 6))) return { events, escPending: true };
      events.push({ key: ESC });
      r.pending = r.pending.slice(1);
      continue;
    }
    const ch = String.fromCodePoint(r.pending.codePointAt(0) ?? 0);
    r.pending = r.pending.slice(ch.length);
    events.push({ key: ch });
  }
  return { events, escPending: false };
}

/** The wait for the rest of an escape sequence is over: each unread character is a key of its own. */
export function takeEscPending(r: InputReader): string[] {
  const keys = [...r.pending];
  r.pending = '';
  return keys;
}

/** Printable characters in what is unread plus what arrived (a chunk of more than one is typed fast). */
export function printablesIn(text: string): number {
  return [...text].filter((c) => (c.codePointAt(0) ?? 0) >= 0x20 && c !== '\x7f').length;
}

function insertText(s: ComposerState, text: string): void {
  const chars = [...text].map((ch) => ({ text: ch }));
  s.tokens.splice(s.cursor, 0, ...chars);
  s.cursor += chars.length;
}

/** Pasted text: inserted as typed, or collapsed into one labelled token as the client would. */
export function applyPaste(s: ComposerState, text: string, rules: KeyRules): void {
  const newlines = (text.match(/\n/g) ?? []).length;
  const collapse =
    rules.runtime === 'codex'
      ? text.length > rules.collapseChars
      : newlines >= rules.collapseLines || text.length > rules.collapseChars;
  if (collapse) {
    s.pasteCount += 1;
    const label =
      rules.runtime === 'codex'
        ? `[Pasted Content ${text.length} chars]`
        : newlines > 0
          ? `[Pasted text #${s.pasteCount} +${newlines} lines]`
          : `[Pasted text #${s.pasteCount}]`;
    s.tokens.splice(s.cursor, 0, { text, label });
    s.cursor += 1;
  } else insertText(s, text);
  // A paste is one explicit event: it ends any typed burst.
  s.burstChars = 0;
  s.burstUntil = -Infinity;
}

function submit(s: ComposerState, now: number, rules: KeyRules): KeyEffect[] {
  const text = inputText(s);
  if (text.trim() === '') return [];
  s.submissions.push(text);
  if (rules.busyAfterSubmitMs > 0) s.busyUntil = now + rules.busyAfterSubmitMs;
  const clearLater = rules.clearAfterSubmitMs > 0;
  if (!clearLater) clearSubmitted(s, text);
  return [{ kind: 'submitted', text, clearLater }];
}

/** One key at time `now`; `chunkPrintables` counts the printable characters of the chunk it came in. */
export function applyKey(
  s: ComposerState,
  key: string,
  now: number,
  chunkPrintables: number,
  rules: KeyRules,
): KeyEffect[] {
  if (s.menu) {
    if (/^[1-9]$/.test(key)) {
      s.menuAnswers.push(Number(key));
      s.menu = false;
      return [{ kind: 'menu-answer', answer: Number(key) }];
    }
    if (key === ESC) {
      s.menu = false;
      return [{ kind: 'menu-answer', answer: 0 }];
    }
    return [];
  }
  switch (key) {
    case '\r':
      // The early-Enter rule: an Enter that follows a fast typed burst is taken as part of it.
      if (now <= s.burstUntil) {
        insertText(s, '\n');
        return [];
      }
      return submit(s, now, rules);
    case '\n':
      insertText(s, '\n');
      return [];
    case '\x7f':
    case '\x08':
      if (s.cursor > 0) {
        s.tokens.splice(s.cursor - 1, 1);
        s.cursor -= 1;
      }
      return [];
    case '\x15':
      s.tokens = [];
      s.cursor = 0;
      return [];
    case '\x01':
      s.cursor = 0;
      return [];
    case '\x05':
      s.cursor = s.tokens.length;
      return [];
    case '\x14':
      s.ghost = !s.ghost;
      return [];
    case '\x0f':
      s.menu = !s.menu;
      s.menuCommand = SAMPLE_COMMAND;
      return [];
    case '\x02':
      s.busyToggle = !s.busyToggle;
      return [];
    case `${ESC}[D`:
      s.cursor = Math.max(0, s.cursor - 1);
      return [];
    case `${ESC}[C`:
      s.cursor = Math.min(s.tokens.length, s.cursor + 1);
      return [];
    default:
      if (key.length >= 1 && !key.startsWith(ESC) && (key.codePointAt(0) ?? 0) >= 0x20) {
        insertText(s, key);
        const gap = now - s.lastPrintableAt;
        s.burstChars = gap <= BURST_GAP_MS || chunkPrintables > 1 ? s.burstChars + 1 : 1;
        s.lastPrintableAt = now;
        if (s.burstChars >= rules.burstMin) s.burstUntil = now + rules.burstWindowMs;
      }
      return [];
  }
}
