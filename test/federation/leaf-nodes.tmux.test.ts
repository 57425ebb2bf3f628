// The hub-and-leaf topology of docs/federation.md, on one machine: a hub nats-server (JetStream in
// domain "hub", a leaf-node port) and per host a leaf nats-server without JetStream whose one remote
// is the hub, each on its own loopback port; each host's daemon connects to ITS leaf, with
// federation.jsDomain naming the hub's domain. A remote send A→B goes through both leafs and is
// typed once; `rig ps --all` on A shows both hosts. The hub killed (by its pid): A's daemon is still
// connected to its leaf, but JetStream is gone, so A does not read "connected": its local sends go
// on, a remote send says so at once (jetstream_unreachable, nothing queued), B's seats turn stale in
// A's view; a queue row for B's seat is refused the same way. The hub back with the same store: the
// view heals, and the refused send is never typed nor the refused row created.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rigProcess } from '../helpers/cli.js';
import { tempDir } from '../helpers/home.js';
import { tmuxAvailable, waitFor } from '../helpers/tmux.js';
import { connect, usernamePasswordAuthenticator } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { freePort, NATS_SERVER, runServer, startHub, startLeaf, type TestHub, type TestNats } from '../helpers/nats.js';
import { heartbeatKey, inboxPrefix, kvSubject, sendRequestSubject, seatKey } from '../../lib/federation/names.js';
import { inDomain } from '../../lib/federation/server-config.js';
import { listRecords } from '../../lib/delivery/outbox/outbox.js';
import {
  NATS_USERS,
  TwoHosts,
  seatLive,
  storedRequests,
  typedCount,
  until,
  view,
  type Host,
} from '../helpers/two-hosts.js';

const DOMAIN = 'hub';
const two = new TwoHosts();
let hub: TestHub | undefined;
const leafs: TestNats[] = [];
test.after(async () => {
  await two.cleanup();
  for (const l of leafs) await l.kill();
  await hub?.kill();
});

/** A send from the host's CLI as its seat, answered as --json. */
function send(h: Host, from: string, ref: string, body: string) {
  const r = rigProcess(['send', ref, body, '--json', '--raw'], { ...h.env, OPENRIG_SESSION_NAME: from });
  let out: any;
  try {
    out = JSON.parse(r.stdout);
  } catch {
    out = undefined;
  }
  // uvu prints no assertion message: what the CLI said goes to the log when it is not JSON.
  if (!out) console.error(`rig send ${ref} ${body}: exit ${r.code}\n${r.stdout}\n${r.stderr}`);
  return { ...r, out };
}

/** A queue create from the host's CLI as its seat, answered as --json. */
function queueCreate(h: Host, from: string, ref: string, summary: string) {
  const r = rigProcess(['queue', 'create', '--destination', ref, '--summary', summary, '--json'], {
    ...h.env,
    OPENRIG_SESSION_NAME: from,
  });
  let out: any;
  try {
    out = JSON.parse(r.stdout);
  } catch {
    out = undefined;
  }
  return { ...r, out };
}

/** The summaries of the queue rows a host holds. */
const rowSummaries = (h: Host): string[] => {
  try {
    return readdirSync(h.t.home.queueRows)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(h.t.home.queueRows, f), 'utf8')).summary);
  } catch {
    return [];
  }
};

const psAll = (h: Host) => {
  const r = rigProcess(['ps', '--all', '--json'], h.env);
  try {
    return JSON.parse(r.stdout);
  } catch {
    return undefined;
  }
};

if (!NATS_SERVER || !tmuxAvailable())
  test.skip(`needs nats-server and tmux: ${NATS_SERVER ? 'no tmux' : 'no nats-server'}`, () => {});
