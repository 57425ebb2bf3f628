// Retiring a held message from a person's shell: rig seat held-messages advises a command the reader
// can run where they are (from a person's shell it names them with --operator), running that exact
// command succeeds, and the retirement is recorded (on the record and in the retirement audit) with
// the attribution it had: the seat from a seat's shell, the operator as given otherwise.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness, type Harness, type TestSeat } from '../send-harness.js';
import { rig, json, RIG_BUNDLE } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/home.js';
import { getRecord, listHeld } from '../../../lib/delivery/outbox/outbox.js';
import { readLog } from '../../../lib/store/index.js';
import { daemonRequest } from '../../../lib/daemon/client.js';

let h: Harness;
test.before(async () => {
  h = await harness();
  await h.startDaemon();
});
test.after(async () => {
  await h.close();
});

/** A seat in hold mode with `n` held messages; their ids, oldest first. */
async function heldSeat(n: number): Promise<{ seat: TestSeat; ids: string[] }> {
  const seat = await h.addSeat({ runtime: 'claude', typingGuard: 'hold' });
  for (let i = 0; i < n; i++) {
    const r = await h.send(seat, `held ${i}`);
    assert.is(r.outcome, 'retained', JSON.stringify(r));
  }
  return { seat, ids: listHeld(h.home, seat.record.nodeId).map((r) => r.id) };
}

/** A folder holding a `rig` that runs the built bundle, as a person's PATH would. */
function rigOnPath(): string {
  const bin = tempDir();
  const file = join(bin, 'rig');
  writeFileSync(file, `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(RIG_BUNDLE)} "$@"\n`);
  chmodSync(file, 0o755);
  return bin;
}

/**
 * Runs one line as a person's shell would (no seat identity in the environment). Asynchronously:
 * the daemon it asks runs in this test process.
 */
