import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseGuardRequest } from '../../../lib/delivery/guard/request.js';
import { GUARD_MODES } from '../../../lib/delivery/guard/policy.js';

for (const mode of GUARD_MODES) {
  test(`{mode: ${mode}, reason} is accepted as ${mode}`, () => {
    assert.equal(parseGuardRequest({ mode, reason: ' keep my draft ' }), {
      ok: true,
      mode,
      reason: 'keep my draft',
      via: 'mode',
    });
  });
}

test('the compatible {enabled} form: true selects hold, false selects off', () => {
  assert.equal(parseGuardRequest({ enabled: true, reason: 'r' }), {
    ok: true,
    mode: 'hold',
    reason: 'r',
    via: 'enabled',
  });
  assert.equal(parseGuardRequest({ enabled: false, reason: 'r' }), {
    ok: true,
    mode: 'off',
    reason: 'r',
    via: 'enabled',
  });
});

const REFUSED: [string, unknown, RegExp][] = [
  ['not an object', 'hold', /JSON object/],
  ['null', null, /JSON object/],
  ['an array', [{ mode: 'hold' }], /JSON object/],
  ['neither mode nor enabled', { reason: 'r' }, /exactly one of mode or enabled/],
  ['both mode and enabled', { mode: 'hold', enabled: true, reason: 'r' }, /exactly one of mode or enabled/],
  [
    'an unknown mode',
    { mode: 'on', reason: 'r' },
    /mode must be one of off, draft-aware, openrig-urgent, urgent-only, sends-only, hold/,
  ],
  ['a mode with different case', { mode: 'Hold', reason: 'r' }, /mode must be one of/],
  ['a string boolean', { enabled: 'true', reason: 'r' }, /enabled must be true or false/],
  ['a numeric boolean', { enabled: 1, reason: 'r' }, /enabled must be true or false/],
  ['a missing reason', { mode: 'hold' }, /non-empty reason/],
  ['a blank reason', { mode: 'hold', reason: ' \n\t' }, /non-empty reason/],
  ['a non-string reason', { mode: 'hold', reason: 42 }, /non-empty reason/],
  ['an overlong reason', { mode: 'hold', reason: 'x'.repeat(1001) }, /longer than 1000/],
  [
    'obsolete holdSeconds',
    { mode: 'hold', reason: 'r', holdSeconds: 30 },
    /holdSeconds is no longer supported: the typing guard has no retry settings or deadlines/,
  ],
  ['obsolete maxAttempts', { enabled: true, reason: 'r', maxAttempts: 3 }, /maxAttempts is no longer supported/],
  [
    'both obsolete fields',
    { mode: 'hold', reason: 'r', holdSeconds: 1, maxAttempts: 2 },
    /holdSeconds and maxAttempts are no longer supported/,
  ],
  [
    'an actor in the body (identity comes from transport only)',
    { mode: 'hold', reason: 'r', actor: 'lead@rig' },
    /unknown field "actor"/,
  ],
  ['unknown fields', { mode: 'hold', reason: 'r', retry: true, deadline: 5 }, /unknown fields "retry", "deadline"/],
];

for (const [what, body, message] of REFUSED) {
  test(`refused: ${what}`, () => {
    const r = parseGuardRequest(body);
    assert.is(r.ok, false);
    if (!r.ok) assert.match(r.error, message);
  });
}

test('a reason of exactly 1000 characters is accepted', () => {
  assert.equal(parseGuardRequest({ mode: 'hold', reason: 'x'.repeat(1000) }).ok, true);
});

test.run();
