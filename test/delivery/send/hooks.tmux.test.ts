// The send flow with the runtime's hooks (issue 12): readiness takes the hook's word first, the
// screen vetoes (a menu or draft always wins), --wait-for-idle ends on a Stop hook without waiting
// for the screen, and a UserPromptSubmit record of the delivered text reports `consumed: true`
// (and counts as submit evidence). The hook document is written by the test, as the hook would.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, enveloped, sleep, type Harness, type TestSeat } from '../send-harness.js';
import { waitFor } from '../../helpers/tmux.js';
import { hookDoc, seqAgo, writeHookDoc } from '../../helpers/hook-doc.js';
import { deliver, type SendResult, type SendTiming } from '../../../lib/delivery/send/send.js';
import { getRecord } from '../../../lib/delivery/outbox/outbox.js';
import { rig, json } from '../../helpers/cli.js';
import type { HookActivityState } from '../../../lib/activity/contract.js';

let h: Harness;
test.before(async () => {
  h = await harness();
});
test.after(async () => {
  await h.close();
});

const hookSeat = (s: TestSeat) => ({
  nodeId: s.record.nodeId,
  occupant: s.record.occupant,
  name: s.record.name,
  rig: s.record.rig,
});

function hook(s: TestSeat, state: HookActivityState, o: { agoMs?: number; reason?: string; event?: string } = {}) {
  writeHookDoc(h.home, hookDoc(hookSeat(s), { state, ...o }));
}

function send(
  s: TestSeat,
  message: string,
  timing: Partial<SendTiming> = {},
  waitForIdleMs?: number,
  trace?: (stage: string) => void,
) {
  return deliver(
    { home: h.home, leases: h.leases, timing: { waitPollMs: 100, ...timing }, ...(trace ? { trace } : {}) },
    { seat: s.record, message, sender: 'lead@t', ...(waitForIdleMs ? { waitForIdleMs } : {}) },
  );
}

/** Plays the runtime's UserPromptSubmit hook: each new submission lands as a prompt record. */
function runtimeHooks(s: TestSeat, o: { wrap?: boolean; delayMs?: number; onRecord?: () => void } = {}): () => void {
  let seen = 0;
  const prompts: { text: string; seq: number }[] = [];
  const timer = setInterval(() => {
    let subs: string[];
    try {
      subs = s.state().submissions;
    } catch {
      return;
    }
    if (subs.length <= seen) return;
    const fresh = subs.slice(seen);
    seen = subs.length;
    const record = () => {
      for (const text of fresh)
        prompts.push({
          text: o.wrap ? `<pasted_content id="1">${text}</pasted_content id="1">` : text,
          seq: seqAgo(0),
        });
      writeHookDoc(
        h.home,
        hookDoc(hookSeat(s), { state: 'running', reason: 'prompt_submitted', event: 'UserPromptSubmit', prompts }),
      );
      o.onRecord?.();
    };
    if (o.delayMs) setTimeout(record, o.delayMs);
    else record();
  }, 15);
  return () => clearInterval(timer);
}

test('--wait-for-idle: a Stop hook ends the wait while the screen still shows work (negative control: no Stop)', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  seat.keys('C-b');
  await waitFor(() => seat.state().busy, 3000, 'busy');
  hook(seat, 'running', { event: 'PreToolUse', reason: 'tool_use' });
  const control = await send(seat, 'not yet', {}, 1000);
  assert.is(control.outcome, 'refused', JSON.stringify(control));
  assert.is(control.reason, 'wait_for_idle_timeout');
  assert.equal(control.activity, { state: 'busy', reason: 'tool_use', source: 'hook', ageMs: control.activity?.ageMs });

  hook(seat, 'running', { event: 'PreToolUse', reason: 'tool_use' });
  let stopAt: number | undefined;
  // The Stop lands once the send has read the seat busy and is about to wait: its wait is what
  // ends on it (not a timer racing the send's own set-up on a loaded machine).
  const r = await send(seat, 'after the turn', {}, 30_000, (stage) => {
    if (stage !== 'readiness' || stopAt !== undefined) return;
    stopAt = Date.now();
    hook(seat, 'idle', { event: 'Stop', reason: 'stop' });
  });
  assert.is(r.outcome, 'delivered', JSON.stringify(r));
  assert.is(r.activity?.source, 'hook');
  assert.is(r.activity?.state, 'idle');
  // It waited, and the Stop ended the wait: delivered (a deadline refuses) with the hook's idle word.
  assert.ok(stopAt !== undefined, 'delivered only after the Stop hook was written');
  assert.ok((r.waitedMs ?? 0) > 0, `waited ${r.waitedMs} ms`);
  assert.ok(seat.state().busy, 'the screen still showed work: the hook ended the wait');
  assert.equal(seat.state().submissions, [enveloped(seat, 'after the turn')]);
});

