// Queue rows for a remote seat (issue 26 item 3) across two hosts on one machine: a nats-server on
// a free loopback port with the documented per-host users, two homes with a private tmux server and
// a built daemon each (test/helpers/two-hosts.ts: each seat a terminal running `cat >> typed`, so
// every typing lands in a file; B also has an agent seat running the scripted composer, since a wake
// is typed only into a seat that reads idle and a terminal never does). A creates a row for B's
// agent seat: A prints the id, the row lives on B (not A), B's daemon types the wake pointer there, `rig queue show ID` on A shows it with
// host B; a repeat of the request id creates nothing new; a forged creator is refused; with NATS
// stopped A refuses the create at once with the reason.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rigProcess } from '../helpers/cli.js';
import { tmuxAvailable, waitFor } from '../helpers/tmux.js';
import { NATS_SERVER } from '../helpers/nats.js';
import { addSeat } from '../helpers/seat.js';
import { tempDir } from '../helpers/home.js';
import { FIXTURE } from '../delivery/send-harness.js';
import { publishAs, seatLive, TwoHosts, typedCount, until, view, type Host } from '../helpers/two-hosts.js';
import { queueRowPath } from '../../lib/home/paths.js';
import { daemonRequest } from '../../lib/daemon/client.js';
import { readRemoteRecord } from '../../lib/queue/remote-record.js';
import { newQueueId } from '../../lib/queue/row.js';
import { outcomeSubject, queueRequestSubject } from '../../lib/federation/names.js';

const two = new TwoHosts();
test.after(() => two.cleanup());

/** A CLI run on host h as seat `as`, with --json parsed when it printed one. */
function rig(h: Host, args: string[], as: string) {
  const r = rigProcess(args, { ...h.env, OPENRIG_SESSION_NAME: as });
  let out: any;
  try {
    out = JSON.parse(r.stdout);
  } catch {
    out = undefined;
  }
  return { ...r, out };
}

