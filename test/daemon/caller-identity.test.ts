// The caller identity rule (issue 21, item 6), as a table: a seat ref name@rig or no header is a
// caller; `openrig`, `unattributed`, a bare name, a node or pane id, an empty value, two values,
// control characters and overlong names are refused, each with its reason.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkCallerIdentity } from '../../lib/daemon/caller-identity.js';
import { OPENRIG_SENDER } from '../../lib/timers/contract.js';
import { UNATTRIBUTED } from '../../lib/seat/ref.js';

test('accepted: no header, or one seat ref name@rig', () => {
  const table: [readonly string[] | undefined, string | null][] = [
    [undefined, null],
    [[], null],
    [['lead@t'], 'lead@t'],
    [['w-1.a_b@rig-2'], 'w-1.a_b@rig-2'],
    [[`${'a'.repeat(64)}@${'b'.repeat(64)}`], `${'a'.repeat(64)}@${'b'.repeat(64)}`],
    [['openrig@t'], 'openrig@t'],
    [['dev@openrig'], 'dev@openrig'],
  ];
  for (const [values, session] of table)
    assert.equal(checkCallerIdentity(values), { ok: true, session }, JSON.stringify(values));
});

test('refused, with the reason', () => {
  const table: [readonly string[], RegExp][] = [
    [[OPENRIG_SENDER], /reserved for OpenRig's own notices/],
    [['OpenRig'], /reserved for OpenRig's own notices/],
    [[UNATTRIBUTED], /what a caller without identity is recorded as/],
    [['Unattributed'], /what a caller without identity is recorded as/],
    [[''], /empty/],
    [['dev'], /not a seat ref name@rig/],
    [['n-0123456789abcdef'], /a node id names a seat to act on/],
    [['%3'], /a pane id names a seat to act on/],
    [['lead@t', 'openrig'], /2 identities were given/],
    [['lead@t', 'lead@t'], /2 identities were given/],
    [['lead @t'], /use letters, digits/],
    [['lead@'], /empty name/],
    [['@t'], /empty name/],
    [['lead@t@u'], /use letters, digits/],
    [['lead\u0001@t'], /control characters/],
    [['lead@t\u007f'], /control characters/],
    [['l\u00ebad@t'], /use letters, digits/],
    [['../x@t'], /"\.\." is not allowed/],
    [['a/b@t'], /path separators/],
    [[`${'a'.repeat(65)}@t`], /at most 64/],
    [[`${'a'.repeat(100)}@${'b'.repeat(100)}`], /too long/],
  ];
  for (const [values, reason] of table) {
    const r = checkCallerIdentity(values);
    assert.is(r.ok, false, JSON.stringify(values));
    if (r.ok) continue;
    assert.match(r.problem, reason, JSON.stringify(values));
    assert.ok(r.value.length <= 61, 'the value shown is cut');
  }
});

test('the value shown is what was presented, cut at 60 characters', () => {
  const long = `${'x'.repeat(200)}`;
  const r = checkCallerIdentity([long]);
  assert.equal(r, { ok: false, value: `${'x'.repeat(60)}…`, problem: 'it is not a seat ref name@rig' });
  assert.equal(checkCallerIdentity(['y'.repeat(60)]), {
    ok: false,
    value: 'y'.repeat(60),
    problem: 'it is not a seat ref name@rig',
  });
  assert.equal(checkCallerIdentity(['openrig']), {
    ok: false,
    value: 'openrig',
    problem: `"openrig" is reserved for OpenRig's own notices`,
  });
});

test.run();
