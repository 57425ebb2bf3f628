// Pure: what one hook event says about a seat's activity (issue 12's mapping). The screen stays
// the fallback and the veto; this only reads the runtime's own word.
import type { HookActivityState } from './contract.js';

export interface MappedActivity {
  state: HookActivityState;
  /** Machine word naming why. */
  reason: string;
  /** StopFailure only: the runtime's error kind (server_error, rate_limit, …). */
  errorKind?: string;
}

const NEEDS_INPUT_NOTIFICATIONS = new Set(['permission_prompt', 'elicitation_dialog']);

export function mapActivity(event: string, subtype?: string): MappedActivity {
  switch (event) {
    case 'UserPromptSubmit':
      return { state: 'running', reason: 'prompt_submitted' };
    case 'PreToolUse':
      return { state: 'running', reason: 'tool_started' };
    case 'PostToolUse':
      return { state: 'running', reason: 'tool_finished' };
    case 'PermissionRequest':
      return { state: 'needs_input', reason: 'permission_request' };
    case 'Notification':
      if (subtype !== undefined && NEEDS_INPUT_NOTIFICATIONS.has(subtype))
        return { state: 'needs_input', reason: subtype };
      if (subtype === 'idle_prompt') return { state: 'idle', reason: 'idle_prompt' };
      return { state: 'unknown', reason: 'unmapped_notification' };
    case 'Stop':
      return { state: 'idle', reason: 'turn_stopped' };
    case 'StopFailure':
      return subtype !== undefined
        ? { state: 'idle', reason: 'stop_failure', errorKind: subtype }
        : { state: 'idle', reason: 'stop_failure' };
    case 'SessionEnd':
      return { state: 'idle', reason: 'session_ended' };
    case 'SessionStart':
      return { state: 'unknown', reason: 'session_start_observed' };
    default:
      return { state: 'unknown', reason: 'unmapped_runtime_hook' };
  }
}
