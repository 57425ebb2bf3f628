// The ingress side of a hook observation: POST /api/activity/hooks takes its body from anyone who
// holds the token, so it is checked again here, whatever the producer (lib/activity hook) already
// enforced. Pure: the value in, a fresh HookObservation built from known fields only, or the first
// field that failed. Unknown fields are refused rather than dropped, so a producer that grew a
// field shows up as a 400 in its tests instead of as data silently lost.
import type { HookObservation } from './contract.js';
import { NODE_ID_PATTERN, OCCUPANT_PATTERN, nameProblem } from '../seat/ref.js';
import { checkPermissionObservation, type Checked } from './permission/permission.js';
import type { PermissionObservation } from './permission/types.js';
import { actorOf } from './permission/permission.js';
// The producer's own facts (what a hook run may carry), enforced again here.
import {
  EVENT_PATTERN,
  SESSION_ID_PATTERN,
  SUBTYPE_PATTERN,
  TOOL_NAME_MAX,
  TRANSCRIPT_PATH_PATTERN,
  toolNameOf,
} from './observe.js';
import { PROMPT_HASH_PATTERN } from './prompt-hash.js';
import { BUNDLE_HASH_PATTERN, PLUGIN_VERSION_PATTERN } from './plugin-info.js';
// A seq or time this far past the daemon's clock is refused (same machine: only clock steps explain it).
import { FUTURE_SKEW_MS, isFutureStamp } from '../util/clock-clamp.js';

/** ISO 8601 in UTC as Date#toISOString writes it (fraction optional). */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;

/** seq is microseconds since the epoch: anything below this (2001-09-09) is milliseconds or junk. */
export const MIN_SEQ = 1_000_000_000_000_000;

const FIELDS = new Set([
  'v',
  'nodeId',
  'occupant',
  'seat',
  'runtime',
  'event',
  'subtype',
  'seq',
  'observedAt',
  'sessionId',
  'transcriptPath',
  'promptHash',
  'toolName',
  'agentId',
  'permission',
  'plugin',
]);

export type PermissionChecker = (value: unknown) => Checked<PermissionObservation>;

export interface IngressCheckOptions {
  /** The daemon's clock (ms). */
  now?: number;
  /** The evidence bounds (lib/activity/permission/permission.ts); a parameter so the table test can isolate it. */
  checkPermission?: PermissionChecker;
}

const fail = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** undefined: fine; a string: what is wrong with it. */
function patternProblem(field: string, v: unknown, pattern: RegExp, what: string): string | undefined {
  if (typeof v !== 'string') return `${field} must be a string`;
  if (!pattern.test(v)) return `${field} must be ${what}`;
  return undefined;
}

function seatProblem(v: unknown): string | undefined {
  if (typeof v !== 'string') return 'seat must be a string (name@rig)';
  const at = v.indexOf('@');
  if (at < 0 || v.indexOf('@', at + 1) >= 0) return 'seat must be name@rig';
  const problem = nameProblem(v.slice(0, at)) ?? nameProblem(v.slice(at + 1));
  return problem ? `seat: ${problem}` : undefined;
}

