// The send flow's pure decisions: what a probed pane, a composer reading or a failed write means for
// this message. No I/O, no clock; test/delivery/send/verdicts.test.ts holds their tables.
import type { Runtime } from '../../seat/registry.js';
import type { ComposerReading } from '../composer/ops.js';
import type { Readiness } from '../readiness.js';
import type { PaneNotWritableError, PaneState } from '../pane/tmux-adapter.js';
import { isShellCommand } from '../pane/shells.js';

/** hold: kept for inspection. refuse: not sent; a protecting mode keeps it unless keep is false. */
export type Stop =
  | { action: 'hold'; reason: string; detail: string }
  | { action: 'refuse'; reason: string; detail: string; keep?: boolean };

export type Verdict<Proceed extends object = object> = Stop | ({ action: 'proceed' } & Proceed);

const PROCEED = { action: 'proceed' } as const;

/** A pane that is no longer the bound one is reported as the guard's target having changed. */
export function guardReason(reason: string): string {
  return reason === 'target_changed' ? 'guard_target_changed' : reason;
}

/**
 * The probed pane before anything is read. Copy mode hides the input: --dangerously-interact's
 * own read stops there as unreadable (override_unreadable); a protecting mode holds.
 */
export function paneVerdict(
  pane: Pick<PaneState, 'paneId' | 'dead' | 'inMode'>,
  guard: { protect: boolean; checkInput: boolean },
  seatRef: string,
): Verdict | { action: 'override_unreadable' } {
  if (pane.dead)
    return {
      action: 'refuse',
      reason: 'pane_dead',
      detail: `pane ${pane.paneId} of ${seatRef} is dead; restart the seat`,
      keep: false,
    };
  if (!pane.inMode) return PROCEED;
  if (guard.checkInput) return { action: 'override_unreadable' };
  if (guard.protect)
    return {
      action: 'hold',
      reason: 'draft_input_unknown',
      detail: `pane ${pane.paneId} is in copy mode; its input cannot be read`,
    };
  return {
    action: 'refuse',
    reason: 'pane_in_mode',
    detail: `pane ${pane.paneId} is in copy mode (leave it with q or Esc, then send again)`,
  };
}

/**
 * Protecting modes, before anything is prepared (and again after --wait-for-idle): only a
 * recognised empty composer proceeds, and its frame identifies it from then on.
 */
export function emptyComposerVerdict(
  reading: Pick<ComposerReading, 'state' | 'reason' | 'frame'> | undefined,
  readiness: Pick<Readiness, 'state' | 'reason'>,
  seatRef: string,
): Verdict<{ frame: unknown }> {
  if (reading?.state === 'draft')
    return { action: 'hold', reason: 'draft_input_busy', detail: 'the input holds unsubmitted text' };
  if (reading?.state !== 'empty') {
    if (readiness.state === 'needs_input')
      return {
        action: 'refuse',
        reason: 'target_needs_input',
        detail: `${seatRef} is waiting at a prompt or menu (${readiness.reason})`,
      };
    return {
      action: 'hold',
      reason: 'draft_input_unknown',
      detail: `the input cannot be read (${reading?.reason ?? 'not read'})`,
    };
  }
  return { action: 'proceed', frame: reading.frame };
}

/** The pane shows a shell on an agent seat and no composer: only then is the process table asked. */
export function shellNeedsProcessCheck(
  runtime: Runtime,
  currentCommand: string,
  composer: Pick<ComposerReading, 'state'> | undefined,
): boolean {
  return runtime !== 'terminal' && isShellCommand(currentCommand) && composer?.state === 'unknown';
}

/** A menu, permission question or modal on screen (not a draft in a located composer). */
export const onScreenPrompt = (r: Pick<Readiness, 'state' | 'reason'>) =>
  r.state === 'needs_input' && !r.reason.startsWith('prompt_draft');

/**
 * After a menu answer was typed: the menu still shown (open), gone (closed), or not seen at all
 * because the pane could not be captured (unreadable: no proof either way, keep looking).
 */
