// Before anything is prepared: the seat's pane as it is now, its readiness, (protecting modes) an
// empty composer, and --wait-for-idle. Nothing here writes to the pane or creates an attempt.
import { composerOps } from '../composer/ops.js';
import {
  classifyReadiness,
  probeWithScreens,
  readReadiness,
  seatHooksLookup,
  waitForIdle,
  type WaitResult,
} from '../readiness.js';
import { probePane, type PaneState } from '../pane/tmux-adapter.js';
import type { SendResult } from './contract.js';
import { activityOf, type Attempt, type Observed } from './attempt.js';
import { overrideUnreadable } from './override.js';
import {
  activityWarning,
  agentAmong,
  emptyComposerVerdict,
  guardReason,
  paneVerdict,
  readinessVerdict,
  shellNeedsProcessCheck,
  waitDeadlineReason,
} from './verdicts.js';
import { descendantCommands } from '../pane/process.js';

/** What the pane checks found: the pane, its activity and (protecting modes) the empty composer's frame. */
export interface Ready extends Observed {
  pane: PaneState;
  emptyFrame: unknown;
  /** --dangerously-interact answering a recognised menu: typed as keys, no Enter (menu.ts). */
  menuAnswer?: boolean;
}

/** The pane must exist, be alive and out of copy mode; then it must be ready for this message. */
export async function resolvePane(a: Attempt): Promise<SendResult | Ready> {
  const { target, composer, runtime } = a;
  // Reading the screen is harmless, so with a bound pane id it comes in the probe's own tmux call.
  const bound = target.paneId && composer === composerOps ? target.paneId : undefined;
  const { probe, screens: early } = bound
    ? await probeWithScreens(target, bound)
    : { probe: await probePane(target), screens: undefined };
  a.deps.trace?.('probe');
  if (!probe.ok) return a.refuse(guardReason(probe.reason), probe.detail);
  const pane = probe.pane;
  const usable = paneVerdict(pane, a, a.seatRef);
  if (usable.action === 'override_unreadable') return overrideUnreadable(a, pane);
  if (usable.action !== 'proceed') return a.stop(usable);

  // Hook activity first, the screen as fallback and veto; the composer checks below read the screen only.
  const hooks = seatHooksLookup(a.deps.home, a.req.seat);
  const readiness =
    early && pane.paneId === bound
      ? classifyReadiness(early, pane, runtime, composer, hooks)
      : await readReadiness(target, pane, runtime, composer, hooks);
  a.deps.trace?.('readiness');
  let emptyFrame: unknown;
  if (a.protect) {
    const reading =
      readiness.composer ?? composer.read(await composer.capture(target.server, pane.paneId), { runtime });
    const empty = emptyComposerVerdict(reading, readiness, a.seatRef);
    if (empty.action !== 'proceed') return a.stop(empty);
    emptyFrame = empty.frame;
  }
  const agent = shellNeedsProcessCheck(runtime, pane.currentCommand, readiness.composer)
    ? agentAmong(await descendantCommands(pane.pid))
    : undefined;
  const verdict = readinessVerdict(readiness, pane, runtime, a.req.dangerouslyInteract, a.seatRef, agent);
  if (verdict.action !== 'proceed') return a.stop(verdict);
  return { pane, activity: readiness, emptyFrame };
}

/**
 * --wait-for-idle polls until the seat is idle; busy or unknown at the deadline refuses and keeps
 * nothing. Without it, a busy or unreadable seat gets the message with a warning.
 */
export async function awaitIdle(a: Attempt, ready: Ready): Promise<SendResult | Ready> {
  const waitMs = a.req.waitForIdleMs;
  if (waitMs === undefined) {
    const warning = activityWarning(ready.activity, a.seatRef);
    if (warning) a.warnings.push(warning);
    return ready;
  }
  // Each poll reads the hook document again: a Stop hook ends the wait without waiting for the screen.
  const hooks = seatHooksLookup(a.deps.home, a.req.seat);
  const waited = await waitForIdle(
    () => readReadiness(a.target, ready.pane, a.runtime, a.composer, hooks),
    waitMs,
    a.timing.waitPollMs,
    a.req.signal,
  );
  if (waited.ended === 'aborted') return a.cancelled();
  if (waited.ended === 'needs_input')
    return a.refuse('target_needs_input', `${a.seatRef} is waiting at a prompt or menu. No text was sent.`, {
      keep: false,
    });
  if (waited.ended === 'deadline') return waitDeadline(a, waited);
  let emptyFrame = ready.emptyFrame;
  if (a.protect) {
    // The screen changed while waiting (a status row went away): the composer is judged afresh.
    const empty = emptyComposerVerdict(waited.readiness.composer, waited.readiness, a.seatRef);
    if (empty.action !== 'proceed') return a.stop(empty);
    emptyFrame = empty.frame;
  }
  return { pane: ready.pane, activity: waited.readiness, waitedMs: waited.waitedMs, emptyFrame };
}

/** The wait ended busy or unknown: refused, nothing kept, the last activity reported. */
async function waitDeadline(a: Attempt, waited: WaitResult): Promise<SendResult> {
  const { reason, still } = waitDeadlineReason(waited.readiness.state);
  const r = await a.refused(
    reason,
    `No text was sent. ${a.seatRef} was still ${still} when the wait ended; nothing is kept to send later.`,
  );
  r.waitedMs = waited.waitedMs;
  r.activity = activityOf(waited.readiness);
  return r;
}
