// What the composer readers take and give. A reading is evidence about one moment of one pane:
// it is returned to the caller and never stored (it can hold a person's unfinished draft).
import type { AgentClient } from '../../seat/runtime.js';

/** One cursor-bound look at a pane: the visible screen with SGR styling, and where the caret is. */
export interface ComposerSnapshot {
  /** `capture-pane -p -e` of the visible screen (no history). */
  styled: string;
  /** 0-based cursor column and row, as tmux reports them. */
  cursor: { x: number; y: number };
  size: { width: number; height: number };
  /** The pane is in copy mode (or another tmux mode): keys would not reach the application. */
  inMode: boolean;
}

export type ComposerRuntime = AgentClient;

export type ComposerState = 'empty' | 'draft' | 'unknown';

export interface ComposerReading {
  /**
   * empty: a recognised composer holds nothing but display hints, with the caret at its start.
   * draft: it holds typed or pasted text (author unknown).
   * unknown: no single recognised composer holds the caret, or the screen cannot be trusted.
   */
  state: ComposerState;
  /** A short machine word saying why (one of READING_REASONS for its state). */
  reason: ReadingReason;
  runtime: ComposerRuntime | null;
  /** The input rows as shown (continuation indent removed, dim suggestions removed). */
  rows: string[];
  /** A faint placeholder or autocomplete suffix that was discounted, if any. */
  suggestion: string | null;
  /** Collapsed paste labels in the input, normalised to single spaces, in order. */
  pasteLabels: string[];
  /** The whole input is one paste label. */
  collapsedPaste: boolean;
  /** Identifies "the same composer" between two readings (runtime, glyph, indent, width, anchor). */
  frame: string | null;
  /** The input starts like a numbered choice (`1. …`, `2) …`). */
  numbered: boolean;
  /** The caret sits directly after the last visible character of the input. */
  cursorAtEnd: boolean;
  /**
   * Cells available to input text on one row (pane width minus the prompt prefix). Used to tell
   * a wrapped row from a typed newline. Absent on readings built by hand: then only typed
   * newlines can separate rows.
   */
  columns?: number;
}

/** The reasons a reading can carry. */
const READING_REASONS = {
  empty: ['empty_composer', 'placeholder', 'ghost_suggestion'],
  draft: ['typed_text', 'pasted_label', 'owned_numbered_text'],
  unknown: [
    'no_snapshot',
    'copy_mode',
    'bad_geometry',
    'incomplete_screen',
    'no_composer',
    'clipped_input',
    'unsupported_layout',
    'ambiguous_composer',
    'cursor_outside_input',
    'numbered_menu',
    'unsupported_runtime',
    'screen_changed',
  ],
} as const;

export type ReadingReason = (typeof READING_REASONS)[keyof typeof READING_REASONS][number];
