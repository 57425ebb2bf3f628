// rig seat set-terminal-policy and rig seat set-model in-process, against seat records in a
// throwaway home: the whole choice replaced, attribution (seat, --operator, unattributed), the rig
// default for newly added seats, the audit trail, the policy refusing a model change, and every
// usage and refusal error. No daemon: status reads the files and finds no server.
// Its own process: seat status runs tmux to find the recorded socket's pane missing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { tempDir, tempHome } from '../helpers/home.js';
import { json, rig } from '../helpers/cli.js';
import type { SeatRecord } from '../../lib/seat/registry.js';
import { addSeat } from '../helpers/seat.js';
import {
  readRigDefault,
  readTerminalPolicy,
  readTerminalPolicyAudit,
  copyRigDefault,
} from '../../lib/intervention/store.js';
import { readSavedModel } from '../../lib/seat/model-store.js';
import type { HomePaths } from '../../lib/home/paths.js';

const NODES = {
  rev: 'n-000000000000a001',
  lead: 'n-000000000000a002',
  other: 'n-000000000000a003',
  sh: 'n-000000000000a004',
};

async function setup(): Promise<{ home: HomePaths; env: Record<string, string> }> {
  const { home, env } = tempHome();
  // A socket path with no server behind it: status reads the files, the pane reads as missing.
  const socket = join(tempDir(), 'none.sock');
  const runtimes: [keyof typeof NODES, SeatRecord['runtime']][] = [
    ['rev', 'claude-code'],
    ['lead', 'codex'],
    ['other', 'claude-code'],
    ['sh', 'terminal'],
  ];
  for (const [name, runtime] of runtimes)
    await addSeat(home, {
      name,
      rig: 'r',
      nodeId: NODES[name],
      runtime,
      typingGuard: 'draft-aware',
      tmux: { socket, paneId: '%1' },
      occupant: 'o-00000000000000b1',
      launchedAt: '2026-01-01T00:00:00.000Z',
      ...(name === 'rev' ? { permissionMode: 'acceptEdits' as const } : {}),
    });
  return { home, env: { ...env, OPENRIG_TMUX_SOCKET: socket } };
}

test('set-terminal-policy records the whole choice, attributed to the caller seat', async () => {
  const { home, env } = await setup();
  const r = await rig(
    [
      'seat',
      'set-terminal-policy',
      'rev@r',
      '--preset',
      'help-within-instructions',
      '--helper',
      'lead@r',
      '--peer-model',
      'deny',
      '--reason',
      'Help with compaction; keep the review model',
      '--json',
    ],
    { ...env, OPENRIG_SESSION_NAME: 'lead@r' },
  );
  assert.is(r.code, 0, r.stderr);
  const out = json(r);
  assert.is(out.account, 'Custom (from help-within-instructions)');
  assert.is(out.actorLabel, 'seat lead@r');
  const rec = readTerminalPolicy(home, NODES.rev)!;
  assert.equal(rec.choice.helpers, [{ seat: 'lead@r', nodeId: NODES.lead }]);
  assert.equal(rec.choice.exceptions, { peer: { model: 'deny' } });
  assert.equal(rec.actor, { seat: 'lead@r', nodeId: NODES.lead, operator: null });
  assert.is(rec.origin, 'set');
  // The setter replaces the complete choice: no exception given, back to the preset's defaults.
  const again = await rig(
    ['seat', 'set-terminal-policy', 'rev@r', '--preset', 'full-control', '--reason', 'open up'],
    env,
  );
  assert.is(again.code, 0, again.stderr);
  assert.match(again.stdout, /terminal interaction full-control/);
  const now = readTerminalPolicy(home, NODES.rev)!;
  assert.equal(now.choice.exceptions, {});
  assert.equal(now.choice.helpers, []);
  assert.equal(now.actor, { seat: null, nodeId: null, operator: null });
  assert.match(again.stdout, /Recorded actor: unattributed \(no seat identity\)/);
  const audit = readTerminalPolicyAudit(home).filter((e) => e.event === 'set');
  assert.is(audit.length, 2);
  assert.is(audit[1]!.previous!.preset, 'help-within-instructions');
  assert.is(audit[1]!.choice.preset, 'full-control');
});

