// The ingress check of a posted permission observation: independent of the producer, it refuses
// every shape or bound violation with a reason, and accepts everything the producer emits.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  checkPermissionObservation,
  evidenceBytes,
  normalizePermissionRequest,
} from '../../../lib/activity/permission/permission.js';
import type { PermissionObservation } from '../../../lib/activity/permission/types.js';
import { ASTRAL, AT, SEQ, SUGGESTION_ROWS, TWO_BYTE, add, bash, fixture, request, rulesOf } from './cases.js';

const GOOD: PermissionObservation = {
  tool: { name: 'Bash' },
  actor: { category: 'main' },
  observedAt: AT,
  seq: SEQ,
  suggested_rules: {
    state: 'available',
    native: 'present',
    entries: [add([bash('npm test:*'), { toolName: 'Read' }])],
    unsupported: false,
    size_cut: false,
  },
};

const clone = <T>(v: T): T => structuredClone(v);
/** GOOD with one change made by `edit`. */
const bad = (edit: (o: Record<string, any>) => void): unknown => {
  const o = clone(GOOD) as unknown as Record<string, any>;
  edit(o);
  return o;
};
const entry0 = (o: Record<string, any>) => o.suggested_rules.entries[0];
const rule0 = (o: Record<string, any>) => o.suggested_rules.entries[0].rules[0];

test('everything the producer emits passes, unchanged', () => {
  const inputs: Record<string, unknown>[] = [
    ...SUGGESTION_ROWS.map(([, suggestions]) => request(suggestions)),
    fixture('cc-fake-PermissionRequest.01.json'),
    fixture('cx-fake-PermissionRequest.01.json'),
    request([], { agent_id: 'researcher@team' }),
    request([], { tool_name: ASTRAL.repeat(64) }),
    request(Array.from({ length: 8 }, (_, i) => add([bash(i + TWO_BYTE.repeat(2047))]))),
    request(Array.from({ length: 8 }, () => add(rulesOf(16).map((r) => ({ ...r, ruleContent: 'x'.repeat(2048) }))))),
    request(Array.from({ length: 3 }, () => add([bash('\u0001'.repeat(2048))]))),
  ];
  for (const input of inputs) {
    const produced = normalizePermissionRequest(input, SEQ, AT);
    assert.ok(produced.ok);
    if (!produced.ok) continue;
    // through the wire: what a relay posts is JSON
    const posted = JSON.parse(JSON.stringify(produced.value));
    const checked = checkPermissionObservation(posted);
    assert.ok(checked.ok, checked.ok ? '' : checked.reason);
    if (checked.ok) {
      assert.equal(checked.value, produced.value);
      assert.is.not(checked.value, posted, 'a rebuilt value, not the posted object');
    }
  }
});

test('a subagent actor and the unavailable state pass', () => {
  const sub = bad((o) => (o.actor = { category: 'subagent_or_teammate', id: 'sub-1' }));
  assert.ok(checkPermissionObservation(sub).ok);
  const unavailable = bad((o) => (o.suggested_rules = { state: 'unavailable', reason: 'formatter_failed' }));
  assert.ok(checkPermissionObservation(unavailable).ok);
});

test('an older relay without suggested_rules: accepted, suggested_rules unavailable (not_relayed)', () => {
  const r = checkPermissionObservation(bad((o) => delete o.suggested_rules));
  assert.ok(r.ok);
  if (r.ok) assert.equal(r.value.suggested_rules, { state: 'unavailable', reason: 'not_relayed' });
});

const over = Array.from({ length: 8 }, (_, i) => add([bash(i + TWO_BYTE.repeat(2047))]));

