// Submission: Enter as its own tmux command (at once after a bracketed paste the composer shows
// whole; after input typed as keys, once the keys window has passed), then
// the check that the composer took the text, bounded by evidence (composer cleared, text left the
// input, a turn began) within a generous cap, never by a short fixed window. Input is in the pane
// by now, so no result here may say "nothing sent".
import type { Lease } from './lease.js';
import { mayHaveWritten, PaneNotWritableError, pressEnter, type PaneState } from '../pane/tmux-adapter.js';
import type { SendResult } from './contract.js';
import type { Attempt } from './attempt.js';
import { holdsText, type Typed } from './stage.js';
import { enterFailureReason, enterVerdict, enterWindowMs, submissionUnconfirmed } from './verdicts.js';
import { afterEnterPollMs, submitVerdict, UNREADABLE_AFTER_ENTER_MS } from '../composer/submitted.js';
import { classifyActivity } from '../activity.js';
import { stripEscapes } from '../composer/sgr.js';
import type { ComposerReading, ComposerSnapshot } from '../composer/types.js';
import { sleep } from '../../util/sleep.js';
import { seatHooksLookup } from '../readiness.js';
import {
  ConsumptionWatch,
  consumedLookUntil,
  consumptionDecidesOutcome,
  FOLLOW_UP_POLL_MS,
  settleConsumption,
} from './consumed.js';
import { recordConsumption } from '../outbox/outbox.js';
import { selectsCorePlugin } from '../../seat/defaults.js';

export async function submit(a: Attempt, lease: Lease, typed: Typed): Promise<SendResult> {
  const { seen } = typed;
  const enter = enterVerdict(seen, a.decision.recheckBeforeEnter || a.override);
  if (enter === 'withhold') {
    return a.conclude(
      typed,
      'indeterminate',
      'draft_input_changed',
      `The text was pasted but ${seen.why}; Enter was not sent. Inspect ${a.seatRef}'s input; the message is not replayed.`,
    );
  }
  if (enter === 'enter_with_warning')
    a.warnings.push(
      `The pasted text was not recognised in the composer (${seen.why}); Enter was sent anyway (typing guard ${a.mode}).`,
    );
  a.deps.trace?.('staged-seen');

  // No window after a bracketed paste the composer shows; input typed as keys keeps one.
  const windowMs = enterWindowMs(
    { bracketed: typed.bracketed, composerRecognised: seen.recognised },
    a.timing.keysToEnterMs,
  );
  const windowLeft = typed.pastedAt + windowMs - Date.now();
  if (windowLeft > 0) await sleep(windowLeft);
  await a.deps.hooks?.beforeEnter?.(typed.pane);
  if (a.decision.recheckBeforeEnter && !(await stillOwned(a, typed))) {
    return a.conclude(
      typed,
      'indeterminate',
      'draft_input_changed',
      `The input changed after the paste; Enter was not sent. Inspect ${a.seatRef}'s input; the message is not replayed.`,
    );
  }

  // The last moment before Enter: a caller gone by now (during the window, the hook or the
  // ownership check) gets no Enter, and the record stays uncertain.
  if (a.req.signal?.aborted) return a.cancelled(typed);
  const stopped = await a.req.stopIf?.('enter');
  if (stopped) {
    return a.conclude(
      typed,
      'indeterminate',
      stopped.reason,
      `The text was pasted into ${a.seatRef}, but ${stopped.detail} before Enter; Enter was not sent. The text stays in the input; it is not erased or replayed.`,
    );
  }
  lease.assertActive();
  let pane: PaneState;
  try {
    pane = await pressEnter(a.target);
  } catch (err) {
    const unanswered = mayHaveWritten(err);
    const reason = enterFailureReason(
      err instanceof PaneNotWritableError ? err.reason : unanswered ? 'unanswered' : undefined,
      a.protect,
    );
    return a.conclude(
      typed,
      'indeterminate',
      reason,
      unanswered
        ? `The text is in ${a.seatRef}'s input; tmux did not answer the Enter (${(err as Error).message}), so it may or may not have been submitted. Check the pane before sending again.`
        : `The text is in ${a.seatRef}'s input but Enter could not be sent (${(err as Error).message}).`,
    );
  }
  a.deps.trace?.('enter');

  const verified = await verifySubmitted(a, { ...typed, pane });
  if (submissionUnconfirmed(verified, a.req.verify)) {
    const r = await a.conclude(
      typed,
      'indeterminate',
      'submit_unconfirmed',
      `Enter was sent to ${a.seatRef}, but the submission could not be confirmed on screen; check the pane before sending again.`,
    );
    r.verified = false;
    return r;
  }
  a.deps.trace?.('verified');
  const r = await a.conclude(typed, 'delivered', 'delivered', `Sent to ${a.seatRef}.`);
  a.deps.trace?.('finalized');
  followConsumption(a);
  if (verified === true) r.verified = true;
  if (a.req.typeWithoutChecking) r.inputCheck = 'skipped';
  return r;
}