export function menuAnswerVerdict(r: Pick<Readiness, 'state' | 'reason'>): 'open' | 'closed' | 'unreadable' {
  if (onScreenPrompt(r)) return 'open';
  return r.state === 'unknown' && r.reason.startsWith('capture_failed') ? 'unreadable' : 'closed';
}

/**
 * Any mode: an agent seat showing a bare shell, or a prompt or menu waiting for an answer. A shell
 * as the pane's process is not proof the agent is gone (`sh -c agent` keeps the shell in front):
 * a non-shell process under it is the agent; when the process table could not be read
 * (agentProcess undefined), a recognised menu or question on screen is the agent's.
 */
export function readinessVerdict(
  readiness: Pick<Readiness, 'state' | 'reason' | 'composer'>,
  pane: Pick<PaneState, 'currentCommand'>,
  runtime: Runtime,
  dangerouslyInteract: boolean | undefined,
  seatRef: string,
  agentProcess?: boolean,
): Verdict {
  if (shellNeedsProcessCheck(runtime, pane.currentCommand, readiness.composer)) {
    const agentThere = agentProcess ?? onScreenPrompt(readiness);
    if (!agentThere) {
      return {
        action: 'refuse',
        reason: 'target_runtime_not_running',
        detail: `${seatRef} shows a shell (${pane.currentCommand}) and no ${runtime} composer; the agent is not running there`,
      };
    }
  }
  if (readiness.state === 'needs_input' && !dangerouslyInteract) {
    return {
      action: 'refuse',
      reason: 'target_needs_input',
      detail: `${seatRef} is waiting at a prompt or menu (${readiness.reason}); answer it first, or use --dangerously-interact --reason`,
    };
  }
  return PROCEED;
}

/** Below the pane's shell: any process that is not itself a shell is taken as the agent. */
export function agentAmong(descendants: readonly string[] | undefined): boolean | undefined {
  if (descendants === undefined) return undefined;
  return descendants.some((c) => !isShellCommand(c));
}

/** Without --wait-for-idle a busy or unreadable seat still gets the message, with a warning. */
export function activityWarning(activity: Pick<Readiness, 'state' | 'reason'>, seatRef: string): string | undefined {
  if (activity.state === 'busy')
    return `${seatRef} looked busy (${activity.reason}); the message joins its running turn.`;
  if (activity.state === 'unknown') return `${seatRef}'s activity could not be read (${activity.reason}); sent anyway.`;
  return undefined;
}

/** How --wait-for-idle's last reading is reported when the deadline passed. */
export function waitDeadlineReason(state: Readiness['state']): { reason: string; still: string } {
  return state === 'unknown'
    ? { reason: 'target_activity_unknown', still: 'of unknown activity' }
    : { reason: 'wait_for_idle_timeout', still: 'busy' };
}

export type OverrideResult = 'proceeding' | 'override_input_present' | 'override_input_unknown';

/** --dangerously-interact's read: empty or a dim suggestion proceeds; text or no reading stops. */
export function overrideInputVerdict(reading: Pick<ComposerReading, 'state' | 'suggestion'> | undefined): {
  classification: 'present' | 'suggestion' | 'empty' | 'unknown';
  result: OverrideResult;
} {
  if (reading?.state === 'draft') return { classification: 'present', result: 'override_input_present' };
  if (reading?.state === 'empty')
    return { classification: reading.suggestion ? 'suggestion' : 'empty', result: 'proceeding' };
  return { classification: 'unknown', result: 'override_input_unknown' };
}

/** Protecting modes, after the buffer is loaded: the composer must still be the same empty one. */
export function composerAfterStagingVerdict(
  reading: Pick<ComposerReading, 'state' | 'reason' | 'frame'>,
  inMode: boolean,
  emptyFrame: unknown,
): Verdict {
  if (reading.state === 'draft')
    return {
      action: 'hold',
      reason: 'draft_input_changed',
      detail: 'text appeared in the input while the message was being prepared',
    };
  if (reading.state !== 'empty') {
    return {
      action: 'hold',
      reason: inMode ? 'draft_input_unknown' : 'draft_input_changed',
      detail: `the input could not be read after buffer preparation (${reading.reason})`,
    };
  }
  if (
    emptyFrame !== undefined &&
    reading.frame !== undefined &&
    JSON.stringify(reading.frame) !== JSON.stringify(emptyFrame)
  ) {
    return {
      action: 'hold',
      reason: 'draft_input_changed',
      detail: 'the composer changed while the message was being prepared',
    };
  }
  return PROCEED;
}

