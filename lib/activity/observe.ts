// Pure: one hook run's stdin and environment → the observation it records (or null: nothing to
// do). Everything that becomes a path or a stored field is checked here, at the producer; the
// ingress route checks a posted observation again (checkObservation). Never kept: the prompt's
// text (only its hash), tool input, provider messages.
import type { AgentClient } from '../seat/runtime.js';
import { NAME_PATTERN, OCCUPANT_PATTERN } from '../seat/ref.js';
import { paneIdentity } from '../seat/identity.js';
import { actorOf, MAX_TOOL_NAME_UNITS, normalizePermissionRequest } from './permission/permission.js';
import type { HookObservation } from './contract.js';
import { promptHash } from './prompt-hash.js';
import { isoTime } from '../util/iso-time.js';

export type Env = Record<string, string | undefined>;

/** hook_event_name: an identifier, as both runtimes spell their events. */
export const EVENT_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** notification_type, source, error kind, reason, trigger: a short machine word. */
export const SUBTYPE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;
/** The runtime's session id (a UUID for both runtimes today). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
/** transcript_path: an absolute .jsonl path, printable, bounded (Codex: its rollout file; issue 13). */
export const TRANSCRIPT_PATH_PATTERN = /^\/[^\u0000-\u001f\u007f]{0,4089}\.jsonl$/;
/** Tool names: at most the evidence bound of UTF-16 code units, printable. */
export const TOOL_NAME_MAX = MAX_TOOL_NAME_UNITS;
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;

export interface SeatIdentity {
  nodeId: string;
  occupant: string;
  /** name@rig */
  seat: string;
  runtime: AgentClient;
}

/** Pure: `--runtime claude|codex` (or `--runtime=…`), else OPENRIG_RUNTIME (claude-code, claude, codex). */
export function runtimeOf(argv: readonly string[], env: Env): AgentClient | undefined {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const v = a === '--runtime' ? argv[i + 1] : a.startsWith('--runtime=') ? a.slice('--runtime='.length) : undefined;
    if (v === 'claude' || v === 'codex') return v;
    if (v !== undefined) return undefined;
  }
  const r = paneIdentity(env).runtime;
  if (r === 'claude-code' || r === 'claude') return 'claude';
  if (r === 'codex') return 'codex';
  return undefined;
}

/** Pure: `name@rig` with both parts valid seat names. */
export function isSeatName(text: string): boolean {
  const at = text.indexOf('@');
  if (at < 0 || at !== text.lastIndexOf('@')) return false;
  const name = text.slice(0, at);
  const rig = text.slice(at + 1);
  return NAME_PATTERN.test(name) && NAME_PATTERN.test(rig) && !name.includes('..') && !rig.includes('..');
}

/**
 * Pure: the seat a hook run belongs to, from the variables OpenRig put in the pane. Missing or
 * invalid (any of them) → undefined: the run has nothing to do.
 */
export function seatIdentity(env: Env, argv: readonly string[]): SeatIdentity | undefined {
  const { nodeId, occupant, session: seat } = paneIdentity(env);
  const runtime = runtimeOf(argv, env);
  if (!nodeId) return undefined;
  if (!occupant || !OCCUPANT_PATTERN.test(occupant)) return undefined;
  if (!seat || !isSeatName(seat)) return undefined;
  if (!runtime) return undefined;
  return { nodeId, occupant, seat, runtime };
}

/**
 * Pure: seq (µs since the epoch) as an ISO time, the same text as Date#toISOString, without the
 * first call's set-up (lib/util/iso-time.ts).
 */
export function seqTime(seq: number): string {
  return isoTime(Math.floor(seq / 1000));
}

/** Where each event carries its subtype. */
const SUBTYPE_FIELD: Record<string, string> = {
  Notification: 'notification_type',
  SessionStart: 'source',
  StopFailure: 'error',
  SessionEnd: 'reason',
  PreCompact: 'trigger',
  PostCompact: 'trigger',
};

const word = (v: unknown, pattern: RegExp) => (typeof v === 'string' && pattern.test(v) ? v : undefined);

export function toolNameOf(v: unknown): string | undefined {
  return typeof v === 'string' && v.length > 0 && v.length <= TOOL_NAME_MAX && !UNPRINTABLE.test(v) ? v : undefined;
}

/**
 * Pure: the observation of one run. `input` is the parsed stdin (anything: checked here); `seq`
 * the run's order (µs since the epoch at the process start).
 */
export function observe(input: unknown, env: Env, argv: readonly string[], seq: number): HookObservation | null {
  const id = seatIdentity(env, argv);
  if (!id) return null;
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return null;
  const o = input as Record<string, unknown>;
  const event = word(o.hook_event_name, EVENT_PATTERN);
  if (!event || !Number.isSafeInteger(seq) || seq <= 0) return null;
  const observedAt = seqTime(seq);
  const obs: HookObservation = { v: 1, ...id, event, seq, observedAt };
  const field = SUBTYPE_FIELD[event];
  const subtype = field ? word(o[field], SUBTYPE_PATTERN) : undefined;
  if (subtype) obs.subtype = subtype;
  const sessionId = word(o.session_id, SESSION_ID_PATTERN);
  if (sessionId) obs.sessionId = sessionId;
  const transcript = word(o.transcript_path, TRANSCRIPT_PATH_PATTERN);
  if (sessionId && transcript) obs.transcriptPath = transcript;
  if (event === 'UserPromptSubmit' && typeof o.prompt === 'string') obs.promptHash = promptHash(o.prompt);
  if (event === 'PreToolUse' || event === 'PostToolUse' || event === 'PermissionRequest') {
    const tool = toolNameOf(o.tool_name);
    if (tool) obs.toolName = tool;
  }
  // agent_id omitted or null: the main agent (no agentId); a valid id: a subagent or teammate. An
  // invalid one drops the whole run: whose activity (or whose tool batch) it was is unknown, and
  // counting it as the main agent's could mark the main agent's permission request completed.
  if (o.agent_id !== undefined && o.agent_id !== null) {
    const actor = actorOf(o.agent_id);
    if (!actor.ok) return null;
    if (actor.value.category === 'subagent_or_teammate') obs.agentId = actor.value.id;
  }
  if (event === 'PermissionRequest') {
    const p = normalizePermissionRequest(o, seq, observedAt);
    if (p.ok) obs.permission = p.value;
  }
  return obs;
}
