// Remote send across two hosts on one machine (issue 26 items 3, 4, 6): a nats-server on a free
// loopback port with the documented per-host users, two homes with a private tmux server and a built
// daemon each. Host A's seat is a terminal running `cat >> typed`, so every typing lands in a file
// and "typed once" is a count. B sends to A's seat: delivered once, both outboxes name both hosts; a
// repeated id (past the stream's duplicate window) is answered from A's outbox, nothing typed
// again; a forged sender is refused; a held message is held at A with B told; cut off from NATS, B
// says so at once and keeps its local delivery; A's daemon gone, B's send is indeterminate and A
// delivers it once when back; a restarted server with the same store replays nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rigProcess } from '../helpers/cli.js';
import { tmuxAvailable, waitFor } from '../helpers/tmux.js';
import { NATS_SERVER } from '../helpers/nats.js';
import {
  publishAs,
  seatLive,
  storedRequests,
  TwoHosts,
  typedCount,
  until,
  view,
  type Host,
} from '../helpers/two-hosts.js';
import { daemonRequest } from '../../lib/daemon/client.js';
import { listRecords, newOutboxId } from '../../lib/delivery/outbox/outbox.js';
import { outcomeSubject, sendRequestSubject } from '../../lib/federation/names.js';

const two = new TwoHosts();
test.after(() => two.cleanup());

/** A send from B's CLI, answered as --json. */
function send(h: Host, ref: string, body: string, extra: string[] = []) {
  const r = rigProcess(['send', ref, body, '--json', ...extra], { ...h.env, OPENRIG_SESSION_NAME: 'wb@t' });
  let out: any;
  try {
    out = JSON.parse(r.stdout);
  } catch {
    out = undefined;
  }
  return { ...r, out };
}

/** Publishes a request as host B straight onto NATS (B's own credentials) and waits for A's answer. */
const publishAsB = (req: Record<string, unknown>, msgId: string) =>
  publishAs(
    two,
    { host: 'hostB', password: 'pw-b' },
    { subject: sendRequestSubject('hostA', 'hostB'), msgId, body: req },
    outcomeSubject('hostB', 'hostA'),
    (a) => a.id === req.id,
  );

if (!NATS_SERVER || !tmuxAvailable())
  test.skip(`needs nats-server and tmux: ${NATS_SERVER ? 'no tmux' : 'no nats-server'}`, () => {});
