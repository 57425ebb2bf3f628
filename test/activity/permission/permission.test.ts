// The producer side of permission evidence (spec: seat-delivery.md "Latest permission observation"):
// actor attribution, the supported subset of permission_suggestions, every bound at and just past
// its edge (UTF-16 units vs UTF-8 bytes), withheld kinds, missing vs empty, order, exact strings.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  MAX_EVIDENCE_BYTES,
  actorOf,
  evidenceBytes,
  normalizePermissionRequest,
} from '../../../lib/activity/permission/permission.js';
import type { PermissionObservation, SuggestedRuleEntry } from '../../../lib/activity/permission/types.js';
import { ASTRAL, AT, SEQ, SUGGESTION_ROWS, TWO_BYTE, add, bash, fixture, request } from './cases.js';

const ACTOR_ROWS: [string, unknown, string | null | 'main'][] = [
  ['omitted', undefined, 'main'],
  ['null', null, 'main'],
  ['a hex id', 'a1b2c3d4e5f6', 'a1b2c3d4e5f6'],
  ['a teammate name@team', 'researcher@my-team', 'researcher@my-team'],
  ['dots, colons, dashes, underscores', 'agent_1.sub:2-x', 'agent_1.sub:2-x'],
  ['one character', 'a', 'a'],
  ['128 characters', 'a'.repeat(128), 'a'.repeat(128)],
  ['129 characters: refused', 'a'.repeat(129), null],
  ['empty: refused, not main', '', null],
  ['a space: refused', 'a b', null],
  ['a leading space: refused (not trimmed)', ' a', null],
  ['a slash: refused', 'a/b', null],
  ['a newline: refused', 'a\n', null],
  ['ESC: refused', 'a\u001b', null],
  ['non-ASCII: refused', 'agent\u00e9', null],
  ['a number: refused', 42, null],
  ['a boolean: refused', false, null],
  ['an object: refused', { id: 'a' }, null],
  ['a list: refused', ['a'], null],
];

for (const [name, input, expected] of ACTOR_ROWS) {
  test(`actorOf: ${name}`, () => {
    const r = actorOf(input);
    if (expected === null) {
      assert.is(r.ok, false);
      if (!r.ok) assert.type(r.reason, 'string');
    } else if (expected === 'main') assert.equal(r, { ok: true, value: { category: 'main' } });
    else assert.equal(r, { ok: true, value: { category: 'subagent_or_teammate', id: expected } });
  });
}

test('an invalid agent_id drops the whole observation; a valid one is the actor', () => {
  assert.is(normalizePermissionRequest(request([], { agent_id: '' }), SEQ, AT).ok, false);
  assert.is(normalizePermissionRequest(request([], { agent_id: 7 }), SEQ, AT).ok, false);
  const r = normalizePermissionRequest(request([], { agent_id: 'sub-1', agent_type: 'Explore' }), SEQ, AT);
  assert.ok(r.ok);
  if (r.ok) assert.equal(r.value.actor, { category: 'subagent_or_teammate', id: 'sub-1' });
  const main = normalizePermissionRequest(request([], { agent_id: null }), SEQ, AT);
  assert.ok(main.ok && main.value.actor.category === 'main');
});

for (const [name, suggestions, expected] of SUGGESTION_ROWS) {
  test(`suggested_rules: ${name}`, () => {
    const r = normalizePermissionRequest(request(suggestions), SEQ, AT);
    assert.ok(r.ok, r.ok ? '' : r.reason);
    if (!r.ok) return;
    assert.equal(r.value.suggested_rules, expected);
    // absent ruleContent is absent (no key), not undefined-valued or ''
    if (r.value.suggested_rules.state === 'available') {
      for (const entry of r.value.suggested_rules.entries) {
        for (const rule of entry.rules) {
          assert.is('ruleContent' in rule, rule.ruleContent !== undefined);
          assert.equal(Object.keys(rule), rule.ruleContent === undefined ? ['toolName'] : ['toolName', 'ruleContent']);
        }
        assert.equal(Object.keys(entry), ['type', 'rules', 'behavior', 'destination']);
      }
    }
  });
}

const TOOL_ROWS: [string, unknown, boolean][] = [
  ['128 ASCII units', 'T'.repeat(128), true],
  ['129 ASCII units: refused', 'T'.repeat(129), false],
  ['64 astral characters = 128 units', ASTRAL.repeat(64), true],
  ['65 astral characters = 130 units: refused', ASTRAL.repeat(65), false],
  ['127 ASCII + 1 astral = 129 units: refused', 'T'.repeat(127) + ASTRAL, false],
  ['128 two-byte characters (256 bytes) = 128 units', TWO_BYTE.repeat(128), true],
  ['spaces kept', ' Bash ', true],
  ['empty: refused', '', false],
  ['a number: refused', 3, false],
  ['missing: refused', undefined, false],
];

