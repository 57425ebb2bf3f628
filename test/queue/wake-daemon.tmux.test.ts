// Queue wakes through a real daemon on a private tmux server, into seats running the scripted
// composer. The daemon's timers tick by hand (manual) on a clock the test moves forward, so the
// settle window and the seat throttle pass without waiting: a wake typed once into an idle seat,
// never into a draft or a menu, held under hold (and left held across a restart), five rows in one
// pointer, and a held wake replaced by a newer pointer (draft_wake_superseded).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, setMode, sleep, type Harness, type TestSeat } from '../delivery/send-harness.js';
import { waitFor } from '../helpers/tmux.js';
import { createQueueRow } from '../../lib/queue/queue-store.js';
import { listActiveWakes, readWakeIntent } from '../../lib/queue/wake-intent.js';
import { WAKE_SEAT_INTERVAL_MS, WAKE_SETTLE_MS } from '../../lib/queue/wake-decide.js';
import { listHeld, listRecords } from '../../lib/delivery/outbox/outbox.js';
import type { RunningDaemon } from '../../lib/daemon/daemon.js';

let h: Harness;
let offset = 0;
const clock = () => Date.now() + offset;

test.before(async () => {
  h = await harness();
});
test.after(async () => {
  await h.close();
});

async function daemon(): Promise<RunningDaemon> {
  await h.daemon?.close();
  return h.startDaemon({}, { timers: { manual: true, clock } });
}

const create = (seat: TestSeat, summary: string) =>
  createQueueRow(h.home, {}, { destination: seat.ref, summary, source: 'lead@t' }).then((r) => r.row);

/** Moves the clock past the settle window and the seat throttle, then ticks. */
async function tick(d: RunningDaemon): Promise<void> {
  offset += WAKE_SETTLE_MS + WAKE_SEAT_INTERVAL_MS;
  await d.timers.tick();
}

test('a wake is typed once into an idle seat, as an OpenRig notice naming the row', async () => {
  const d = await daemon();
  const seat = await h.addSeat();
  const row = await create(seat, 'review the parser');
  await tick(d);
  await waitFor(() => seat.state().submissions.length === 1, 5000, 'the wake submitted');
  const text = seat.state().submissions[0]!;
  assert.ok(text.startsWith(`From: openrig\nTo: ${seat.ref}\n---\nQueue ${row.id} (routine, new, from lead@t)`), text);
  assert.ok(text.includes(`rig queue show ${row.id}`));
  await tick(d);
  await tick(d);
  await sleep(200);
  assert.is(seat.state().submissions.length, 1, 'typed once');
  assert.is(readWakeIntent(h.home, row.id)!.state, 'complete');
  const [rec] = listRecords(h.home, seat.record.nodeId);
  assert.is(rec!.id, `wake-intent-${row.id}`);
  assert.is(rec!.sender, 'openrig');
  assert.is(rec!.kind, 'notice');
  assert.is(rec!.state, 'complete');
});

test('never into a draft or a menu: the wake waits, then goes in once the seat is clear', async () => {
  const d = await daemon();
  const seat = await h.addSeat();
  seat.type('half a thought');
  await waitFor(() => seat.state().input === 'half a thought', 3000, 'draft typed');
  const row = await create(seat, 'draft case');
  await tick(d);
  assert.is(seat.state().input, 'half a thought', 'the draft is untouched');
  assert.is(seat.state().submissions.length, 0);
  assert.is(readWakeIntent(h.home, row.id)!.deferred, 'seat_needs_input');
  assert.is(listRecords(h.home, seat.record.nodeId).length, 0, 'no attempt was made');
  seat.keys('C-u');
  await waitFor(() => seat.state().input === '', 3000, 'draft cleared');
  seat.keys('C-o');
  await waitFor(() => seat.state().menu, 3000, 'menu open');
  await tick(d);
  assert.is(seat.state().submissions.length, 0, 'not into a menu');
  assert.equal(seat.state().menuAnswers, []);
  seat.keys('Escape');
  await waitFor(() => !seat.state().menu, 3000, 'menu closed');
  await tick(d);
  await waitFor(() => seat.state().submissions.length === 1, 5000, 'the wake submitted');
  assert.ok(seat.state().submissions[0]!.includes(row.id));
});

test('five rows for one seat coalesce into one pointer with every id and body', async () => {
  const d = await daemon();
  const seat = await h.addSeat();
  const rows = [];
  for (let n = 1; n <= 5; n++) rows.push(await create(seat, `part ${n}`));
  await tick(d);
  await waitFor(() => seat.state().submissions.length === 1, 5000, 'one pointer');
  await sleep(200);
  const text = seat.state().submissions[0]!;
  assert.is(seat.state().submissions.length, 1);
  for (const r of rows) assert.ok(text.includes(`Queue ${r.id} `), r.id);
  const [rec] = listRecords(h.home, seat.record.nodeId);
  assert.equal(
    rec!.receipt.ids,
    rows.map((r) => `wake-intent-${r.id}`),
  );
  assert.is(listActiveWakes(h.home).filter((w) => w.destination === seat.ref).length, 0);
});

test('under hold the wake waits in the held list; a newer one replaces it; a restart leaves it held', async () => {
  let d = await daemon();
  const seat = await h.addSeat();
  await setMode(h, seat, 'hold');
  const first = await create(seat, 'held one');
  await tick(d);
  let held = listHeld(h.home, seat.record.nodeId);
  assert.is(held.length, 1);
  assert.is(held[0]!.reason, 'typing_guard_enabled');
  assert.ok(held[0]!.body!.includes(first.id));
  assert.is(readWakeIntent(h.home, first.id)!.state, 'held');
  const second = await create(seat, 'held two');
  await tick(d);
  held = listHeld(h.home, seat.record.nodeId);
  assert.is(held.length, 1, 'the newer pointer replaced the older held one');
  assert.ok(held[0]!.body!.includes(first.id) && held[0]!.body!.includes(second.id));
  assert.equal(held[0]!.receipt.ids, [`wake-intent-${first.id}`, `wake-intent-${second.id}`]);
  const retired = listRecords(h.home, seat.record.nodeId).find((r) => r.state === 'retired')!;
  assert.is(retired.id, `wake-intent-${first.id}`);
  assert.match(retired.retirementReason!, /^draft_wake_superseded/);
  assert.is(retired.retiredBy, 'openrig');
  // A restart: the recovery pass leaves held wakes alone.
  d = await daemon();
  await tick(d);
  assert.is(seat.state().submissions.length, 0);
  assert.is(listHeld(h.home, seat.record.nodeId).length, 1);
  assert.is(readWakeIntent(h.home, second.id)!.state, 'held');
});

test.run();
