// A remote send to an agent seat whose composer holds a person's draft (issue 26 item 6: "a draft on
// the remote seat held at the owner with the sender told"). Host B seats the scripted agent (the
// Claude-like composer of `rig demo`, firing its plugins' hooks into a recorder) in draft-aware mode
// on its private tmux server; a person types a draft into it with send-keys; host A's `rig send`
// is held at B with the draft reason: B's held messages list it, A's CLI and outbox say held with
// both hosts named, and B's pane still shows the draft and not the message. Then, as for a local
// held message (docs/delivery.md: a held message is never typed later), B's operator clears the
// draft and retires the held message, and A sends again: delivered once. An idle seat: a remote
// send is delivered and the agent's UserPromptSubmit hook sees the prompt exactly once.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rigProcess } from '../helpers/cli.js';
import { tmuxAvailable, waitFor } from '../helpers/tmux.js';
import { NATS_SERVER } from '../helpers/nats.js';
import { seatLive, TwoHosts, type AgentSeat, type Host } from '../helpers/two-hosts.js';
import { listRecords } from '../../lib/delivery/outbox/outbox.js';

const two = new TwoHosts();
test.after(() => two.cleanup());

/** A send from A's CLI as A's seat wa@t, answered as --json. */
function send(h: Host, ref: string, body: string) {
  const r = rigProcess(['send', ref, body, '--json'], { ...h.env, OPENRIG_SESSION_NAME: 'wa@t' });
  let out: any;
  try {
    out = JSON.parse(r.stdout);
  } catch {
    out = undefined;
  }
  return { ...r, out };
}

const count = (all: string[], token: string) => all.filter((p) => p.includes(token)).length;

if (!NATS_SERVER || !tmuxAvailable())
  test.skip(`needs nats-server and tmux: ${NATS_SERVER ? 'no tmux' : 'no nats-server'}`, () => {});
else {
  let a: Host;
  let b: Host;
  let agent: AgentSeat;
  test.before(async () => {
    await two.startNats();
    a = await two.makeHost('hostA', 'pw-a', 'wa');
    b = await two.makeHost('hostB', 'pw-b', 'wb');
    agent = await two.seatAgent(b, 'ag');
    two.startDaemon(a);
    two.startDaemon(b);
    await seatLive(a, 'ag@t');
    await seatLive(b, 'wa@t');
  });

  test("idle: A's send to B's agent seat is delivered, its hook sees the prompt once", async () => {
    const r = send(a, 'ag@t', 'token-idle please reply');
    assert.is(r.out?.outcome, 'delivered', `${r.stdout}\n${r.stderr}`);
    assert.equal(r.out.remote, { from: 'hostA', to: 'hostB' });
    await waitFor(() => count(agent.prompts(), 'token-idle') >= 1 || undefined, 30_000, 'the prompt hook');
    // The agent's turn ends (a scripted reply) before anything else is sent.
    await waitFor(() => agent.screen().includes('● ') || undefined, 30_000, 'the scripted reply');
    assert.is(count(agent.prompts(), 'token-idle'), 1, 'the prompt reached the agent once');
  });

  test("a draft in B's composer: held at B with the draft reason, A told held with both hosts named", async () => {
    agent.type('half-typed thought');
    await waitFor(() => agent.screen().includes('half-typed thought') || undefined, 15_000, 'the draft on screen');
    const r = send(a, 'ag@t', 'token-draft');
    assert.is(r.out?.outcome, 'retained', `${r.stdout}\n${r.stderr}`);
    assert.is(r.out.reason, 'draft_input_busy');
    assert.equal(r.out.remote, { from: 'hostA', to: 'hostB' });
    assert.match(r.out.message, /^host hostB: /);
    assert.match(r.stderr, /held, not typed/);
    const id = r.out.outboxIds[0];
    // A's outbox: failed here (nothing kept at A), the reason and both hosts named.
    const mine = listRecords(a.t.home, agent.nodeId).find((x) => x.id === id)!;
    assert.is(mine.state, 'failed');
    assert.is(mine.reason, 'remote_held_draft_input_busy');
    assert.match(
      mine.warnings.join(' '),
      /remote send from host hostA to host hostB: held at hostB \(draft_input_busy\)/,
    );
    // B's held messages list it, with the draft reason.
    const held = rigProcess(['seat', 'held-messages', 'ag@t', '--json'], b.env);
    assert.is(held.code, 0, held.stderr);
    const doc = JSON.parse(held.stdout);
    const row = JSON.stringify(doc).includes(id);
    assert.ok(row, `B's held messages name ${id}: ${held.stdout}`);
    assert.match(held.stdout, /draft_input_busy/);
    // Nothing typed over the draft: the pane shows it intact and not the message.
    const screen = agent.screen();
    assert.match(screen, /half-typed thought/);
    assert.not.match(screen, /token-draft/);
    assert.is(count(agent.prompts(), 'token-draft'), 0);
    assert.is(count(agent.prompts(), 'half-typed'), 0, 'the draft was not submitted');

    // The draft cleared and the held message retired at B (a held message is never typed later);
    // A sends again: delivered once.
    agent.keys('C-u');
    await waitFor(() => !agent.screen().includes('half-typed thought') || undefined, 15_000, 'the draft cleared');
    const retire = rigProcess(
      ['seat', 'retire-held-message', 'ag@t', id, '--reason', 'sent again by hostA', '--operator', 'tester', '--json'],
      b.env,
    );
    assert.is(retire.code, 0, retire.stderr);
    const again = send(a, 'ag@t', 'token-draft');
    assert.is(again.out?.outcome, 'delivered', `${again.stdout}\n${again.stderr}`);
    await waitFor(() => count(agent.prompts(), 'token-draft') >= 1 || undefined, 30_000, 'the resent prompt');
    await waitFor(() => agent.screen().includes('token-draft') || undefined, 15_000, 'the prompt on screen');
    assert.is(count(agent.prompts(), 'token-draft'), 1, 'typed once: the held one never');
    assert.is(count(agent.prompts(), 'half-typed'), 0);
  });
}

test.run();