for (const [name, toolName, accepted] of TOOL_ROWS) {
  test(`tool_name: ${name}`, () => {
    const input = request([]);
    if (toolName === undefined) delete input.tool_name;
    else input.tool_name = toolName;
    const r = normalizePermissionRequest(input, SEQ, AT);
    assert.is(r.ok, accepted);
    if (r.ok) assert.equal(r.value.tool, { name: toolName });
  });
}

test('seq and observedAt are checked and carried as given', () => {
  assert.is(normalizePermissionRequest(request([]), -1, AT).ok, false);
  assert.is(normalizePermissionRequest(request([]), 1.5, AT).ok, false);
  assert.is(normalizePermissionRequest(request([]), SEQ, 'yesterday').ok, false);
  assert.is(normalizePermissionRequest(request([]), SEQ, '2026-02-30T00:00:00.000Z').ok, false);
  assert.is(normalizePermissionRequest(request([]), SEQ, 17 as unknown as string).ok, false);
  const r = normalizePermissionRequest(request([]), SEQ, AT);
  assert.ok(r.ok && r.value.seq === SEQ && r.value.observedAt === AT);
  const zero = normalizePermissionRequest(request([]), 0, AT);
  assert.ok(zero.ok && zero.value.seq === 0, 'seq 0 is a valid sequence');
});

test('a key present with an undefined value, or only inherited, counts as absent', () => {
  const undef = normalizePermissionRequest({ ...request(), permission_suggestions: undefined }, SEQ, AT);
  assert.ok(undef.ok && undef.value.suggested_rules.state === 'available');
  if (undef.ok && undef.value.suggested_rules.state === 'available') {
    assert.is(undef.value.suggested_rules.native, 'missing');
  }
  const inherited = Object.assign(Object.create({ permission_suggestions: [add([bash('x')])] }), request());
  const r = normalizePermissionRequest(inherited, SEQ, AT);
  assert.ok(r.ok && r.value.suggested_rules.state === 'available' && r.value.suggested_rules.native === 'missing');
  const rule = normalizePermissionRequest(request([add([{ toolName: 'Bash', ruleContent: undefined }])]), SEQ, AT);
  assert.ok(rule.ok && rule.value.suggested_rules.state === 'available');
  if (rule.ok && rule.value.suggested_rules.state === 'available') {
    assert.equal(Object.keys(rule.value.suggested_rules.entries[0]!.rules[0]!), ['toolName']);
  }
});

/** An observation with `n` one-rule entries whose contents fill it to exactly `bytes` (ASCII pad). */
function sized(n: number, bytes: number, fill = 'c'): SuggestedRuleEntry[] {
  const entries = Array.from({ length: n }, () => add([bash('')]));
  const base = normalizePermissionRequest(request(entries), SEQ, AT);
  if (!base.ok) throw new Error(base.reason);
  let room = bytes - evidenceBytes(base.value);
  const unitBytes = Buffer.byteLength(fill);
  for (const entry of entries) {
    const units = Math.min(Math.floor(2048 / fill.length), Math.floor(room / unitBytes));
    entry.rules[0]!.ruleContent = fill.repeat(units);
    room -= units * unitBytes;
  }
  // the remainder in ASCII, on the first entry with space left
  for (const entry of entries) {
    const content = entry.rules[0]!.ruleContent!;
    const take = Math.min(room, 2048 - content.length);
    entry.rules[0]!.ruleContent = content + 'p'.repeat(take);
    room -= take;
  }
  if (room !== 0) throw new Error(`cannot fill to ${bytes}`);
  return entries;
}

