// The supervisor and the watchdog on real tmux with the scripted composer, through the real send
// flow (notify = deliver with sender openrig), on a fake clock for the timers: the 5-minute grace
// then one reminder typed, no grace at a prompt (and nothing typed into the menu), and a reminder
// never typed over a draft or into a menu.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, sleep, type Harness, type TestSeat } from '../delivery/send-harness.js';
import { waitFor } from '../helpers/tmux.js';
import { hookDoc, writeHookDoc } from '../helpers/hook-doc.js';
import { fakeTick } from '../helpers/tick.js';
import { deliver } from '../../lib/delivery/send/send.js';
import { OPENRIG_SENDER, type NoticeRequest } from '../../lib/timers/contract.js';
import type { SendResult } from '../../lib/delivery/send/contract.js';
import { supervisorTimer } from '../../lib/supervisor/timer.js';
import { readSupervisorMemory } from '../../lib/supervisor/memory-store.js';
import { watchdogTimer } from '../../lib/watchdog/timer.js';
import { addJob, readHistory } from '../../lib/watchdog/store.js';
import { buildJob, type WatchdogJob } from '../../lib/watchdog/job.js';
import { createQueueRow, transitionQueueRow } from '../../lib/queue/queue-store.js';

const MIN = 60_000;
let h: Harness;
const results: SendResult[] = [];
const notify = async (req: NoticeRequest) => {
  const r = await deliver({ home: h.home, leases: h.leases }, { ...req, sender: OPENRIG_SENDER });
  results.push(r);
  return r;
};

test.before(async () => {
  h = await harness();
});
test.after(async () => {
  await h.close();
});

const hook = (s: TestSeat, state: 'idle' | 'needs_input', now: number) =>
  writeHookDoc(
    h.home,
    hookDoc(
      { nodeId: s.record.nodeId, occupant: s.record.occupant, name: s.record.name, rig: s.record.rig },
      { state, now },
    ),
  );

async function parked(s: TestSeat): Promise<string> {
  const { row } = await createQueueRow(h.home, h.env, { destination: s.ref, summary: 'wait for the design review' });
  await transitionQueueRow(h.home, h.env, row.id, { verb: 'block', on: 'lead@t' });
  return row.id;
}

const supervisor = supervisorTimer();
const supervise = (now: number) => supervisor.tick(fakeTick(h.home, notify).ctx(now));

test('the 5-minute grace on a fake clock, then one reminder typed into the idle seat on the next tick', async () => {
  const s = await h.addSeat({ runtime: 'claude' });
  const id = await parked(s);
  const T0 = Date.now();
  for (const at of [0, 2 * MIN, 5 * MIN - 1000]) {
    hook(s, 'idle', T0 + at);
    await supervise(T0 + at);
  }
  await sleep(200);
  assert.equal(s.state().submissions, [], 'nothing during the grace');
  hook(s, 'idle', T0 + 5 * MIN);
  await supervise(T0 + 5 * MIN);
  const r = results.at(-1)!;
  assert.is(r.outcome, 'delivered', JSON.stringify(r));
  const subs = s.state().submissions;
  assert.is(subs.length, 1);
  assert.ok(
    subs[0]!.startsWith(`From: openrig\nTo: ${s.ref}\n---\nOpenRig supervisor: you hold 1 blocked queue row`),
    subs[0],
  );
  assert.ok(subs[0]!.includes(id));
  hook(s, 'idle', T0 + 20 * MIN);
  await supervise(T0 + 20 * MIN);
  assert.is(s.state().submissions.length, 1, 'a success to the same occupant waits for a change');
});

test('a seat at a question prompt gets no grace: attempted on the first tick, nothing typed into the menu', async () => {
  const s = await h.addSeat({ runtime: 'claude' });
  await parked(s);
  s.keys('C-o');
  await waitFor(() => s.state().menu, 3000, 'menu');
  const T0 = Date.now();
  hook(s, 'needs_input', T0);
  const before = results.length;
  await supervise(T0);
  assert.is(results.length, before + 1, 'no grace: attempted at once');
  const r = results.at(-1)!;
  assert.is(r.reason, 'target_needs_input', JSON.stringify(r));
  assert.is(r.sent, false);
  await sleep(300);
  assert.ok(s.state().menu, 'the menu is still up');
  assert.equal(s.state().menuAnswers, []);
  assert.equal(s.state().submissions, []);
  assert.is(readSupervisorMemory(h.home)[s.record.nodeId]!.lastAttempt!.reason, 'target_needs_input');
});

test('a parked seat with a draft: after the grace the reminder is refused, the draft intact', async () => {
  const s = await h.addSeat({ runtime: 'codex' });
  await parked(s);
  s.type('half a thought');
  await waitFor(() => s.state().input === 'half a thought', 3000, 'draft');
  const T0 = Date.now();
  hook(s, 'idle', T0);
  await supervise(T0);
  hook(s, 'idle', T0 + 5 * MIN);
  await supervise(T0 + 5 * MIN);
  const r = results.at(-1)!;
  assert.is(r.sent, false, JSON.stringify(r));
  await sleep(300);
  assert.is(s.state().input, 'half a thought');
  assert.equal(s.state().submissions, []);
});

test('watchdog: a periodic reminder typed once into an idle seat; refused at a menu and over a draft, recorded so', async () => {
  const idle = await h.addSeat({ runtime: 'claude' });
  const menu = await h.addSeat({ runtime: 'claude' });
  const draft = await h.addSeat({ runtime: 'codex' });
  menu.keys('C-o');
  await waitFor(() => menu.state().menu, 3000, 'menu');
  draft.type('my words');
  await waitFor(() => draft.state().input === 'my words', 3000, 'draft');
  const T0 = Date.now();
  const jobs: WatchdogJob[] = [];
  for (const s of [idle, menu, draft])
    jobs.push(
      await addJob(
        h.home,
        buildJob(
          { policy: 'periodic', seat: s.ref, message: 'post your status', interval: '10m', createdBy: 'lead@t' },
          T0,
        ),
      ),
    );
  await watchdogTimer().tick(fakeTick(h.home, notify).ctx(T0 + 10 * MIN));
  const subs = idle.state().submissions;
  assert.is(subs.length, 1);
  assert.ok(
    subs[0]!.startsWith(
      `From: openrig\nTo: ${idle.ref}\n---\nOpenRig watchdog reminder (job ${jobs[0]!.id}, every 10m):\npost your status\n`,
    ),
    subs[0],
  );
  await sleep(300);
  assert.equal(menu.state().menuAnswers, []);
  assert.equal(menu.state().submissions, []);
  assert.is(draft.state().input, 'my words');
  assert.equal(draft.state().submissions, []);
  const last = (i: number) => readHistory(h.home, jobs[i]!.id)!.at(-1)!;
  assert.equal([last(0).outcome, last(0).state], ['delivered', 'complete']);
  assert.equal([last(1).outcome, last(1).reason, last(1).sent], ['refused', 'target_needs_input', false]);
  assert.equal([last(2).sent, last(2).event], [false, 'attempt']);
});

test.run();