test('the screen vetoes a fresh hook idle: a menu is never typed into on the hook’s word', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  seat.keys('C-o');
  await waitFor(() => seat.state().menu, 3000, 'menu');
  hook(seat, 'idle', { event: 'Stop' });
  const r = await send(seat, '1');
  assert.is(r.outcome, 'refused', JSON.stringify(r));
  assert.is(r.reason, 'target_needs_input');
  assert.match(r.message, 'numbered_menu');
  assert.equal(seat.state().menuAnswers, []);
  assert.equal(seat.state().submissions, []);
});

test('a fresh PermissionRequest wins over an idle screen; 20 s later the screen decides', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  hook(seat, 'needs_input', { event: 'PermissionRequest', reason: 'permission_request' });
  const r = await send(seat, 'hello');
  assert.is(r.reason, 'target_needs_input', JSON.stringify(r));
  assert.match(r.message, 'permission_request');
  assert.equal(seat.state().submissions, []);
  hook(seat, 'needs_input', { event: 'PermissionRequest', reason: 'permission_request', agoMs: 20_000 });
  const later = await send(seat, 'hello');
  assert.is(later.outcome, 'delivered', JSON.stringify(later));
  assert.is(later.activity?.source, 'pane');
});

test('consumed: true when the runtime’s UserPromptSubmit record carries the text; saved on the outbox record', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  hook(seat, 'idle', { event: 'Stop', agoMs: 30_000 });
  const stop = runtimeHooks(seat, { wrap: true });
  try {
    const r = await send(seat, 'native consumption');
    assert.is(r.outcome, 'delivered', JSON.stringify(r));
    assert.is(r.consumed, true);
    assert.equal(r.activity, { state: 'idle', reason: 'stop', source: 'hook', ageMs: r.activity?.ageMs });
    assert.ok((r.activity?.ageMs ?? 0) >= 30_000);
    const rec = getRecord(h.home, seat.record.nodeId, r.outboxIds[0]!);
    assert.is(rec?.state, 'complete');
    assert.is(rec?.consumed, true);
  } finally {
    stop();
  }
});

test('the answer does not wait for the hook record: the lease is free at once; consumed lands on the outbox record later', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  hook(seat, 'idle', { event: 'Stop', agoMs: 5000 });
  let landed = false;
  // The runtime's record comes 4 s after the submission, well inside the grace.
  const stop = runtimeHooks(seat, {
    delayMs: 4000,
    onRecord: () => {
      landed = true;
    },
  });
  try {
    const r = await send(seat, 'answered before the hook', { consumedWaitMs: 10_000 });
    const landedAtAnswer = landed;
    const leaseHeldAtAnswer = h.leases.busy(seat.record.nodeId);
    assert.is(r.outcome, 'delivered', JSON.stringify(r));
    assert.is(landedAtAnswer, false, 'the answer came only after the hook record landed');
    assert.is(leaseHeldAtAnswer, false, 'the seat is free for the next send');
    assert.is(r.consumed, false, 'not confirmed at the answer');
    assert.is(r.consumedPending, true, 'and said to be still awaited');
    const first = getRecord(h.home, seat.record.nodeId, r.outboxIds[0]!);
    assert.is(first?.state, 'complete');
    assert.is(first?.consumed, undefined, 'the outcome first, consumption not yet known');
    await h.leases.drain();
    assert.ok(landed);
    assert.is(getRecord(h.home, seat.record.nodeId, r.outboxIds[0]!)?.consumed, true, 'consumed once it landed');
  } finally {
    stop();
  }
});

test('sends queued on one seat do not wait out each other’s grace for a hook record that never comes', async () => {
  const seat = await h.addSeat({ runtime: 'codex' });
  hook(seat, 'idle', { event: 'Stop', agoMs: 5000 });
  const graceMs = 8000;
  const started = Date.now();
  const [a, b] = await Promise.all([
    send(seat, 'first of two', { consumedWaitMs: graceMs }),
    send(seat, 'second of two', { consumedWaitMs: graceMs }),
  ]);
  const tookMs = Date.now() - started;
  assert.is(a.outcome, 'delivered', JSON.stringify(a));
  assert.is(b.outcome, 'delivered', JSON.stringify(b));
  assert.ok(tookMs < graceMs, `both answered in ${tookMs} ms (a grace is ${graceMs} ms)`);
  await waitFor(() => seat.state().submissions.length >= 2 || undefined, 10_000, 'both submissions');
  assert.equal(seat.state().submissions, [enveloped(seat, 'first of two'), enveloped(seat, 'second of two')]);
  await h.leases.drain();
  for (const r of [a, b]) assert.is(getRecord(h.home, seat.record.nodeId, r.outboxIds[0]!)?.consumed, false);
});

