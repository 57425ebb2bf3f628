// Issue 26 items 4 and 6: kill -9 of the NATS server, the owner's daemon and the sender's daemon at
// a random moment of a remote send, round after round (FAULT_ROUNDS each, default 6: the issue asks
// 20, the shared 2-core machine allows fewer in one run). After every round the victim is started
// again; at the end, once JetStream's ack wait has passed (a request whose owner died before its
// ack is offered again), it counts: tokens typed twice (must be 0), records left `sending` on either
// host (must be 0), and how each send ended. Printed as figures.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmuxAvailable } from '../helpers/tmux.js';
import { NATS_SERVER } from '../helpers/nats.js';
import { seatLive, TwoHosts, typedCount, type Host } from '../helpers/two-hosts.js';
import { daemonRequest } from '../../lib/daemon/client.js';
import { listRecords } from '../../lib/delivery/outbox/outbox.js';

const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 6);
/** lib/federation/send-link.ts ACK_WAIT_NS (30 s), and a margin for a loaded machine. */
const SETTLE_MS = 45_000;

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
        // A random moment: before the publish, in flight, during the owner's typing, after.
        await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 400)));
        if (victim === 'nats') await two.nats!.kill();
        else await two.killDaemon(victim === 'owner' ? a : b);
        const how = await sent;
        answers[`${victim}: ${how}`] = (answers[`${victim}: ${how}`] ?? 0) + 1;
        if (victim === 'nats') await two.startNats();
        else two.startDaemon(victim === 'owner' ? a : b);
        await seatLive(b, 'wa@t');
        await seatLive(a, 'wb@t');
      }
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const twice = tokens.filter((t) => typedCount(a, t) > 1);
    const once = tokens.filter((t) => typedCount(a, t) === 1).length;
    const inFlight = [...listRecords(a.t.home, a.nodeId), ...listRecords(b.t.home, a.nodeId)].filter(
      (r) => r.state === 'sending',
    );
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
