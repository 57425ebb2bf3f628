// After Enter: did the composer take the submission? Decided on evidence, look by look, with a
// generous overall cap instead of a short fixed window. A loaded client can take seconds to clear
// its input after it has submitted; calling that "unconfirmed" was a false alarm (a real Claude
// send under load cleared just after the old 1.5 s window and came back indeterminate although it
// was submitted exactly once).
import type { ComposerState } from './types.js';

/** One look at the pane after Enter. */
export interface AfterEnterLook {
  /** Milliseconds since Enter was sent. */
  elapsedMs: number;
  /** The composer reading's state. */
  state: ComposerState;
  /** The composer still shows exactly this operation's text. */
  holdsText: boolean;
  /** A turn began since Enter: the seat read idle before the send and reads busy now. */
  turnBegan: boolean;
  /** How long the composer has read unknown without a break (0 while it is readable). */
  unreadableForMs: number;
}

export interface SubmitLimits {
  /** Longest wait for evidence while the composer still shows the text. */
  capMs: number;
  /** Longest wait through an unreadable composer before giving up on confirming. */
  unreadableMs: number;
}

/** The unreadable bound: a composer that stays unreadable this long is no evidence either way. */
export const UNREADABLE_AFTER_ENTER_MS = 1500;

/**
 * confirmed: the text left a readable composer (cleared, or replaced), or a turn began.
 * unconfirmed: the composer still shows exactly the text at the cap.
 * unreadable: the composer cannot be read (long enough, or at the cap): nothing to confirm with.
 * wait: look again.
 */
export type SubmitVerdict = 'confirmed' | 'unconfirmed' | 'unreadable' | 'wait';

export function submitVerdict(look: AfterEnterLook, limits: SubmitLimits): SubmitVerdict {
  if (look.turnBegan) return 'confirmed';
  if (look.state !== 'unknown' && !look.holdsText) return 'confirmed';
  if (look.state === 'unknown' && look.unreadableForMs >= limits.unreadableMs) return 'unreadable';
  if (look.elapsedMs >= limits.capMs) return look.state === 'unknown' ? 'unreadable' : 'unconfirmed';
  return 'wait';
}

/** Look often at first (a quiet client clears within tens of ms), then gently: a capture costs a tmux client. */
export function afterEnterPollMs(elapsedMs: number, pollMs: number): number {
  return elapsedMs < UNREADABLE_AFTER_ENTER_MS ? pollMs : Math.max(pollMs, 100);
}