test('the default grace outlasts a slow hook: a record landing 4 s after the submission counts', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  hook(seat, 'idle', { event: 'Stop', agoMs: 5000 });
  // A loaded machine: the runtime's UserPromptSubmit hook ran seconds after the prompt.
  const stop = runtimeHooks(seat, { delayMs: 4000 });
  try {
    const r = await send(seat, 'a slow hook');
    assert.is(r.outcome, 'delivered', JSON.stringify(r));
    await h.leases.drain();
    assert.is(getRecord(h.home, seat.record.nodeId, r.outboxIds[0]!)?.consumed, true);
  } finally {
    stop();
  }
});

test('a stopping daemon ends the grace at once: one last look, consumption recorded, no wait', async () => {
  const own = await harness();
  try {
    const daemon = await own.startDaemon({ timing: { consumedWaitMs: 60_000, verifyTimeoutMs: 60_000 } });
    const seat = await own.addSeat({ runtime: 'claude' });
    writeHookDoc(own.home, hookDoc(hookSeat(seat), { state: 'idle', agoMs: 5000 }));
    const r = await rig(['send', seat.ref, 'no hook will come', '--json'], {
      ...own.env,
      OPENRIG_SESSION_NAME: 'lead@t',
    });
    assert.is(r.code, 0, r.stdout + r.stderr);
    assert.is(json(r).consumedPending, true, r.stdout);
    const started = Date.now();
    await daemon.close();
    const tookMs = Date.now() - started;
    assert.ok(tookMs < 30_000, `the daemon stopped in ${tookMs} ms (the grace was 60 s)`);
    assert.is(getRecord(own.home, seat.record.nodeId, json(r).outboxIds[0])?.consumed, false);
  } finally {
    await own.close();
  }
});

test('consumed: false without a record of this text (hooks live; an identical older prompt does not count)', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  const text = enveloped(seat, 'said before');
  writeHookDoc(
    h.home,
    hookDoc(hookSeat(seat), { state: 'idle', agoMs: 20_000, prompts: [{ text, seq: seqAgo(20_000) }] }),
  );
  const r = await send(seat, 'said before', { consumedWaitMs: 600 });
  assert.is(r.outcome, 'delivered', JSON.stringify(r));
  assert.is(r.consumed, false);
  assert.is(r.consumedPending, true, 'the grace goes on after the answer');
  const graceStarted = Date.now();
  await h.leases.drain();
  assert.ok(Date.now() - graceStarted <= 600 + 2000, 'the grace ends');
  assert.is(getRecord(h.home, seat.record.nodeId, r.outboxIds[0]!)?.consumed, false, 'none came: not seen');
});

test('a seat that selected the plugin gets the grace before its first hook ran (Codex hooks start with the first prompt); one without the plugin does not', async () => {
  for (const plugins of [['openrig-core'], []]) {
    const seat = await h.addSeat({ runtime: 'codex', plugins });
    // No hook document yet; the runtime's UserPromptSubmit record lands 6 s after the text arrives:
    // after the answer (one look without the plugin), inside the grace (10 s) with it.
    const stop = runtimeHooks(seat, { delayMs: 6000 });
    try {
      const r = await send(seat, 'first prompt of the session', { consumedWaitMs: 10_000 });
      assert.is(r.outcome, 'delivered', JSON.stringify(r));
      // With the plugin the record is looked for: seen by the answer, or still awaited after it.
      if (plugins.length > 0)
        assert.ok(
          r.consumed === true || r.consumedPending === true,
          `plugins ${JSON.stringify(plugins)}: ${JSON.stringify(r)}`,
        );
      else assert.is(r.consumedPending, undefined, `no grace without the plugin: ${JSON.stringify(r)}`);
      await h.leases.drain();
      const rec = getRecord(h.home, seat.record.nodeId, r.outboxIds[0]!);
      assert.is(rec?.consumed, plugins.length > 0, `plugins ${JSON.stringify(plugins)}: ${JSON.stringify(rec)}`);
    } finally {
      stop();
    }
  }
});

test('consumed counts as submit evidence: a client slow to clear its input (negative control: no hook)', async () => {
  const timing = { verifyTimeoutMs: 1200 };
  const control = await h.addSeat({ runtime: 'claude', composerArgs: ['--clear-after-submit', '4000'] });
  const c = await send(control, 'slow client', timing);
  assert.is(c.outcome, 'indeterminate', JSON.stringify(c));
  assert.is(c.reason, 'submit_unconfirmed');
  assert.is(c.consumed, false);

  const seat = await h.addSeat({ runtime: 'claude', composerArgs: ['--clear-after-submit', '4000'] });
  hook(seat, 'idle', { agoMs: 1000 });
  const stop = runtimeHooks(seat);
  try {
    const started = Date.now();
    const r = await send(seat, 'slow client', timing);
    assert.is(r.outcome, 'delivered', JSON.stringify(r));
    assert.is(r.consumed, true);
    assert.is(r.verified, true);
    assert.ok(Date.now() - started < 1200 + 1000, 'ended on the hook record, before the cap');
    await sleep(50);
    assert.equal(seat.state().submissions, [enveloped(seat, 'slow client')], 'submitted once');
  } finally {
    stop();
  }
});

