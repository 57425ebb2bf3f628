// Permission evidence (spec: seat-delivery.md "Latest permission observation"), pure. The producer
// (a PermissionRequest hook input → a bounded observation) and the ingress check (a posted
// observation → accepted or refused) each enforce every bound on their own: the daemon never trusts
// that a relay ran this producer. Neither ever copies raw tool_input, arguments outside a
// suggestion, or provider reasons: the output is built field by field, never spread from input.
import type {
  PermissionActor,
  PermissionObservation,
  SuggestedRule,
  SuggestedRuleEntry,
  SuggestedRules,
} from './types.js';

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Entries kept, at most. */
export const MAX_ENTRIES = 8;
/** Rules per entry, at most. */
export const MAX_RULES_PER_ENTRY = 16;
/** UTF-16 code units per tool name (the descriptor's and each rule's). */
export const MAX_TOOL_NAME_UNITS = 128;
/** UTF-16 code units per rule content. */
export const MAX_RULE_CONTENT_UNITS = 2048;
/** UTF-8 bytes of the serialized observation (JSON.stringify of the whole PermissionObservation). */
export const MAX_EVIDENCE_BYTES = 16_384;

/**
 * agent_id: 1–128 characters of [A-Za-z0-9._:@-]. Wide enough for a subagent's hex or uuid-like id
 * and a teammate's name@team, narrow enough that no id carries spaces, controls or markup.
 */
export const AGENT_ID_PATTERN = /^[A-Za-z0-9._:@-]{1,128}$/;

export const SUGGESTION_TYPES = ['addRules', 'replaceRules', 'removeRules'] as const;
/** Claude's permission-update behaviors; any other value is a malformed entry (withheld). */
export const SUGGESTION_BEHAVIORS = ['allow', 'deny', 'ask'] as const;
/** Claude's permission-update destinations; any other value is a malformed entry (withheld). */
export const SUGGESTION_DESTINATIONS = [
  'userSettings',
  'projectSettings',
  'localSettings',
  'session',
  'cliArg',
] as const;

/** suggested_rules when the relay sent none at all (an older relay): unknown, not native absence. */
export const NOT_RELAYED_REASON = 'not_relayed';
/** suggested_rules when the producer itself failed on the native field. */
export const FORMATTER_FAILED_REASON = 'formatter_failed';

const UNAVAILABLE_REASON_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
/** What Date.prototype.toISOString prints (UTC, milliseconds). */
const ISO_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const TYPES: ReadonlySet<unknown> = new Set(SUGGESTION_TYPES);
const BEHAVIORS: ReadonlySet<unknown> = new Set(SUGGESTION_BEHAVIORS);
const DESTINATIONS: ReadonlySet<unknown> = new Set(SUGGESTION_DESTINATIONS);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function has(obj: Record<string, unknown>, key: string): boolean {
  return Object.hasOwn(obj, key) && obj[key] !== undefined;
}

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const refuse = <T>(reason: string): Checked<T> => ({ ok: false, reason });

/** UTF-8 bytes of an observation as stored and relayed. */
export function evidenceBytes(obs: PermissionObservation): number {
  return Buffer.byteLength(JSON.stringify(obs), 'utf8');
}

/** agent_id → actor: omitted or null → main; a valid id → subagent/teammate; anything else refused. */
export function actorOf(agentId: unknown): Checked<PermissionActor> {
  if (agentId === undefined || agentId === null) return ok({ category: 'main' });
  if (typeof agentId !== 'string')
    return refuse(`agent_id is a ${Array.isArray(agentId) ? 'array' : typeof agentId}, not a string`);
  if (!AGENT_ID_PATTERN.test(agentId)) return refuse('agent_id is not 1-128 characters of [A-Za-z0-9._:@-]');
  return ok({ category: 'subagent_or_teammate', id: agentId });
}

function checkToolName(name: unknown, where: string): string | undefined {
  if (typeof name !== 'string') return `${where} is not a string`;
  if (name.length === 0) return `${where} is empty`;
  if (name.length > MAX_TOOL_NAME_UNITS) return `${where} is longer than ${MAX_TOOL_NAME_UNITS} UTF-16 code units`;
  return undefined;
}