test('a codex seat takes a choice; only its model row has an effect', async () => {
  const { home, env } = await setup();
  const r = await rig(
    ['seat', 'set-terminal-policy', 'lead@r', '--preset', 'no-peer-interventions', '--reason', 'x'],
    env,
  );
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stderr, /lead@r is a codex seat: managed compaction applies to Claude seats only/);
  assert.ok(readTerminalPolicy(home, NODES.lead));
});

test('--operator attributes a terminal caller for the audit; a seat identity wins over it', async () => {
  const { home, env } = await setup();
  const r = await rig(
    [
      'seat',
      'set-terminal-policy',
      'rev@r',
      '--preset',
      'no-peer-interventions',
      '--reason',
      'x',
      '--operator',
      'alice@example.com',
    ],
    env,
  );
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /operator alice@example.com \(as given; not authenticated\)/);
  assert.is(readTerminalPolicy(home, NODES.rev)!.actor.operator, 'alice@example.com');
  const s = await rig(
    [
      'seat',
      'set-terminal-policy',
      'rev@r',
      '--preset',
      'no-peer-interventions',
      '--reason',
      'x',
      '--operator',
      'alice@example.com',
    ],
    { ...env, OPENRIG_SESSION_NAME: 'other@r' },
  );
  assert.is(s.code, 0, s.stderr);
  assert.match(s.stderr, /--operator alice@example.com is not recorded/);
  assert.equal(readTerminalPolicy(home, NODES.rev)!.actor, { seat: 'other@r', nodeId: NODES.other, operator: null });
});

test('--rig-default sets the choice for newly added seats only', async () => {
  const { home, env } = await setup();
  await rig(['seat', 'set-terminal-policy', 'rev@r', '--preset', 'full-control', '--reason', 'mine'], env);
  const r = await rig(
    [
      'seat',
      'set-terminal-policy',
      'rev@r',
      '--preset',
      'no-peer-interventions',
      '--openrig-compaction',
      'deny',
      '--reason',
      'rig wide',
      '--rig-default',
    ],
    env,
  );
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /newly added seats get Custom \(from no-peer-interventions\)/);
  assert.is(readRigDefault(home, 'r')!.choice.preset, 'no-peer-interventions');
  // Existing seats keep theirs (the named one too), and one without a choice stays without.
  assert.is(readTerminalPolicy(home, NODES.rev)!.choice.preset, 'full-control');
  assert.is(readTerminalPolicy(home, NODES.other), undefined);
  // A newly added seat gets a copy, once; a later copy never overwrites it.
  const fresh = 'n-000000000000a0ff';
  assert.ok(await copyRigDefault(home, { nodeId: fresh, seat: 'new', rig: 'r' }));
  const copy = readTerminalPolicy(home, fresh)!;
  assert.is(copy.origin, 'rig-default');
  assert.equal(copy.choice.exceptions, { openrig: { compaction: 'deny' } });
  assert.not.ok(await copyRigDefault(home, { nodeId: fresh, seat: 'new', rig: 'r' }));
  assert.not.ok(await copyRigDefault(home, { nodeId: fresh, seat: 'new', rig: 'norig' }));
  assert.equal(
    readTerminalPolicyAudit(home).map((e) => e.event),
    ['set', 'rig-default', 'copied'],
  );
});

