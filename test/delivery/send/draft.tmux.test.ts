// Draft protection through the real flow: a person's typing that lands during buffer preparation
// or between paste and Enter stops the send (draft_input_changed) and is left intact; an existing
// draft holds the send; copy mode never lets text in, in any mode; a dead pane is refused without
// taking the tmux server down.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, enveloped, sleep, type Harness } from '../send-harness.js';
import { waitFor } from '../../helpers/tmux.js';
import { getRecord, listHeld } from '../../../lib/delivery/outbox/outbox.js';
import { GUARD_MODES } from '../../../lib/delivery/guard/policy.js';
import { setMode } from '../send-harness.js';

let h: Harness;
test.before(async () => {
  h = await harness();
});
test.after(async () => {
  await h.close();
});

for (const runtime of ['claude', 'codex'] as const) {
  test(`${runtime}: typing injected during the buffer load → draft_input_changed, draft intact, nothing submitted`, async () => {
    const seat = await h.addSeat({ runtime, typingGuard: 'draft-aware' });
    const r = await h.send(
      seat,
      'deploy the fix',
      {},
      {
        afterLoad: async () => {
          seat.type('my own words');
          await waitFor(() => seat.state().input === 'my own words', 3000, 'the typed draft');
        },
      },
    );
    assert.is(r.outcome, 'retained', JSON.stringify(r));
    assert.is(r.reason, 'draft_input_changed');
    assert.is(r.sent, false);
    assert.is(r.state, 'held');
    await sleep(300);
    assert.is(seat.state().input, 'my own words');
    assert.equal(seat.state().submissions, []);
    const rec = getRecord(h.home, seat.record.nodeId, r.outboxIds[0]!);
    assert.is(rec?.state, 'held');
    assert.is(rec?.body, enveloped(seat, 'deploy the fix'), 'the held record keeps the message, not the draft');
  });

  test(`${runtime}: typing injected between paste and Enter → draft_input_changed, no Enter, not replayed`, async () => {
    const seat = await h.addSeat({ runtime, typingGuard: 'draft-aware' });
    const r = await h.send(
      seat,
      'ship it',
      {},
      {
        afterPaste: async () => {
          await waitFor(() => seat.state().input.endsWith('ship it'), 3000, 'the pasted text');
          seat.type(' and also mine');
          await waitFor(() => seat.state().input.endsWith(' and also mine'), 3000, 'the typed addition');
        },
      },
    );
    assert.is(r.outcome, 'indeterminate', JSON.stringify(r));
    assert.is(r.reason, 'draft_input_changed');
    assert.is(r.sent, true);
    assert.is(r.state, 'indeterminate');
    await sleep(400);
    assert.is(
      seat.state().input,
      `${enveloped(seat, 'ship it')} and also mine`,
      'everything stays visible in the input',
    );
    assert.equal(seat.state().submissions, [], 'nothing was submitted');
  });

  test(`${runtime}: an existing draft holds the send (draft_input_busy); clearing it and sending again delivers once`, async () => {
    const seat = await h.addSeat({ runtime, typingGuard: 'draft-aware' });
    seat.type('half a thought');
    await waitFor(() => seat.state().input === 'half a thought', 3000, 'draft');
    const r = await h.send(seat, 'status?');
    assert.is(r.outcome, 'retained');
    assert.is(r.reason, 'draft_input_busy');
    assert.is(seat.state().input, 'half a thought');
    assert.is(listHeld(h.home, seat.record.nodeId).length, 1);
    seat.keys('C-u');
    await waitFor(() => seat.state().input === '', 3000, 'cleared');
    const again = await h.send(seat, 'status?');
    assert.is(again.outcome, 'delivered', JSON.stringify(again));
    await sleep(200);
    assert.equal(seat.state().submissions, [enveloped(seat, 'status?')]);
    assert.is(listHeld(h.home, seat.record.nodeId).length, 1, 'the first attempt stays held; nothing replays it');
  });

  test(`${runtime}: a dim ghost suggestion at an empty composer counts as empty`, async () => {
    const seat = await h.addSeat({ runtime, typingGuard: 'draft-aware' });
    seat.keys('C-t');
    await waitFor(() => seat.state().ghost, 3000, 'ghost on');
    const r = await h.send(seat, 'with a ghost showing');
    assert.is(r.outcome, 'delivered', JSON.stringify(r));
    await sleep(200);
    assert.equal(seat.state().submissions, [enveloped(seat, 'with a ghost showing')]);
  });
}

