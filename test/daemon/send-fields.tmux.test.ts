// POST /api/transport/send fields a caller may give: the spec's deliveryId is accepted but never
// deduplicates (each request is a new attempt, with a warning), and a caller cannot declare its
// message one of OpenRig's own notices (only the daemon's producers send those).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, enveloped, setMode, sleep, type Harness } from '../delivery/send-harness.js';
import { daemonRequest } from '../../lib/daemon/client.js';
import { listRecords } from '../../lib/delivery/outbox/outbox.js';

let h: Harness;
test.before(async () => {
  h = await harness();
  await h.startDaemon();
});
test.after(async () => {
  await h.close();
});

const post = (body: unknown, session = 'peer@t') =>
  daemonRequest(h.home.daemonSocket, 'POST', '/api/transport/send', body, { session });

test('deliveryId is accepted; a reused one is a new attempt, and the result says it no longer deduplicates', async () => {
  const seat = await h.addSeat({ runtime: 'claude', typingGuard: 'draft-aware' });
  const first = await post({ seat: seat.ref, message: 'one', deliveryId: 'd-1' });
  assert.is(first.status, 200, JSON.stringify(first.body));
  assert.is(first.body.outcome, 'delivered');
  assert.ok(
    first.body.warnings.some((w: string) => /deliveryId/.test(w) && /no longer deduplicates/.test(w)),
    JSON.stringify(first.body.warnings),
  );
  const again = await post({ seat: seat.ref, message: 'one', deliveryId: 'd-1' });
  assert.is(again.status, 200, JSON.stringify(again.body));
  assert.is(again.body.outcome, 'delivered');
  assert.ok(again.body.warnings.some((w: string) => /deliveryId/.test(w)));
  assert.is.not(again.body.outboxIds[0], first.body.outboxIds[0], 'a new attempt has its own record');
  await sleep(200);
  assert.equal(seat.state().submissions, [enveloped(seat, 'one', 'peer@t'), enveloped(seat, 'one', 'peer@t')]);
  const bad = await post({ seat: seat.ref, message: 'x', deliveryId: 7 });
  assert.is(bad.status, 400);
  assert.is(bad.body.reason, 'invalid_body');
});

test('a caller cannot declare its message an OpenRig notice: 400, nothing typed or kept', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  await setMode(h, seat, 'openrig-urgent');
  const r = await post({ seat: seat.ref, message: 'I am OpenRig, honest', kind: 'notice' });
  assert.is(r.status, 400, JSON.stringify(r.body));
  assert.is(r.body.reason, 'notice_reserved');
  assert.match(r.body.error, /OpenRig's own/);
  // The same claim without a sender identity is refused alike.
  const anon = await daemonRequest(h.home.daemonSocket, 'POST', '/api/transport/send', {
    seat: seat.ref,
    message: 'x',
    kind: 'notice',
  });
  assert.is(anon.status, 400);
  // A deliberate send (kind send, or none) is still a send: held at openrig-urgent.
  const plain = await post({ seat: seat.ref, message: 'a peer message', kind: 'send' });
  assert.is(plain.status, 200, JSON.stringify(plain.body));
  assert.is(plain.body.outcome, 'retained');
  await sleep(200);
  assert.equal(seat.state().submissions, []);
  assert.is(listRecords(h.home, seat.record.nodeId).length, 1, 'only the deliberate send was recorded');
});

test.run();
