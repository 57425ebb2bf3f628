// What a seat's runtime hooks tell OpenRig, as data: the observation one hook run makes (the same
// shape is written locally and posted to POST /api/activity/hooks), and the per-occupant document
// it is merged into. Types only: the hook (lib/activity/hook-run.ts), the ingress route and the
// readers (readiness, status, ps, send) all build on these.
import type { AgentClient } from '../seat/runtime.js';
import type { Versioned } from '../store/index.js';
import type { PermissionObservation } from './permission/types.js';

/** Activity as the runtime's hooks report it (the screen's words are busy/idle/needs_input/unknown). */
export const HOOK_ACTIVITY_STATES = ['running', 'needs_input', 'idle', 'unknown'] as const;
export type HookActivityState = (typeof HOOK_ACTIVITY_STATES)[number];

/**
 * One hook run, normalised. Never carries raw tool input, prompts or provider text: a prompt is
 * only its hash, a tool only its name, a permission request only the bounded evidence.
 */
export interface HookObservation {
  v: 1;
  nodeId: string;
  /** The seat's launch generation (OPENRIG_OCCUPANT_GENERATION). */
  occupant: string;
  /** name@rig (OPENRIG_SESSION_NAME). */
  seat: string;
  runtime: AgentClient;
  /** hook_event_name as the runtime sent it (bounded). */
  event: string;
  /** notification_type, SessionStart source, StopFailure error kind, SessionEnd reason (bounded). */
  subtype?: string;
  /**
   * Order of the hook runs of one occupant: microseconds since the epoch at the hook process's
   * start (when the runtime fired it), so a run that finishes late never overtakes a newer one.
   */
  seq: number;
  /** ISO time of seq. */
  observedAt: string;
  /** The runtime's own session id (session_id). */
  sessionId?: string;
  /** The session's transcript (transcript_path; Codex: the rollout the context sensor reads). */
  transcriptPath?: string;
  /** UserPromptSubmit: promptHash() of the submitted text. */
  promptHash?: string;
  /** Pre/PostToolUse and PermissionRequest: the tool's name (bounded). */
  toolName?: string;
  /** The acting agent: undefined for main; a valid agent_id for a subagent or teammate. */
  agentId?: string;
  /** PermissionRequest: the bounded evidence (lib/evidence). */
  permission?: PermissionObservation;
  /** The plugin the hook ran from, for the first-launch marker. */
  plugin?: { version: string; bundleHash: string };
}

export interface HookActivity {
  state: HookActivityState;
  /** Machine word: permission_request, idle_prompt, session_start_observed, stop_failure, … */
  reason: string;
  event: string;
  subtype?: string;
  /** StopFailure's error kind (server_error, rate_limit, …). */
  errorKind?: string;
  seq: number;
  at: string;
}

/**
 * One per seat occupant: $OPENRIG_HOME/activity/<nodeId>/<occupant>.json, the occupant's journal
 * folded (readers see it with the journal's newer lines folded on top: lib/activity/store.ts).
 */
export interface SeatHooksDoc extends Versioned {
  schema: 'seat-hooks';
  version: 1;
  nodeId: string;
  occupant: string;
  seat: string;
  runtime: AgentClient;
  /** Written by the occupant's first hook run: proof hooks execute, not just that a manifest exists. */
  firstLaunch: { at: string; seq: number; event: string; pluginVersion: string; bundleHash: string };
  /** The newest hook run by seq, whatever its event. */
  lastHook: { event: string; subtype?: string; seq: number; at: string };
  activity: HookActivity;
  /** SessionStart's session id (the newest by seq). */
  session?: { id: string; source?: string; transcriptPath?: string; seq: number; at: string };
  /** The newest UserPromptSubmit hashes, newest last (bounded), for `consumed` on a send. */
  prompts?: { hash: string; seq: number; at: string }[];
  /**
   * How far the journals are folded in (bytes; lib/activity/journal.ts): readers fold the rest of
   * the journal, and of the retired one, on top. Missing: nothing folded yet.
   */
  journal?: { folded: number; retiredFolded?: number };
}
