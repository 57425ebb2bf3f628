// Remote send's decisions (lib/federation/remote-send.ts): what an owner accepts (a forged sender or
// host is refused), the first outcome a repeated id is answered with, what the sender's outbox
// records of an answer (both hosts named; held there is not held here), and the no-answer result.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  checkRemoteRequest,
  cutOffResult,
  noAnswerResult,
  repeatResult,
  senderOutcome,
} from '../../lib/federation/remote-send.js';
import { checkCallerIdentity } from '../../lib/daemon/caller-identity.js';
import { outcomeSubject, requestSender, sendRequestSubject } from '../../lib/federation/names.js';
import type { OutboxRecord } from '../../lib/delivery/outbox/outbox.js';

const NODE = 'n-0123456789abcdef';
const ID = 'ob-20261205224300-0a1b2c3d';
const good = { v: 1, id: ID, from: 'hostA', to: 'hostB', nodeId: NODE, seat: 'wb@t', sender: 'wa@t', message: 'hi' };
// wb@t is on hostB only; both@t on both hosts (a name@rig may exist on several).
const seats = [
  ['wa@t', 'hostA'],
  ['wb@t', 'hostB'],
  ['both@t', 'hostA'],
  ['both@t', 'hostB'],
];
const identity = (s: string) => {
  const r = checkCallerIdentity([s]);
  return r.ok ? undefined : r.problem;
};
const check = (data: unknown, subjectFrom = 'hostA') =>
  checkRemoteRequest(data, 'hostB', subjectFrom, (r, h) => seats.some(([s, o]) => s === r && o === h), identity);

test('the owner accepts a well-formed request from the host its subject names', () => {
  const r = check(good);
  assert.ok(r.ok);
  assert.ok(check({ ...good, sender: null }).ok, 'an unattributed sender passes, as locally');
  assert.ok(check({ ...good, sender: 'both@t' }).ok, "a name on both hosts is the sending host's");
});

test('the owner refuses a forged sender or host, and a malformed request', () => {
  const rows: [unknown, string, string][] = [
    [{ ...good, sender: 'wb@t' }, 'hostA', 'forged_sender'], // a seat of another host
    [{ ...good, sender: 'ghost@t' }, 'hostA', 'forged_sender'], // no seat known
    [{ ...good, sender: 'openrig' }, 'hostA', 'forged_sender'], // OpenRig's own name
    [{ ...good, sender: 'unattributed' }, 'hostA', 'forged_sender'],
    [{ ...good, sender: NODE }, 'hostA', 'forged_sender'],
    [good, 'hostC', 'forged_sender'], // claims hostA on hostC's subject
    [{ ...good, to: 'hostC' }, 'hostA', 'invalid_remote_request'],
    [{ ...good, id: '../x' }, 'hostA', 'invalid_remote_request'],
    [{ ...good, nodeId: 'n-1' }, 'hostA', 'invalid_remote_request'],
    [{ ...good, v: 2 }, 'hostA', 'invalid_remote_request'],
    [{ ...good, raw: 'yes' }, 'hostA', 'invalid_remote_request'],
    [{ ...good, message: 3 }, 'hostA', 'invalid_remote_request'],
    [null, 'hostA', 'invalid_remote_request'],
  ];
  for (const [data, from, reason] of rows) {
    const r = check(data, from);
    assert.not.ok(r.ok, JSON.stringify(data));
    if (!r.ok) assert.is(r.reason, reason, JSON.stringify(data));
  }
});

const rec = (state: OutboxRecord['state'], reason: string): OutboxRecord =>
  ({ id: ID, nodeId: NODE, destination: 'wb@t', state, reason }) as OutboxRecord;

test('a repeated id is answered with its first outcome', () => {
  const rows: [OutboxRecord['state'], string, string, string | null][] = [
    ['complete', 'delivered', 'delivered', 'complete'],
    ['held', 'draft_present', 'retained', 'held'],
    ['retired', 'draft_present', 'retained', 'held'],
    ['failed', 'send_failed', 'failed', 'failed'],
    ['indeterminate', 'interrupted_write', 'indeterminate', 'indeterminate'],
    ['sending', 'delivery_in_progress', 'indeterminate', 'sending'],
  ];
  for (const [state, reason, outcome, shown] of rows) {
    const r = repeatResult(rec(state, reason), NODE);
    assert.is(r.outcome, outcome, state);
    assert.is(r.state, shown, state);
    assert.equal(r.outboxIds, [ID]);
    assert.match(r.message, /nothing typed again/);
  }
});

test("the sender's outbox records the owner's answer with both hosts", () => {
  const rows: [string, string, string, string][] = [
    ['delivered', 'delivered', 'complete', 'delivered'],
    ['retained', 'draft_present', 'failed', 'remote_held_draft_present'],
    ['indeterminate', 'submit_unverified', 'indeterminate', 'submit_unverified'],
    ['refused', 'forged_sender', 'failed', 'forged_sender'],
    ['failed', 'Not A Code', 'failed', 'remote_unknown_reason'],
  ];
  for (const [outcome, reason, state, recorded] of rows) {
    const o = senderOutcome({ outcome: outcome as never, reason }, 'hostA', 'hostB');
    assert.is(o.state, state, outcome);
    assert.is(o.reason, recorded, outcome);
    assert.match(o.warnings!.join(' '), /from host hostA to host hostB/);
  }
});

test('no answer in time is indeterminate with how to check; a cut-off host says so at once', () => {
  const n = noAnswerResult(ID, 'wb@t', NODE, 'hostB', 30_000);
  assert.is(n.outcome, 'indeterminate');
  assert.is(n.reason, 'remote_no_answer');
  assert.match(n.message, /never sent again on its own/);
  assert.match(n.message, /rig seat status wb@t/);
  const c = cutOffResult(undefined, 'wb@t', NODE, 'hostB');
  assert.is(c.outcome, 'failed');
  assert.is(c.reason, 'federation_disconnected');
  assert.is(c.state, null);
  const words: Array<[Parameters<typeof cutOffResult>[4], RegExp]> = [
    ['federation_disconnected', /cut off from NATS/],
    ['jetstream_unreachable', /answers but JetStream does not/],
    ['remote_host_stale', /has been silent/],
  ];
  for (const [why, says] of words) {
    const r = cutOffResult(ID, 'wb@t', NODE, 'hostB', why);
    assert.is(r.reason, why);
    assert.match(r.message, says);
    assert.match(r.message, /nothing was queued/);
    assert.equal([r.outboxIds, r.state], [[ID], 'failed']);
  }
});

test('subjects name both hosts; only a well-formed request subject names a sender', () => {
  assert.is(sendRequestSubject('hostB', 'hostA'), 'openrig.send.hostB.hostA');
  assert.is(outcomeSubject('hostA', 'hostB'), 'openrig.outcome.hostA.hostB');
  assert.is(requestSender('openrig.send.hostB.hostA'), 'hostA');
  assert.is(requestSender('openrig.send.hostB'), undefined);
  assert.is(requestSender('openrig.send.hostB.a.b'), undefined);
  assert.throws(() => sendRequestSubject('hostB', 'a.b'));
});

test.run();
