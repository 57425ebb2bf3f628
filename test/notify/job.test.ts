// The notifier's timer job (lib/notify/job.ts) in-process, with a fake channel: a held message from
// a person is notified once per episode and channel, with the seat, what, since and the jump; an
// OpenRig notice held is not; a channel that never answers does not hold the tick up, and attempts
// beyond the per-channel cap are recorded as skipped; no channel: nothing is read or written.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { tempHome } from '../helpers/home.js';
import { addSeat } from '../helpers/seat.js';
import { fakeTick, notifyDouble } from '../helpers/tick.js';
import { holdMessage, retireHeld } from '../../lib/delivery/outbox/outbox.js';
import { MAX_IN_FLIGHT_PER_CHANNEL, notifyJob } from '../../lib/notify/job.js';
import { addCommandChannel } from '../../lib/notify/command-channel.js';
import { addChannel, readHistory, readNotifierState } from '../../lib/notify/store.js';
import { buildChannel, type Channel } from '../../lib/notify/channel.js';
import type { NotifyEvent } from '../../lib/notify/event.js';
import type { AttemptResult } from '../../lib/notify/deliver.js';

const T0 = Date.parse('2026-12-05T12:00:00.000Z');

async function setup() {
  const t = tempHome();
  const seat = await addSeat(t.home, {
    name: 'a',
    rig: 'r',
    tmux: { socket: '/tmp/x.sock', session: 'a@r', paneId: '%1' },
  });
  const tick = fakeTick(t.home, notifyDouble().notify);
  return { ...t, seat, tick };
}

const hold = (h: Awaited<ReturnType<typeof setup>>, sender: string, id: string) =>
  holdMessage(
    h.home,
    h.seat.nodeId,
    { id, destination: 'a@r', sender, kind: 'send', text: `hi from ${sender}` },
    'typing_guard',
  );

test('no channel: the tick reads nothing more and writes nothing', async () => {
  const h = await setup();
  await hold(h, 'lead@r', 'm-1');
  const sent: NotifyEvent[] = [];
  const job = notifyJob({
    deliver: async (_c, e) => {
      sent.push(e);
      return { outcome: 'delivered', ms: 1 };
    },
    focus: async () => new Set(),
    host: 'box',
  });
  await job.tick(h.tick.ctx(T0));
  assert.is(sent.length, 0);
  assert.not.ok(existsSync(h.home.notifyState));
});

test('a held message from a person: one notification per episode and channel; a new episode after it ends', async () => {
  const h = await setup();
  const c1 = await addCommandChannel(h.home, 'true', T0);
  const sent: Array<[string, NotifyEvent]> = [];
  const job = notifyJob({
    deliver: async (c, e) => {
      sent.push([c.id, e]);
      return { outcome: 'delivered', ms: 1 };
    },
    focus: async () => new Set(),
    host: 'box',
  });
  await hold(h, 'openrig', 'n-1');
  await job.tick(h.tick.ctx(T0));
  assert.is(sent.length, 0, 'OpenRig’s own notice held is not a person’s');
  await hold(h, 'lead@r', 'm-1');
  await job.tick(h.tick.ctx(T0 + 10_000));
  await job.settled();
  assert.is(sent.length, 1);
  const [cid, e] = sent[0]!;
  assert.is(cid, c1.id);
  assert.is(e.seat, 'a@r');
  assert.is(e.kind, 'held');
  assert.is(e.what, '1 held message from lead@r');
  assert.is(e.host, 'box');
  assert.is(e.jump, "tmux -S /tmp/x.sock attach -t '=a@r'");
  assert.ok(e.since !== null);
  for (let i = 2; i < 5; i++) await job.tick(h.tick.ctx(T0 + i * 10_000));
  await job.settled();
  assert.is(sent.length, 1, 'still the same episode');
  const hist = readHistory(h.home);
  assert.is(hist.length, 1);
  assert.equal([hist[0]!.channel, hist[0]!.outcome, hist[0]!.seat, hist[0]!.kind], [c1.id, 'delivered', 'a@r', 'held']);
  // The message is retired: the episode ends (the outbox is read every few seconds).
  await retireHeld(h.home, h.seat.nodeId, 'm-1', { actor: 'operator', reason: 'test' });
  await job.tick(h.tick.ctx(T0 + 60_000));
  assert.equal(Object.keys(readNotifierState(h.home).episodes), []);
  // Held again after the hold-down: a new episode, a new notification.
  await hold(h, 'lead@r', 'm-2');
  await job.tick(h.tick.ctx(T0 + 80_000));
  await job.settled();
  assert.is(sent.length, 2);
});

test('quiet while the pane is focused', async () => {
  const h = await setup();
  await addCommandChannel(h.home, 'true', T0);
  let focused = new Set(['a@r']);
  const sent: NotifyEvent[] = [];
  const job = notifyJob({
    deliver: async (_c, e) => {
      sent.push(e);
      return { outcome: 'delivered', ms: 1 };
    },
    focus: async () => focused,
    host: 'box',
  });
  await hold(h, 'lead@r', 'm-1');
  await job.tick(h.tick.ctx(T0));
  await job.tick(h.tick.ctx(T0 + 6000));
  await job.settled();
  assert.is(sent.length, 0);
  focused = new Set();
  await job.tick(h.tick.ctx(T0 + 12_000));
  await job.settled();
  assert.is(sent.length, 1, 'told once the person looks away while it still waits');
});

test('a channel that never answers does not hold the tick; past the cap, attempts are skipped and recorded', async () => {
  const h = await setup();
  const c = await addChannel(
    h.home,
    buildChannel({ kind: 'webhook', target: 'http://127.0.0.1:9/x' }, 'nc-0000000b', T0),
  );
  const release: Array<(r: AttemptResult) => void> = [];
  const job = notifyJob({
    deliver: (_c: Channel) => new Promise<AttemptResult>((r) => release.push(r)),
    focus: async () => new Set(),
    host: 'box',
    holdDownMs: 1,
  });
  // Each tick a new episode (a new held message on a new seat would do; here: the same seat, the
  // episode ended and came back past a 1 ms hold-down).
  const n = MAX_IN_FLIGHT_PER_CHANNEL + 2;
  for (let i = 0; i < n; i++) {
    await hold(h, 'lead@r', `m-${i}`);
    // No attempt has answered (each resolves only when released, after the loop): a tick that
    // waited for one would never return here.
    await job.tick(h.tick.ctx(T0 + i * 20_000));
    await retireHeld(h.home, h.seat.nodeId, `m-${i}`, { actor: 'operator', reason: 'test' });
    await job.tick(h.tick.ctx(T0 + i * 20_000 + 10_000));
  }
  assert.is(release.length, MAX_IN_FLIGHT_PER_CHANNEL, 'no more than the cap in flight');
  for (const r of release) r({ outcome: 'timeout', detail: 'no answer', ms: 5000 });
  await job.settled();
  const hist = readHistory(h.home);
  assert.is(hist.filter((e) => e.outcome === 'skipped').length, n - MAX_IN_FLIGHT_PER_CHANNEL);
  assert.is(hist.filter((e) => e.outcome === 'timeout').length, MAX_IN_FLIGHT_PER_CHANNEL);
  assert.ok(hist.every((e) => e.channel === c.id && e.target === 'http://127.0.0.1:9/…'));
});

test.run();
