// Every typing-guard mode × message kind through the real flow (real tmux, scripted composer):
// what the policy says to hold is retained with typing_guard_enabled and never typed; what it says
// to type is submitted exactly once. Then the deliberate --dangerously-interact paths.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, enveloped, setMode, sleep, type Harness } from '../send-harness.js';
import { waitFor } from '../../helpers/tmux.js';
import { decideDelivery, GUARD_MODES, MESSAGE_KINDS } from '../../../lib/delivery/guard/policy.js';
import { getRecord, listRecords } from '../../../lib/delivery/outbox/outbox.js';
import { readOverrideAudit } from '../../../lib/delivery/guard/override-audit.js';

let h: Harness;
test.before(async () => {
  h = await harness();
});
test.after(async () => {
  await h.close();
});

test('every mode × kind: hold is retained and untyped, type is submitted once', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  const sibling = await h.addSeat({ runtime: 'codex' });
  const expectedSubmissions: string[] = [];
  for (const mode of GUARD_MODES) {
    await setMode(h, seat, mode);
    for (const kind of MESSAGE_KINDS) {
      const body = `${mode} ${kind}`;
      const r = await h.send(seat, body, { kind });
      const policy = decideDelivery(mode, kind);
      if (policy.action === 'hold') {
        assert.is(r.outcome, 'retained', `${mode}/${kind}: ${JSON.stringify(r)}`);
        assert.is(r.reason, 'typing_guard_enabled');
        assert.is(r.sent, false);
        assert.is(r.state, 'held');
        assert.is(getRecord(h.home, seat.record.nodeId, r.outboxIds[0]!)?.body, enveloped(seat, body));
      } else {
        assert.is(r.outcome, 'delivered', `${mode}/${kind}: ${JSON.stringify(r)}`);
        assert.is(r.state, 'complete');
        expectedSubmissions.push(enveloped(seat, body));
      }
    }
  }
  await sleep(200);
  assert.equal(seat.state().submissions, expectedSubmissions);
  // A sibling seat keeps its own mode: hold on one seat does not touch the other.
  const s = await h.send(sibling, 'to the sibling');
  assert.is(s.outcome, 'delivered');
});

test('--dangerously-interact: an empty composer or a dim suggestion proceeds (raw text)', async () => {
  const seat = await h.addSeat({ runtime: 'codex', typingGuard: 'urgent-only' });
  const r = await h.send(seat, 'yes, go ahead', { dangerouslyInteract: true, reason: 'answering for the operator' });
  assert.is(r.outcome, 'delivered', JSON.stringify(r));
  seat.keys('C-t');
  await waitFor(() => seat.state().ghost, 3000, 'ghost');
  const g = await h.send(seat, 'second answer', { dangerouslyInteract: true, reason: 'again' });
  assert.is(g.outcome, 'delivered', JSON.stringify(g));
  await sleep(200);
  assert.equal(seat.state().submissions, ['yes, go ahead', 'second answer']);
});

test('--dangerously-interact over typed text → override_input_present with caller-only evidence, nothing stored', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  seat.type('secret draft 42');
  await waitFor(() => seat.state().input === 'secret draft 42', 3000, 'draft');
  const r = await h.send(seat, 'override', { dangerouslyInteract: true, reason: 'test' });
  assert.is(r.outcome, 'refused', JSON.stringify(r));
  assert.is(r.reason, 'override_input_present');
  assert.is(r.sent, false);
  assert.ok(r.existingInput, 'evidence is returned');
  assert.equal(r.existingInput!.rows, ['secret draft 42']);
  assert.equal(r.existingInput!.target, { session: seat.ref, paneId: seat.paneId });
  assert.is(r.existingInput!.size?.width, 120);
  assert.is(seat.state().input, 'secret draft 42');
  const stored = JSON.stringify(listRecords(h.home, seat.record.nodeId));
  assert.not.ok(stored.includes('secret draft'), 'the observed input is never saved');
  const audit = readOverrideAudit(h.home).filter((e) => e.seat === seat.ref);
  assert.is(audit.length, 1);
  assert.is(audit[0]!.classification, 'present');
  assert.is(audit[0]!.rows, 1);
  assert.is(audit[0]!.result, 'override_input_present');
  assert.not.ok(JSON.stringify(audit).includes('secret draft'), 'the audit keeps counts, not contents');
});

