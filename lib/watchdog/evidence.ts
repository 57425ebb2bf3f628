// What the seat's own hooks say right now, as the watchdog and the supervisor gate on it. Pure: a
// hook reading (lib/activity/freshness.ts hookActivityAt) in, words out.
//   idle         an idle hook record that is not stale (within HOOK_STALE_MS): fresh idle evidence
//   needs_input  the newest record waits on a person (a permission or question prompt)
//   busy         the newest record says the runtime is working
//   unknown      no record, a stale one, one stamped in the future, or the hook's own unknown (a
//                terminal seat has no hooks)
// The screen is not read here: the transport reads it at send time and vetoes a menu or a draft.
import type { HookActivityReading } from '../activity/freshness.js';
import type { HookActivityState } from '../activity/contract.js';

export type EvidenceWord = 'idle' | 'needs_input' | 'busy' | 'unknown';

const WORD: Record<HookActivityState, EvidenceWord> = {
  idle: 'idle',
  needs_input: 'needs_input',
  running: 'busy',
  unknown: 'unknown',
};

export function evidenceWord(hook: Pick<HookActivityReading, 'state' | 'stale' | 'ageMs'> | undefined): EvidenceWord {
  if (!hook || hook.stale || hook.ageMs === null) return 'unknown';
  return WORD[hook.state];
}

/** The parked-owner supervisor's reading of a seat's hooks. */
export interface ParkedEvidence {
  /**
   * What it decides on: evidenceWord's, except that an idle record that aged past HOOK_STALE_MS is
   * still idle. Every turn starts with UserPromptSubmit, so no hook after a Stop means no new turn:
   * a Codex seat (no idle_prompt) is otherwise stale exactly when its 5-minute grace ends.
   */
  word: EvidenceWord;
  /**
   * What its waiting state is fingerprinted on: the record's own word whatever its age, so evidence
   * that merely aged (fresh → stale for the same record) never restarts the grace.
   */
  basis: EvidenceWord;
}

export function parkedEvidence(
  hook: Pick<HookActivityReading, 'state' | 'stale' | 'ageMs' | 'recorded'> | undefined,
): ParkedEvidence {
  const basis = hook?.recorded === undefined ? 'unknown' : WORD[hook.recorded];
  const aged = hook?.stale === true && hook.ageMs !== null;
  return { word: aged && basis === 'idle' ? 'idle' : evidenceWord(hook), basis };
}
