// POST /api/seat/answer/:seatRef over the daemon's socket: a malformed ask is 400 (the flags'
// own words), an unknown seat 404, a screen with no permission menu 409 with what it saw and
// nothing typed, and the actor comes only from X-OpenRig-Session (a body field is refused). The
// verb prints the result, ends with its rig: line and exit 1, and says what the seat waits on.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, type Harness } from '../delivery/send-harness.js';
import { daemonRequest } from '../../lib/daemon/client.js';
import { readAnswerAudit } from '../../lib/delivery/answer/audit.js';
import { rig } from '../helpers/cli.js';

let h: Harness;
test.before(async () => {
  h = await harness();
  await h.startDaemon();
});
test.after(async () => {
  await h.close();
});

const post = (ref: string, body: unknown, session?: string) =>
  daemonRequest(h.home.daemonSocket, 'POST', `/api/seat/answer/${ref}`, body, { session, timeoutMs: 60_000 });

test('400 for a malformed ask, 404 for an unknown seat', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  const both = await post(seat.ref, { choice: 1, deny: true, reason: 'x' });
  assert.is(both.status, 400);
  assert.match(both.body.error, 'exactly one of --choice N or --deny');
  assert.is((await post(seat.ref, { choice: 1 })).status, 400);
  assert.is((await post(seat.ref, { choice: 12, reason: 'x' })).status, 400);
  const actor = await post(seat.ref, { choice: 1, reason: 'x', actor: 'boss@t' });
  assert.is(actor.status, 400);
  assert.match(actor.body.error, 'unknown field actor');
  assert.is((await post('nobody@t', { choice: 1, reason: 'x' })).status, 404);
});

test('409 with what the screen showed when no menu is up; the header names the actor', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  const before = seat.state().keys;
  const r = await post(seat.ref, { deny: true, reason: 'tidy up' }, 'lead@t');
  assert.is(r.status, 409);
  assert.is(r.body.outcome, 'refused');
  assert.is(r.body.reason, 'no_menu');
  assert.is(r.body.saw, 'no permission menu on the screen');
  assert.is(seat.state().keys, before, 'no key reached the pane');
  const last = readAnswerAudit(h.home).at(-1)!;
  assert.is(last.actor, 'lead@t');
  assert.is(last.outcome, 'refused no_menu');
  assert.is(last.ask, 'deny');
});

test('rig seat answer: the refusal printed, its rig: line, exit 1, and what the seat waits on', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  const r = await rig(['seat', 'answer', seat.ref, '--choice', '1', '--reason', 'try'], {
    ...h.env,
    OPENRIG_TMUX_SOCKET: h.tmux.socket,
  });
  assert.is(r.code, 1, r.stderr);
  assert.match(r.stdout, `${seat.ref}: refused — Not answered: no permission menu on the screen.`);
  assert.match(r.stderr, 'rig: not answered (no_menu)');
  assert.match(r.stderr, `${seat.ref} waits for`);
  const json = await rig(['seat', 'answer', seat.ref, '--deny', '--reason', 'try', '--json'], h.env);
  assert.is(json.code, 1);
  assert.is(JSON.parse(json.stdout).reason, 'no_menu');
});

test.run();
