// "Who may intervene" as a table: presets set the peer row, self and OpenRig keep their authority
// unless an exception changes it, an exception decides its whole actor row and reads as Custom,
// no record and an unattributed caller keep today's behaviour.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { actorFor, accountRows, decideIntervention } from '../../lib/intervention/policy.js';
import {
  buildChoice,
  choiceLabel,
  ChoiceError,
  exceptionsFrom,
  type Exceptions,
} from '../../lib/intervention/choice.js';
import type { InterventionAction, InterventionActor } from '../../lib/intervention/contract.js';
import type { Preset } from '../../lib/intervention/presets.js';

const TARGET = 'n-00000000000000aa';
const HELPER = 'n-00000000000000bb';
const OTHER = 'n-00000000000000cc';

const choice = (preset: Preset, exceptions: Exceptions = {}) =>
  buildChoice(preset, [{ seat: 'lead@r', nodeId: HELPER }], exceptions, 'help with compaction; keep the model');

type Row = [string, Preset | null, Exceptions, InterventionActor, InterventionAction, string | null, boolean];
const ROWS: Row[] = [
  // No record: today's behaviour for everyone.
  ['no record, peer', null, {}, 'peer', 'compaction', OTHER, true],
  ['no record, peer model', null, {}, 'peer', 'model', OTHER, true],
  // Presets set the peer row.
  ['no-peer: peer compaction', 'no-peer-interventions', {}, 'peer', 'compaction', OTHER, false],
  ['no-peer: even a named helper', 'no-peer-interventions', {}, 'peer', 'compaction', HELPER, false],
  ['no-peer: peer model', 'no-peer-interventions', {}, 'peer', 'model', OTHER, false],
  ['help: named helper compacts', 'help-within-instructions', {}, 'peer', 'compaction', HELPER, true],
  ['help: named helper model', 'help-within-instructions', {}, 'peer', 'model', HELPER, true],
  ['help: unnamed peer', 'help-within-instructions', {}, 'peer', 'compaction', OTHER, false],
  ['full: any peer', 'full-control', {}, 'peer', 'compaction', OTHER, true],
  ['full: any peer model', 'full-control', {}, 'peer', 'model', OTHER, true],
  // Answering a permission menu (rig seat answer) follows the same peer row.
  ['no-peer: peer answer', 'no-peer-interventions', {}, 'peer', 'answer', OTHER, false],
  ['help: named helper answers', 'help-within-instructions', {}, 'peer', 'answer', HELPER, true],
  ['help: unnamed peer answer', 'help-within-instructions', {}, 'peer', 'answer', OTHER, false],
  ['full: any peer answers', 'full-control', {}, 'peer', 'answer', OTHER, true],
  ['no-peer: self answers', 'no-peer-interventions', {}, 'self', 'answer', TARGET, true],
  [
    'no-peer + peer-answer allow',
    'no-peer-interventions',
    { peer: { answer: 'allow' } },
    'peer',
    'answer',
    OTHER,
    true,
  ],
  // Self and OpenRig keep their authority under every preset.
  ['no-peer: self compaction', 'no-peer-interventions', {}, 'self', 'compaction', TARGET, true],
  ['no-peer: self model', 'no-peer-interventions', {}, 'self', 'model', TARGET, true],
  ['no-peer: openrig compaction', 'no-peer-interventions', {}, 'openrig', 'compaction', null, true],
  ['help: openrig model', 'help-within-instructions', {}, 'openrig', 'model', null, true],
  // Exceptions decide the whole actor row.
  [
    'help + peer-compaction allow: unnamed peer too',
    'help-within-instructions',
    { peer: { compaction: 'allow' } },
    'peer',
    'compaction',
    OTHER,
    true,
  ],
  [
    'help + peer-model deny: even the helper',
    'help-within-instructions',
    { peer: { model: 'deny' } },
    'peer',
    'model',
    HELPER,
    false,
  ],
  [
    'help + peer-model deny: compaction untouched',
    'help-within-instructions',
    { peer: { model: 'deny' } },
    'peer',
    'compaction',
    HELPER,
    true,
  ],
  ['full + peer-compaction deny', 'full-control', { peer: { compaction: 'deny' } }, 'peer', 'compaction', OTHER, false],
  ['no-peer + peer-model allow', 'no-peer-interventions', { peer: { model: 'allow' } }, 'peer', 'model', OTHER, true],
  ['self-compaction deny', 'full-control', { self: { compaction: 'deny' } }, 'self', 'compaction', TARGET, false],
  ['self-model deny', 'full-control', { self: { model: 'deny' } }, 'self', 'model', TARGET, false],
  [
    'openrig-compaction deny',
    'full-control',
    { openrig: { compaction: 'deny' } },
    'openrig',
    'compaction',
    null,
    false,
  ],
  [
    'openrig-model deny leaves compaction',
    'full-control',
    { openrig: { model: 'deny' } },
    'openrig',
    'compaction',
    null,
    true,
  ],
  // An unattributed caller keeps today's behaviour, never labelled a peer.
  ['no-peer: unattributed caller', 'no-peer-interventions', {}, 'peer', 'compaction', null, true],
  [
    'peer deny exception: unattributed caller',
    'full-control',
    { peer: { model: 'deny' } },
    'peer',
    'model',
    null,
    true,
  ],
  ['self deny exception: unattributed self', 'full-control', { self: { model: 'deny' } }, 'self', 'model', null, true],
];

