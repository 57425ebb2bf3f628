// The ingress check of a posted hook observation: every field's rule, one row each, on a valid
// observation with one thing changed; the accepted value is rebuilt from known fields only; the
// permission evidence goes through the evidence checker (isolated here by injection, plus rows on
// the real module's checker that hold for the stub and for the real bounds alike).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkHookObservation, MIN_SEQ, type PermissionChecker } from '../../lib/activity/ingress-check.js';
import { FUTURE_SKEW_MS } from '../../lib/util/clock-clamp.js';
import type { PermissionObservation } from '../../lib/activity/permission/types.js';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const SEQ = (NOW - 2000) * 1000 + 123;
const valid = () => ({
  v: 1,
  nodeId: 'n-0123456789abcdef',
  occupant: 'o-fedcba9876543210',
  seat: 'worker@rig-1',
  runtime: 'claude',
  event: 'UserPromptSubmit',
  seq: SEQ,
  observedAt: new Date(NOW - 2000).toISOString(),
  sessionId: '931253e9-73dc-40eb-a221-39ab5aa41bd3',
  promptHash: 'fnv1a64:0123456789abcdef',
});

const evidence = (): PermissionObservation => ({
  tool: { name: 'Bash' },
  actor: { category: 'main' },
  observedAt: new Date(NOW - 2000).toISOString(),
  seq: SEQ,
  suggested_rules: { state: 'available', native: 'present', entries: [], unsupported: false, size_cut: false },
});
const accepting: PermissionChecker = (v) => ({ ok: true, value: v as PermissionObservation });

type Row = [name: string, change: (o: Record<string, unknown>) => void, refusal: string | null];
const del = (k: string) => (o: Record<string, unknown>) => {
  delete o[k];
};
const set = (k: string, v: unknown) => (o: Record<string, unknown>) => {
  o[k] = v;
};

