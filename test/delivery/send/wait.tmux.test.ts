// rig send --wait-for-idle: a seat still busy (or of unknown activity) when the wait ends gets
// nothing (exit not-idle, "No text was sent.") and nothing is kept; a seat that turns idle in time gets
// the message once.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, enveloped, sleep, type Harness } from '../send-harness.js';
import { waitFor } from '../../helpers/tmux.js';
import { rig, json } from '../../helpers/cli.js';
import { listRecords } from '../../../lib/delivery/outbox/outbox.js';
import { EXIT_CODES } from '../../../lib/cli/errors.js';

let h: Harness;
test.before(async () => {
  h = await harness();
  await h.startDaemon({ timing: { waitPollMs: 100 } });
});
test.after(async () => {
  await h.close();
});

const env = () => ({ ...h.env, OPENRIG_SESSION_NAME: 'lead@t' });

test('busy when the wait ends → exit not-idle, No text was sent., nothing kept', async () => {
  for (const runtime of ['claude', 'codex'] as const) {
    const seat = await h.addSeat({ runtime, typingGuard: runtime === 'codex' ? 'draft-aware' : 'off' });
    seat.keys('C-b');
    await waitFor(() => seat.state().busy, 3000, 'busy');
    const started = Date.now();
    const r = await rig(['send', seat.ref, 'later please', '--wait-for-idle', '1'], env());
    assert.is(r.code, EXIT_CODES.notIdle, r.stdout + r.stderr);
    assert.ok(Date.now() - started >= 1000, 'it waited');
    assert.match(r.stdout, 'No text was sent.');
    const j = json(await rig(['send', seat.ref, 'later please', '--wait-for-idle', '0.5', '--json'], env()));
    assert.is(j.outcome, 'refused');
    assert.is(j.reason, 'wait_for_idle_timeout');
    assert.is(j.sent, false);
    assert.equal(j.outboxIds, []);
    assert.is(listRecords(h.home, seat.record.nodeId).length, 0, 'nothing kept to send later');
    assert.equal(seat.state().submissions, []);
  }
});

test('a wait that lasts says what it waits for, once, on stderr (stdout keeps the result)', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  seat.keys('C-b');
  await waitFor(() => seat.state().busy, 3000, 'busy');
  const r = await rig(['send', seat.ref, 'when you can', '--wait-for-idle', '2.5'], env());
  assert.is(r.code, EXIT_CODES.notIdle, r.stdout + r.stderr);
  const lines = r.stderr.trimEnd().split('\n');
  assert.is(lines[0], `waiting for ${seat.ref} to be idle (up to 3 s)`, r.stderr);
  assert.is(lines.filter((l) => l.startsWith('waiting for')).length, 1, 'said once');
  assert.not.match(r.stdout, /waiting for/);
});

test('turns idle during the wait → delivered once (also under draft-aware, where the composer moves)', async () => {
  for (const typingGuard of ['off', 'draft-aware'] as const) {
    const seat = await h.addSeat({ runtime: 'claude', typingGuard });
    seat.keys('C-b');
    await waitFor(() => seat.state().busy, 3000, 'busy');
    setTimeout(() => seat.keys('C-b'), 600);
    const r = await rig(['send', seat.ref, 'now you are free', '--wait-for-idle', '5', '--json'], env());
    assert.is(r.code, 0, r.stdout + r.stderr);
    const j = json(r);
    assert.is(j.outcome, 'delivered');
    assert.ok(j.waitedMs >= 400, `waited ${j.waitedMs} ms`);
    await sleep(200);
    assert.equal(seat.state().submissions, [enveloped(seat, 'now you are free')]);
  }
});

test('unknown activity (a shell pane) when the wait ends → target_activity_unknown, nothing sent', async () => {
  const seat = await h.addSeat({ runtime: 'claude', seatRuntime: 'terminal', command: ['sh'] });
  const j = json(await rig(['send', seat.ref, 'echo hi', '--wait-for-idle', '0.5', '--json'], env()));
  assert.is(j.outcome, 'refused', JSON.stringify(j));
  assert.is(j.reason, 'target_activity_unknown');
  assert.match(j.message, 'No text was sent.');
});

test('usage errors: bad --wait-for-idle, --dangerously-interact without --reason, --type-without-checking alone', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  assert.is((await rig(['send', seat.ref, 'x', '--wait-for-idle', '0'], env())).code, 2);
  assert.is((await rig(['send', seat.ref, 'x', '--wait-for-idle', 'soon'], env())).code, 2);
  const di = await rig(['send', seat.ref, 'x', '--dangerously-interact'], env());
  assert.is(di.code, 2);
  assert.match(di.stderr, '--reason');
  assert.is((await rig(['send', seat.ref, 'x', '--type-without-checking'], env())).code, 2);
  assert.equal(seat.state().submissions, []);
});

test('--context sends the seat its refocus payload once', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  const r = await rig(['send', seat.ref, '--context', '--json'], env());
  assert.is(r.code, 0, r.stdout + r.stderr);
  assert.is(json(r).outcome, 'delivered');
  await sleep(200);
  const subs = seat.state().submissions;
  assert.is(subs.length, 1);
  assert.ok(subs[0]!.startsWith(`From: lead@t\nTo: ${seat.ref}\n---\n`));
  assert.ok(subs[0]!.length > 200, `a payload was sent: ${subs[0]!.slice(0, 200)}`);
});

test.run();