const VIOLATIONS: [string, unknown, RegExp][] = [
  ['not an object', 'Bash', /not an object/],
  ['null', null, /not an object/],
  ['a list', [GOOD], /not an object/],
  ['an extra top-level field (raw tool_input)', bad((o) => (o.tool_input = { command: 'ls' })), /unknown field/],
  ['a reason field', bad((o) => (o.reason = 'because')), /unknown field/],
  [
    'a __proto__ key from JSON',
    JSON.parse(JSON.stringify(GOOD).replace('{', '{"__proto__":{"x":1},')),
    /unknown field/,
  ],
  ['tool missing', bad((o) => delete o.tool), /tool/],
  ['tool not an object', bad((o) => (o.tool = 'Bash')), /tool is not an object/],
  ['tool with an extra field', bad((o) => (o.tool.input = 'ls')), /tool has an unknown field/],
  ['tool.name missing', bad((o) => delete o.tool.name), /tool\.name is missing/],
  ['tool.name empty', bad((o) => (o.tool.name = '')), /tool\.name is empty/],
  ['tool.name a number', bad((o) => (o.tool.name = 1)), /tool\.name is not a string/],
  ['tool.name of 129 units', bad((o) => (o.tool.name = 'T'.repeat(129))), /tool\.name is longer than 128/],
  ['tool.name of 65 astral characters', bad((o) => (o.tool.name = ASTRAL.repeat(65))), /tool\.name is longer than 128/],
  ['actor missing', bad((o) => delete o.actor), /actor/],
  ['actor category unknown', bad((o) => (o.actor = { category: 'human' })), /actor\.category/],
  ['main with an id', bad((o) => (o.actor = { category: 'main', id: 'x' })), /actor has an unknown field/],
  ['subagent without an id', bad((o) => (o.actor = { category: 'subagent_or_teammate' })), /actor\.id is missing/],
  ['subagent with an empty id', bad((o) => (o.actor = { category: 'subagent_or_teammate', id: '' })), /actor\.id/],
  [
    'subagent with a bad id',
    bad((o) => (o.actor = { category: 'subagent_or_teammate', id: 'a b' })),
    /actor\.id is not 1-128/,
  ],
  [
    'subagent with a 129-character id',
    bad((o) => (o.actor = { category: 'subagent_or_teammate', id: 'a'.repeat(129) })),
    /actor\.id/,
  ],
  ['observedAt not ISO', bad((o) => (o.observedAt = 'Tue Dec 1')), /observedAt/],
  ['observedAt not a real day', bad((o) => (o.observedAt = '2026-02-30T00:00:00.000Z')), /observedAt/],
  ['observedAt a number', bad((o) => (o.observedAt = 1)), /observedAt/],
  ['seq negative', bad((o) => (o.seq = -1)), /seq/],
  ['seq fractional', bad((o) => (o.seq = 1.5)), /seq/],
  ['seq a string', bad((o) => (o.seq = '1')), /seq/],
  ['seq missing', bad((o) => delete o.seq), /seq is missing/],
  ['suggested_rules not an object', bad((o) => (o.suggested_rules = [])), /suggested_rules is not an object/],
  ['suggested_rules state unknown', bad((o) => (o.suggested_rules.state = 'partial')), /suggested_rules\.state/],
  [
    'unavailable with entries',
    bad((o) => (o.suggested_rules = { state: 'unavailable', reason: 'x', entries: [] })),
    /unknown field/,
  ],
  [
    'unavailable with a free-text reason',
    bad((o) => (o.suggested_rules = { state: 'unavailable', reason: 'Some Reason' })),
    /reason/,
  ],
  ['unavailable without a reason', bad((o) => (o.suggested_rules = { state: 'unavailable' })), /reason is missing/],
  ['native unknown', bad((o) => (o.suggested_rules.native = 'absent')), /native/],
  ['unsupported not a boolean', bad((o) => (o.suggested_rules.unsupported = 'no')), /unsupported/],
  ['size_cut not a boolean', bad((o) => (o.suggested_rules.size_cut = 0)), /size_cut/],
  ['size_cut missing', bad((o) => delete o.suggested_rules.size_cut), /size_cut is missing/],
  ['an extra marker', bad((o) => (o.suggested_rules.truncated = true)), /unknown field/],
  ['entries not a list', bad((o) => (o.suggested_rules.entries = {})), /entries is not a list/],
  ['9 entries', bad((o) => (o.suggested_rules.entries = rulesOf(9).map((r) => add([r])))), /more than 8 entries/],
  [
    'native missing but entries',
    bad((o) => (o.suggested_rules.native = 'missing')),
    /native field is missing but carries/,
  ],
  [
    'native missing but a marker',
    bad((o) => Object.assign(o.suggested_rules, { native: 'missing', entries: [], unsupported: true })),
    /native field is missing but carries/,
  ],
  ['an entry not an object', bad((o) => (o.suggested_rules.entries[0] = 'addRules')), /entries\[0\] is not an object/],
  ['an entry with an extra field', bad((o) => (entry0(o).reason = 'x')), /entries\[0\] has an unknown field/],
  ['an entry of type setMode', bad((o) => (entry0(o).type = 'setMode')), /entries\[0\]\.type/],
  ['an entry of type addDirectories', bad((o) => (entry0(o).type = 'addDirectories')), /entries\[0\]\.type/],
  ['behavior with a space', bad((o) => (entry0(o).behavior = 'allow ')), /entries\[0\]\.behavior/],
  ['destination unknown', bad((o) => (entry0(o).destination = 'global')), /entries\[0\]\.destination/],
  ['rules not a list', bad((o) => (entry0(o).rules = 'Bash')), /rules is not a list/],
  ['17 rules', bad((o) => (entry0(o).rules = rulesOf(17))), /more than 16 rules/],
  ['a rule not an object', bad((o) => (entry0(o).rules[0] = 'Bash')), /rules\[0\] is not an object/],
  ['a rule with an extra field', bad((o) => (rule0(o).note = 'x')), /rules\[0\] has an unknown field/],
  ['a rule without toolName', bad((o) => delete rule0(o).toolName), /rules\[0\]\.toolName is missing/],
  ['a rule with an empty toolName', bad((o) => (rule0(o).toolName = '')), /toolName is empty/],
  ['a rule toolName of 129 units', bad((o) => (rule0(o).toolName = 'T'.repeat(129))), /toolName is longer than 128/],
  [
    'a rule toolName of 127 + 1 astral',
    bad((o) => (rule0(o).toolName = 'T'.repeat(127) + ASTRAL)),
    /toolName is longer than 128/,
  ],
  ['ruleContent null', bad((o) => (rule0(o).ruleContent = null)), /ruleContent is not a string/],
  ['ruleContent a number', bad((o) => (rule0(o).ruleContent = 5)), /ruleContent is not a string/],
  [
    'ruleContent of 2049 units',
    bad((o) => (rule0(o).ruleContent = 'c'.repeat(2049))),
    /ruleContent is longer than 2048/,
  ],
  [
    'ruleContent of 1024 astral + 1',
    bad((o) => (rule0(o).ruleContent = ASTRAL.repeat(1024) + 'c')),
    /ruleContent is longer than 2048/,
  ],
  ['over 16,384 bytes serialized', bad((o) => (o.suggested_rules.entries = over)), /over 16384 UTF-8 bytes/],
];

