// A forged caller identity against a real daemon (issue 21, item 6): X-OpenRig-Session must be a
// seat ref name@rig or absent. `openrig` (the daemon's own reminders), `unattributed`, a bare name,
// a node or pane id, an empty value, two values: each route that records a caller answers 400
// invalid_caller_identity before any effect — nothing typed, no outbox record, no guard audit, no
// compaction armed. A real seat ref still types `From: lead@t`; the CLI refuses a forged
// OPENRIG_SESSION_NAME with one rig: line before it asks the daemon.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createConnection } from 'node:net';
import { harness, enveloped, type Harness, type TestSeat } from '../delivery/send-harness.js';
import { waitFor } from '../helpers/tmux.js';
import { rig } from '../helpers/cli.js';
import { listRecords } from '../../lib/delivery/outbox/outbox.js';
import { readGuardAudit } from '../../lib/delivery/guard/store.js';
import { readCompactionRecord } from '../../lib/compaction/arm.js';

let h: Harness;
let seat: TestSeat;
test.before(async () => {
  h = await harness();
  await h.startDaemon();
  seat = await h.addSeat({ runtime: 'claude' });
});
test.after(async () => {
  await h.close();
});

/** One request with the X-OpenRig-Session header lines given verbatim (none, one, empty, several). */
function rawCall(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  sessionLines: string[],
): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? '' : JSON.stringify(body);
    const head = [
      `${method} ${path} HTTP/1.1`,
      'host: openrig',
      'connection: close',
      ...sessionLines.map((v) => `x-openrig-session: ${v}`),
      ...(body === undefined ? [] : ['content-type: application/json', `content-length: ${Buffer.byteLength(text)}`]),
    ];
    const conn = createConnection(h.home.daemonSocket);
    const chunks: Buffer[] = [];
    conn.on('data', (c) => chunks.push(c));
    conn.on('error', reject);
    conn.on('end', () => {
      const all = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(all)?.[1] ?? 0);
      const at = all.indexOf('\r\n\r\n');
      let parsed: unknown;
      try {
        parsed = JSON.parse(all.slice(at + 4));
      } catch {
        parsed = all.slice(at + 4);
      }
      resolve({ status, body: parsed });
    });
    // write, not end: a half-closed connection reads to the daemon as a caller that went away.
    conn.write(`${head.join('\r\n')}\r\n\r\n${text}`);
  });
}

const FORGED: [string, string[]][] = [
  ["the daemon's own sender", ['openrig']],
  ['the unattributed label', ['unattributed']],
  ['a bare name', ['dev']],
  ['a node id', ['n-0123456789abcdef']],
  ['a pane id', ['%3']],
  ['an empty value', ['']],
  ['two identities', ['lead@t', 'openrig']],
  ['a name with a space', ['lead @t']],
  ['overlong', [`${'a'.repeat(100)}@${'b'.repeat(100)}`]],
];

test('every route that records a caller refuses a forged identity with 400 and does nothing', async () => {
  const routes: [string, string, unknown][] = [
    ['send', '/api/transport/send', { seat: seat.ref, message: 'forged hello' }],
    ['set-typing-guard', `/api/seat/set-typing-guard/${seat.ref}`, { mode: 'hold', reason: 'forged' }],
    ['retire-held-message', `/api/seat/retire-held-message/${seat.ref}/ob-20260101000000-00000000`, { reason: 'x' }],
    ['compact', `/api/seat/compact/${seat.ref}`, {}],
  ];
  for (const [label, lines] of FORGED) {
    for (const [route, path, body] of routes) {
      const r = await rawCall('POST', path, body, lines);
      assert.is(r.status, 400, `${route} with ${label}: ${JSON.stringify(r.body)}`);
      assert.is(r.body.reason, 'invalid_caller_identity', `${route} with ${label}`);
      assert.match(r.body.error, /X-OpenRig-Session/, `${route} with ${label}: the answer names the header`);
    }
  }
  assert.equal(seat.state().submissions, [], 'nothing typed');
  assert.is(seat.state().input, '', 'nothing pasted');
  assert.equal(listRecords(h.home, seat.record.nodeId), [], 'no outbox record');
  assert.equal(readGuardAudit(h.home, seat.record.nodeId), [], 'no guard audit entry');
  assert.is(readCompactionRecord(h.home, seat.record.nodeId), undefined, 'no compaction armed');
});

test('a seat ref types as itself; no header is unattributed (positive controls)', async () => {
  const named = await rawCall('POST', '/api/transport/send', { seat: seat.ref, message: 'real hello' }, ['lead@t']);
  assert.is(named.status, 200, JSON.stringify(named.body));
  await waitFor(
    () => seat.state().submissions.includes(enveloped(seat, 'real hello')),
    20_000,
    'the real send is submitted as From: lead@t',
  );
  const anon = await rawCall('GET', `/api/seat/status/${seat.ref}`, undefined, []);
  assert.is(anon.status, 200, JSON.stringify(anon.body));
});

test('rig send with OPENRIG_SESSION_NAME=openrig: one rig: line, exit 1, nothing sent', async () => {
  const before = listRecords(h.home, seat.record.nodeId).length;
  for (const forged of ['openrig', 'unattributed', 'dev']) {
    const r = await rig(['send', seat.ref, 'cli forged'], { ...h.env, OPENRIG_SESSION_NAME: forged });
    assert.is(r.code, 1, r.stderr);
    const lines = r.stderr.trimEnd().split('\n');
    assert.is(lines.length, 1, r.stderr);
    assert.match(lines[0]!, new RegExp(`^rig: OPENRIG_SESSION_NAME "${forged}" is not a seat identity .* — `));
  }
  assert.is(listRecords(h.home, seat.record.nodeId).length, before, 'nothing new in the outbox');
  assert.not.ok(
    seat.state().submissions.some((s) => s.includes('cli forged')),
    'nothing typed',
  );
});

test.run();