else {
  let a: Host;
  let b: Host;
  const typed = (token: string) => typedCount(a, token);
  test.before(async () => {
    await two.startNats();
    a = await two.makeHost('hostA', 'pw-a', 'wa');
    b = await two.makeHost('hostB', 'pw-b', 'wb');
    two.startDaemon(a);
    two.startDaemon(b);
    await seatLive(b, 'wa@t');
    await seatLive(a, 'wb@t');
  });

  let firstId = '';
  test("B's rig send to A's seat is delivered once, both outboxes naming both hosts", async () => {
    const r = send(b, 'wa@t', 'token-one', ['--raw']);
    assert.is(r.code, 0, `${r.stdout}\n${r.stderr}`);
    assert.is(r.out.outcome, 'delivered');
    assert.equal(r.out.remote, { from: 'hostB', to: 'hostA' });
    firstId = r.out.outboxIds[0];
    await waitFor(() => typed('token-one') >= 1 || undefined, 30_000, 'token-one typed at A');
    assert.is(typed('token-one'), 1);
    const nodeId = r.out.nodeId;
    const mine = listRecords(b.t.home, nodeId).find((x) => x.id === firstId)!;
    assert.is(mine.state, 'complete');
    assert.match(mine.warnings.join(' '), /from host hostB to host hostA/);
    const theirs = listRecords(a.t.home, nodeId).find((x) => x.id === firstId)!;
    assert.is(theirs.state, 'complete');
    assert.is(theirs.sender, 'wb@t', 'the sender B established');
    // The request carried the text: once A acked it, the server's store keeps nothing of it.
    const stored = await until(
      () => storedRequests(two, 'hostB', 'pw-b'),
      (n) => n === 0,
      30_000,
      'the send stream to hold no request',
    );
    assert.is(stored, 0);
  });

  test("a repeated id past the duplicate window is answered from A's outbox: nothing typed again", async () => {
    const answer = await publishAsB(
      {
        v: 1,
        id: firstId,
        from: 'hostB',
        to: 'hostA',
        nodeId: a.nodeId,
        seat: 'wa@t',
        sender: 'wb@t',
        message: 'token-one',
        raw: true,
      },
      newOutboxId(), // another message id: the stream takes it; only A's outbox can stop it
    );
    assert.ok(answer, 'an answer came');
    assert.is(answer.result.outcome, 'delivered');
    assert.match(answer.result.message, /nothing typed again/);
    assert.is(typed('token-one'), 1);
  });

  test("a forged sender (A's own seat, claimed by B) is refused, nothing typed", async () => {
    const id = newOutboxId();
    const answer = await publishAsB(
      {
        v: 1,
        id,
        from: 'hostB',
        to: 'hostA',
        nodeId: a.nodeId,
        seat: 'wa@t',
        sender: 'wa@t',
        message: 'token-forged',
        raw: true,
      },
      id,
    );
    assert.ok(answer, 'an answer came');
    assert.is(answer.result.outcome, 'refused');
    assert.is(answer.result.reason, 'forged_sender');
    assert.is(typed('token-forged'), 0);
  });

  test('held at the owner (its guard holds): B is told held, with the exit code for held', async () => {
    const set = rigProcess(['seat', 'set-typing-guard', 'wa@t', '--mode', 'hold', '--reason', 'test'], a.env);
    assert.is(set.code, 0, set.stderr);
    const r = send(b, 'wa@t', 'token-held', ['--raw']);
    assert.is(r.out?.outcome, 'retained', `${r.stdout}\n${r.stderr}`);
    assert.match(r.stderr, /held, not typed/);
    assert.is(typed('token-held'), 0);
    const held = rigProcess(['seat', 'held-messages', 'wa@t', '--json'], a.env);
    assert.match(held.stdout, new RegExp(r.out.outboxIds[0]));
    const mine = listRecords(b.t.home, r.out.nodeId).find((x) => x.id === r.out.outboxIds[0])!;
    assert.is(mine.state, 'failed');
    assert.match(mine.reason, /^remote_held_/);
    const off = rigProcess(['seat', 'set-typing-guard', 'wa@t', '--mode', 'off', '--reason', 'test'], a.env);
    assert.is(off.code, 0, off.stderr);
  });

  test("A's daemon gone: B's send is indeterminate with how to check; A delivers it once when back", async () => {
    await two.killDaemon(a);
    const t0 = Date.now();
    const r = await daemonRequest(
      b.t.home.daemonSocket,
      'POST',
      '/api/federation/send',
      { seat: 'wa@t', message: 'token-late', raw: true, answerWithinMs: 3000 },
      { timeoutMs: 60_000, session: 'wb@t' },
    );
    // A may already read stale (its heartbeat stopped): then B refuses at once, nothing queued.
    if (r.body.reason === 'remote_host_stale') {
      assert.is(r.body.outcome, 'failed');
    } else {
      assert.is(r.body.outcome, 'indeterminate', JSON.stringify(r.body));
      assert.is(r.body.reason, 'remote_no_answer');
      assert.match(r.body.message, /never sent again on its own/);
      console.log(`no answer in ${Date.now() - t0} ms: indeterminate`);
    }
    two.startDaemon(a);
    await seatLive(b, 'wa@t');
    if (r.body.reason !== 'remote_host_stale')
      await waitFor(() => typed('token-late') >= 1 || undefined, 60_000, 'token-late typed at A once A is back');
    assert.ok(typed('token-late') <= 1, 'never twice');
    const mine = listRecords(b.t.home, r.body.nodeId).filter((x) => x.state === 'sending');
    assert.is(mine.length, 0, 'no record left in flight on B');
  });

  test('cut off from NATS: B says so at once and keeps delivering locally; back, nothing replayed', async () => {
    await two.nats!.kill();
    await until(
      () => view(b),
      (f) => f?.connection === 'disconnected',
      30_000,
      'B sees NATS gone',
    );
    const t0 = Date.now();
    const r = send(b, 'wa@t', 'token-cut', ['--raw']);
    const took = Date.now() - t0;
    assert.is(r.out?.reason, 'federation_disconnected', `${r.stdout}\n${r.stderr}`);
    assert.is(r.code, 1);
    console.log(`figure: a remote send while cut off answered in ${took} ms (one CLI process)`);
    const local = send(b, 'wb@t', 'token-local', ['--raw']);
    assert.is(local.out?.outcome, 'delivered', local.stderr);
    await waitFor(() => typedCount(b, 'token-local') === 1 || undefined, 30_000, 'local typed');
    await two.startNats();
    await seatLive(b, 'wa@t');
    const again = send(b, 'wa@t', 'token-after', ['--raw']);
    assert.is(again.out?.outcome, 'delivered', `${again.stdout}\n${again.stderr}`);
    await waitFor(() => typed('token-after') >= 1 || undefined, 30_000, 'token-after typed');
    for (const tok of ['token-one', 'token-late', 'token-after'])
      assert.ok(typed(tok) <= 1, `${tok} typed once at most`);
    assert.is(typed('token-one'), 1);
    assert.is(typed('token-cut'), 0);
  });
}

test.run();
