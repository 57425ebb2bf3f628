// How old hook evidence may be, and how it meets the screen. Pure: a document and a clock in, a
// reading out; test/activity/freshness.test.ts holds the tables.
//
//   hookActivityAt     the hook document's activity at `nowMs`: older than 5 minutes reads unknown
//                      (stale_runtime_hook); stamped past the skew ahead of `nowMs` (a clock
//                      stepped back since, lib/util/clock-clamp.ts) reads unknown with no age
//                      (future_hook_stamp), never fresh; no document reads unknown (no_hook_record)
//   combineReadiness   the readiness the send flow, status and --wait-for-idle use:
//     1. the screen's needs_input (menu, permission question, modal, draft) always wins; over a
//        hook that said idle or running it is a veto (source hook+pane): OpenRig never types into
//        a menu or over a draft on a hook's word, fresh or not
//     2. a hook within 15 s decides: running → busy, idle → idle, needs_input → needs_input (a
//        permission request wins over a screen that still looks idle)
//     3. an older idle (15 s to 5 min) is trusted: only rule 1's veto overrides it
//     4. everything else falls through to the screen: an older running or needs_input, a stale or
//        missing record, and the hook's own unknown (SessionStart; an unmapped run before any known state)
// Sources: 'hook' (the hook's word decided), 'pane' (the screen's), 'hook+pane' (a veto: the
// screen overrode a hook that said otherwise; the state is the screen's).
import type { HookActivityState, SeatHooksDoc } from './contract.js';
import { stampAgeMs } from '../util/clock-clamp.js';

/** A hook record older than this reads unknown (stale). */
export const HOOK_STALE_MS = 5 * 60_000;
/** For send readiness, a hook record this recent decides on its own. */
export const HOOK_DECIDES_MS = 15_000;

export interface HookActivityReading {
  state: HookActivityState;
  reason: string;
  /** Since the record's seq (the hook run's start); null without a record or for a stamp from the future. */
  ageMs: number | null;
  /** Not to be trusted as the seat's state now: older than HOOK_STALE_MS, or stamped in the future. */
  stale: boolean;
  /**
   * The record's own state, whatever its age (absent without a record, or for a stamp from the
   * future): a record that only aged still says what its run saw.
   */
  recorded?: HookActivityState;
  source: 'hook';
  /** The event behind the state (Stop, PermissionRequest, …), when there is a record. */
  event?: string;
}

/**
 * The activity of a hook document at nowMs. A seq within the skew ahead counts as age 0; one
 * further ahead is suspect (future_hook_stamp): unknown, no age, stale.
 */
export function hookActivityAt(doc: Pick<SeatHooksDoc, 'activity'> | undefined, nowMs: number): HookActivityReading {
  if (!doc) return { state: 'unknown', reason: 'no_hook_record', ageMs: null, stale: false, source: 'hook' };
  const a = doc.activity;
  const ageMs = stampAgeMs(a.seq / 1000, nowMs);
  if (ageMs === null)
    return { state: 'unknown', reason: 'future_hook_stamp', ageMs, stale: true, source: 'hook', event: a.event };
  if (ageMs > HOOK_STALE_MS)
    return {
      state: 'unknown',
      reason: 'stale_runtime_hook',
      ageMs,
      stale: true,
      source: 'hook',
      event: a.event,
      recorded: a.state,
    };
  return { state: a.state, reason: a.reason, ageMs, stale: false, source: 'hook', event: a.event, recorded: a.state };
}

export type ReadinessWord = 'busy' | 'idle' | 'needs_input' | 'unknown';
export type ReadinessSource = 'hook' | 'pane' | 'hook+pane';

/** What the screen said (the pane classifier's reading). */
export interface ScreenWord {
  state: ReadinessWord;
  reason: string;
}

export interface CombinedWord {
  state: ReadinessWord;
  reason: string;
  source: ReadinessSource;
  /** The hook record's age when the hook's word decided (or was vetoed). */
  ageMs?: number;
}

const HOOK_WORD: Record<HookActivityState, ReadinessWord | undefined> = {
  running: 'busy',
  idle: 'idle',
  needs_input: 'needs_input',
  unknown: undefined,
};

/** The hook's word when its record may decide now, else undefined (the screen decides). */
function decisiveHookWord(hook: HookActivityReading): ReadinessWord | undefined {
  if (hook.stale || hook.ageMs === null) return undefined;
  const word = HOOK_WORD[hook.state];
  if (word === undefined) return undefined;
  if (hook.ageMs <= HOOK_DECIDES_MS) return word;
  return word === 'idle' ? word : undefined;
}

/**
 * Hook first, screen as fallback and veto. Without a screen reading (`screen` undefined) a
 * decisive hook still answers and anything else is unknown (not_read).
 */
export function combineReadiness(hook: HookActivityReading, screen: ScreenWord | undefined): CombinedWord {
  const word = decisiveHookWord(hook);
  const age = hook.ageMs ?? undefined;
  if (screen?.state === 'needs_input') {
    if (word === 'needs_input') return { state: 'needs_input', reason: hook.reason, source: 'hook', ageMs: age };
    if (word !== undefined) return { state: 'needs_input', reason: screen.reason, source: 'hook+pane', ageMs: age };
    return { state: 'needs_input', reason: screen.reason, source: 'pane' };
  }
  if (word !== undefined) return { state: word, reason: hook.reason, source: 'hook', ageMs: age };
  if (screen) return { state: screen.state, reason: screen.reason, source: 'pane' };
  return { state: 'unknown', reason: 'not_read', source: 'pane' };
}
