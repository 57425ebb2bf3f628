// The compaction job against a scripted composer in a private tmux, through the real send flow
// (the lease and the typing guard): at every step a draft, then a menu, holds the step (nothing
// typed, the draft intact, the step unchanged); once the composer is empty the step is typed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, type Harness, type TestSeat } from '../delivery/send-harness.js';
import { waitFor } from '../helpers/tmux.js';
import { compactionJob, readRecord } from '../../lib/compaction/job.js';
import { deliver } from '../../lib/delivery/send/send.js';
import { OPENRIG_SENDER, type TickContext } from '../../lib/timers/contract.js';
import { silentLog } from '../../lib/timers/log.js';
import { ACK_PROMPT_PREFIX, RESTORE_PROMPT_PREFIX } from '../../lib/refocus/trigger.js';
import { ENABLED_ENV, idleAt, postCompactAt, seams } from './job-helpers.js';

let h: Harness;
test.before(async () => {
  h = await harness();
});
test.after(async () => {
  await h.close();
});

test('a draft or a menu at each step holds it; an empty composer gets it', async () => {
  const seat: TestSeat = await h.addSeat({ runtime: 'claude', name: 'w1' });
  let now = Date.now();
  const ctx = (): TickContext => ({
    home: h.home,
    now,
    log: silentLog,
    leases: h.leases,
    signal: new AbortController().signal,
    notify: (req) => deliver({ home: h.home, leases: h.leases }, { ...req, sender: OPENRIG_SENDER }),
  });
  // A fresh job each tick: no in-memory throttle, and each tick is a daemon restart as well.
  const tick = () => compactionJob({ seams: seams(90), env: ENABLED_ENV }).tick(ctx());
  const submissions = () => seat.state().submissions;
  const expectStep: [string, RegExp][] = [
    ['prep', /OpenRig managed compaction: preparation/],
    ['compact', /^\/compact /],
    ['boundary', new RegExp(`^${ACK_PROMPT_PREFIX.replace(/\./g, '\\.')}`)],
    ['restore', new RegExp(`^${RESTORE_PROMPT_PREFIX.replace(/\./g, '\\.')}`)],
    ['audit', /read-depth audit/],
  ];
  for (const [name, pattern] of expectStep) {
    const before = submissions().length;
    const stepBefore = readRecord(h.home, seat.record.nodeId)?.step ?? 'armed';
    // The evidence each step waits for (an explicit idle; PostCompact before the boundary).
    idleAt(h, seat.record, now);
    if (name === 'boundary') await postCompactAt(h, seat.record, now);
    // A person's draft: held, untouched.
    seat.type('my draft');
    await waitFor(() => seat.state().input === 'my draft', 3000, 'draft');
    now += 31_000;
    await tick();
    assert.is(submissions().length, before, `${name}: nothing typed over a draft`);
    assert.is(seat.state().input, 'my draft', `${name}: the draft is intact`);
    const held = readRecord(h.home, seat.record.nodeId);
    assert.ok(
      held?.step === stepBefore ||
        (stepBefore === 'armed' && held?.step === 'prep') ||
        (stepBefore === 'await-postcompact' && held?.step === 'boundary'),
      `${name}: step held at ${held?.step}`,
    );
    seat.keys('C-u');
    await waitFor(() => seat.state().input === '', 3000, 'cleared');
    // A menu on screen: held too.
    seat.keys('C-o');
    await waitFor(() => seat.state().menu, 3000, 'menu');
    now += 31_000;
    await tick();
    assert.is(submissions().length, before, `${name}: nothing typed into a menu`);
    assert.equal(seat.state().menuAnswers, [], `${name}: the menu was not answered`);
    seat.keys('Escape');
    await waitFor(() => !seat.state().menu, 3000, 'menu closed');
    // Empty composer: typed.
    now += 31_000;
    await tick();
    await waitFor(() => submissions().length === before + 1, 5000, `${name} submitted`);
    assert.match(submissions()[before]!.replace(/^From: openrig\nTo: w1@t\n---\n/, ''), pattern, name);
    now += 1000;
  }
  assert.is(readRecord(h.home, seat.record.nodeId)?.step, 'cooldown');
});

test.run();