function inShell(line: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('/bin/sh', ['-c', line], {
    env: { PATH: `${rigOnPath()}:${process.env.PATH}`, HOME: process.env.HOME, USER: 'someone-else', ...h.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  // No timer of its own: a command that never ends is bounded by the runner's limit per file.
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const audit = () => readLog<Record<string, any>>(h.home.heldRetirementAudit).records;

test('from a person shell, held-messages advises a retire command that runs exactly as printed', async () => {
  if (!existsSync(RIG_BUNDLE)) throw new Error(`build first (npm run build): ${RIG_BUNDLE} is missing`);
  const { seat, ids } = await heldSeat(2);
  const list = await rig(['seat', 'held-messages', seat.ref], { ...h.env, USER: 'pat' });
  assert.is(list.code, 0, list.stderr);
  const advice = list.stdout.split('\n').find((l) => l.includes('rig seat retire-held-message'));
  assert.ok(advice, list.stdout);
  const command = advice!.slice(advice!.indexOf('rig seat retire-held-message'));
  assert.match(command, ` ${ids[0]} `, 'the oldest held message, by its id');
  assert.match(command, / --operator pat$/, 'a person is named for the audit by their login name');
  const ran = await inShell(command);
  assert.is(ran.code, 0, `${command}\n${ran.stdout}\n${ran.stderr}`);
  assert.match(ran.stdout, `${ids[0]} retired by operator pat (as given; not authenticated)`);
  const rec = getRecord(h.home, seat.record.nodeId, ids[0]!)!;
  assert.is(rec.state, 'retired');
  assert.is(rec.retiredBy, 'operator pat (as given; not authenticated)');
  assert.equal(
    listHeld(h.home, seat.record.nodeId).map((r) => r.id),
    [ids[1]],
  );
  const line = audit().find((e) => e.id === ids[0]);
  assert.ok(line, 'the retirement is audited');
  assert.is(line!.seat, seat.ref);
  assert.equal(line!.actor, { seat: null, nodeId: null, operator: 'pat' });
  assert.is(line!.reason, 'read outside the pane');
});

test('from a seat shell the advice has no --operator, and the seat is what is recorded', async () => {
  const { seat, ids } = await heldSeat(1);
  const env = { ...h.env, OPENRIG_SESSION_NAME: 'reviewer@t' };
  const list = await rig(['seat', 'held-messages', seat.ref], env);
  const advice = list.stdout.split('\n').find((l) => l.includes('rig seat retire-held-message'))!;
  assert.not.match(advice, '--operator');
  const retired = await rig(
    ['seat', 'retire-held-message', seat.ref, ids[0]!, '--reason', 'read it', '--operator', 'alice', '--json'],
    env,
  );
  assert.is(retired.code, 0, retired.stderr);
  assert.is(json(retired).entry.retiredBy, 'reviewer@t');
  assert.match(retired.stderr, '--operator alice is not recorded');
  const line = audit().find((e) => e.id === ids[0])!;
  assert.equal(line.actor, { seat: 'reviewer@t', nodeId: null, operator: null });
  assert.is(line.reason, 'read it');
});

test('--operator names the person; neither it nor a seat identity is refused with what to add', async () => {
  const { seat, ids } = await heldSeat(1);
  const bare = await rig(['seat', 'retire-held-message', seat.ref, ids[0]!, '--reason', 'read it'], h.env);
  assert.is(bare.code, 1);
  assert.match(bare.stderr, /^rig: .*no seat identity.* — .*--operator/);
  assert.is(getRecord(h.home, seat.record.nodeId, ids[0]!)!.state, 'held', 'nothing was retired');
  const bad = await rig(
    ['seat', 'retire-held-message', seat.ref, ids[0]!, '--reason', 'r', '--operator', ' leading space'],
    h.env,
  );
  assert.is(bad.code, 2, bad.stderr);
  const ok = await rig(
    ['seat', 'retire-held-message', seat.ref, ids[0]!, '--reason', 'read it', '--operator', 'alice@example.com'],
    h.env,
  );
  assert.is(ok.code, 0, ok.stderr);
  assert.match(ok.stdout, `${ids[0]} retired by operator alice@example.com (as given; not authenticated)`);
  const line = audit().find((e) => e.id === ids[0])!;
  assert.equal(line.actor, { seat: null, nodeId: null, operator: 'alice@example.com' });
  assert.is(line.nodeId, seat.record.nodeId);
  const again = await rig(
    ['seat', 'retire-held-message', seat.ref, ids[0]!, '--reason', 'again', '--operator', 'bob'],
    h.env,
  );
  assert.is(again.code, 0, 'retiring twice is idempotent');
  assert.is(audit().filter((e) => e.id === ids[0]).length, 1, 'and audits only the change');
});

test('the route: operator in the body when no seat identity; refused without either', async () => {
  const { seat, ids } = await heldSeat(2);
  const path = (id: string) => `/api/seat/retire-held-message/${seat.ref}/${id}`;
  const none = await daemonRequest(h.home.daemonSocket, 'POST', path(ids[0]!), { reason: 'r' });
  assert.is(none.status, 400);
  assert.match(none.body.error, 'operator');
  const bad = await daemonRequest(h.home.daemonSocket, 'POST', path(ids[0]!), { reason: 'r', operator: 'a\u0007b' });
  assert.is(bad.status, 400);
  const op = await daemonRequest(h.home.daemonSocket, 'POST', path(ids[0]!), { reason: 'r', operator: 'carol' });
  assert.is(op.status, 200, JSON.stringify(op.body));
  assert.is(op.body.entry.retiredBy, 'operator carol (as given; not authenticated)');
  const seatCall = await daemonRequest(
    h.home.daemonSocket,
    'POST',
    path(ids[1]!),
    { reason: 'r', operator: 'ignored' },
    { session: 'lead@t' },
  );
  assert.is(seatCall.status, 200);
  assert.is(seatCall.body.entry.retiredBy, 'lead@t', 'a seat identity names the actor; the operator is not recorded');
});

test('without the daemon the advised command still works (the outbox is retired in-process)', async () => {
  const { seat, ids } = await heldSeat(1);
  await h.daemon!.close();
  try {
    const r = await rig(
      ['seat', 'retire-held-message', seat.ref, ids[0]!, '--reason', 'read it', '--operator', 'dana'],
      h.env,
    );
    assert.is(r.code, 0, r.stderr);
    assert.match(r.stdout, `${ids[0]} retired by operator dana`);
    assert.is(getRecord(h.home, seat.record.nodeId, ids[0]!)!.state, 'retired');
    assert.ok(audit().some((e) => e.id === ids[0]));
  } finally {
    await h.startDaemon();
  }
});

test.run();
