// What the seat's own hooks say right now, as the watchdog and the supervisor gate on it. Pure: a
// hook reading (lib/activity/freshness.ts hookActivityAt) in, one word out.
//   idle         an idle hook record that is not stale (within HOOK_STALE_MS): fresh idle evidence
//   needs_input  the newest record waits on a person (a permission or question prompt)
//   busy         the newest record says the runtime is working
//   unknown      no record, a stale one, or the hook's own unknown (a terminal seat has no hooks)
// The screen is not read here: the transport reads it at send time and vetoes a menu or a draft.
import type { HookActivityReading } from '../activity/freshness.js';

export type EvidenceWord = 'idle' | 'needs_input' | 'busy' | 'unknown';

export function evidenceWord(hook: Pick<HookActivityReading, 'state' | 'stale' | 'ageMs'> | undefined): EvidenceWord {
  if (!hook || hook.stale || hook.ageMs === null) return 'unknown';
  if (hook.state === 'idle') return 'idle';
  if (hook.state === 'needs_input') return 'needs_input';
  if (hook.state === 'running') return 'busy';
  return 'unknown';
}
