// rig seat answer against the demo's scripted agent (dist/bin/demo-agent.cjs: Claude's look; "run
// the build" opens a Bash permission menu, answer 1 runs it, anything else declines) in a private
// tmux server. The seat's permission observation is recorded as the relay records it
// (applyPermissionEffects). Covered: approve, deny, the refusals that press nothing (no menu on
// screen, a request that already ran, an earlier occupant's, another tool's), and the terminal
// policy refusing a peer. Each refusal leaves the menu up, and the audit keeps actor, row, tool and
// outcome, never the command.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness, type Harness, type TestSeat } from '../send-harness.js';
import { waitFor } from '../../helpers/tmux.js';
import { REPO } from '../../helpers/cli.js';
import { applyPermissionEffects } from '../../../lib/activity/permission/store.js';
import { answerMenu, type AnswerRequest } from '../../../lib/delivery/answer/answer.js';
import { readAnswerAudit } from '../../../lib/delivery/answer/audit.js';
import { setTerminalPolicy } from '../../../lib/intervention/store.js';
import { buildChoice } from '../../../lib/intervention/choice.js';
import { isoTime } from '../../../lib/util/iso-time.js';
import type { HookObservation } from '../../../lib/activity/contract.js';

const AGENT = join(REPO, 'dist', 'bin', 'demo-agent.cjs');
const MENU = 'Do you want to proceed?';
/** Generous: the machine is shared and loaded. */
const WAIT_MS = 30_000;

let h: Harness;
let agent: TestSeat;
let peer: TestSeat;
let seq = Date.now() * 1000;

test.before(async () => {
  h = await harness();
  agent = await h.addSeat({
    name: 'agent',
    command: [process.execPath, AGENT, '--turn-ms', '100', '--notify-ms', '60000'],
    seatRuntime: 'claude-code',
  });
  peer = await h.addSeat({ name: 'peer' });
  await waitFor(() => agent.capture().includes('SCRIPTED DEMO AGENT'), WAIT_MS, 'the scripted agent');
});
test.after(async () => {
  await h.close();
});

/** What the seat's PermissionRequest hook records (through the relay, in a real seat). */
async function recordRequest(tool = 'Bash', occupant = agent.record.occupant): Promise<void> {
  seq += 1000;
  const obs: HookObservation = {
    v: 1,
    nodeId: agent.record.nodeId,
    occupant,
    seat: agent.ref,
    runtime: 'claude',
    event: 'PermissionRequest',
    seq,
    observedAt: isoTime(Date.now()),
    toolName: tool,
    permission: {
      tool: { name: tool },
      actor: { category: 'main' },
      observedAt: isoTime(Date.now()),
      seq,
      suggested_rules: { state: 'available', native: 'missing', entries: [], unsupported: false, size_cut: false },
    },
  };
  await applyPermissionEffects(h.home, obs);
}

async function recordPostToolUse(): Promise<void> {
  seq += 1000;
  await applyPermissionEffects(h.home, {
    v: 1,
    nodeId: agent.record.nodeId,
    occupant: agent.record.occupant,
    seat: agent.ref,
    runtime: 'claude',
    event: 'PostToolUse',
    seq,
    observedAt: isoTime(Date.now()),
    toolName: 'Bash',
  });
}

/** The prompt goes in as rig send types it (the send flow keeps Enter out of the typed burst). */
async function openMenu(): Promise<void> {
  const sent = await h.send(agent, 'please run the build', { raw: true });
  assert.is(sent.outcome, 'delivered', sent.message);
  await waitFor(() => agent.capture().includes(MENU), WAIT_MS, 'the permission menu');
}

const answer = (req: Partial<AnswerRequest>) =>
  answerMenu(
    { home: h.home, leases: h.leases, timing: { closeTimeoutMs: WAIT_MS, pollMs: 100 } },
    { seat: agent.record, ask: { kind: 'choice', n: 1 }, reason: 'test', caller: null, ...req },
  );