else {
  let a: Host;
  let b: Host;
  const hubDir = tempDir('openrig-hub-');
  test.before(async () => {
    try {
      await setUp();
    } catch (err) {
      // uvu does not print a failed before hook's error.
      console.error(err);
      throw err;
    }
  });
  const setUp = async () => {
    hub = await startHub(NATS_USERS, DOMAIN, hubDir);
    const leafA = await startLeaf(NATS_USERS[0]!, DOMAIN, hub.leafPort);
    const leafB = await startLeaf(NATS_USERS[1]!, DOMAIN, hub.leafPort);
    leafs.push(leafA, leafB);
    a = await two.makeHost('hostA', 'pw-a', 'wa', { url: leafA.url, jsDomain: DOMAIN });
    b = await two.makeHost('hostB', 'pw-b', 'wb', { url: leafB.url, jsDomain: DOMAIN });
    two.startDaemon(a);
    two.startDaemon(b);
    await seatLive(a, 'wb@t');
    await seatLive(b, 'wa@t');
  };

  test("A's remote send to B's seat goes through both leafs and is typed once", async () => {
    const r = send(a, 'wa@t', 'wb@t', 'leaf-one');
    assert.is(r.out?.outcome, 'delivered', `${r.stdout}\n${r.stderr}`);
    assert.equal(r.out.remote, { from: 'hostA', to: 'hostB' });
    await waitFor(() => typedCount(b, 'leaf-one') >= 1 || undefined, 30_000, 'leaf-one typed at B');
    assert.is(typedCount(b, 'leaf-one'), 1);
    // B's ack crossed its leaf: the work queue holds nothing (an ack refused would leave it stored).
    const stored = await until(
      () => storedRequests(two, 'hostA', 'pw-a', { url: leafs[0]!.url, jsDomain: DOMAIN }),
      (n) => n === 0,
      30_000,
      'the send stream to hold no request',
    );
    assert.is(stored, 0);
  });

  test("A's queue row for B's seat goes through both leafs and lives on B", async () => {
    const r = queueCreate(a, 'wa@t', 'wb@t', 'leaf-row-one');
    assert.is(r.code, 0, `${r.stdout}\n${r.stderr}`);
    assert.is(r.out?.host, 'hostB', r.stdout);
    assert.is(r.out.row.summary, 'leaf-row-one');
    assert.ok(rowSummaries(b).includes('leaf-row-one'), `the row is on B: ${rowSummaries(b)}`);
    assert.not.ok(rowSummaries(a).includes('leaf-row-one'), 'and not on A');
  });

  test("the shared view: A's rig ps --all shows both hosts' seats", () => {
    const p = psAll(a);
    assert.is(p?.federation?.connection, 'connected', JSON.stringify(p?.federation));
    const hosts = new Set(p.federation.seats.map((s: any) => s.host));
    assert.ok(hosts.has('hostB'), `B's seats in A's view: ${JSON.stringify(p.federation.seats)}`);
    assert.ok(
      p.seats.some((s: any) => s.ref === 'wa@t'),
      "A's own seat",
    );
  });

  let cutSend: { out: any } | undefined;
  test('the hub killed: A is not "connected", keeps local delivery, a remote send says so at once', async () => {
    await hub!.kill();
    // A's daemon stays connected to its leaf; JetStream behind it is gone, and A must say so.
    const t0 = Date.now();
    const r = send(a, 'wa@t', 'wb@t', 'leafcut1');
    const took = Date.now() - t0;
    console.log(`figure: a remote send with the hub gone answered in ${took} ms (one CLI process)`);
    assert.is(r.out?.outcome, 'failed', `${r.stdout}\n${r.stderr}`);
    assert.ok(
      ['jetstream_unreachable', 'federation_disconnected'].includes(r.out.reason),
      `an honest reason: ${r.out.reason}`,
    );
    assert.ok(took < 20_000, `said at once, not after the send's 60 s wait (${took} ms)`);
    cutSend = r;
    const f = await until(
      () => view(a),
      (v) => v !== undefined && v.connection !== 'connected',
      30_000,
      'A not connected once its hub is gone',
    );
    assert.is(f.connection, 'no-jetstream', JSON.stringify(f));
    const again = send(a, 'wa@t', 'wb@t', 'leafcut2');
    assert.is(again.out?.reason, 'jetstream_unreachable', `${again.stdout}\n${again.stderr}`);
    assert.match(again.out.message, /answers but JetStream does not \(a leaf node cut off from its hub\)/);
    // The link already reads no-jetstream: refused before anything is saved or published.
    assert.equal(again.out.outboxIds, []);
    // The first may have met "no responders" on its publish instead: then its attempt says so.
    const first = cutSend!.out.outboxIds[0];
    if (first) {
      const mine = listRecords(a.t.home, cutSend!.out.nodeId).find((x) => x.id === first);
      assert.is(mine?.state, 'failed', 'recorded refused at A, nothing kept to send later');
      assert.is(mine?.reason, 'jetstream_unreachable');
    }
    console.log(
      `the first send after the hub died: ${first ? 'published, met no responders' : 'refused by the link state'}`,
    );
    // Without --json: one line saying what went wrong and what to do.
    const text = rigProcess(['send', 'wb@t', 'leafcut3', '--raw'], { ...a.env, OPENRIG_SESSION_NAME: 'wa@t' });
    assert.is(text.code, 1, text.stderr);
    assert.match(text.stdout, /JetStream does not/);
    assert.match(text.stderr, /^rig: not delivered \(jetstream_unreachable\) — /);
    // A queue row for B's seat: refused at once with the same reason, nothing kept to create later.
    const q0 = Date.now();
    const row = queueCreate(a, 'wa@t', 'wb@t', 'leaf-row-cut');
    const qTook = Date.now() - q0;
    console.log(`figure: a remote queue create with the hub gone answered in ${qTook} ms (one CLI process)`);
    assert.is(row.code, 1, `${row.stdout}\n${row.stderr}`);
    assert.match(row.stderr, /answers but JetStream does not \(a leaf node cut off from its hub\)/);
    assert.match(row.stderr, /reason: jetstream_unreachable/);
    assert.is(row.stdout, '', 'no JSON document for a refusal');
    assert.ok(qTook < 20_000, `said at once, not after the create's 60 s wait (${qTook} ms)`);
    const local = send(a, 'wa@t', 'wa@t', 'leaf-local');
    assert.is(local.out?.outcome, 'delivered', local.stderr);
    await waitFor(() => typedCount(a, 'leaf-local') === 1 || undefined, 30_000, 'local typed at A');
    const stale = await until(
      async () => psAll(a),
      (p) => p?.federation?.seats?.find((s: any) => s.seat === 'wb@t')?.hostState === 'stale',
      60_000,
      "B's seat stale in A's view",
    );
    assert.not.equal(stale.federation.connection, 'connected');
  });

  test('the hub back with the same store: the view heals, the refused send is never typed', async () => {
    hub = await startHub(NATS_USERS, DOMAIN, hubDir, { port: hub!.port, leafPort: hub!.leafPort });
    await seatLive(a, 'wb@t');
    await seatLive(b, 'wa@t');
    const after = send(a, 'wa@t', 'wb@t', 'leaf-after');
    assert.is(after.out?.outcome, 'delivered', `${after.stdout}\n${after.stderr}`);
    await waitFor(() => typedCount(b, 'leaf-after') >= 1 || undefined, 30_000, 'leaf-after typed at B');
    assert.is(typedCount(b, 'leaf-after'), 1);
    assert.is(typedCount(b, 'leaf-one'), 1, 'nothing replayed');
    assert.is(typedCount(b, 'leafcut1'), 0, `the refused send is not typed later (${cutSend?.out?.reason})`);
    assert.is(typedCount(b, 'leafcut2'), 0);
    assert.is(typedCount(b, 'leafcut3'), 0);
    const after2 = queueCreate(a, 'wa@t', 'wb@t', 'leaf-row-after');
    assert.is(after2.code, 0, `${after2.stdout}\n${after2.stderr}`);
    const rows = rowSummaries(b);
    assert.is(rows.filter((x) => x === 'leaf-row-one').length, 1, 'nothing replayed');
    assert.not.ok(rows.includes('leaf-row-cut'), 'the refused row is never created later');
  });

  test('a leaf that lets anything through still cannot speak for another host at the hub', async () => {
    // Host A's leaf misconfigured (or A's machine taken over): any client, no permissions. The hub
    // still holds A's leaf connection to A's user: A's own key is written, B's and B's name are not.
    const port = await freePort();
    const open = await runServer(
      tempDir('openrig-open-leaf-'),
      'leaf.conf',
      [
        `listen: "127.0.0.1:${port}"`,
        `authorization: { users: [ { user: "anyone", password: "anything" } ] }`,
        `leafnodes: { remotes: [ { url: "nats-leaf://hostA:pw-a@127.0.0.1:${hub!.leafPort}" } ] }`,
        '',
      ].join('\n'),
      port,
    );
    leafs.push(open);
    const nc = await connect({
      servers: open.url,
      authenticator: usernamePasswordAuthenticator('anyone', 'anything'),
      // The hub sends this leaf only A's replies.
      inboxPrefix: inboxPrefix('hostA'),
    });
    try {
      const js = jetstream(nc, { domain: DOMAIN, timeout: 5000 });
      // A KV write from a leaf goes through the hub's domain API.
      const kvPut = (key: string) => js.publish(inDomain(kvSubject(key), DOMAIN), JSON.stringify({ host: 'hostA' }));
      // The control: through this leaf, A's own heartbeat key is written (once its link is up).
      const ok = await until(
        () =>
          kvPut(heartbeatKey('hostA')).then(
            () => true,
            () => false,
          ),
        (v) => v,
        30_000,
        "A's own key written through the open leaf",
      );
      assert.ok(ok);
      const refused = (p: Promise<unknown>) =>
        p.then(
          () => false,
          () => true,
        );
      assert.ok(await refused(kvPut(heartbeatKey('hostB'))), "B's heartbeat refused");
      assert.ok(await refused(kvPut(seatKey('hostB', b.nodeId))), "B's seat key refused");
      assert.ok(
        await refused(js.publish(sendRequestSubject('hostA', 'hostB'), '{}', { msgID: 'forged-1' })),
        "a request in B's name refused",
      );
    } finally {
      await nc.close();
    }
  });
}

test.run();
