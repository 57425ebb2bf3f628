// Is the seat ready for a message? The runtime's own hooks first, the screen as fallback and veto
// (lib/activity/freshness.ts combineReadiness holds the rules). The screen is read every time all
// the same: it is the veto, and the composer reading taken with it feeds the draft checks, which
// stay independent of hooks. The flow only sees {state, reason, source}.
import { classifyActivity } from './activity.js';
import {
  combineReadiness,
  hookActivityAt,
  type HookActivityReading,
  type ReadinessSource,
} from '../activity/freshness.js';
import { readSeatHooks } from '../activity/store.js';
import type { SeatHooksDoc } from '../activity/contract.js';
import type { HomePaths } from '../home/paths.js';
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
import type { Runtime, SeatRecord } from '../seat/registry.js';
import { sleep } from '../util/sleep.js';

export type ReadinessState = 'busy' | 'idle' | 'needs_input' | 'unknown';

export interface Readiness {
  state: ReadinessState;
  reason: string;
  /** hook: the hook's word decided; pane: the screen's; hook+pane: the screen vetoed the hook. */
  source: ReadinessSource;
  /** Age of the hook record when the hook decided (or was vetoed). */
  ageMs?: number;
  /** The hook document's reading, when hooks were consulted. */
  hook?: HookActivityReading;
  /** The screen's own word, when the screen was read. */
  screen?: { state: ReadinessState; reason: string };
  /** The styled composer reading taken with it (reused by the draft checks). */
  composer?: ComposerReading;
}

/** Reads a seat's hook document at classification time (each poll of --wait-for-idle reads anew). */
export type HookLookup = () => SeatHooksDoc | undefined;

/** The current occupant's hook document; a terminal seat has no runtime hooks (undefined). */
export function seatHooksLookup(
  home: HomePaths,
  seat: Pick<SeatRecord, 'nodeId' | 'occupant' | 'runtime'>,
): HookLookup | undefined {
  if (seat.runtime === 'terminal') return undefined;
  return () => readSeatHooks(home, seat.nodeId, seat.occupant);
}

/** The screen's word joined with the hook's (when a lookup is given); the composer stays the screen's. */
export function withHooks(screen: Readiness, hooks: HookLookup | undefined, nowMs = Date.now()): Readiness {
  if (!hooks) return screen;
  const hook = hookActivityAt(hooks(), nowMs);
  const word = combineReadiness(hook, { state: screen.state, reason: screen.reason });
  return {
    state: word.state,
    reason: word.reason,
    source: word.source,
    ...(word.ageMs !== undefined ? { ageMs: word.ageMs } : {}),
    hook,
    screen: { state: screen.state, reason: screen.reason },
    ...(screen.composer ? { composer: screen.composer } : {}),
  };
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

/**
 * Readiness from the screens (and the hook document, when `hooks` is given). Without hooks this is
 * the screen's word alone: the menu and prompt checks of the send flow want exactly that.
 */
export function classifyReadiness(
  screens: ReadinessScreens,
  pane: PaneState,
  runtime: Runtime,
  composer: ComposerOps = composerOps,
  hooks?: HookLookup,
): Readiness {
  // The styled reading tells a faint suggestion from typed text, which plain text cannot.
  const reading = composer.read(screens.snapshot, { runtime });
  if (screens.plain instanceof Error) {
    return withHooks(
      { state: 'unknown', reason: `capture_failed: ${screens.plain.message}`, source: 'pane', composer: reading },
      hooks,
    );
  }
  const activity = classifyActivity(screens.plain, runtime, {
    paneCurrentCommand: pane.currentCommand,
    ...(reading.runtime !== null ? { composer: reading } : {}),
  });
  return withHooks({ state: activity.state, reason: activity.reason, source: 'pane', composer: reading }, hooks);
}

export async function readReadiness(
  target: PaneTarget,
  pane: PaneState,
  runtime: Runtime,
  composer: ComposerOps = composerOps,
  hooks?: HookLookup,
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
  return classifyReadiness(screens, pane, runtime, composer, hooks);
}

export interface WaitResult {
  readiness: Readiness;
  waitedMs: number;
  /** idle: ready; needs_input: stopped at once; busy/unknown: the deadline passed; aborted: the caller went away. */
  ended: 'idle' | 'needs_input' | 'deadline' | 'aborted';
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
    await sleep(Math.min(pollMs, left), signal);
  }
}