for (const [name, value, reason] of VIOLATIONS) {
  test(`refused: ${name}`, () => {
    const r = checkPermissionObservation(value);
    assert.is(r.ok, false);
    if (!r.ok) assert.match(r.reason, reason);
  });
}

test('the byte bound at its edge: 16,384 accepted, 16,385 refused (two-byte padding)', () => {
  const at = (bytes: number): unknown => {
    const o = clone(GOOD) as PermissionObservation;
    const rules = o.suggested_rules;
    if (rules.state !== 'available') throw new Error('fixture');
    rules.entries = Array.from({ length: 8 }, () => add([bash('')]));
    let room = bytes - evidenceBytes(o);
    for (const e of rules.entries) {
      const twoByte = Math.min(1000, Math.floor(room / 2));
      room -= twoByte * 2;
      const ascii = Math.min(room, 2048 - twoByte);
      room -= ascii;
      e.rules[0]!.ruleContent = TWO_BYTE.repeat(twoByte) + 'p'.repeat(ascii);
    }
    if (room !== 0) throw new Error('cannot fill');
    assert.is(evidenceBytes(o), bytes);
    return o;
  };
  assert.ok(checkPermissionObservation(at(16_384)).ok);
  const r = checkPermissionObservation(at(16_385));
  assert.is(r.ok, false);
});

test('a refusal reason never echoes the posted values', () => {
  const r = checkPermissionObservation(bad((o) => (rule0(o).ruleContent = 'SECRET'.repeat(400))));
  assert.ok(!r.ok && !r.reason.includes('SECRET'));
  const s = checkPermissionObservation(bad((o) => (o.actor = { category: 'subagent_or_teammate', id: 'SECRET id' })));
  assert.ok(!s.ok && !s.reason.includes('SECRET'));
});

test.run();