test('copy mode: nothing is typed, in every mode', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  h.tmux.run('copy-mode', '-t', seat.paneId);
  const outcomes: string[] = [];
  for (const mode of GUARD_MODES) {
    await setMode(h, seat, mode);
    for (const kind of ['send', 'notice', 'urgent'] as const) {
      const r = await h.send(seat, `in ${mode} as ${kind}`, { kind });
      assert.is(r.sent, false, `${mode}/${kind}: ${JSON.stringify(r)}`);
      outcomes.push(`${mode}/${kind}:${r.outcome}:${r.reason}`);
    }
  }
  h.tmux.run('send-keys', '-t', seat.paneId, '-X', 'cancel');
  await sleep(300);
  assert.is(seat.state().input, '');
  assert.equal(seat.state().submissions, []);
  assert.ok(
    outcomes.every((o) => /:(refused:pane_in_mode|retained:(draft_input_unknown|typing_guard_enabled))$/.test(o)),
    outcomes.join('\n'),
  );
});

test('a dead pane is refused and the tmux server stays up', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  h.tmux.run('set-option', '-w', '-t', seat.paneId, 'remain-on-exit', 'on');
  const pid = Number(h.tmux.run('display-message', '-p', '-t', seat.paneId, '#{pane_pid}').trim());
  process.kill(pid, 'SIGKILL');
  await waitFor(
    () => h.tmux.run('display-message', '-p', '-t', seat.paneId, '#{pane_dead}').trim() === '1',
    3000,
    'dead pane',
  );
  for (const mode of ['off', 'draft-aware'] as const) {
    await setMode(h, seat, mode);
    const r = await h.send(seat, 'anyone there?');
    assert.is(r.outcome, 'refused', JSON.stringify(r));
    assert.is(r.reason, 'pane_dead');
    assert.is(r.sent, false);
  }
  assert.ok(h.tmux.run('list-sessions').includes(seat.ref), 'the tmux server is still running');
});

test('a missing session is session_missing; a protected seat keeps it as held', async () => {
  const seat = await h.addSeat({ runtime: 'codex' });
  h.tmux.run('kill-session', '-t', `=${seat.ref}`);
  const off = await h.send(seat, 'hello?');
  assert.is(off.outcome, 'refused');
  assert.is(off.reason, 'session_missing');
  await setMode(h, seat, 'draft-aware');
  const held = await h.send(seat, 'hello?');
  assert.is(held.outcome, 'retained');
  assert.is(held.reason, 'session_missing');
});

test('an agent seat showing a bare shell: target_runtime_not_running, nothing typed', async () => {
  const seat = await h.addSeat({ seatRuntime: 'codex', command: ['sh'] });
  await sleep(300);
  const r = await h.send(seat, 'echo should-not-run');
  assert.is(r.outcome, 'refused', JSON.stringify(r));
  assert.is(r.reason, 'target_runtime_not_running');
  assert.not.ok(seat.capture().includes('should-not-run'));
});

test('a numbered menu on screen: target_needs_input, nothing typed', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  seat.keys('C-o');
  await waitFor(() => seat.state().menu, 3000, 'menu');
  const r = await h.send(seat, 'are you there');
  assert.is(r.outcome, 'refused', JSON.stringify(r));
  assert.is(r.reason, 'target_needs_input');
  assert.equal(seat.state().menuAnswers, []);
  assert.is(seat.state().menu, true);
});

test.run();
