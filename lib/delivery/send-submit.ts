// Submission: Enter as its own tmux command, at least the paste-burst window after the paste, then
// the check that the composer took the text. Input is in the pane by now, so no result here may
// say "nothing sent".
import type { Lease } from './lease.js';
import { PaneNotWritableError, pressEnter, type PaneState } from './tmux-adapter.js';
import type { SendResult } from './send.js';
import type { Attempt } from './send-attempt.js';
import { holdsText, sleep, type Typed } from './send-stage.js';
import { enterFailureReason, enterVerdict, submissionUnconfirmed } from './send-verdicts.js';

export async function submit(a: Attempt, lease: Lease, typed: Typed): Promise<SendResult> {
  const { seen } = typed;
  const enter = enterVerdict(seen, a.decision.recheckBeforeEnter || a.override);
  if (enter === 'withhold') {
    return a.conclude(typed, 'indeterminate', 'draft_input_changed',
      `The text was pasted but ${seen.why}; Enter was not sent. Inspect ${a.seatRef}'s input; the message is not replayed.`);
  }
  if (enter === 'enter_with_warning') a.warnings.push(`The pasted text was not recognised in the composer (${seen.why}); Enter was sent anyway (typing guard ${a.mode}).`);
  a.deps.trace?.('staged-seen');

  // Codex reads an Enter within 120 ms of a burst as a newline: keep the window after the paste.
  const windowLeft = typed.pastedAt + a.timing.minPasteToEnterMs - Date.now();
  if (windowLeft > 0) await sleep(windowLeft);
  await a.deps.hooks?.beforeEnter?.(typed.pane);
  if (a.decision.recheckBeforeEnter && !(await stillOwned(a, typed))) {
    return a.conclude(typed, 'indeterminate', 'draft_input_changed',
      `The input changed after the paste; Enter was not sent. Inspect ${a.seatRef}'s input; the message is not replayed.`);
  }

  lease.assertActive();
  let pane: PaneState;
  try {
    pane = await pressEnter(a.target);
  } catch (err) {
    const reason = enterFailureReason(err instanceof PaneNotWritableError ? err.reason : undefined, a.protect);
    return a.conclude(typed, 'indeterminate', reason, `The text is in ${a.seatRef}'s input but Enter could not be sent (${(err as Error).message}).`);
  }
  a.deps.trace?.('enter');

  const verified = await verifySubmitted(a, { ...typed, pane });
  if (submissionUnconfirmed(verified, a.req.verify)) {
    const r = await a.conclude(typed, 'indeterminate', 'submit_unconfirmed',
      `Enter was sent to ${a.seatRef}, but the submission could not be confirmed on screen; check the pane before sending again.`);
    r.verified = false;
    return r;
  }
  a.deps.trace?.('verified');
  const r = await a.conclude(typed, 'delivered', 'delivered', `Sent to ${a.seatRef}.`);
  a.deps.trace?.('finalized');
  if (verified === true) r.verified = true;
  if (a.req.typeWithoutChecking) r.inputCheck = 'skipped';
  return r;
}

/** Protecting modes: one last look, immediately before Enter, that the composer holds exactly our text. */
async function stillOwned(a: Attempt, typed: Typed): Promise<boolean> {
  const last = await a.composer.capture(a.target.server, typed.pane.paneId);
  const reading = a.composer.read(last, { runtime: a.runtime, owned: { text: a.text, frame: typed.emptyFrame } });
  return a.composer.owns(reading, a.text, { emptyFrame: typed.emptyFrame, labelsSeenAfterPaste: typed.seen.labels });
}

/**
 * After Enter: true when the composer no longer holds the text; false when it still does at the
 * deadline; undefined when the composer cannot be read (nothing to confirm with).
 */
async function verifySubmitted(a: Attempt, typed: Typed): Promise<boolean | undefined> {
  const { emptyFrame, seen } = typed;
  if (!seen.recognised) return undefined;
  const deadline = Date.now() + a.timing.verifyTimeoutMs;
  for (;;) {
    const snap = await a.composer.capture(a.target.server, typed.pane.paneId);
    const reading = a.composer.read(snap, { runtime: a.runtime, owned: { text: a.text, frame: emptyFrame } });
    const stillThere = holdsText(a, reading, emptyFrame, seen.labels);
    if (reading.state !== 'unknown' && !stillThere) return true;
    if (Date.now() >= deadline) return reading.state === 'unknown' ? undefined : false;
    await sleep(a.timing.pollMs);
  }
}