/** The paste's own probe refused the write: nothing was typed, so this is still a refusal. */
export function pasteRefusal(reason: PaneNotWritableError['reason'], protect: boolean, detail: string): Stop {
  if (reason === 'pane_in_mode') {
    return protect
      ? { action: 'hold', reason: 'draft_input_unknown', detail }
      : { action: 'refuse', reason: 'pane_in_mode', detail };
  }
  return { action: 'refuse', reason: guardReason(reason), detail, keep: reason !== 'pane_dead' };
}

/**
 * After waiting for the pasted text: a mode that must own the composer withholds Enter unless it
 * saw exactly this text; otherwise Enter goes, with a warning when a readable composer disagreed.
 */
export function enterVerdict(
  seen: { owned: boolean; recognised: boolean },
  mustOwn: boolean,
): 'enter' | 'enter_with_warning' | 'withhold' {
  if (seen.owned) return 'enter';
  if (mustOwn) return 'withhold';
  return seen.recognised ? 'enter_with_warning' : 'enter';
}

/**
 * How long Enter must wait after the input went in. A bracketed paste that a recognised composer
 * shows as exactly this text reached the client as one paste event: Enter goes at once (measured on
 * Claude Code 2.1.332 and Codex 0.171.0: Enter 5–14 ms after the paste submitted the whole text).
 * Input typed as keys (no brackets: a --dangerously-interact answer) keeps the window, since a
 * client reads an Enter right after a fast typed burst as a newline. So does a paste into a screen
 * OpenRig cannot read: tmux adds the brackets only when the program asked for them, and nothing
 * there says it did.
 */
export function enterWindowMs(
  input: { bracketed: boolean; composerRecognised: boolean },
  keysWindowMs: number,
): number {
  return input.bracketed && input.composerRecognised ? 0 : keysWindowMs;
}

/** How soon after the paste the screen is looked at closely: a client draws a paste within tens of ms. */
export const CLOSE_LOOK_MS = 200;

/**
 * Pure: the pause before the next look for the pasted text. Enter waits on this look alone (no
 * window after a bracketed paste), so the first CLOSE_LOOK_MS look every 5 ms (a capture through
 * the daemon's control client costs about a millisecond), then every `pollMs`.
 */
export function afterPastePollMs(elapsedMs: number, pollMs: number): number {
  return elapsedMs < CLOSE_LOOK_MS ? Math.min(5, pollMs) : pollMs;
}

/**
 * Enter failed after the paste: the input is written either way, only the reason differs. An Enter
 * tmux never answered (unanswered) may have been submitted: delivery_indeterminate, in any mode.
 */
export function enterFailureReason(
  failure: PaneNotWritableError['reason'] | 'unanswered' | undefined,
  protect: boolean,
): string {
  if (failure === undefined) return 'submit_failed';
  if (failure === 'unanswered') return 'delivery_indeterminate';
  return protect ? 'draft_input_changed' : failure;
}

/** A composer still holding the text, or an unreadable one when --verify was asked, is unconfirmed. */
export function submissionUnconfirmed(verified: boolean | undefined, verifyAsked: boolean | undefined): boolean {
  return verified === false || (verified === undefined && !!verifyAsked);
}

/** --type-without-checking: the text may have joined existing input; it must at least end the draft. */
export function endsWithText(reading: Pick<ComposerReading, 'state' | 'cursorAtEnd' | 'rows'>, text: string): boolean {
  if (reading.state !== 'draft' || !reading.cursorAtEnd) return false;
  const squash = (t: string) => t.replace(/\s+/g, '');
  return squash(reading.rows.join('\n')).endsWith(squash(text));
}