test('a hook idle over a screen that already showed work is no evidence that a turn began', async () => {
  const seat = await h.addSeat({ runtime: 'claude', composerArgs: ['--clear-after-submit', '4000'] });
  seat.keys('C-b');
  await waitFor(() => seat.state().busy, 3000, 'busy');
  hook(seat, 'idle', { event: 'Stop' });
  const r = await send(seat, 'still showing work', { verifyTimeoutMs: 1000, consumedWaitMs: 0 });
  assert.is(r.activity?.source, 'hook', JSON.stringify(r));
  assert.is(r.outcome, 'indeterminate', 'the working row was there before Enter: it confirms nothing');
  assert.is(r.reason, 'submit_unconfirmed');
  seat.keys('C-b');
});

test('terminal seats: no consumed field', async () => {
  const seat = await h.addSeat({ runtime: 'claude', seatRuntime: 'terminal', command: ['sh'] });
  await sleep(200);
  const r: SendResult = await send(seat, 'true');
  assert.ok(!('consumed' in r), JSON.stringify(r));
});

/** The daemon both CLI tests use; its grace for the runtime's record outlasts their delayed hooks. */
async function daemon() {
  if (!h.daemon) await h.startDaemon({ timing: { consumedWaitMs: 10_000 } });
}

test('rig send --json through the daemon reports consumed and the activity source', async () => {
  await daemon();
  // The composer clears 1.5 s after the submission; the record lands at once: consumed by the answer.
  const seat = await h.addSeat({ runtime: 'codex', composerArgs: ['--clear-after-submit', '1500'] });
  hook(seat, 'idle', { event: 'Stop', agoMs: 2000 });
  const stop = runtimeHooks(seat);
  try {
    const r = await rig(['send', seat.ref, 'through the daemon', '--json'], {
      ...h.env,
      OPENRIG_SESSION_NAME: 'lead@t',
    });
    assert.is(r.code, 0, r.stdout + r.stderr);
    const j = json(r);
    assert.is(j.consumed, true, r.stdout);
    assert.is(j.activity.source, 'hook');
    assert.is(getRecord(h.home, seat.record.nodeId, j.outboxIds[0])?.consumed, true);
    // The human result says it too (the turn ended: the seat is idle again, its input cleared).
    await waitFor(() => seat.state().input === '' || undefined, 10_000, 'the composer cleared');
    hook(seat, 'idle', { event: 'Stop' });
    const human = await rig(['send', seat.ref, 'once more, for a person'], {
      ...h.env,
      OPENRIG_SESSION_NAME: 'lead@t',
    });
    assert.is(human.code, 0, human.stdout + human.stderr);
    assert.match(human.stdout, "Consumed: the runtime's own UserPromptSubmit hook recorded this text");
  } finally {
    stop();
  }
});

test('rig send through the daemon: a record still awaited is said so, and lands on the outbox record later', async () => {
  await daemon();
  const seat = await h.addSeat({ runtime: 'claude' });
  hook(seat, 'idle', { event: 'Stop', agoMs: 2000 });
  // The runtime's record comes 5 s after each submission: after the answer, inside the grace.
  const stop = runtimeHooks(seat, { delayMs: 5000 });
  try {
    const r = await rig(['send', seat.ref, 'consumed after the answer', '--json'], {
      ...h.env,
      OPENRIG_SESSION_NAME: 'lead@t',
    });
    assert.is(r.code, 0, r.stdout + r.stderr);
    const j = json(r);
    assert.is(j.outcome, 'delivered', r.stdout);
    assert.is(j.consumed, false, 'not confirmed at the answer');
    assert.is(j.consumedPending, true, r.stdout);
    const id = j.outboxIds[0] as string;
    await waitFor(
      () => getRecord(h.home, seat.record.nodeId, id)?.consumed === true || undefined,
      20_000,
      'consumed on the outbox record',
    );
    hook(seat, 'idle', { event: 'Stop' });
    const human = await rig(['send', seat.ref, 'once more, for a person'], {
      ...h.env,
      OPENRIG_SESSION_NAME: 'lead@t',
    });
    assert.is(human.code, 0, human.stdout + human.stderr);
    assert.match(human.stdout, 'Consumed: not yet confirmed');
  } finally {
    stop();
  }
});

test.run();