type ErrRow = [string, string[], number, RegExp];
const ERRORS: ErrRow[] = [
  ['no preset', ['rev@r', '--reason', 'x'], 2, /--preset is required/],
  ['unknown preset', ['rev@r', '--preset', 'open', '--reason', 'x'], 2, /unknown preset "open"/],
  ['no reason', ['rev@r', '--preset', 'full-control'], 2, /--reason is required/],
  [
    'bad exception value',
    ['rev@r', '--preset', 'full-control', '--peer-model', 'maybe', '--reason', 'x'],
    2,
    /--peer-model maybe is not allow or deny/,
  ],
  [
    'unknown exception flag',
    ['rev@r', '--preset', 'full-control', '--peer-typing', 'deny', '--reason', 'x'],
    2,
    /unknown option/,
  ],
  [
    'unknown helper',
    ['rev@r', '--preset', 'help-within-instructions', '--helper', 'ghost@r', '--reason', 'x'],
    1,
    /no seat matches "ghost@r"/,
  ],
  [
    'own helper',
    ['rev@r', '--preset', 'help-within-instructions', '--helper', 'rev@r', '--reason', 'x'],
    1,
    /cannot be its own helper/,
  ],
  ['unknown seat', ['ghost@r', '--preset', 'full-control', '--reason', 'x'], 1, /no seat matches/],
  [
    'bad operator',
    ['rev@r', '--preset', 'full-control', '--reason', 'x', '--operator', 'a\u0007b'],
    2,
    /--operator is not a printable address/,
  ],
  ['no seat', ['--preset', 'full-control', '--reason', 'x'], 2, /a seat ref is required/],
];
for (const [name, argv, code, message] of ERRORS)
  test(`set-terminal-policy error: ${name}`, async () => {
    const { home, env } = await setup();
    const r = await rig(['seat', 'set-terminal-policy', ...argv], env);
    assert.is(r.code, code, r.stderr);
    assert.match(r.stderr, /^rig: /);
    assert.match(r.stderr, message);
    assert.is(readTerminalPolicy(home, NODES.rev), undefined);
  });

test("set-model saves model and effort, applied later; no record keeps today's behaviour", async () => {
  const { home, env } = await setup();
  const r = await rig(['seat', 'set-model', 'rev@r', '--model', 'opus', '--effort', 'high', '--json'], {
    ...env,
    OPENRIG_SESSION_NAME: 'other@r',
  });
  assert.is(r.code, 0, r.stderr);
  const out = json(r);
  assert.is(out.appliesAt, 'next managed continuation');
  assert.match(out.policy.reason, /no terminal policy recorded/);
  const saved = readSavedModel(home, NODES.rev)!;
  assert.equal([saved.model, saved.effort, saved.actor, saved.caller], ['opus', 'high', 'peer', NODES.other]);
  const text = await rig(['seat', 'set-model', 'lead@r', '--model', 'gpt-5', '--effort', 'minimal'], env);
  assert.is(text.code, 0, text.stderr);
  assert.match(text.stdout, /not to the running process/);
  assert.ok(readTerminalPolicyAudit(home).some((e) => (e as { event: string }).event === 'model'));
});