const ROWS: Row[] = [
  ['valid as is', () => {}, null],
  [
    'only required fields',
    (o) => {
      delete o.sessionId;
      delete o.promptHash;
    },
    null,
  ],
  ['codex runtime', set('runtime', 'codex'), null],
  ['subtype', set('subtype', 'idle_prompt'), null],
  ['subtype with dot and colon', set('subtype', 'api.error:rate_limit'), null],
  ['mcp tool name', set('toolName', 'mcp__plugin_x__do-thing'), null],
  ['agent id', set('agentId', 'a1b2c3d4-sub'), null],
  ['plugin', set('plugin', { version: '0.1.0', bundleHash: '0123456789abcdef' }), null],
  ['plugin of a relay-only seat', set('plugin', { version: 'unknown', bundleHash: 'unknown' }), null],
  [
    'plugin hash of another kind',
    set('plugin', { version: '0.1.0', bundleHash: 'sha256:0123abcd' }),
    'plugin.bundleHash must be 16 hex',
  ],
  ['bare hex prompt hash', set('promptHash', 'deadbeef'), 'promptHash must be a prompt hash'],
  ['seq at the skew edge', set('seq', (NOW + FUTURE_SKEW_MS) * 1000), null],
  ['seq at the floor', set('seq', MIN_SEQ), null],
  ['unknown field', set('tool_input', { command: 'rm' }), 'unknown field tool_input'],
  ['v 2', set('v', 2), 'v must be 1'],
  ['v missing', del('v'), 'v must be 1'],
  ['node id with a slash', set('nodeId', 'n-0123/../../etc'), 'nodeId must be a node id'],
  ['node id uppercase', set('nodeId', 'n-0123456789ABCDEF'), 'nodeId must be a node id'],
  ['node id missing', del('nodeId'), 'nodeId must be a string'],
  ['occupant pattern', set('occupant', 'o-123'), 'occupant must be an occupant id'],
  ['occupant a number', set('occupant', 7), 'occupant must be a string'],
  ['seat without rig', set('seat', 'worker'), 'seat must be name@rig'],
  ['seat with two @', set('seat', 'a@b@c'), 'seat must be name@rig'],
  ['seat with ..', set('seat', 'a..b@r'), 'seat: ".." is not allowed'],
  ['seat with a control', set('seat', 'a\u0007@r'), 'seat: control characters'],
  ['runtime terminal', set('runtime', 'terminal'), 'runtime must be claude or codex'],
  ['runtime claude-code', set('runtime', 'claude-code'), 'runtime must be claude or codex'],
  ['event missing', del('event'), 'event must be a string'],
  ['event with a space', set('event', 'User Prompt'), 'event must be a hook event name'],
  ['event too long', set('event', `E${'x'.repeat(64)}`), 'event must be a hook event name'],
  ['subtype empty', set('subtype', ''), 'subtype must be a short word'],
  ['subtype too long', set('subtype', 'a'.repeat(65)), 'subtype must be a short word'],
  ['subtype a number', set('subtype', 3), 'subtype must be a string'],
  ['seq missing', del('seq'), 'seq must be a positive safe integer'],
  ['seq a string', set('seq', String(SEQ)), 'seq must be a positive safe integer'],
  ['seq zero', set('seq', 0), 'seq must be a positive safe integer'],
  ['seq negative', set('seq', -SEQ), 'seq must be a positive safe integer'],
  ['seq fractional', set('seq', SEQ + 0.5), 'seq must be a positive safe integer'],
  ['seq unsafe', set('seq', Number.MAX_SAFE_INTEGER + 2), 'seq must be a positive safe integer'],
  ['seq in milliseconds', set('seq', NOW), 'seq must be microseconds'],
  ['seq past the skew', set('seq', (NOW + FUTURE_SKEW_MS) * 1000 + 1), 'seq is in the future'],
  ['observedAt missing', del('observedAt'), 'observedAt must be an ISO time'],
  ['observedAt not ISO', set('observedAt', 'yesterday'), 'observedAt must be an ISO time'],
  ['observedAt with an offset', set('observedAt', '2026-12-01T12:00:00+01:00'), 'observedAt must be an ISO time'],
  ['observedAt impossible date', set('observedAt', '2026-13-45T12:00:00Z'), 'observedAt must be an ISO time'],
  [
    'observedAt in the future',
    set('observedAt', new Date(NOW + FUTURE_SKEW_MS + 1000).toISOString()),
    'observedAt is in the future',
  ],
  ['sessionId with a space', set('sessionId', 'a b'), 'sessionId must be an id'],
  ['sessionId too long', set('sessionId', 'a'.repeat(129)), 'sessionId must be an id'],
  ['promptHash raw text', set('promptHash', 'fix the bug please'), 'promptHash must be a prompt hash'],
  ['promptHash too short', set('promptHash', 'abc'), 'promptHash must be a prompt hash'],
  ['toolName empty', set('toolName', ''), 'toolName must be 1–128 UTF-16 units'],
  ['toolName 129 units', set('toolName', 'T'.repeat(129)), 'toolName must be 1–128 UTF-16 units'],
  ['toolName with an ESC', set('toolName', 'Bash\u001b[2J'), 'toolName must be 1–128 UTF-16 units'],
  ['toolName with a bidi override', set('toolName', 'Bash\u202e'), 'toolName must be 1–128 UTF-16 units'],
  ['toolName with a line separator', set('toolName', 'Bash\u2028x'), 'toolName must be 1–128 UTF-16 units'],
  ['agentId with a slash', set('agentId', '../x'), 'agentId must be a valid agent id'],
  ['plugin not an object', set('plugin', 'v1'), 'plugin must be an object'],
  [
    'plugin extra field',
    set('plugin', { version: '1', bundleHash: '0123456789abcdef', path: '/x' }),
    'plugin: unknown field path',
  ],
  ['plugin version missing', set('plugin', { bundleHash: '0123456789abcdef' }), 'plugin.version must be a string'],
  [
    'plugin hash with a space',
    set('plugin', { version: '1', bundleHash: 'ab cd' }),
    'plugin.bundleHash must be 16 hex digits or unknown',
  ],
  [
    'permission on another event',
    (o) => {
      o.permission = evidence();
    },
    'permission is carried only by a PermissionRequest',
  ],
];

