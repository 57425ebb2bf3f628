// Every view of a seat's typing guard (rig seat show, seat list, ps, seat status, their --json, the
// status line's facts) shows the mode in force after rig seat set-typing-guard, never the launch
// record's spec default; a requested mode still waiting for activation is shown as pending.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, type Harness, type TestSeat } from '../delivery/send-harness.js';
import { rig, json } from '../helpers/cli.js';
import { setDesiredMode } from '../../lib/delivery/guard/store.js';
import { seatLineFacts } from '../../lib/context-usage/line-facts.js';

let h: Harness;
test.before(async () => {
  h = await harness();
  await h.startDaemon();
});
test.after(async () => {
  await h.close();
});

interface Seen {
  show: string;
  showJson: unknown;
  list: unknown;
  ps: unknown;
  statusJson: unknown;
  status: string;
  line: string | null;
}

/** What each view says about the seat's guard. */
async function views(seat: TestSeat): Promise<Seen> {
  const show = await rig(['seat', 'show', seat.ref], h.env);
  assert.is(show.code, 0, show.stderr);
  const showJson = json(await rig(['seat', 'show', seat.ref, '--json'], h.env));
  const list = json(await rig(['seat', 'list', '--json'], h.env));
  const ps = json(await rig(['ps', '--json'], h.env));
  const status = await rig(['seat', 'status', seat.ref], h.env);
  const statusJson = json(await rig(['seat', 'status', seat.ref, '--json'], h.env));
  const pick = (doc: { seats: { ref: string; typingGuard: unknown }[] }) =>
    doc.seats.find((v) => v.ref === seat.ref)?.typingGuard;
  return {
    show: show.stdout.split('\n').find((l) => l.startsWith('typing guard')) ?? '(no typing guard row)',
    showJson: showJson.seat.typingGuard,
    list: pick(list),
    ps: pick(ps),
    statusJson: statusJson.typingGuard.effectiveMode,
    status: status.stdout.split('\n')[1] ?? '',
    line: seatLineFacts(h.home, { nodeId: seat.record.nodeId, seat: seat.ref }).guardMode,
  };
}

test('after set-typing-guard --mode draft-aware every view shows draft-aware', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  const set = await rig(
    ['seat', 'set-typing-guard', seat.ref, '--mode', 'draft-aware', '--reason', 'protect my drafts'],
    h.env,
  );
  assert.is(set.code, 0, set.stderr);
  assert.match(set.stdout, 'Typing guard: draft-aware');
  assert.not.match(set.stdout, 'pending', 'activated at once: no operation was in flight');
  assert.equal(await views(seat), {
    show: 'typing guard     draft-aware',
    showJson: 'draft-aware',
    list: 'draft-aware',
    ps: 'draft-aware',
    statusJson: 'draft-aware',
    status: 'Typing guard: draft-aware',
    line: 'draft-aware',
  });
});

test('hold, set from a person shell, reads hold in every view', async () => {
  const seat = await h.addSeat({ runtime: 'codex', typingGuard: 'draft-aware' });
  const set = await rig(['seat', 'set-typing-guard', seat.ref, '--enabled', 'true', '--reason', 'hands off'], h.env);
  assert.is(set.code, 0, set.stderr);
  const seen = await views(seat);
  assert.is(seen.show, 'typing guard     hold');
  assert.equal([seen.showJson, seen.list, seen.ps, seen.statusJson, seen.line], Array(5).fill('hold'));
  assert.is(seen.status, 'Typing guard: on (hold)');
});

test('no saved preference: every view shows the spec default of the record', async () => {
  const seat = await h.addSeat({ runtime: 'claude', typingGuard: 'openrig-urgent' });
  const seen = await views(seat);
  assert.is(seen.show, 'typing guard     openrig-urgent');
  assert.equal([seen.showJson, seen.list, seen.ps, seen.statusJson, seen.line], Array(5).fill('openrig-urgent'));
});

test('a requested mode awaiting activation: the mode in force, with the request shown as pending', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  // Saved but not activated, as while an operation holds the seat's lease.
  await setDesiredMode(h.home, seat.record.nodeId, {
    mode: 'urgent-only',
    reason: 'busy',
    actor: null,
    fallbackMode: 'off',
  });
  const seen = await views(seat);
  assert.is(seen.show, 'typing guard     off (activation pending; requested urgent-only)');
  assert.equal([seen.showJson, seen.list, seen.ps, seen.statusJson, seen.line], Array(5).fill('off'));
  assert.is(seen.status, 'Typing guard: off (activation pending; requested urgent-only)');
  const showJson = json(await rig(['seat', 'show', seat.ref, '--json'], h.env));
  assert.is(showJson.seat.typingGuardRequested, 'urgent-only');
  const list = json(await rig(['seat', 'list', '--json'], h.env));
  assert.is(list.seats.find((v: { ref: string }) => v.ref === seat.ref).typingGuardRequested, 'urgent-only');
});

test.run();
