// The scripted composer's state: the input as tokens (one per typed character, or one atomic token
// for a collapsed paste) with its cursor, what was submitted, the transcript above the input, the
// menu, the busy row and the typed-burst clock. The key handling (composer-keys.ts) changes it;
// the screen (composer-screen.ts) draws it; composer.ts wires both to the process.
export type ComposerLook = 'claude' | 'codex';

export interface Token {
  text: string;
  label?: string;
}

/** The command a menu opened with C-o asks about (the agent names its own tool call). */
export const SAMPLE_COMMAND = 'npm test';

export interface ComposerState {
  tokens: Token[];
  cursor: number;
  submissions: string[];
  history: string[];
  ghost: boolean;
  menu: boolean;
  menuCommand: string;
  menuAnswers: number[];
  /** The busy row shows until this time (ms) after a submission, when --busy-after-submit asks. */
  busyUntil: number;
  /** The busy row toggled by C-b or the agent. */
  busyToggle: boolean;
  pasteCount: number;
  /** Input chunks handled (each one repaints and saves). */
  keys: number;
  lastPrintableAt: number;
  burstChars: number;
  /** An Enter before this time (ms) is part of a typed burst: a newline, not a submission. */
  burstUntil: number;
}

export function newComposerState(): ComposerState {
  return {
    tokens: [],
    cursor: 0,
    submissions: [],
    history: [],
    ghost: false,
    menu: false,
    menuCommand: SAMPLE_COMMAND,
    menuAnswers: [],
    busyUntil: 0,
    busyToggle: false,
    pasteCount: 0,
    keys: 0,
    lastPrintableAt: -Infinity,
    burstChars: 0,
    burstUntil: -Infinity,
  };
}

export const inputText = (s: ComposerState): string => s.tokens.map((t) => t.text).join('');

export function isBusy(s: ComposerState, now: number): boolean {
  return s.busyToggle || now < s.busyUntil;
}

/** A submission leaves the input: its lines join the transcript and the input empties. */
export function clearSubmitted(s: ComposerState, text: string): void {
  for (const line of text.split('\n')) s.history.push(`> ${line}`);
  s.history.push('');
  s.tokens = [];
  s.cursor = 0;
}