test('set-model goes through the model row: a peer refused, the helper, self and an unattributed caller allowed', async () => {
  const { home, env } = await setup();
  await rig(
    [
      'seat',
      'set-terminal-policy',
      'rev@r',
      '--preset',
      'help-within-instructions',
      '--helper',
      'lead@r',
      '--reason',
      'help',
    ],
    env,
  );
  const peer = await rig(['seat', 'set-model', 'rev@r', '--model', 'haiku'], {
    ...env,
    OPENRIG_SESSION_NAME: 'other@r',
  });
  assert.is(peer.code, 1);
  assert.match(peer.stderr, /refuses this model change \(peer model: denied, the caller is not a named helper/);
  assert.is(readSavedModel(home, NODES.rev), undefined);
  for (const caller of ['lead@r', 'rev@r', undefined]) {
    const r = await rig(['seat', 'set-model', 'rev@r', '--model', 'opus'], {
      ...env,
      ...(caller ? { OPENRIG_SESSION_NAME: caller } : {}),
    });
    assert.is(r.code, 0, `${caller}: ${r.stderr}`);
  }
  assert.is(readSavedModel(home, NODES.rev)!.actor, 'peer');
  await rig(
    [
      'seat',
      'set-terminal-policy',
      'rev@r',
      '--preset',
      'full-control',
      '--self-model',
      'deny',
      '--reason',
      'fixed model',
    ],
    env,
  );
  const self = await rig(['seat', 'set-model', 'rev@r', '--model', 'sonnet'], {
    ...env,
    OPENRIG_SESSION_NAME: 'rev@r',
  });
  assert.is(self.code, 1);
  assert.match(self.stderr, /self model: deny by exception/);
});

const MODEL_ERRORS: ErrRow[] = [
  ['no model', ['rev@r'], 2, /--model is required/],
  ['terminal seat', ['sh@r', '--model', 'opus'], 1, /a terminal seat runs no model/],
  [
    'claude effort unknown',
    ['rev@r', '--model', 'opus', '--effort', 'minimal'],
    1,
    /effort "minimal" is not one claude-code knows/,
  ],
  [
    'codex effort unknown',
    ['lead@r', '--model', 'gpt-5', '--effort', 'max'],
    1,
    /use one of none, minimal, low, medium, high, xhigh/,
  ],
  ['model name with a space', ['rev@r', '--model', 'op us'], 1, /is not a model name/],
  ['unknown seat', ['ghost@r', '--model', 'opus'], 1, /no seat matches/],
];
for (const [name, argv, code, message] of MODEL_ERRORS)
  test(`set-model error: ${name}`, async () => {
    const { env } = await setup();
    const r = await rig(['seat', 'set-model', ...argv], env);
    assert.is(r.code, code, r.stderr);
    assert.match(r.stderr, message);
  });

test('status shows the account beside native permissions and the interruption level', async () => {
  const { env } = await setup();
  const before = await rig(['seat', 'status', 'rev@r'], env);
  assert.is(before.code, 0, before.stderr);
  assert.match(
    before.stdout,
    /Terminal interaction: no choice recorded \(today's behaviour\) — native permissions acceptEdits; interruption level draft-aware/,
  );
  await rig(
    [
      'seat',
      'set-terminal-policy',
      'rev@r',
      '--preset',
      'help-within-instructions',
      '--helper',
      'lead@r',
      '--peer-model',
      'deny',
      '--reason',
      'Help with compaction\u001b[31m; keep the model',
    ],
    { ...env, OPENRIG_SESSION_NAME: 'lead@r' },
  );
  await rig(['seat', 'set-model', 'rev@r', '--model', 'opus', '--effort', 'high'], env);
  const r = await rig(['seat', 'status', 'rev@r'], env);
  assert.match(
    r.stdout,
    /Terminal interaction: Custom \(from help-within-instructions\) — native permissions acceptEdits; interruption level draft-aware/,
  );
  assert.match(r.stdout, /set by seat lead@r at /);
  assert.match(
    r.stdout,
    /peer: compaction named helpers only, model deny, answer named helpers only · self: compaction allow, model allow, answer allow · openrig: compaction allow, model allow, answer allow/,
  );
  assert.match(r.stdout, /helpers: lead@r/);
  assert.match(r.stdout, /instruction \(shown, not interpreted\): Help with compaction/);
  assert.not.ok(r.stdout.includes('\u001b'), 'the instruction is escaped');
  assert.match(r.stdout, /Saved model: opus \(effort high\) — applies at the next relaunch, restore or handover/);
  const j = json(await rig(['seat', 'status', 'rev@r', '--json'], env));
  assert.is(j.terminalPolicy.account, 'Custom (from help-within-instructions)');
  assert.is(j.terminalPolicy.nativePermissions, 'acceptEdits');
  assert.is(j.terminalPolicy.interruptionLevel, 'draft-aware');
  assert.equal(j.terminalPolicy.helpers, ['lead@r']);
  assert.equal(j.terminalPolicy.savedModel.model, 'opus');
  const other = json(await rig(['seat', 'status', 'other@r', '--json'], env));
  assert.is(other.terminalPolicy.account, null);
  assert.is(other.terminalPolicy.nativePermissions, null);
});

test('restore and handover refuse a seat with no spec file on record, before any effect', async () => {
  const { env } = await setup();
  for (const verb of ['restore', 'handover']) {
    const r = await rig(['seat', verb, 'rev@r'], env);
    assert.is(r.code, 1, r.stderr);
    assert.match(
      r.stderr,
      new RegExp(`rev@r has no spec file on record — run rig up with its spec once, then rig seat ${verb} again`),
    );
  }
  const u = await rig(['seat', 'restore'], env);
  assert.is(u.code, 2);
  const n = await rig(['seat', 'handover', 'rev@r', '--note', '/no/such/note.md'], env);
  assert.is(n.code, 1);
  assert.match(n.stderr, /cannot read --note \/no\/such\/note.md/);
});

test.run();