const rowIds = (h: Host): string[] => {
  try {
    return readdirSync(h.t.home.queueRows).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
};

/** Publishes a create request as host A straight onto NATS (A's own credentials) and waits for B's answer. */
const publishAsA = (req: Record<string, unknown>, msgId: string) =>
  publishAs(
    two,
    { host: 'hostA', password: 'pw-a' },
    { subject: queueRequestSubject('hostB', 'hostA'), msgId, body: req },
    outcomeSubject('hostA', 'hostB'),
    (a) => a.kind === 'queue' && a.id === req.id,
  );

if (!NATS_SERVER || !tmuxAvailable())
  test.skip(`needs nats-server and tmux: ${NATS_SERVER ? 'no tmux' : 'no nats-server'}`, () => {});
else {
  let a: Host;
  let b: Host;
  /** What B's agent seat (the scripted composer) was given to submit. */
  const agentStateFile = join(tempDir('openrig-agent-'), 'agent.state.json');
  const submissions = (): string[] => {
    try {
      return JSON.parse(readFileSync(agentStateFile, 'utf8')).submissions;
    } catch {
      return [];
    }
  };
  test.before(async () => {
    await two.startNats();
    a = await two.makeHost('hostA', 'pw-a', 'wa');
    b = await two.makeHost('hostB', 'pw-b', 'wb');
    const paneId = b.tmux.newPane('agent@t', { width: 120, height: 40 }, ['node', FIXTURE, 'claude', agentStateFile]);
    await addSeat(b.t.home, {
      name: 'agent',
      rig: 't',
      runtime: 'claude-code',
      typingGuard: 'off',
      tmux: { socket: b.tmux.socket, session: 'agent@t', paneId },
    });
    await waitFor(() => existsSync(agentStateFile), 30_000, 'the scripted composer to start');
    two.startDaemon(a);
    two.startDaemon(b);
    await seatLive(a, 'agent@t');
    await seatLive(b, 'wa@t');
  });

  let rowId = '';
  test("A creates a row for B's seat: A prints the id, the row lives on B, B's daemon wakes B's seat", async () => {
    const r = rig(
      a,
      ['queue', 'create', '--destination', 'agent@t', '--summary', 'remote-work-one', '--priority', 'urgent', '--json'],
      'wa@t',
    );
    assert.is(r.code, 0, `${r.stdout}\n${r.stderr}`);
    assert.is(r.out?.host, 'hostB', `the row's host: ${r.stdout}`);
    rowId = r.out.row.id;
    agentNode = (await view(a)).seats.find((s: any) => s.seat === 'agent@t').nodeId;
    assert.match(rowId, /^q-\d{14}-[0-9a-f]{8}$/);
    assert.is(r.out.row.source, 'wa@t', 'the creator A established');
    assert.ok(existsSync(queueRowPath(b.t.home, rowId)), 'the row file is on B');
    assert.not.ok(existsSync(queueRowPath(a.t.home, rowId)), 'and not on A');
    assert.is(rowIds(a).length, 0, 'A made no row of its own');
    // B's wakes job types the pointer (it names the row id) into B's idle seat.
    const typed = await waitFor(
      () => submissions().find((t) => t.includes(rowId)),
      90_000,
      "the wake pointer typed into B's agent seat",
    );
    assert.ok(typed.startsWith('From: openrig\nTo: agent@t\n'), typed);
    assert.match(typed, new RegExp(`Queue ${rowId} \\(urgent, new, from wa@t\\)`));
    assert.is(submissions().length, 1, 'one pointer');
    assert.is(typedCount(a, rowId), 0, "nothing typed into A's seat");
  });

  test('the human form prints the id and the host', () => {
    const r = rig(a, ['queue', 'create', '--destination', 'wb@t', '--summary', 'remote-work-two'], 'wa@t');
    assert.is(r.code, 0, r.stderr);
    assert.match(r.stdout, /^Created q-\d{14}-[0-9a-f]{8} for wb@t on host hostB \(routine\): remote-work-two/);
    assert.match(r.stderr, /Wake: on host hostB/);
  });

  test('rig queue show ID on A finds the row on B and says so', () => {
    const r = rig(a, ['queue', 'show', rowId], 'wa@t');
    assert.is(r.code, 0, r.stderr);
    assert.match(r.stdout, /Host: hostB/);
    assert.match(r.stdout, new RegExp(`${rowId}  pending  urgent`));
    assert.match(r.stdout, /Summary: remote-work-one/);
    const j = rig(a, ['queue', 'show', rowId, '--json'], 'wa@t');
    assert.is(j.code, 0, j.stderr);
    assert.is(j.out.host, 'hostB');
    assert.is(j.out.id, rowId);
    assert.is(j.out.destination, 'agent@t');
    const none = rig(a, ['queue', 'show', newQueueId()], 'wa@t');
    assert.is(none.code, 1, 'an id created nowhere from here is still "no queue row"');
    assert.match(none.stderr, /^rig: no queue row q-/);
  });

  let agentNode = '';
  const request = (id: string, source: string | null) => ({
    v: 1,
    op: 'create',
    id,
    from: 'hostA',
    to: 'hostB',
    nodeId: agentNode,
    seat: 'agent@t',
    source,
    summary: 'remote-work-one',
    priority: 'urgent',
    tags: [],
  });

  test("the same request id again (past the stream's duplicate window) creates nothing new: the first row", async () => {
    const before = rowIds(b).length;
    const answer = await publishAsA(request(rowId, 'wa@t'), newQueueId());
    assert.ok(answer, 'an answer came');
    assert.is(answer.result.outcome, 'created');
    assert.is(answer.result.repeat, true);
    assert.is(answer.result.row.id, rowId);
    assert.is(rowIds(b).length, before, 'no second row');
  });

  test("a forged creator (B's own seat, claimed by A) is refused, nothing created", async () => {
    const id = newQueueId();
    const answer = await publishAsA(request(id, 'wb@t'), id);
    assert.ok(answer, 'an answer came');
    assert.is(answer.result.outcome, 'refused');
    assert.is(answer.result.reason, 'forged_source');
    assert.not.ok(existsSync(queueRowPath(b.t.home, id)), 'no row on B');
  });

  test("B's daemon gone: A's create is indeterminate with how to check; B back creates it once, and show finds it", async () => {
    await two.killDaemon(b);
    const r = await daemonRequest(
      a.t.home.daemonSocket,
      'POST',
      '/api/federation/queue',
      { destination: 'agent@t', summary: 'remote-work-late', answerWithinMs: 3000 },
      { timeoutMs: 60_000, session: 'wa@t' },
    );
    two.startDaemon(b);
    // B may already read stale (its heartbeat stopped): then A refuses at once, nothing queued.
    console.log(`figure: a create while B's daemon was gone: ${r.body.outcome} (${r.body.reason})`);
    if (r.body.reason === 'remote_host_stale') {
      assert.is(r.body.outcome, 'refused');
      assert.is(r.body.id, null);
      await seatLive(a, 'agent@t');
      return;
    }
    assert.is(r.body.outcome, 'indeterminate', JSON.stringify(r.body));
    assert.is(r.body.reason, 'remote_no_answer');
    assert.match(r.body.message, new RegExp(`rig queue show ${r.body.id}`));
    const id: string = r.body.id;
    assert.is(readRemoteRecord(a.t.home, 'creator', id)?.state, 'indeterminate');
    // B, back, takes the stored request from its consumer and creates the row once.
    await waitFor(() => existsSync(queueRowPath(b.t.home, id)) || undefined, 90_000, 'the late row on B');
    await seatLive(a, 'agent@t');
    const shown = rig(a, ['queue', 'show', id, '--json'], 'wa@t');
    assert.is(shown.code, 0, shown.stderr);
    assert.is(shown.out.host, 'hostB');
    assert.is(shown.out.summary, 'remote-work-late');
    assert.is(readRemoteRecord(a.t.home, 'creator', id)?.state, 'created', 'the show confirmed it');
    const late = rowIds(b).filter((f) =>
      readFileSync(join(b.t.home.queueRows, f), 'utf8').includes('remote-work-late'),
    );
    assert.is(late.length, 1, 'created once');
  });

  test('NATS stopped: the create is refused at once with the reason, and no row is made on A', async () => {
    await two.nats!.kill();
    await until(
      () => view(a),
      (f) => f?.connection === 'disconnected',
      30_000,
      'A sees NATS gone',
    );
    const t0 = Date.now();
    const r = rig(a, ['queue', 'create', '--destination', 'wb@t', '--summary', 'remote-work-cut', '--json'], 'wa@t');
    const took = Date.now() - t0;
    assert.is(r.code, 1, `${r.stdout}\n${r.stderr}`);
    assert.match(r.stderr, /cut off from NATS/);
    assert.match(r.stderr, /federation_disconnected/);
    assert.is(r.stdout, '', 'no JSON document for a refusal');
    assert.is(rowIds(a).length, 0, 'no row made on A instead');
    console.log(`figure: a remote queue create while cut off answered in ${took} ms (one CLI process)`);
  });
}

test.run();