function produce(suggestions: unknown): PermissionObservation {
  const r = normalizePermissionRequest(request(suggestions), SEQ, AT);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

const BYTE_ROWS: [string, number, string, number, boolean][] = [
  // [name, entries, fill character, serialized bytes asked for, fits]
  ['ASCII at 16,384 bytes: all kept', 8, 'c', MAX_EVIDENCE_BYTES, true],
  ['ASCII at 16,385 bytes: the last entry dropped', 8, 'c', MAX_EVIDENCE_BYTES + 1, false],
  ['two-byte characters at 16,384 bytes: all kept', 8, TWO_BYTE, MAX_EVIDENCE_BYTES, true],
  ['two-byte characters at 16,385 bytes: the last entry dropped', 8, TWO_BYTE, MAX_EVIDENCE_BYTES + 1, false],
  ['astral characters at 16,384 bytes: all kept', 8, ASTRAL, MAX_EVIDENCE_BYTES, true],
  ['astral characters at 16,385 bytes: the last entry dropped', 8, ASTRAL, MAX_EVIDENCE_BYTES + 1, false],
];

for (const [name, n, fill, bytes, fits] of BYTE_ROWS) {
  test(`serialized bound: ${name}`, () => {
    const entries = sized(n, bytes, fill);
    const obs = produce(entries);
    const rules = obs.suggested_rules;
    assert.ok(rules.state === 'available');
    if (rules.state !== 'available') return;
    assert.ok(evidenceBytes(obs) <= MAX_EVIDENCE_BYTES);
    if (fits) {
      assert.is(evidenceBytes(obs), MAX_EVIDENCE_BYTES);
      assert.equal(rules.entries, entries);
      assert.is(rules.size_cut, false);
    } else {
      assert.equal(rules.entries, entries.slice(0, n - 1), 'the prefix kept whole, in order');
      assert.is(rules.size_cut, true);
    }
  });
}

test('serialized bound counts UTF-8 bytes, not UTF-16 units: 8 × 2048 two-byte contents do not fit', () => {
  const entries = Array.from({ length: 8 }, (_, i) => add([bash(String(i) + TWO_BYTE.repeat(2047))]));
  const obs = produce(entries);
  assert.ok(obs.suggested_rules.state === 'available');
  if (obs.suggested_rules.state !== 'available') return;
  // each entry is about 4.2 KB: three fit in 16,384 bytes, the fourth does not
  assert.equal(obs.suggested_rules.entries, entries.slice(0, 3));
  assert.is(obs.suggested_rules.size_cut, true);
  // the same in ASCII (2048 units, 2048 bytes each) fits seven
  const ascii = produce(Array.from({ length: 8 }, (_, i) => add([bash(String(i) + 'c'.repeat(2047))])));
  assert.ok(ascii.suggested_rules.state === 'available' && ascii.suggested_rules.entries.length === 7);
});

test('serialized bound counts JSON escapes: controls cost six bytes each', () => {
  const entries = Array.from({ length: 2 }, () => add([bash('\u0001'.repeat(2048))]));
  const obs = produce(entries);
  assert.ok(obs.suggested_rules.state === 'available' && obs.suggested_rules.entries.length === 1);
  assert.ok(evidenceBytes(obs) <= MAX_EVIDENCE_BYTES);
});

test('the real Claude fixture: Bash, main, an addDirectories suggestion withheld', () => {
  const input = fixture('cc-fake-PermissionRequest.01.json');
  const r = normalizePermissionRequest(input, SEQ, AT);
  assert.ok(r.ok);
  if (!r.ok) return;
  assert.equal(r.value, {
    tool: { name: 'Bash' },
    actor: { category: 'main' },
    observedAt: AT,
    seq: SEQ,
    suggested_rules: { state: 'available', native: 'present', entries: [], unsupported: true, size_cut: false },
  });
});

test('the real Codex fixture: no permission_suggestions field → native missing', () => {
  const r = normalizePermissionRequest(fixture('cx-fake-PermissionRequest.01.json'), SEQ, AT);
  assert.ok(r.ok);
  if (!r.ok) return;
  assert.equal(r.value.suggested_rules, {
    state: 'available',
    native: 'missing',
    entries: [],
    unsupported: false,
    size_cut: false,
  });
});

test('only the observation fields leave the producer: no tool_input, no reasons, no session', () => {
  const input = {
    ...fixture('cc-fake-PermissionRequest.01.json'),
    tool_input: { command: 'curl -H "Authorization: Bearer SECRET-TOOL-INPUT"' },
    reason: 'SECRET-PROVIDER-REASON',
    decision_reason: 'SECRET-DECISION-REASON',
    permission_suggestions: [
      { ...add([bash('ls')]), reason: 'SECRET-ENTRY-REASON' },
      { type: 'addDirectories', directories: ['/SECRET-DIR'], destination: 'session' },
      { type: 'setMode', mode: 'SECRET-MODE', destination: 'session' },
    ],
  };
  const r = normalizePermissionRequest(input, SEQ, AT);
  assert.ok(r.ok);
  if (!r.ok) return;
  assert.equal(Object.keys(r.value), ['tool', 'actor', 'observedAt', 'seq', 'suggested_rules']);
  assert.equal(Object.keys(r.value.tool), ['name']);
  const text = JSON.stringify(r.value);
  for (const word of ['SECRET', 'session_id', 'transcript', 'cwd', 'tool_input', 'command', 'directories']) {
    assert.not.ok(text.includes(word), word);
  }
  assert.equal(r.value.suggested_rules, {
    state: 'available',
    native: 'present',
    entries: [add([bash('ls')])],
    unsupported: true,
    size_cut: false,
  });
});

test('the producer copies: mutating the input afterwards changes nothing', () => {
  const rule = { toolName: 'Bash', ruleContent: 'ls' };
  const input = request([add([rule])]);
  const r = normalizePermissionRequest(input, SEQ, AT);
  rule.ruleContent = 'changed';
  assert.ok(r.ok && r.value.suggested_rules.state === 'available');
  if (r.ok && r.value.suggested_rules.state === 'available') {
    assert.is(r.value.suggested_rules.entries[0]!.rules[0]!.ruleContent, 'ls');
  }
});

test('a hostile getter on permission_suggestions makes suggested_rules unavailable, not a crash', () => {
  const input = request([]);
  Object.defineProperty(input, 'permission_suggestions', {
    enumerable: true,
    get() {
      throw new Error('boom');
    },
  });
  const r = normalizePermissionRequest(input, SEQ, AT);
  assert.ok(r.ok);
  if (r.ok) assert.equal(r.value.suggested_rules, { state: 'unavailable', reason: 'formatter_failed' });
});

test.run();
