// Queue rows for a remote seat, the decisions (lib/federation/remote-queue.ts): what an owner accepts
// (a forged creator or host is refused, the row's fields pass the queue's own checks), its dedupe
// verdict on a request id from its own records, and what the creator records of an answer or of
// none in time (indeterminate, with how to check; never a retry).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  cannotSend,
  checkRemoteQueueRequest,
  creatorOutcome,
  dedupeVerdict,
  type QueueAnswerResult,
} from '../../lib/federation/remote-queue.js';
import { checkCallerIdentity } from '../../lib/daemon/caller-identity.js';
import { queueReadSubject, queueRequester, queueRequestSubject, queueSubject } from '../../lib/federation/names.js';
import type { QueueRow } from '../../lib/queue/row.js';
import { checkRowFields } from '../../lib/daemon/remote-queue.js';

const NODE = 'n-0123456789abcdef';
const ID = 'q-20261206010000-0a1b2c3d';
const good = {
  v: 1,
  op: 'create',
  id: ID,
  from: 'hostA',
  to: 'hostB',
  nodeId: NODE,
  seat: 'wb@t',
  source: 'wa@t',
  summary: ' fix it ',
  priority: 'urgent',
  tags: ['mission:m1', 'mission:m1'],
};
const read = { v: 1, op: 'show', id: 'r-00ff', rowId: ID, from: 'hostA', to: 'hostB' };
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
  checkRemoteQueueRequest(
    data,
    'hostB',
    subjectFrom,
    (r, h) => seats.some(([s, o]) => s === r && o === h),
    identity,
    checkRowFields,
  );

test('the owner accepts a well-formed create, normalised by the queue checks, and a read', () => {
  const r = check(good);
  assert.ok(r.ok && 'req' in r);
  if (r.ok && 'req' in r) {
    assert.is(r.req.summary, 'fix it');
    assert.equal(r.req.tags, ['mission:m1']);
  }
  assert.ok(check({ ...good, source: null }).ok, 'an unattributed creator passes, as locally');
  assert.ok(check({ ...good, source: 'both@t' }).ok, "a name on both hosts is the requesting host's");
  const rd = check(read);
  assert.ok(rd.ok && 'read' in rd);
});

test('the owner refuses a forged creator or host, and a malformed request', () => {
  const rows: [unknown, string, string][] = [
    [{ ...good, source: 'wb@t' }, 'hostA', 'forged_source'], // a seat of the owner, claimed by A
    [{ ...good, source: 'ghost@t' }, 'hostA', 'forged_source'], // no seat known
    [{ ...good, source: 'openrig' }, 'hostA', 'forged_source'], // OpenRig's own name
    [{ ...good, source: 'unattributed' }, 'hostA', 'forged_source'],
    [{ ...good, source: NODE }, 'hostA', 'forged_source'],
    [good, 'hostC', 'forged_source'], // claims hostA on hostC's subject
    [read, 'hostC', 'forged_source'],
    [{ ...good, to: 'hostC' }, 'hostA', 'invalid_remote_request'],
    [{ ...good, id: 'ob-20261205224300-0a1b2c3d' }, 'hostA', 'invalid_remote_request'],
    [{ ...good, id: '../x' }, 'hostA', 'invalid_remote_request'],
    [{ ...good, nodeId: 'n-1' }, 'hostA', 'invalid_remote_request'],
    [{ ...good, v: 2 }, 'hostA', 'invalid_remote_request'],
    [{ ...good, op: 'delete' }, 'hostA', 'invalid_remote_request'],
    [{ ...good, seat: n('x') }, 'hostA', 'invalid_remote_request'],
    [{ ...good, seat: NODE }, 'hostA', 'invalid_remote_request'], // rows address seats as name@rig
    [{ ...good, summary: '' }, 'hostA', 'invalid_remote_request'],
    [{ ...good, summary: 'two\nlines' }, 'hostA', 'invalid_remote_request'],
    [{ ...good, priority: 'whenever' }, 'hostA', 'invalid_remote_request'],
    [{ ...good, tags: 'x' }, 'hostA', 'invalid_remote_request'],
    [{ ...good, tags: ['bad tag'] }, 'hostA', 'invalid_remote_request'],
    [{ ...good, body: 3 }, 'hostA', 'invalid_remote_request'],
    [{ ...good, body: 'x'.repeat(256 * 1024 + 1) }, 'hostA', 'invalid_remote_request'], // the queue's body bound
    [{ ...good, from: 5 }, 'hostA', 'invalid_remote_request'],
    [{ ...good, from: 'bad host' }, 'hostA', 'invalid_remote_request'],
    [{ ...good, summary: 5 }, 'hostA', 'invalid_remote_request'],
    [{ ...good, priority: 5 }, 'hostA', 'invalid_remote_request'],
    [{ ...read, rowId: 'q-1' }, 'hostA', 'invalid_remote_request'],
    [{ ...read, id: 'x'.repeat(65) }, 'hostA', 'invalid_remote_request'],
    [null, 'hostA', 'invalid_remote_request'],
  ];
  for (const [data, from, reason] of rows) {
    const r = check(data, from);
    assert.not.ok(r.ok, JSON.stringify(data));
    if (!r.ok) assert.is(r.reason, reason, JSON.stringify(data));
  }
});

