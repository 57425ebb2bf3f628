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
//
// This file is the process wiring: stdin in, the screen out, the state file, the timers. The key
// handling is composer-keys.ts (bytes → state changes), the screen composer-screen.ts (state →
// rows), the state composer-state.ts.
import { renameSync, writeFileSync } from 'node:fs';
import { inputText, isBusy, newComposerState, clearSubmitted, type ComposerLook } from './composer-state.js';
import {
  applyKey,
  applyPaste,
  newInputReader,
  printablesIn,
  readInput,
  takeEscPending,
  type KeyEffect,
  type KeyRules,
} from './composer-keys.js';
import { frameOf, placeholderFor, repaint } from './composer-screen.js';

export type { ComposerLook } from './composer-state.js';

export interface ComposerOptions extends KeyRules {
  runtime: ComposerLook;
  stateFile?: string;
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
/** How long a lone Esc (or the start of a split escape sequence) waits for the rest. */
const ESC_WAIT_MS = 30;

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

export function startComposer(o: ComposerOptions): Composer {
  const state = newComposerState();
  const reader = newInputReader();
  const placeholder = placeholderFor(o.runtime, o.placeholder);
  let escTimer: NodeJS.Timeout | undefined;
  let previous: string[] = [];

  function effect(e: KeyEffect): void {
    if (e.kind === 'menu-answer') {
      if (o.onMenuAnswer) setImmediate(o.onMenuAnswer, e.answer);
      return;
    }
    if (e.clearLater) {
      setTimeout(() => {
        clearSubmitted(state, e.text);
        render();
        saveState();
      }, o.clearAfterSubmitMs);
    }
    // After this keystroke's repaint, so the submission shows before whatever the callback does.
    if (o.onSubmit) setImmediate(o.onSubmit, e.text);
  }

  function key(k: string, now: number, chunkPrintables: number): void {
    for (const e of applyKey(state, k, now, chunkPrintables, o)) effect(e);
  }

  function consume(data: string): void {
    const now = Date.now();
    clearTimeout(escTimer);
    const printables = printablesIn(reader.pending + data);
    const { events, escPending } = readInput(reader, data);
    for (const ev of events) {
      if ('paste' in ev) applyPaste(state, ev.paste, o);
      else key(ev.key, now, printables);
    }
    // Possibly a split escape sequence: wait briefly for the rest, then take it as Esc.
    if (escPending) {
      escTimer = setTimeout(() => {
        for (const k of takeEscPending(reader)) key(k, Date.now(), 0);
        flush();
      }, ESC_WAIT_MS);
    }
    flush();
  }

  function render(full = false): void {
    const width = process.stdout.columns || 80;
    const height = process.stdout.rows || 24;
    const view = { runtime: o.runtime, state, busy: isBusy(state, Date.now()), title: o.title, placeholder };
    const { out, shown } = repaint(previous, frameOf(view, width, height), height, full);
    previous = shown;
    process.stdout.write(out);
  }

  function saveState(): void {
    if (!o.stateFile) return;
    const saved = {
      runtime: o.runtime,
      pid: process.pid,
      input: inputText(state),
      cursor: state.cursor,
      submissions: state.submissions,
      menu: state.menu,
      menuAnswers: state.menuAnswers,
      ghost: state.ghost,
      busy: isBusy(state, Date.now()),
      keys: state.keys,
      pasteCount: state.pasteCount,
    };
    const tmp = `${o.stateFile}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(saved));
    renameSync(tmp, o.stateFile);
  }

  function flush(): void {
    state.keys += 1;
    render();
    saveState();
  }

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
      if (state.busyUntil && Date.now() > state.busyUntil) {
        state.busyUntil = 0;
        render();
        saveState();
      }
    }, 50);
  render(true);
  saveState();

  return {
    print(...lines) {
      state.history.push(...lines);
      render();
      saveState();
    },
    setBusy(on) {
      state.busyToggle = on;
      render();
      saveState();
    },
    openMenu(command) {
      state.menu = true;
      state.menuCommand = command;
      render();
      saveState();
    },
  };
}