test('--dangerously-interact in copy mode → override_input_unknown; hold still holds it', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  h.tmux.run('copy-mode', '-t', seat.paneId);
  const r = await h.send(seat, 'x', { dangerouslyInteract: true, reason: 'test' });
  assert.is(r.reason, 'override_input_unknown', JSON.stringify(r));
  assert.is(r.sent, false);
  h.tmux.run('send-keys', '-t', seat.paneId, '-X', 'cancel');
  await setMode(h, seat, 'hold');
  const held = await h.send(seat, 'x', { dangerouslyInteract: true, reason: 'test' });
  assert.is(held.outcome, 'retained');
  assert.is(held.reason, 'typing_guard_enabled');
  assert.equal(seat.state().submissions, []);
});

test('--type-without-checking skips the read and says so; the text joins what was there', async () => {
  const seat = await h.addSeat({ runtime: 'codex' });
  seat.type('left here ');
  await waitFor(() => seat.state().input === 'left here ', 3000, 'draft');
  const r = await h.send(seat, 'and submitted', {
    dangerouslyInteract: true,
    reason: 'operator asked',
    typeWithoutChecking: true,
  });
  assert.ok(
    r.warnings.some((w) => w.includes('--type-without-checking')),
    JSON.stringify(r),
  );
  assert.is(r.sent, true);
  await sleep(300);
  assert.equal(seat.state().submissions, ['left here and submitted']);
});

for (const runtime of ['claude', 'codex'] as const) {
  test(`--dangerously-interact drives a recognised ${runtime} menu: the answer is typed, no Enter, delivered once the menu closed`, async () => {
    const seat = await h.addSeat({ runtime });
    seat.keys('C-o');
    await waitFor(() => seat.state().menu, 3000, 'menu');
    const r = await h.send(seat, '2', { dangerouslyInteract: true, reason: 'pick no' });
    assert.is(r.outcome, 'delivered', JSON.stringify(r));
    assert.is(r.reason, 'menu_answered');
    assert.is(r.verified, true);
    assert.equal(seat.state().menuAnswers, [2]);
    assert.equal(seat.state().submissions, [], 'no Enter after a menu answer');
    const audit = readOverrideAudit(h.home).filter((e) => e.seat === seat.ref);
    assert.is(audit.at(-1)!.classification, 'menu');
    assert.is(audit.at(-1)!.result, 'proceeding');
    assert.is(getRecord(h.home, seat.record.nodeId, r.outboxIds[0]!)?.state, 'complete');
  });
}

test('--dangerously-interact on a menu that stays up: indeterminate, no Enter, no claim', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  seat.keys('C-o');
  await waitFor(() => seat.state().menu, 3000, 'menu');
  // A letter is no answer to this menu: it stays up.
  const r = await h.send(seat, 'x', { dangerouslyInteract: true, reason: 'a wrong key' });
  assert.is(r.outcome, 'indeterminate', JSON.stringify(r));
  assert.is(r.reason, 'menu_answer_unconfirmed');
  assert.is(r.sent, true);
  assert.ok(seat.state().menu, 'the menu is still up');
  assert.equal(seat.state().submissions, []);
});

test('--type-without-checking on a menu: typed as keys, no Enter without proof', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  seat.keys('C-o');
  await waitFor(() => seat.state().menu, 3000, 'menu');
  const r = await h.send(seat, '2', { dangerouslyInteract: true, reason: 'pick no', typeWithoutChecking: true });
  assert.is(r.sent, true, JSON.stringify(r));
  await waitFor(() => seat.state().menuAnswers.length === 1, 3000, 'menu answered');
  assert.equal(seat.state().menuAnswers, [2]);
  assert.is(r.outcome, 'indeterminate', 'no staged text could be seen, so no Enter and no claim');
  assert.equal(seat.state().submissions, []);
});

test.run();
