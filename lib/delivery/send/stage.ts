// Staging: the outbox attempt and the tmux buffer (neither writes to the pane), the composer read
// again, the paste, and the wait until the composer shows exactly this text.
import type { ComposerReading } from '../composer/ops.js';
import type { Lease } from './lease.js';
import {
  discardStaged,
  mayHaveWritten,
  PaneNotWritableError,
  pasteStaged,
  stageBuffer,
  type PaneState,
  type StagedBuffer,
} from '../pane/tmux-adapter.js';
import type { SendResult } from './contract.js';
import { isResult, type Attempt } from './attempt.js';
import { auditMenuAnswer, auditSkippedInputCheck, checkOverrideInput } from './override.js';
import { readReadiness } from '../readiness.js';
import type { Ready } from './pane.js';
import {
  afterPastePollMs,
  composerAfterStagingVerdict,
  endsWithText,
  enterWindowMs,
  onScreenPrompt,
  pasteRefusal,
} from './verdicts.js';
import { sleep } from '../../util/sleep.js';

export interface StagedSeen {
  owned: boolean;
  /** The composer was readable at all (false for a shell or an unsupported layout). */
  recognised: boolean;
  labels?: unknown;
  why: string;
}

/** The text is in the pane's input (not yet submitted). */
export interface Typed extends Ready {
  pastedAt: number;
  /** Pasted with brackets (-p); false for input that goes in as keys. */
  bracketed: boolean;
  seen: StagedSeen;
}

/**
 * The `sending` attempt and the buffer, side by side. An attempt that could not be recorded
 * refuses the send (the buffer, if loaded, is deleted: nothing is typed without a record); a
 * buffer that cannot be loaded fails it.
 */
export async function stageMessage(a: Attempt, ready: Ready): Promise<SendResult | StagedBuffer> {
  const [, staged] = await Promise.all([a.open(), stageBuffer(a.target, a.text).catch((err: Error) => err)]);
  a.deps.trace?.('attempt+buffer');
  if (!a.record) {
    if (!(staged instanceof Error)) await discardStaged(a.target, staged, { buffer: true });
    return a.unrecorded(ready);
  }
  if (staged instanceof Error) {
    return a.conclude(
      ready,
      'failed',
      'send_failed',
      `No text was sent: the tmux buffer could not be loaded (${staged.message}).`,
    );
  }
  return staged;
}

/** The composer again, then the paste, then the wait for the pasted text. Throws are the caller's. */
export async function typeStaged(
  a: Attempt,
  lease: Lease,
  ready: Ready,
  staged: StagedBuffer,
): Promise<SendResult | Typed> {
  await a.deps.hooks?.afterLoad?.(ready.pane);
  const checked = await recheckComposer(a, ready);
  if (isResult(checked)) return checked;
  // A caller that went away before the audit gets no audit line: nothing was, or will be, typed.
  if (a.req.signal?.aborted) return a.cancelled();
  const stop = await auditSkippedInputCheck(a);
  if (stop) return stop;

  // The last point where a caller that went away cancels cleanly: nothing is in the pane yet.
  if (a.req.signal?.aborted) return a.cancelled();
  // The caller's own stop condition (a wake's row still current), at the last moment before input.
  const stopped = await a.req.stopIf?.('paste');
  if (stopped)
    return a.refuse(stopped.reason, `${stopped.detail} (checked before the paste); nothing was kept`, { keep: false });
  lease.assertActive();
  const pasted = await paste(a, checked, staged);
  if (isResult(pasted)) return pasted;
  // A menu answer never shows as composer text; menu.ts watches the menu instead.
  if (pasted.menuAnswer) return { ...pasted, seen: { owned: false, recognised: false, why: 'a menu answer' } };
  const seen = await waitForStaged(a, pasted);
  return { ...pasted, seen };
}

/**
 * Text may have appeared while the buffer was prepared. The override reads here; a protecting mode
 * needs the same empty composer as before. The first frame seen is the one owned from now on.
 */