test('approve: row 1 is pressed once, the menu closes, the build runs', async () => {
  await openMenu();
  await recordRequest();
  const r = await answer({ ask: { kind: 'choice', n: 1 }, reason: 'the build is expected' });
  assert.is(r.outcome, 'answered', r.message);
  assert.is(r.tool, 'Bash');
  assert.is(r.seat, agent.ref);
  assert.equal(r.choice, { row: 1, label: 'Yes', key: '1' });
  assert.is(r.closedBy, 'screen');
  await waitFor(() => agent.capture().includes('the build "ran"'), WAIT_MS, 'the approved build');
  const audit = readAnswerAudit(h.home).filter((e) => e.stage === 'outcome');
  assert.is(audit.at(-1)!.outcome, 'answered screen');
  assert.is(audit.at(-1)!.label, 'Yes');
  assert.is(audit.at(-1)!.actor, null);
});

test('deny: the row that says No, and the command does not run', async () => {
  await waitFor(() => !agent.capture().includes(MENU) && /❯\u00a0/.test(agent.capture()), WAIT_MS, 'the composer back');
  await openMenu();
  await recordRequest();
  const r = await answer({ ask: { kind: 'deny' }, reason: 'not now' });
  assert.is(r.outcome, 'answered', r.message);
  assert.equal(r.choice, { row: 2, label: 'No', key: '2' });
  await waitFor(() => agent.capture().includes('declined and did not run'), WAIT_MS, 'the decline');
});

test('refused, nothing pressed: no menu on screen', async () => {
  await waitFor(() => !agent.capture().includes(MENU), WAIT_MS, 'the menu gone');
  await recordRequest();
  const r = await answer({});
  assert.is(r.outcome, 'refused');
  assert.is(r.reason, 'no_menu');
  assert.match(r.message, 'no permission menu on the screen');
});

test('refused, nothing pressed: a request that already ran, an earlier occupant, another tool', async () => {
  await openMenu();
  // The recorded request already ran (PostToolUse after it): it is not this menu's.
  await recordRequest();
  await recordPostToolUse();
  let r = await answer({});
  assert.is(r.reason, 'already_completed', r.message);
  // An earlier occupant's request.
  await recordRequest('Bash', 'o-0000000000e0a1e1');
  r = await answer({});
  assert.is(r.reason, 'other_occupant', r.message);
  // Another tool's request: the screen shows a Bash menu.
  await recordRequest('Edit');
  r = await answer({});
  assert.is(r.reason, 'other_tool', r.message);
  assert.match(r.saw!, 'Bash command');
  assert.match(r.saw!, 'for Edit');
  assert.ok(agent.capture().includes(MENU), 'the menu is still up: nothing was pressed');
});

test('refused by the terminal policy: a peer under no-peer-interventions', async () => {
  await recordRequest('Bash');
  await setTerminalPolicy(
    h.home,
    { nodeId: agent.record.nodeId, seat: agent.ref, rig: agent.record.rig },
    buildChoice('no-peer-interventions', [], {}, 'no peer answers my menus'),
    { seat: null, nodeId: null, operator: null },
  );
  const r = await answer({ caller: peer.ref });
  assert.is(r.outcome, 'refused');
  assert.is(r.reason, 'policy_denied');
  assert.match(r.message, 'peer answer: denied');
  assert.ok(agent.capture().includes(MENU), 'the menu is still up');
  const last = readAnswerAudit(h.home).at(-1)!;
  assert.is(last.actor, peer.ref);
  assert.is(last.outcome, 'refused policy_denied');
  // The seat itself keeps its standing authority: it may answer its own menu.
  const self = await answer({ caller: agent.ref, ask: { kind: 'deny' } });
  assert.is(self.outcome, 'answered', self.message);
  // Never the command in the audit.
  assert.not.match(readFileSync(h.home.seatAnswerAudit, 'utf8'), 'npm run build');
});

test.run();