function checkSeq(seq: unknown): string | undefined {
  return Number.isSafeInteger(seq) && (seq as number) >= 0 ? undefined : 'seq is not a non-negative integer';
}

function checkObservedAt(at: unknown): string | undefined {
  if (typeof at !== 'string' || !ISO_PATTERN.test(at))
    return 'observedAt is not an ISO time (YYYY-MM-DDTHH:MM:SS.mmmZ)';
  const ms = Date.parse(at);
  if (!Number.isFinite(ms) || new Date(ms).toISOString() !== at) return 'observedAt is not a real time';
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Producer

type EntryVerdict = { kind: 'kept'; entry: SuggestedRuleEntry } | { kind: 'unsupported' } | { kind: 'size_cut' };

/**
 * One native suggestion: a supported, well-formed entry within its bounds is copied field by field
 * (strings as they are); anything else is withheld (unsupported) or, when only a bound fails,
 * dropped whole (size_cut). Shape is judged before size, so a malformed long entry reads unsupported.
 */
function entryOf(raw: unknown): EntryVerdict {
  if (!isRecord(raw) || !TYPES.has(raw.type)) return { kind: 'unsupported' };
  const { rules, behavior, destination } = raw;
  if (!Array.isArray(rules) || !BEHAVIORS.has(behavior) || !DESTINATIONS.has(destination))
    return { kind: 'unsupported' };
  let oversized = rules.length > MAX_RULES_PER_ENTRY;
  const out: SuggestedRule[] = [];
  for (const rule of rules) {
    if (!isRecord(rule) || typeof rule.toolName !== 'string' || rule.toolName.length === 0)
      return { kind: 'unsupported' };
    const content = has(rule, 'ruleContent') ? rule.ruleContent : undefined;
    if (content !== undefined && typeof content !== 'string') return { kind: 'unsupported' };
    if (rule.toolName.length > MAX_TOOL_NAME_UNITS) oversized = true;
    if (content !== undefined && content.length > MAX_RULE_CONTENT_UNITS) oversized = true;
    out.push(content === undefined ? { toolName: rule.toolName } : { toolName: rule.toolName, ruleContent: content });
  }
  if (oversized) return { kind: 'size_cut' };
  return {
    kind: 'kept',
    entry: {
      type: raw.type as SuggestedRuleEntry['type'],
      rules: out,
      behavior: behavior as string,
      destination: destination as string,
    },
  };
}

function suggestedRulesOf(input: Record<string, unknown>): SuggestedRules {
  if (!has(input, 'permission_suggestions')) {
    return { state: 'available', native: 'missing', entries: [], unsupported: false, size_cut: false };
  }
  const native = input.permission_suggestions;
  // Present but not a list (null included): nothing in it can be read as a rule, so all of it is
  // withheld, and the field still counts as sent (it is not native absence).
  if (!Array.isArray(native))
    return { state: 'available', native: 'present', entries: [], unsupported: true, size_cut: false };
  const entries: SuggestedRuleEntry[] = [];
  let unsupported = false;
  let sizeCut = false;
  for (const raw of native) {
    const verdict = entryOf(raw);
    if (verdict.kind === 'unsupported') unsupported = true;
    else if (verdict.kind === 'size_cut' || entries.length >= MAX_ENTRIES) sizeCut = true;
    else entries.push(verdict.entry);
  }
  return { state: 'available', native: 'present', entries, unsupported, size_cut: sizeCut };
}

/** A PermissionRequest hook input → bounded evidence (producer side). */
export function normalizePermissionRequest(
  input: Record<string, unknown>,
  seq: number,
  observedAt: string,
): Checked<PermissionObservation> {
  if (!isRecord(input)) return refuse('the hook input is not an object');
  const nameProblem = checkToolName(input.tool_name, 'tool_name');
  if (nameProblem) return refuse(nameProblem);
  const actor = actorOf(input.agent_id);
  if (!actor.ok) return actor;
  const seqProblem = checkSeq(seq) ?? checkObservedAt(observedAt);
  if (seqProblem) return refuse(seqProblem);
  let suggested: SuggestedRules;
  try {
    suggested = suggestedRulesOf(input);
  } catch {
    // Only a hostile object (a throwing getter) gets here; parsed JSON cannot.
    suggested = { state: 'unavailable', reason: FORMATTER_FAILED_REASON };
  }
  const obs: PermissionObservation = {
    tool: { name: input.tool_name as string },
    actor: actor.value,
    observedAt,
    seq,
    suggested_rules: suggested,
  };
  if (suggested.state === 'available') {
    while (suggested.entries.length > 0 && evidenceBytes(obs) > MAX_EVIDENCE_BYTES) {
      suggested.entries.pop();
      suggested.size_cut = true;
    }
  }
  return ok(obs);
}

// ---------------------------------------------------------------------------------------------
// Ingress

function exactKeys(
  obj: Record<string, unknown>,
  required: string[],
  optional: string[],
  where: string,
): string | undefined {
  for (const key of Object.keys(obj)) {
    if (!required.includes(key) && !optional.includes(key)) return `${where} has an unknown field`;
  }
  for (const key of required) if (!Object.hasOwn(obj, key)) return `${where}.${key} is missing`;
  return undefined;
}

function checkActor(value: unknown): Checked<PermissionActor> {
  if (!isRecord(value)) return refuse('actor is not an object');
  if (value.category === 'main') {
    const extra = exactKeys(value, ['category'], [], 'actor');
    return extra ? refuse(extra) : ok({ category: 'main' });
  }
  if (value.category !== 'subagent_or_teammate') return refuse('actor.category is not main or subagent_or_teammate');
  const extra = exactKeys(value, ['category', 'id'], [], 'actor');
  if (extra) return refuse(extra);
  if (typeof value.id !== 'string' || !AGENT_ID_PATTERN.test(value.id)) {
    return refuse('actor.id is not 1-128 characters of [A-Za-z0-9._:@-]');
  }
  return ok({ category: 'subagent_or_teammate', id: value.id });
}

function checkRule(value: unknown, where: string): Checked<SuggestedRule> {
  if (!isRecord(value)) return refuse(`${where} is not an object`);
  const extra = exactKeys(value, ['toolName'], ['ruleContent'], where);
  if (extra) return refuse(extra);
  const nameProblem = checkToolName(value.toolName, `${where}.toolName`);
  if (nameProblem) return refuse(nameProblem);
  if (!Object.hasOwn(value, 'ruleContent')) return ok({ toolName: value.toolName as string });
  const content = value.ruleContent;
  if (typeof content !== 'string') return refuse(`${where}.ruleContent is not a string`);
  if (content.length > MAX_RULE_CONTENT_UNITS) {
    return refuse(`${where}.ruleContent is longer than ${MAX_RULE_CONTENT_UNITS} UTF-16 code units`);
  }
  return ok({ toolName: value.toolName as string, ruleContent: content });
}

function checkEntry(value: unknown, where: string): Checked<SuggestedRuleEntry> {
  if (!isRecord(value)) return refuse(`${where} is not an object`);
  const extra = exactKeys(value, ['type', 'rules', 'behavior', 'destination'], [], where);
  if (extra) return refuse(extra);
  if (!TYPES.has(value.type)) return refuse(`${where}.type is not addRules, replaceRules or removeRules`);
  if (!BEHAVIORS.has(value.behavior)) return refuse(`${where}.behavior is not ${SUGGESTION_BEHAVIORS.join(', ')}`);
  if (!DESTINATIONS.has(value.destination))
    return refuse(`${where}.destination is not ${SUGGESTION_DESTINATIONS.join(', ')}`);
  if (!Array.isArray(value.rules)) return refuse(`${where}.rules is not a list`);
  if (value.rules.length > MAX_RULES_PER_ENTRY)
    return refuse(`${where}.rules has more than ${MAX_RULES_PER_ENTRY} rules`);
  const rules: SuggestedRule[] = [];
  for (let i = 0; i < value.rules.length; i++) {
    const rule = checkRule(value.rules[i], `${where}.rules[${i}]`);
    if (!rule.ok) return rule;
    rules.push(rule.value);
  }
  return ok({
    type: value.type as SuggestedRuleEntry['type'],
    rules,
    behavior: value.behavior as string,
    destination: value.destination as string,
  });
}

function checkSuggestedRules(value: unknown): Checked<SuggestedRules> {
  const where = 'suggested_rules';
  if (!isRecord(value)) return refuse(`${where} is not an object`);
  if (value.state === 'unavailable') {
    const extra = exactKeys(value, ['state', 'reason'], [], where);
    if (extra) return refuse(extra);
    if (typeof value.reason !== 'string' || !UNAVAILABLE_REASON_PATTERN.test(value.reason)) {
      return refuse(`${where}.reason is not a machine word ([a-z][a-z0-9_]{0,63})`);
    }
    return ok({ state: 'unavailable', reason: value.reason });
  }
  if (value.state !== 'available') return refuse(`${where}.state is not available or unavailable`);
  const extra = exactKeys(value, ['state', 'native', 'entries', 'unsupported', 'size_cut'], [], where);
  if (extra) return refuse(extra);
  if (value.native !== 'present' && value.native !== 'missing')
    return refuse(`${where}.native is not present or missing`);
  if (typeof value.unsupported !== 'boolean') return refuse(`${where}.unsupported is not a boolean`);
  if (typeof value.size_cut !== 'boolean') return refuse(`${where}.size_cut is not a boolean`);
  if (!Array.isArray(value.entries)) return refuse(`${where}.entries is not a list`);
  if (value.entries.length > MAX_ENTRIES) return refuse(`${where}.entries has more than ${MAX_ENTRIES} entries`);
  if (value.native === 'missing' && (value.entries.length > 0 || value.unsupported || value.size_cut)) {
    return refuse(`${where} says the native field is missing but carries entries or markers`);
  }
  const entries: SuggestedRuleEntry[] = [];
  for (let i = 0; i < value.entries.length; i++) {
    const entry = checkEntry(value.entries[i], `${where}.entries[${i}]`);
    if (!entry.ok) return entry;
    entries.push(entry.value);
  }
  return ok({
    state: 'available',
    native: value.native,
    entries,
    unsupported: value.unsupported,
    size_cut: value.size_cut,
  });
}

/**
 * Ingress: a posted observation checked again, every bound included, no unknown field anywhere.
 * The value returned is rebuilt from the checked fields (never the posted object itself). An
 * observation without suggested_rules (a relay older than the field) is accepted with
 * suggested_rules unavailable (not_relayed): unknown, not proof of native absence.
 */
export function checkPermissionObservation(value: unknown): Checked<PermissionObservation> {
  if (!isRecord(value)) return refuse('the permission observation is not an object');
  const extra = exactKeys(value, ['tool', 'actor', 'observedAt', 'seq'], ['suggested_rules'], 'permission');
  if (extra) return refuse(extra);
  if (!isRecord(value.tool)) return refuse('tool is not an object');
  const toolExtra = exactKeys(value.tool, ['name'], [], 'tool');
  if (toolExtra) return refuse(toolExtra);
  const nameProblem = checkToolName(value.tool.name, 'tool.name');
  if (nameProblem) return refuse(nameProblem);
  const actor = checkActor(value.actor);
  if (!actor.ok) return actor;
  const timeProblem = checkObservedAt(value.observedAt) ?? checkSeq(value.seq);
  if (timeProblem) return refuse(timeProblem);
  let suggested: SuggestedRules = { state: 'unavailable', reason: NOT_RELAYED_REASON };
  if (Object.hasOwn(value, 'suggested_rules')) {
    const checked = checkSuggestedRules(value.suggested_rules);
    if (!checked.ok) return checked;
    suggested = checked.value;
  }
  const obs: PermissionObservation = {
    tool: { name: value.tool.name as string },
    actor: actor.value,
    observedAt: value.observedAt as string,
    seq: value.seq as number,
    suggested_rules: suggested,
  };
  if (evidenceBytes(obs) > MAX_EVIDENCE_BYTES)
    return refuse(`the observation is over ${MAX_EVIDENCE_BYTES} UTF-8 bytes serialized`);
  return ok(obs);
}
