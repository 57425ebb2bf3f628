// The notifier's reads over a menu the hook did not announce (docs/notifications.md): a seat whose
// fresh hook record says running after PreToolUse (a tool about to run, so a permission menu may
// follow without a PermissionRequest of its own) has its screen read, and a menu there opens the
// wait on `hook+pane` evidence. A fresh Stop, or a record older than the hook's decisive window,
// has no screen read: a menu there stays the screen's word alone, no need.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, type Harness, type TestSeat } from '../delivery/send-harness.js';
import { tmuxAvailable, waitFor } from '../helpers/tmux.js';
import { hookDoc, writeHookDoc } from '../helpers/hook-doc.js';
import { gatherNeeds, type SlowCache } from '../../lib/notify/gather.js';
import type { Need } from '../../lib/notify/need.js';
import type { HookActivityState } from '../../lib/activity/contract.js';

let h: Harness;
const available = tmuxAvailable();
test.before(async () => {
  if (available) h = await harness();
});
test.after(async () => {
  if (available) await h.close();
});

function hook(s: TestSeat, state: HookActivityState, event: string, agoMs: number, reason = 'tool') {
  writeHookDoc(
    h.home,
    hookDoc(
      { nodeId: s.record.nodeId, occupant: s.record.occupant, name: s.record.name, rig: s.record.rig },
      { state, event, agoMs, reason },
    ),
  );
}

async function needsOf(s: TestSeat): Promise<Need[]> {
  const slow = new Map<string, { at: number; needs: Need[] }>();
  const cache: SlowCache = { get: (k) => slow.get(k), set: (k, v) => void slow.set(k, v) };
  const reports: string[] = [];
  const needs = await gatherNeeds({
    home: h.home,
    seats: [s.record],
    now: Date.now(),
    waiting: new Set(),
    slow: cache,
    report: (m) => reports.push(m),
  });
  assert.equal(reports, []);
  return needs.filter((n) => n.kind === 'permission' || n.kind === 'needs_input');
}

const t = available ? test : test.skip;
if (!available) console.log('skipped: needs tmux');

t('a menu over a fresh PreToolUse record (running): a recorded wait, once its own hook had time to come', async () => {
  const seat = await h.addSeat({ name: 'pre' });
  seat.keys('C-o');
  await waitFor(() => seat.state().menu, 10_000, 'the menu');
  // Within the grace a PermissionRequest may still come (a real Claude's came ~0.3 s later, and the
  // episode opened as needs_input numbered_menu instead of permission Bash): not yet.
  hook(seat, 'running', 'PreToolUse', 500);
  assert.equal(await needsOf(seat), []);
  hook(seat, 'running', 'PreToolUse', 4000);
  const needs = await needsOf(seat);
  assert.is(needs.length, 1, JSON.stringify(needs));
  assert.is(needs[0]!.recorded, true, JSON.stringify(needs));
});

t('no menu on screen after a fresh PreToolUse: no wait', async () => {
  const seat = await h.addSeat({ name: 'busy' });
  hook(seat, 'running', 'PreToolUse', 1000);
  assert.equal(await needsOf(seat), []);
});

t('a menu over a fresh Stop, or over a PreToolUse record past the hook’s window: no recorded wait', async () => {
  const stop = await h.addSeat({ name: 'stop' });
  stop.keys('C-o');
  await waitFor(() => stop.state().menu, 10_000, 'the menu');
  hook(stop, 'idle', 'Stop', 1000, 'stop');
  assert.equal(await needsOf(stop), []);
  hook(stop, 'running', 'PreToolUse', 60_000);
  const old = await needsOf(stop);
  assert.ok(
    old.every((n) => !n.recorded),
    JSON.stringify(old),
  );
});

test.run();
