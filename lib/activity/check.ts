// Pure, for the ingress route (POST /api/activity/hooks): a relayed observation checked again with
// the producer's bounds. Its own module: the hook never needs it, so its bundle never carries it.
import { NODE_ID_PATTERN, OCCUPANT_PATTERN } from '../seat/ref.js';
import { actorOf } from '../evidence/permission.js';
import type { HookObservation } from './contract.js';
import { EVENT_PATTERN, SESSION_ID_PATTERN, SUBTYPE_PATTERN, isSeatName, seqTime, toolNameOf } from './observe.js';

export type CheckedObservation = { ok: true; value: HookObservation } | { ok: false; reason: string };

const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
const BUNDLE_HASH_PATTERN = /^([0-9a-f]{16}|unknown)$/;
const PROMPT_HASH = /^fnv1a64:[0-9a-f]{16}$/;
const OBSERVATION_KEYS = new Set([
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
  'promptHash',
  'toolName',
  'agentId',
  'permission',
  'plugin',
]);

/**
 * Pure, for the ingress route: a posted body checked again with the producer's bounds (identity
 * patterns, event, subtype, seq, session id, prompt hash, tool name, agent id, plugin proof).
 * Unknown fields are refused. `permission` is checked by the caller's `checkPermission` (lib/evidence
 * checkPermissionObservation), which is passed in so this module stays free of the ingress's choices.
 */
export function checkObservation(
  value: unknown,
  checkPermission: (
    v: unknown,
  ) => { ok: true; value: NonNullable<HookObservation['permission']> } | { ok: false; reason: string },
): CheckedObservation {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, reason: 'not an object' };
  const o = value as Record<string, unknown>;
  for (const k of Object.keys(o))
    if (!OBSERVATION_KEYS.has(k)) return { ok: false, reason: `unknown field ${k.slice(0, 64)}` };
  if (o.v !== 1) return { ok: false, reason: 'v must be 1' };
  const str = (k: string) => (typeof o[k] === 'string' ? (o[k] as string) : undefined);
  const nodeId = str('nodeId');
  if (!nodeId || !NODE_ID_PATTERN.test(nodeId)) return { ok: false, reason: 'nodeId' };
  const occupant = str('occupant');
  if (!occupant || !OCCUPANT_PATTERN.test(occupant)) return { ok: false, reason: 'occupant' };
  const seat = str('seat');
  if (!seat || !isSeatName(seat)) return { ok: false, reason: 'seat' };
  if (o.runtime !== 'claude' && o.runtime !== 'codex') return { ok: false, reason: 'runtime' };
  const event = str('event');
  if (!event || !EVENT_PATTERN.test(event)) return { ok: false, reason: 'event' };
  if (typeof o.seq !== 'number' || !Number.isSafeInteger(o.seq) || o.seq <= 0) return { ok: false, reason: 'seq' };
  if (o.observedAt !== seqTime(o.seq)) return { ok: false, reason: 'observedAt must be the time of seq' };
  const optional: [string, (v: unknown) => boolean][] = [
    ['subtype', (v) => typeof v === 'string' && SUBTYPE_PATTERN.test(v)],
    ['sessionId', (v) => typeof v === 'string' && SESSION_ID_PATTERN.test(v)],
    ['promptHash', (v) => typeof v === 'string' && PROMPT_HASH.test(v)],
    ['toolName', (v) => toolNameOf(v) !== undefined],
    ['agentId', (v) => typeof v === 'string' && actorOf(v).ok],
    [
      'plugin',
      (v) => {
        if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
        const p = v as Record<string, unknown>;
        return (
          Object.keys(p).every((k) => k === 'version' || k === 'bundleHash') &&
          typeof p.version === 'string' &&
          VERSION_PATTERN.test(p.version) &&
          typeof p.bundleHash === 'string' &&
          BUNDLE_HASH_PATTERN.test(p.bundleHash)
        );
      },
    ],
  ];
  for (const [k, ok] of optional) if (o[k] !== undefined && !ok(o[k])) return { ok: false, reason: k };
  const obs = { ...o } as unknown as HookObservation;
  if (o.permission !== undefined) {
    if (event !== 'PermissionRequest') return { ok: false, reason: 'permission only on PermissionRequest' };
    const p = checkPermission(o.permission);
    if (!p.ok) return { ok: false, reason: `permission: ${p.reason}` };
    obs.permission = p.value;
  }
  return { ok: true, value: obs };
}
