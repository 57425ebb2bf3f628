// Issue 26 items 4 and 6: kill -9 of the NATS server, the owner's daemon and the sender's daemon at
// a moment of a remote send, round after round (FAULT_ROUNDS each, default 6: the issue asks 20,
// the shared 2-core machine allows fewer in one run). The moment is a condition, taken in turn: the
// send is asked of the sender's daemon, the sender has recorded the attempt, the owner has taken
// the request, the owner has typed it (or, if the send ended first, right after it). After every
// round the victim is started again; at the end, once the send stream holds no request (one whose
// owner died before its ack is offered again and acked) and no record is `sending`, it counts:
// tokens typed twice (must be 0), and how each send ended. Printed as figures.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lookUntil, tmuxAvailable } from '../helpers/tmux.js';
import { NATS_SERVER } from '../helpers/nats.js';
import { seatLive, storedRequests, TwoHosts, typedCount, until, type Host } from '../helpers/two-hosts.js';
import { daemonRequest } from '../../lib/daemon/client.js';
import { listRecords } from '../../lib/delivery/outbox/outbox.js';

const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 6);
/** Where in a send the victim is killed, round by round. */
const MOMENTS = ['asked', 'recorded by the sender', 'taken by the owner', 'typed by the owner'] as const;
/** Long enough for JetStream's ack wait (30 s, lib/federation/send-link.ts) and a redelivery, loaded. */
const SETTLE_DEADLINE_MS = 180_000;

const two = new TwoHosts();
test.after(() => two.cleanup());

if (!NATS_SERVER || !tmuxAvailable())
  test.skip(`needs nats-server and tmux: ${NATS_SERVER ? 'no tmux' : 'no nats-server'}`, () => {});
else {
  let a: Host;
  let b: Host;
  test.before(async () => {
    await two.startNats();
    a = await two.makeHost('hostA', 'pw-a', 'wa');
    b = await two.makeHost('hostB', 'pw-b', 'wb');
    two.startDaemon(a);
    two.startDaemon(b);
    await seatLive(b, 'wa@t');
    await seatLive(a, 'wb@t');
  });

  test('kill -9 of the NATS server, the owner daemon or the sender daemon mid-send: nothing typed twice, nothing left in flight', async () => {
    const tokens: string[] = [];
    const answers: Record<string, number> = {};
    const victims = ['nats', 'owner', 'sender'] as const;
    for (const victim of victims)
      for (let i = 0; i < ROUNDS; i++) {
        const token = `tok-${victim}-${i}-${Math.random().toString(16).slice(2, 8)}`;
        tokens.push(token);
        const sent = daemonRequest(
          b.t.home.daemonSocket,
          'POST',
          '/api/federation/send',
          { seat: 'wa@t', message: token, raw: true, answerWithinMs: 8000 },
          { timeoutMs: 60_000, session: 'wb@t' },
        ).then(
          (r) => `${r.body.outcome}/${r.body.reason}`,
          () => 'sender-died',
        );
        let ended = false;
        void sent.then(() => {
          ended = true;
        });
        const moment = MOMENTS[i % MOMENTS.length]!;
        const holds: Record<(typeof MOMENTS)[number], () => boolean> = {
          asked: () => true,
          'recorded by the sender': () => listRecords(b.t.home, a.nodeId).some((r) => r.body === token),
          'taken by the owner': () => listRecords(a.t.home, a.nodeId).some((r) => r.body === token),
          'typed by the owner': () => typedCount(a, token) > 0,
        };
        // The moment comes, or the send ends first (then the kill lands right after it).
        await lookUntil(() => holds[moment]() || ended, Boolean, 30_000);
        if (victim === 'nats') await two.nats!.kill();
        else await two.killDaemon(victim === 'owner' ? a : b);
        const how = await sent;
        answers[`${victim}: ${how}`] = (answers[`${victim}: ${how}`] ?? 0) + 1;
        if (victim === 'nats') await two.startNats();
        else two.startDaemon(victim === 'owner' ? a : b);
        await seatLive(b, 'wa@t');
        await seatLive(a, 'wb@t');
      }
    // Settled: no request left for an owner to take (each acked once typed or refused), none in flight.
    const sending = () =>
      [...listRecords(a.t.home, a.nodeId), ...listRecords(b.t.home, a.nodeId)].filter((r) => r.state === 'sending');
    await until(
      async () => ({ stored: await storedRequests(two, 'hostB', 'pw-b'), sending: sending().length }),
      (v) => v.stored === 0 && v.sending === 0,
      SETTLE_DEADLINE_MS,
      'the send stream empty and no record sending',
    );
    const twice = tokens.filter((t) => typedCount(a, t) > 1);
    const once = tokens.filter((t) => typedCount(a, t) === 1).length;
    const inFlight = sending();
    const states: Record<string, number> = {};
    for (const r of listRecords(b.t.home, a.nodeId))
      states[`${r.state}/${r.reason}`] = (states[`${r.state}/${r.reason}`] ?? 0) + 1;
    console.log(`figure: ${tokens.length} remote sends, ${ROUNDS} per victim (nats, owner, sender)`);
    console.log(
      `figure: typed twice ${twice.length}; typed once ${once}; never typed ${tokens.length - once - twice.length}`,
    );
    console.log(`figure: records left sending ${inFlight.length}`);
    console.log(`figure: the sender's answers ${JSON.stringify(answers)}`);
    console.log(`figure: the sender's records ${JSON.stringify(states)}`);
    assert.equal(twice, [], 'nothing typed twice');
    assert.equal(
      inFlight.map((r) => r.id),
      [],
      'no record left in flight',
    );
  });
}

test.run();