test("a refused creator's detail shows at most 60 characters of what it claimed", () => {
  const r = check({ ...good, source: `${'x'.repeat(100)}@t` });
  assert.not.ok(r.ok);
  if (!r.ok) {
    assert.ok(r.detail.includes(`source ${'x'.repeat(60)}:`), r.detail);
    assert.not.ok(r.detail.includes('x'.repeat(61)), r.detail);
  }
});

function n(s: string): string {
  return `${s}@`;
}

test("the owner's dedupe verdict comes from its own records", () => {
  const rows: [Parameters<typeof dedupeVerdict>[0], string, string][] = [
    [{ rowExists: false }, 'hostA', 'create'], // first time
    [{ requestedBy: 'hostA', rowExists: true }, 'hostA', 'repeat'], // answered with the first row
    [{ requestedBy: 'hostA', rowExists: false }, 'hostA', 'create'], // recorded, row never committed
    [{ rowExists: true }, 'hostA', 'refuse'], // a local row of this id
    [{ requestedBy: 'hostC', rowExists: true }, 'hostA', 'refuse'], // another host's request
    [{ requestedBy: 'hostC', rowExists: false }, 'hostA', 'refuse'],
  ];
  for (const [rec, from, kind] of rows) assert.is(dedupeVerdict(rec, from).kind, kind, JSON.stringify(rec));
});

const row = { id: ID } as QueueRow;

test("what the creator records of the owner's answer, and of none in time", () => {
  const rows: [QueueAnswerResult | undefined, string, string][] = [
    [{ outcome: 'created', repeat: false, row, wake: 'w', message: '' }, 'created', 'created'],
    [{ outcome: 'created', repeat: true, row, wake: 'w', message: '' }, 'created', 'remote_repeat'],
    [{ outcome: 'found', row }, 'created', 'created'],
    [{ outcome: 'refused', reason: 'forged_source', message: 'no' }, 'refused', 'forged_source'],
    [{ outcome: 'not_found', reason: 'seat_not_found', message: 'no' }, 'refused', 'seat_not_found'],
    [{ outcome: 'failed', reason: 'disk_full', message: 'no' }, 'failed', 'disk_full'],
    [{ outcome: 'failed', reason: 'Bad Reason!', message: 'no' }, 'failed', 'remote_unknown_reason'],
    [undefined, 'indeterminate', 'remote_no_answer'],
  ];
  for (const [answer, state, reason] of rows) {
    const o = creatorOutcome(answer, ID, 'hostB', 60_000);
    assert.is(o.state, state, JSON.stringify(answer));
    assert.is(o.reason, reason, JSON.stringify(answer));
  }
  const none = creatorOutcome(undefined, ID, 'hostB', 60_000);
  assert.match(none.message, /within 60 s/);
  assert.match(creatorOutcome(undefined, ID, 'hostB', 1500).message, /within 2 s/);
  const long = creatorOutcome({ outcome: 'failed', reason: 'a'.repeat(90), message: '' }, ID, 'hostB', 1);
  assert.is(long.reason, 'a'.repeat(80), 'a long reason word is cut at 80');
  assert.match(none.message, new RegExp(`rig queue show ${ID}`));
  assert.match(none.message, /never sent again on its own/);
  assert.match(creatorOutcome(rows[0]![0], ID, 'hostB', 1).message, /on host hostB/);
});

test('a create that cannot go out says why at once, nothing queued', () => {
  const cut = cannotSend('federation_disconnected', 'wb@t', 'hostB');
  assert.is(cut.reason, 'federation_disconnected');
  assert.match(cut.message, /cut off from NATS/);
  assert.match(cut.message, /nothing was queued/);
  const stale = cannotSend('remote_host_stale', 'wb@t', 'hostB');
  assert.is(stale.reason, 'remote_host_stale');
  assert.match(stale.message, /silent/);
});

test('queue subjects: requests and reads under the requester, its host read back', () => {
  assert.is(queueRequestSubject('hostB', 'hostA'), 'openrig.queue.hostB.hostA');
  assert.is(queueSubject('hostB'), 'openrig.queue.hostB.*');
  assert.is(queueReadSubject('hostB', 'hostA'), 'openrig.qread.hostB.hostA');
  assert.is(queueRequester('openrig.queue.hostB.hostA'), 'hostA');
  assert.is(queueRequester('openrig.qread.hostB.hostA'), 'hostA');
  assert.is(queueRequester('openrig.send.hostB.hostA'), undefined);
  assert.is(queueRequester('openrig.queue.hostB'), undefined);
  assert.throws(() => queueRequestSubject('a.b', 'hostA'));
});

test.run();
