// Submit confirmation under load, through the real flow (real tmux, scripted composer): a client
// that has submitted but clears its input late (2.5 s, past the old 1.5 s window) is confirmed
// once the input clears, not reported unconfirmed; a turn that begins confirms before the input
// clears; a composer that keeps the text is still unconfirmed, at the cap.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, enveloped, setMode, sleep, type Harness } from '../send-harness.js';
import { deliver } from '../../../lib/delivery/send/send.js';

let h: Harness;
test.before(async () => {
  h = await harness();
});
test.after(async () => {
  await h.close();
});

for (const runtime of ['claude', 'codex'] as const) {
  test(`${runtime}: input cleared 2.5 s after Enter → delivered and verified, submitted once`, async () => {
    const seat = await h.addSeat({ runtime, composerArgs: ['--clear-after-submit', '2500'] });
    await setMode(h, seat, 'draft-aware');
    const started = Date.now();
    const r = await h.send(seat, 'late clear');
    const took = Date.now() - started;
    assert.is(r.outcome, 'delivered', JSON.stringify(r));
    assert.is(r.reason, 'delivered');
    assert.is(r.verified, true);
    assert.equal(seat.state().submissions, [enveloped(seat, 'late clear')]);
    assert.ok(took >= 2000, `confirmed only once the input cleared (${took} ms)`);
  });
}

test('a turn that begins confirms the submission before the input clears', async () => {
  const seat = await h.addSeat({
    runtime: 'claude',
    composerArgs: ['--clear-after-submit', '20000', '--busy-after-submit', '20000'],
  });
  const r = await deliver(
    { home: h.home, leases: h.leases, timing: { verifyTimeoutMs: 8000 } },
    { seat: seat.record, message: 'turn began', sender: 'lead@t' },
  );
  assert.is(r.outcome, 'delivered', JSON.stringify(r));
  assert.is(r.verified, true);
  assert.equal(seat.state().submissions, [enveloped(seat, 'turn began')]);
});

test('negative control: the text stays in the composer → unconfirmed at the cap, never delivered', async () => {
  const seat = await h.addSeat({ runtime: 'codex', composerArgs: ['--clear-after-submit', '60000'] });
  const started = Date.now();
  const r = await deliver(
    { home: h.home, leases: h.leases, timing: { verifyTimeoutMs: 3000 } },
    { seat: seat.record, message: 'never clears', sender: 'lead@t' },
  );
  assert.is(r.outcome, 'indeterminate', JSON.stringify(r));
  assert.is(r.reason, 'submit_unconfirmed');
  assert.is(r.verified, false);
  assert.ok(Date.now() - started >= 3000, 'it waited for the whole cap');
  await sleep(100);
});

test.run();