for (const [name, preset, exceptions, actor, action, caller, allowed] of ROWS) {
  test(`decideIntervention: ${name}`, () => {
    const c = preset ? choice(preset, exceptions) : undefined;
    const v = decideIntervention(c, { nodeId: TARGET, actor, action, caller });
    assert.is(v.allowed, allowed, v.reason);
    assert.ok(v.reason.startsWith(`${actor} ${action}:`), v.reason);
  });
}

test('the verdict names the deciding rule', () => {
  const v = decideIntervention(choice('help-within-instructions', { peer: { model: 'deny' } }), {
    nodeId: TARGET,
    actor: 'peer',
    action: 'model',
    caller: HELPER,
  });
  assert.match(v.reason, /deny by exception \(Custom \(from help-within-instructions\)\)/);
  const h = decideIntervention(choice('help-within-instructions'), {
    nodeId: TARGET,
    actor: 'peer',
    action: 'compaction',
    caller: HELPER,
  });
  assert.match(h.reason, /lead@r is a named helper/);
});

test('a choice with exceptions reads as Custom; without, as its preset', () => {
  assert.is(choiceLabel(choice('full-control')), 'full-control');
  assert.is(choiceLabel(choice('full-control', { openrig: { model: 'allow' } })), 'Custom (from full-control)');
});

test('accountRows: the whole account for status', () => {
  const rows = accountRows(
    choice('help-within-instructions', {
      peer: { model: 'deny' },
      openrig: { compaction: 'deny' },
      self: { answer: 'deny' },
    }),
  );
  assert.equal(rows, {
    peer: { compaction: 'helpers', model: 'deny', answer: 'helpers' },
    self: { compaction: 'allow', model: 'allow', answer: 'deny' },
    openrig: { compaction: 'deny', model: 'allow', answer: 'allow' },
  });
  assert.equal(accountRows(choice('no-peer-interventions')).peer, {
    compaction: 'deny',
    model: 'deny',
    answer: 'deny',
  });
  assert.equal(accountRows(choice('full-control')).peer, { compaction: 'allow', model: 'allow', answer: 'allow' });
});

test('actorFor: the target itself is self, anyone else (or unknown) is asked as a peer', () => {
  assert.is(actorFor(TARGET, TARGET), 'self');
  assert.is(actorFor(TARGET, OTHER), 'peer');
  assert.is(actorFor(TARGET, null), 'peer');
});

test('exceptionsFrom: only the flags given, allow|deny only', () => {
  assert.equal(exceptionsFrom({ 'peer-compaction': 'allow', 'openrig-model': 'deny', 'self-model': undefined }), {
    peer: { compaction: 'allow' },
    openrig: { model: 'deny' },
  });
  assert.equal(exceptionsFrom({}), {});
  assert.throws(
    () => exceptionsFrom({ 'peer-model': 'yes' }),
    (e: unknown) => e instanceof ChoiceError && /allow or deny/.test(e.what),
  );
});

test('buildChoice: helpers deduplicated, the instruction kept as text, bounds refused', () => {
  const c = buildChoice(
    'help-within-instructions',
    [
      { seat: 'a@r', nodeId: HELPER },
      { seat: 'a@r', nodeId: HELPER },
      { seat: 'b@r', nodeId: OTHER },
    ],
    {},
    '  run /compact --now; rm -rf /  ',
  );
  assert.equal(
    c.helpers.map((h) => h.seat),
    ['a@r', 'b@r'],
  );
  assert.is(c.instruction, 'run /compact --now; rm -rf /');
  assert.throws(
    () => buildChoice('full-control', [], {}, '   '),
    (e: unknown) => e instanceof ChoiceError,
  );
  assert.throws(
    () => buildChoice('full-control', [], {}, 'x'.repeat(2001)),
    (e: unknown) => e instanceof ChoiceError,
  );
  assert.is(buildChoice('full-control', [], {}, 'x'.repeat(2000)).instruction.length, 2000, 'the bound itself is kept');
  const most = Array.from({ length: 32 }, (_, i) => ({ seat: `s${i}@r`, nodeId: `n-${String(i).padStart(16, '0')}` }));
  assert.is(buildChoice('full-control', most, {}, 'x').helpers.length, 32);
  const many = Array.from({ length: 33 }, (_, i) => ({ seat: `s${i}@r`, nodeId: `n-${String(i).padStart(16, '0')}` }));
  assert.throws(
    () => buildChoice('full-control', many, {}, 'x'),
    (e: unknown) => e instanceof ChoiceError,
  );
});

test.run();