export function checkHookObservation(value: unknown, opts: IngressCheckOptions = {}): Checked<HookObservation> {
  if (!isPlainObject(value)) return fail('the body must be a JSON object (a hook observation)');
  const unknown = Object.keys(value).filter((k) => !FIELDS.has(k));
  if (unknown.length) return fail(`unknown field${unknown.length > 1 ? 's' : ''} ${unknown.sort().join(', ')}`);
  const o = value;
  if (o.v !== 1) return fail('v must be 1');
  const identity =
    patternProblem('nodeId', o.nodeId, NODE_ID_PATTERN, 'a node id (n-<16 hex>)') ??
    patternProblem('occupant', o.occupant, OCCUPANT_PATTERN, 'an occupant id (o-<16 hex>)') ??
    seatProblem(o.seat);
  if (identity) return fail(identity);
  if (o.runtime !== 'claude' && o.runtime !== 'codex') return fail('runtime must be claude or codex');
  const event = patternProblem('event', o.event, EVENT_PATTERN, 'a hook event name (letters, digits, _; ≤ 64)');
  if (event) return fail(event);
  if (o.subtype !== undefined) {
    const p = patternProblem('subtype', o.subtype, SUBTYPE_PATTERN, 'a short word ([A-Za-z0-9_.:-], ≤ 64)');
    if (p) return fail(p);
  }

  const now = opts.now ?? Date.now();
  if (typeof o.seq !== 'number' || !Number.isSafeInteger(o.seq) || o.seq <= 0)
    return fail('seq must be a positive safe integer');
  if (o.seq < MIN_SEQ) return fail('seq must be microseconds since the epoch (this one is too small)');
  if (o.seq > (now + FUTURE_SKEW_MS) * 1000) return fail('seq is in the future');
  if (typeof o.observedAt !== 'string' || !ISO_UTC.test(o.observedAt) || Number.isNaN(Date.parse(o.observedAt)))
    return fail('observedAt must be an ISO time in UTC (…Z)');
  if (isFutureStamp(Date.parse(o.observedAt), now)) return fail('observedAt is in the future');

  if (o.sessionId !== undefined) {
    const p = patternProblem('sessionId', o.sessionId, SESSION_ID_PATTERN, 'an id ([A-Za-z0-9._:-], ≤ 128)');
    if (p) return fail(p);
  }
  if (o.transcriptPath !== undefined) {
    const p = patternProblem('transcriptPath', o.transcriptPath, TRANSCRIPT_PATH_PATTERN, 'an absolute .jsonl path');
    if (p) return fail(p);
  }
  if (o.promptHash !== undefined) {
    const p = patternProblem('promptHash', o.promptHash, PROMPT_HASH_PATTERN, 'a prompt hash (fnv1a64:<16 hex>)');
    if (p) return fail(p);
  }
  if (o.toolName !== undefined) {
    if (toolNameOf(o.toolName) === undefined)
      return fail(`toolName must be 1–${TOOL_NAME_MAX} UTF-16 units without control or format characters`);
  }
  if (o.agentId !== undefined) {
    if (typeof o.agentId !== 'string' || !actorOf(o.agentId).ok)
      return fail('agentId must be a valid agent id (lib/evidence actorOf)');
  }
  let plugin: HookObservation['plugin'];
  if (o.plugin !== undefined) {
    if (!isPlainObject(o.plugin)) return fail('plugin must be an object {version, bundleHash}');
    const extra = Object.keys(o.plugin).filter((k) => k !== 'version' && k !== 'bundleHash');
    if (extra.length) return fail(`plugin: unknown field ${extra.sort().join(', ')}`);
    const p =
      patternProblem('plugin.version', o.plugin.version, PLUGIN_VERSION_PATTERN, 'a version (≤ 64)') ??
      patternProblem('plugin.bundleHash', o.plugin.bundleHash, BUNDLE_HASH_PATTERN, '16 hex digits or unknown');
    if (p) return fail(p);
    plugin = { version: o.plugin.version as string, bundleHash: o.plugin.bundleHash as string };
  }
  let permission: PermissionObservation | undefined;
  if (o.permission !== undefined) {
    if (o.event !== 'PermissionRequest') return fail('permission is carried only by a PermissionRequest');
    const checked = (opts.checkPermission ?? checkPermissionObservation)(o.permission);
    if (!checked.ok) return fail(`permission: ${checked.reason}`);
    // One hook run: its evidence carries the run's own order, not another time.
    if (checked.value.seq !== o.seq) return fail('permission.seq must equal seq');
    permission = checked.value;
  }

  const obs: HookObservation = {
    v: 1,
    nodeId: o.nodeId as string,
    occupant: o.occupant as string,
    seat: o.seat as string,
    runtime: o.runtime,
    event: o.event as string,
    seq: o.seq,
    observedAt: o.observedAt,
  };
  if (o.subtype !== undefined) obs.subtype = o.subtype as string;
  if (o.sessionId !== undefined) obs.sessionId = o.sessionId as string;
  if (o.transcriptPath !== undefined) obs.transcriptPath = o.transcriptPath as string;
  if (o.promptHash !== undefined) obs.promptHash = o.promptHash as string;
  if (o.toolName !== undefined) obs.toolName = o.toolName as string;
  if (o.agentId !== undefined) obs.agentId = o.agentId as string;
  if (permission) obs.permission = permission;
  if (plugin) obs.plugin = plugin;
  return { ok: true, value: obs };
}