test('each field rule (table)', () => {
  for (const [name, change, refusal] of ROWS) {
    const o: Record<string, unknown> = valid();
    change(o);
    const r = checkHookObservation(o, { now: NOW, checkPermission: accepting });
    if (refusal === null) assert.ok(r.ok, `${name}: ${r.ok ? '' : r.reason}`);
    else {
      assert.not.ok(r.ok, `${name}: accepted`);
      if (!r.ok) assert.ok(r.reason.includes(refusal), `${name}: reason "${r.reason}" lacks "${refusal}"`);
    }
  }
});

test('not an object', () => {
  for (const v of [null, undefined, 3, 'x', [valid()]]) {
    const r = checkHookObservation(v, { now: NOW });
    assert.not.ok(r.ok);
  }
});

test('the accepted value is a fresh object of known fields only', () => {
  const o = valid();
  const r = checkHookObservation(o, { now: NOW });
  assert.ok(r.ok);
  if (!r.ok) return;
  assert.equal(r.value, o);
  assert.is.not(r.value, o, 'not the posted object itself');
  const keys = Object.keys(r.value);
  assert.equal(keys, [
    'v',
    'nodeId',
    'occupant',
    'seat',
    'runtime',
    'event',
    'seq',
    'observedAt',
    'sessionId',
    'promptHash',
  ]);
});

test('permission evidence: the checker decides, its reason is named, seq must be the run’s', () => {
  const base = { ...valid(), event: 'PermissionRequest', toolName: 'Bash' };
  const passed: unknown[] = [];
  const spy: PermissionChecker = (v) => {
    passed.push(v);
    return { ok: true, value: { ...(v as PermissionObservation) } };
  };
  const ok = checkHookObservation({ ...base, permission: evidence() }, { now: NOW, checkPermission: spy });
  assert.ok(ok.ok);
  assert.equal(passed, [evidence()], 'the posted evidence went to the checker');
  if (ok.ok) assert.equal(ok.value.permission, evidence(), 'the checker’s value is what is kept');

  const refusing: PermissionChecker = () => ({ ok: false, reason: 'rules: 17 rules in one entry' });
  const no = checkHookObservation({ ...base, permission: evidence() }, { now: NOW, checkPermission: refusing });
  assert.not.ok(no.ok);
  if (!no.ok) assert.is(no.reason, 'permission: rules: 17 rules in one entry');

  const otherSeq = checkHookObservation(
    { ...base, permission: { ...evidence(), seq: SEQ - 1 } },
    { now: NOW, checkPermission: accepting },
  );
  assert.not.ok(otherSeq.ok);
  if (!otherSeq.ok) assert.match(otherSeq.reason, 'permission.seq must equal seq');
});

test('permission evidence through lib/activity/permission/permission.ts: out-of-bounds evidence is refused', () => {
  // Holds for the contract stub (refuses everything) and for the real bounds (a 200-unit tool name).
  const base = { ...valid(), event: 'PermissionRequest', toolName: 'Bash' };
  const huge = { ...evidence(), tool: { name: 'T'.repeat(200) } };
  const r = checkHookObservation({ ...base, permission: huge }, { now: NOW });
  assert.not.ok(r.ok);
  if (!r.ok) assert.match(r.reason, /^permission: /);
  const notObject = checkHookObservation({ ...base, permission: 'Bash' }, { now: NOW });
  assert.not.ok(notObject.ok);
});

test('permission evidence through lib/activity/permission/permission.ts: valid evidence is accepted', () => {
  const base = { ...valid(), event: 'PermissionRequest', toolName: 'Bash' };
  const r = checkHookObservation({ ...base, permission: evidence() }, { now: NOW });
  assert.ok(r.ok, r.ok ? '' : r.reason);
});

test.run();
