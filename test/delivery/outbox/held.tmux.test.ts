// Held messages end to end: a hold-mode send is retained with its exact reason and ids, listed and
// shown by the CLI, retired through the daemon with the retiring seat recorded; retention stops at
// 100 records and at 8 MiB per seat with a clear error and nothing typed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, enveloped, setMode, type Harness } from '../send-harness.js';
import { rig, json } from '../../helpers/cli.js';
import { listHeld } from '../../../lib/delivery/outbox/outbox.js';
import { HELD_RECORD_LIMIT, MESSAGE_BYTES_LIMIT } from '../../../lib/delivery/outbox/retention.js';
import { daemonRequest } from '../../../lib/daemon/client.js';
import { EXIT_CODES } from '../../../lib/cli/errors.js';

let h: Harness;
test.before(async () => {
  h = await harness();
  await h.startDaemon();
});
test.after(async () => {
  await h.close();
});

test('hold: rig send is retained (exit held), listed, shown, and retired with the retiring seat recorded', async () => {
  const seat = await h.addSeat({ runtime: 'claude', typingGuard: 'hold' });
  const sent = await rig(['send', seat.ref, 'please review PR 7', '--json'], {
    ...h.env,
    OPENRIG_SESSION_NAME: 'lead@t',
  });
  assert.is(sent.code, EXIT_CODES.held, sent.stderr);
  const r = json(sent);
  assert.is(r.outcome, 'retained');
  assert.is(r.sent, false);
  assert.is(r.reason, 'typing_guard_enabled');
  assert.is(r.state, 'held');
  assert.is(r.outboxIds.length, 1);
  const id = r.outboxIds[0];
  assert.equal(seat.state().submissions, []);
  assert.is(seat.state().input, '');

  const human = await rig(['send', seat.ref, 'second'], { ...h.env, OPENRIG_SESSION_NAME: 'lead@t' });
  assert.is(human.code, EXIT_CODES.held);
  assert.match(human.stdout, /Held, not delivered/);

  const list = json(await rig(['seat', 'held-messages', seat.ref, '--json'], h.env));
  assert.is(list.total, 2);
  assert.is(list.items[0].id, id);
  assert.is(list.items[0].body, enveloped(seat, 'please review PR 7'));
  assert.is(list.items[0].delivery.state, 'held');
  const one = json(await rig(['seat', 'held-messages', seat.ref, '--id', id, '--json'], h.env));
  assert.is(one.entry.id, id);

  const noActor = await rig(['seat', 'retire-held-message', seat.ref, id, '--reason', 'read it'], h.env);
  assert.is(noActor.code, 1);
  assert.match(noActor.stderr, /seat's shell/);
  const retired = await rig(
    ['seat', 'retire-held-message', seat.ref, id, '--reason', 'read it outside the pane', '--json'],
    { ...h.env, OPENRIG_SESSION_NAME: 'reviewer@t' },
  );
  assert.is(retired.code, 0, retired.stderr);
  const entry = json(retired).entry;
  assert.is(entry.state, 'retired');
  assert.is(entry.retiredBy, 'reviewer@t');
  assert.is(listHeld(h.home, seat.record.nodeId).length, 1);
  const shown = json(await rig(['seat', 'held-messages', seat.ref, '--id', id, '--json'], h.env));
  assert.is(shown.entry.delivery.reason, 'message_retired');

  const status = await rig(['seat', 'status', seat.ref], h.env);
  assert.match(status.stdout, 'Typing guard: on (hold)');
  assert.match(status.stdout, 'Held messages: 1 retained');
  assert.equal(seat.state().submissions, [], 'reading and retiring never type');
});

test('retention: the 101st held message is refused and nothing is typed; retiring one frees a slot', async () => {
  const seat = await h.addSeat({ runtime: 'codex', typingGuard: 'hold' });
  for (let i = 0; i < HELD_RECORD_LIMIT; i++) {
    const r = await h.send(seat, `held ${i}`);
    assert.is(r.outcome, 'retained', `${i}: ${JSON.stringify(r)}`);
  }
  const over = await rig(['send', seat.ref, 'one too many', '--json'], h.env);
  assert.is(over.code, 1);
  const r = json(over);
  assert.is(r.outcome, 'failed');
  assert.is(r.sent, false);
  assert.is(r.reason, 'retained_quota_full');
  assert.match(r.message, 'Retire a specific held message');
  assert.is(listHeld(h.home, seat.record.nodeId).length, HELD_RECORD_LIMIT);
  const first = listHeld(h.home, seat.record.nodeId)[0]!;
  const ret = await daemonRequest(
    h.home.daemonSocket,
    'POST',
    `/api/seat/retire-held-message/${seat.ref}/${first.id}`,
    { reason: 'make room' },
    { session: 'lead@t' },
  );
  assert.is(ret.status, 200);
  const again = await h.send(seat, 'fits now');
  assert.is(again.outcome, 'retained');
  assert.equal(seat.state().submissions, []);
});

test('retention: held bodies stop at 8 MiB per seat', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  await setMode(h, seat, 'hold');
  const overhead = Buffer.byteLength(enveloped(seat, ''));
  const big = (c: string) => c.repeat(MESSAGE_BYTES_LIMIT - overhead - 64);
  for (let i = 0; i < 8; i++) {
    const r = await h.send(seat, big(String.fromCharCode(97 + i)));
    assert.is(r.outcome, 'retained', `${i}: ${r.reason}`);
  }
  const r = await h.send(seat, 'x'.repeat(512 * 1024));
  assert.is(r.outcome, 'failed');
  assert.is(r.reason, 'retained_quota_full');
  const small = await h.send(seat, 'tiny');
  assert.is(small.outcome, 'retained', 'a message that still fits is kept');
  const tooBig = await h.send(seat, 'y'.repeat(MESSAGE_BYTES_LIMIT + 10));
  assert.is(tooBig.outcome, 'failed');
  assert.is(tooBig.reason, 'retained_quota_full');
  assert.match(tooBig.message, '1 MiB');
});

test.run();
