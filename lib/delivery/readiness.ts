// Is the seat ready for a message? Today the answer comes from the screen alone (the pane
// classifier); hook-fed activity can join here later without touching the send flow: the flow only
// sees {state, reason, source}.
import { classifyActivity } from './activity.js';
import {
  capturePlain,
  listPanesArgs,
  paneProbeFrom,
  probePane,
  type PaneProbe,
  type PaneState,
  type PaneTarget,
} from './pane/tmux-adapter.js';
import {
  captureScreens,
  composerOps,
  type ComposerOps,
  type ComposerReading,
  type ComposerSnapshot,
} from './composer/ops.js';
import type { Runtime } from '../seat/registry.js';

export type ReadinessState = 'busy' | 'idle' | 'needs_input' | 'unknown';

export interface Readiness {
  state: ReadinessState;
  reason: string;
  source: 'pane';
  /** The styled composer reading taken with it (reused by the draft checks). */
  composer?: ComposerReading;
}

/** Lines of history read with the visible screen (menus can sit above a tall footer). */
const ACTIVITY_HISTORY_LINES = 20;

export interface ReadinessScreens {
  snapshot: ComposerSnapshot | null;
  plain: string | Error;
}

/** The styled snapshot and the plain screen with history, in one tmux invocation. */
async function captureForReadiness(target: PaneTarget, paneId: string): Promise<ReadinessScreens> {
  const screens = await captureScreens(target.server, paneId, { history: ACTIVITY_HISTORY_LINES }).catch(
    (err: Error) => err,
  );
  if (screens instanceof Error) return { snapshot: null, plain: screens };
  return { snapshot: screens.snapshot, plain: screens.plain ?? new Error('no plain capture') };
}

/**
 * The pane probe and the readiness screens of a bound pane in ONE tmux invocation (a tmux client
 * costs about 10 ms; status is read often). When the combined call fails (a pane gone, the session
 * gone, no server) the probe alone is asked again, so the failure is named exactly as probePane
 * names it; the screens are then left out.
 */
export async function probeWithScreens(
  target: PaneTarget,
  paneId: string,
): Promise<{ probe: PaneProbe; screens?: ReadinessScreens }> {
  try {
    const s = await captureScreens(target.server, paneId, {
      history: ACTIVITY_HISTORY_LINES,
      before: listPanesArgs(target),
    });
    if (s.before !== undefined) {
      return {
        probe: paneProbeFrom(s.before, target),
        screens: { snapshot: s.snapshot, plain: s.plain ?? new Error('no plain capture') },
      };
    }
  } catch {
    // named below
  }
  return { probe: await probePane(target) };
}

export function classifyReadiness(
  screens: ReadinessScreens,
  pane: PaneState,
  runtime: Runtime,
  composer: ComposerOps = composerOps,
): Readiness {
  // The styled reading tells a faint suggestion from typed text, which plain text cannot.
  const reading = composer.read(screens.snapshot, { runtime });
  if (screens.plain instanceof Error) {
    return { state: 'unknown', reason: `capture_failed: ${screens.plain.message}`, source: 'pane', composer: reading };
  }
  const activity = classifyActivity(screens.plain, runtime, {
    paneCurrentCommand: pane.currentCommand,
    ...(reading.runtime !== null ? { composer: reading } : {}),
  });
  return { state: activity.state, reason: activity.reason, source: 'pane', composer: reading };
}

export async function readReadiness(
  target: PaneTarget,
  pane: PaneState,
  runtime: Runtime,
  composer: ComposerOps = composerOps,
): Promise<Readiness> {
  let screens: ReadinessScreens;
  if (composer === composerOps) {
    screens = await captureForReadiness(target, pane.paneId);
  } else {
    const [snapshot, plain] = await Promise.all([
      composer.capture(target.server, pane.paneId),
      capturePlain(target, pane.paneId, ACTIVITY_HISTORY_LINES).catch((err: Error) => err),
    ]);
    screens = { snapshot, plain };
  }
  return classifyReadiness(screens, pane, runtime, composer);
}

export interface WaitResult {
  readiness: Readiness;
  waitedMs: number;
  /** idle: ready; needs_input: stopped at once; busy/unknown: the deadline passed; aborted: the caller went away. */
  ended: 'idle' | 'needs_input' | 'deadline' | 'aborted';
}

/** Sleeps ms, or less when the signal aborts first. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Polls until the seat reads idle, asks for input, or the deadline passes. Unknown is retried like
 * busy; an observation that lands after the deadline is discarded, never counted as idle.
 */
export async function waitForIdle(
  read: () => Promise<Readiness>,
  timeoutMs: number,
  pollMs = 500,
  signal?: AbortSignal,
): Promise<WaitResult> {
  const started = Date.now();
  const deadline = started + timeoutMs;
  let last: Readiness = { state: 'unknown', reason: 'not_observed', source: 'pane' };
  for (;;) {
    if (signal?.aborted) return { readiness: last, waitedMs: Date.now() - started, ended: 'aborted' };
    const readStarted = Date.now();
    if (readStarted > deadline) return { readiness: last, waitedMs: readStarted - started, ended: 'deadline' };
    last = await read();
    if (last.state === 'idle') return { readiness: last, waitedMs: Date.now() - started, ended: 'idle' };
    if (last.state === 'needs_input') return { readiness: last, waitedMs: Date.now() - started, ended: 'needs_input' };
    const left = deadline - Date.now();
    if (left <= 0) return { readiness: last, waitedMs: Date.now() - started, ended: 'deadline' };
    await pause(Math.min(pollMs, left), signal);
  }
}