async function recheckComposer(a: Attempt, ready: Ready): Promise<SendResult | Ready> {
  if (!a.protect && !a.checkInput) return ready;
  const snap = await a.composer.capture(a.target.server, ready.pane.paneId);
  const reading = a.composer.read(snap, { runtime: a.runtime });
  if (a.checkInput) {
    // No composer, but a recognised menu still on screen: the answer drives the menu (spec:
    // "can drive a recognized native menu"); there is no input of anyone's to check.
    if (
      reading.state === 'unknown' &&
      onScreenPrompt(await readReadiness(a.target, ready.pane, a.runtime, a.composer))
    ) {
      if (a.req.signal?.aborted) return a.cancelled();
      const stop = await auditMenuAnswer(a);
      return stop ?? { ...ready, menuAnswer: true };
    }
    const stop = await checkOverrideInput(a, ready.pane, reading, snap);
    if (stop) return stop;
  } else {
    const verdict = composerAfterStagingVerdict(reading, Boolean(snap?.inMode), ready.emptyFrame);
    if (verdict.action !== 'proceed') return a.stop(verdict);
  }
  return ready.emptyFrame === undefined ? { ...ready, emptyFrame: reading.frame } : ready;
}

/** paste-buffer after a fresh probe; a refused probe is still a refusal before input. */
async function paste(a: Attempt, ready: Ready, staged: StagedBuffer): Promise<SendResult | Omit<Typed, 'seen'>> {
  let pane: PaneState;
  // A deliberate prompt answer goes in as keys (a menu shortcut, a digit); everything else bracketed.
  const bracketed = !a.req.dangerouslyInteract;
  try {
    pane = await pasteStaged(a.target, staged, { bracketed });
  } catch (err) {
    if (err instanceof PaneNotWritableError) return a.stop(pasteRefusal(err.reason, a.protect, err.message));
    // No answer to the paste: it may be in the pane. Never claimed unsent, never pasted again.
    if (mayHaveWritten(err)) {
      a.written = true;
      return a.conclude(
        ready,
        'indeterminate',
        'delivery_indeterminate',
        `Input may have been written to ${a.seatRef} (${(err as Error).message}); Enter was not sent and the text is not replayed.`,
      );
    }
    return a.conclude(
      ready,
      'failed',
      'send_failed',
      `No text was sent: tmux refused the paste (${(err as Error).message}).`,
    );
  }
  a.deps.trace?.('paste');
  a.written = true;
  const pastedAt = Date.now();
  await a.deps.hooks?.afterPaste?.(pane);
  return { ...ready, pane, pastedAt, bracketed };
}

/** The composer holds exactly our text (or, --type-without-checking, ends with it). */
export function holdsText(a: Attempt, reading: ComposerReading, emptyFrame: unknown, labels: unknown): boolean {
  return (
    a.composer.owns(reading, a.text, { emptyFrame, labelsSeenAfterPaste: labels }) ||
    (a.req.typeWithoutChecking === true && endsWithText(reading, a.text))
  );
}

/**
 * Polls the composer until it shows exactly the staged text. Paste labels seen right after this
 * paste are remembered: only those may stand for hidden content later. An unreadable layout (a
 * shell) settles on a quiet screen instead, and not before the keys window (enterWindowMs).
 */
async function waitForStaged(a: Attempt, typed: Omit<Typed, 'seen'>): Promise<StagedSeen> {
  const { composer, target, runtime, text, timing } = a;
  const { pane, emptyFrame, pastedAt } = typed;
  const deadline = pastedAt + timing.stagedTimeoutMs;
  let labels: unknown;
  let why = 'it did not appear in the composer';
  let recognised = false;
  let previousStyled: string | undefined;
  let stableSince = 0;
  for (;;) {
    const snap = await composer.capture(target.server, pane.paneId);
    const reading = composer.read(snap, { runtime, owned: { text, frame: emptyFrame } });
    if (labels === undefined && reading.pasteLabels && (reading.pasteLabels as unknown[]).length)
      labels = reading.pasteLabels;
    const now = Date.now();
    if (reading.state !== 'unknown') recognised = true;
    if (holdsText(a, reading, emptyFrame, labels)) {
      return { owned: true, recognised: true, labels, why: '' };
    } else if (reading.state === 'unknown') {
      why = `the composer could not be read (${reading.reason})`;
      // A layout we cannot read (a shell prompt): settle on a screen that stopped changing.
      const styled = snap?.styled;
      if (styled !== undefined && styled === previousStyled) {
        const windowMs = enterWindowMs({ bracketed: typed.bracketed, composerRecognised: false }, timing.keysToEnterMs);
        if (!recognised && now - stableSince >= 60 && now - pastedAt >= windowMs)
          return { owned: false, recognised: false, labels, why };
      } else {
        stableSince = now;
      }
      previousStyled = styled;
    } else {
      why = reading.state === 'draft' ? 'the composer holds other text than the message' : 'the composer looks empty';
    }
    if (now >= deadline) return { owned: false, recognised, labels, why };
    await sleep(afterPastePollMs(now - pastedAt, timing.pollMs));
  }
}