/**
 * After the answer, outside the lease: the rest of the grace for the runtime's record of this
 * text, then `consumed` on the outbox record (true when it came, false when the grace ended).
 * The daemon's drain waits for it, and a stopping daemon ends the wait (one last look); a failure
 * is logged, the caller already has its answer.
 */
function followConsumption(a: Attempt): void {
  const pending = a.pendingConsumption;
  const id = a.record?.id;
  if (!pending || !id) return;
  const { home } = a.deps;
  a.deps.leases.follow((ending) =>
    (async () => {
      const found = await settleConsumption(pending.watch, pending.until, FOLLOW_UP_POLL_MS, ending);
      await recordConsumption(home, a.nodeId, id, found);
    })().catch((err: Error) => a.deps.log?.(`send ${id}: consumption not recorded: ${err.message}`)),
  );
}

/** Protecting modes: one last look, immediately before Enter, that the composer holds exactly our text. */
async function stillOwned(a: Attempt, typed: Typed): Promise<boolean> {
  const last = await a.composer.capture(a.target.server, typed.pane.paneId);
  const reading = a.composer.read(last, { runtime: a.runtime, owned: { text: a.text, frame: typed.emptyFrame } });
  return a.composer.owns(reading, a.text, { emptyFrame: typed.emptyFrame, labelsSeenAfterPaste: typed.seen.labels });
}

/**
 * After Enter: true when the evidence says the composer took the text (it left a readable
 * composer, or a turn began, or the runtime's UserPromptSubmit record shows this text); false when
 * the composer still shows exactly the text at the cap (`verifyTimeoutMs`); undefined when the
 * composer cannot be read (nothing to confirm with). The screen's decision is submitVerdict's;
 * on an agent seat it also settles `a.consumed`, or leaves it pending for followConsumption (consumed.ts).
 */
async function verifySubmitted(a: Attempt, typed: Typed): Promise<boolean | undefined> {
  const { emptyFrame, seen } = typed;
  const started = Date.now();
  // A turn beginning is evidence only when the screen showed the seat idle before this send (a
  // hook's idle over a screen that already showed work must not read as a turn that began).
  const screenWasIdle = (typed.activity.screen ?? typed.activity).state === 'idle';
  const wasIdle = typed.activity.state === 'idle';
  const hooks = seatHooksLookup(a.deps.home, a.req.seat);
  const watch = hooks ? new ConsumptionWatch(hooks, a.text, typed.pastedAt * 1000) : undefined;
  // Hooks are expected where the seat selected OpenRig's plugin, even before any has run: Codex
  // fires its first hook (SessionStart) only with the first prompt, this one perhaps.
  const hooksExpected = selectsCorePlugin(a.req.seat.plugins);
  const settle = async (screen: boolean | undefined): Promise<boolean | undefined> => {
    if (!watch) return screen;
    const until = () =>
      consumedLookUntil({
        enterAt: started,
        capMs: a.timing.verifyTimeoutMs,
        waitMs: a.timing.consumedWaitMs,
        wasIdle,
        hooksLive: watch.live || hooksExpected,
      });
    if (consumptionDecidesOutcome(screen, a.req.verify === true)) {
      a.consumed = await settleConsumption(watch, until, a.timing.pollMs);
      return a.consumed ? true : screen;
    }
    // Delivered whatever the record says: one look now, and the rest of the grace after the answer.
    a.consumed = watch.look();
    if (!a.consumed && Date.now() < until()) a.pendingConsumption = { watch, until };
    return a.consumed ? true : screen;
  };
  if (!seen.recognised) return settle(undefined);
  let unknownSince: number | undefined;
  for (;;) {
    const snap = await a.composer.capture(a.target.server, typed.pane.paneId);
    if (watch?.look()) {
      a.consumed = true;
      return true;
    }
    const reading = a.composer.read(snap, { runtime: a.runtime, owned: { text: a.text, frame: emptyFrame } });
    const now = Date.now();
    if (reading.state === 'unknown') unknownSince ??= now;
    else unknownSince = undefined;
    const verdict = submitVerdict(
      {
        elapsedMs: now - started,
        state: reading.state,
        holdsText: holdsText(a, reading, emptyFrame, seen.labels),
        turnBegan: screenWasIdle && snap !== null && turnShowing(snap, a.runtime, reading),
        unreadableForMs: unknownSince === undefined ? 0 : now - unknownSince,
      },
      { capMs: a.timing.verifyTimeoutMs, unreadableMs: UNREADABLE_AFTER_ENTER_MS },
    );
    if (verdict === 'confirmed') return settle(true);
    if (verdict === 'unconfirmed') return settle(false);
    if (verdict === 'unreadable') return settle(undefined);
    await sleep(afterEnterPollMs(now - started, a.timing.pollMs));
  }
}

/** The screen shows the agent working (with or without text still in its composer). */
function turnShowing(snap: ComposerSnapshot, runtime: Attempt['runtime'], reading: ComposerReading): boolean {
  const activity = classifyActivity(
    stripEscapes(snap.styled),
    runtime,
    reading.runtime !== null ? { composer: reading } : {},
  );
  return activity.state === 'busy' || activity.reason === 'prompt_draft_busy';
}
