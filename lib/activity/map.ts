// Pure: what one hook event says about a seat's activity (issue 12's mapping). The screen stays
// the fallback and the veto; this only reads the runtime's own word. A run that says nothing about
// the seat's own turn (news, an event or notification type no tested client sends) keeps the last
// known state: it must not erase a waiting seat (issue 21).
import type { HookActivityState } from './contract.js';

export interface MappedActivity {
  /** With `keep`: what to show while nothing better is known (no deciding run yet). */
  state: HookActivityState;
  /** Machine word naming why. */
  reason: string;
  /** StopFailure only: the runtime's error kind (server_error, rate_limit, …). */
  errorKind?: string;
  /** The run leaves the activity as the last deciding run set it (lib/activity/merge.ts). */
  keep?: true;
}

/**
 * Every notification_type Claude Code 2.1.328 and 2.1.332 can send to a Notification hook, and
 * what each says about the seat (read from the clients' own list: docs/supported-clients.md,
 * "Notification types"). `keep`: news that changes nothing about the seat's own turn.
 */
const CLAUDE_NOTIFICATIONS = new Map<string, HookActivityState | 'keep'>([
  // A dialog, menu or notice waits for a person.
  ['permission_prompt', 'needs_input'],
  ['agent_needs_input', 'needs_input'],
  ['elicitation_dialog', 'needs_input'],
  ['elicitation_url_dialog', 'needs_input'],
  ['worker_permission_prompt', 'needs_input'],
  // The composer waits and no turn runs: the idle nudge; a usage-limit stop that will not resume on its own.
  ['idle_prompt', 'idle'],
  ['quota_auto_resume_stale', 'idle'],
  ['quota_auto_resume_disabled', 'idle'],
  // A turn goes on: the automatic continue after a usage limit; an MCP question answered.
  ['quota_auto_resume_fired', 'running'],
  ['elicitation_response', 'running'],
  // News.
  ['auth_success', 'keep'],
  ['auth_storage_failure', 'keep'],
  ['agent_completed', 'keep'],
  ['push_notification', 'keep'],
  ['plugin_notification', 'keep'],
  ['computer_use_enter', 'keep'],
  ['computer_use_exit', 'keep'],
  ['model_refusal_fallback', 'keep'],
  ['elicitation_complete', 'keep'],
]);

/** The notification types the tested Claude Code versions name (test/real compares the installed clients' list). */
export const CLAUDE_NOTIFICATION_TYPES: ReadonlySet<string> = new Set(CLAUDE_NOTIFICATIONS.keys());

function notification(subtype: string | undefined): MappedActivity {
  const word = subtype === undefined ? undefined : CLAUDE_NOTIFICATIONS.get(subtype);
  if (word === undefined) return { state: 'unknown', reason: 'unmapped_notification', keep: true };
  if (word === 'keep') return { state: 'unknown', reason: subtype!, keep: true };
  return { state: word, reason: subtype! };
}

/** The reason a PermissionRequest's record carries: the notifier waits for its tool descriptor. */
export const PERMISSION_REQUEST_REASON = 'permission_request';

export function mapActivity(event: string, subtype?: string): MappedActivity {
  switch (event) {
    case 'UserPromptSubmit':
      return { state: 'running', reason: 'prompt_submitted' };
    case 'PreToolUse':
      return { state: 'running', reason: 'tool_started' };
    case 'PostToolUse':
      return { state: 'running', reason: 'tool_finished' };
    case 'PermissionRequest':
      return { state: 'needs_input', reason: PERMISSION_REQUEST_REASON };
    case 'Notification':
      return notification(subtype);
    case 'Stop':
      return { state: 'idle', reason: 'turn_stopped' };
    case 'StopFailure':
      return subtype !== undefined
        ? { state: 'idle', reason: 'stop_failure', errorKind: subtype }
        : { state: 'idle', reason: 'stop_failure' };
    case 'SessionEnd':
      return { state: 'idle', reason: 'session_ended' };
    case 'SessionStart':
      // A new session: what was known of the one before no longer holds.
      return { state: 'unknown', reason: 'session_start_observed' };
    default:
      return { state: 'unknown', reason: 'unmapped_runtime_hook', keep: true };
  }
}
