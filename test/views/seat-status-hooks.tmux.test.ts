// What `rig seat status`, `rig ps` and `rig seat show` say from the runtime's hooks (issue 12):
// activity with its source and age (the screen's menu still vetoes), whether hooks are live, the
// permission section (omitted while unavailable, explicit in JSON), the runtime's session id and
// the first-launch marker. Without the daemon (the fallback) and through its status route.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, type Harness, type TestSeat } from '../delivery/send-harness.js';
import { waitFor } from '../helpers/tmux.js';
import { rig, json } from '../helpers/cli.js';
import { hookDoc, writeHookDoc } from '../helpers/hook-doc.js';
import type { HookActivityState } from '../../lib/activity/contract.js';
import { OCCUPANT_OPTION } from '../../lib/rig/pane-command.js';

let h: Harness;
test.before(async () => {
  h = await harness();
});
test.after(async () => {
  await h.close();
});

function hook(
  s: TestSeat,
  state: HookActivityState,
  o: { agoMs?: number; reason?: string; event?: string; session?: { id: string; source?: string } } = {},
) {
  writeHookDoc(
    h.home,
    hookDoc(
      { nodeId: s.record.nodeId, occupant: s.record.occupant, name: s.record.name, rig: s.record.rig },
      { state, ...o },
    ),
  );
}

/** Tags the session with the seat's occupant, as `rig up` does, so ps counts the pane as the seat's. */
function tagged(s: TestSeat): TestSeat {
  h.tmux.run('set-option', '-t', s.paneId, OCCUPANT_OPTION, s.record.occupant);
  return s;
}

async function status(s: TestSeat) {
  const human = await rig(['seat', 'status', s.ref], h.env);
  assert.is(human.code, 0, human.stderr);
  const j = json(await rig(['seat', 'status', s.ref, '--json'], h.env));
  return { human: human.stdout, j };
}

async function scenarios(via: string) {
  // no hook document for this occupant yet: the screen decides, and status says hooks are not live
  const seat = await h.addSeat({ runtime: 'claude' });
  let s = await status(seat);
  assert.equal(s.j.hooks, { seen: false, lastEvent: null, ageMs: null, firstLaunch: null }, via);
  assert.is(s.j.activity.source, 'pane', via);
  assert.equal(s.j.permission_stop, { state: 'unavailable' }, via);
  assert.match(s.human, 'Hooks: no hook seen since launch');
  assert.match(s.human, 'Activity: idle (screen: idle_prompt)');
  assert.not.match(s.human, 'permission observation', 'omitted while unavailable');

  // a Stop 12 s ago while the screen shows work: the hook's word, with its event and age
  seat.keys('C-b');
  await waitFor(() => seat.state().busy, 3000, 'busy');
  hook(seat, 'idle', { event: 'Stop', reason: 'stop', agoMs: 12_000 });
  s = await status(seat);
  assert.is(s.j.activity.state, 'idle', via);
  assert.is(s.j.activity.source, 'hook');
  assert.is(s.j.activity.event, 'Stop');
  assert.ok(s.j.activity.ageMs >= 12_000 && s.j.activity.ageMs < 20_000, `${s.j.activity.ageMs}`);
  assert.is(s.j.activity.screen.state, 'busy', 'the screen’s own word is kept beside it');
  assert.is(s.j.hooks.seen, true);
  assert.is(s.j.hooks.lastEvent, 'Stop');
  assert.is(s.j.hooks.firstLaunch.pluginVersion, '0.1.0');
  assert.match(s.human, /Activity: idle \(hook Stop, 1\ds ago\)/);
  assert.match(s.human, /Hooks: seen Stop 1\ds ago/);
  seat.keys('C-b');

  // a menu on screen vetoes the hook's idle
  seat.keys('C-o');
  await waitFor(() => seat.state().menu, 3000, 'menu');
  s = await status(seat);
  assert.is(s.j.activity.state, 'needs_input', via);
  assert.is(s.j.activity.source, 'hook+pane');
  assert.match(s.human, /Activity: needs_input \(screen: numbered_menu; the hook said idle 1\ds ago\)/);
  seat.keys('Escape');

  // a record carrying terminal controls fails the seat-hooks schema: it is not believed, and its
  // text never reaches the terminal (the escaping of recorded text is table-tested in activity-text)
  hook(seat, 'idle', { event: 'Stop\x1b]0;pwned\x07', reason: 'stop' });
  s = await status(seat);
  assert.not.match(s.human, '\x1b]0;');
  assert.not.match(s.human, 'pwned');
  assert.is(s.j.hooks.seen, false);
  return seat;
}

test('rig seat status without the daemon (files and pane read directly)', async () => {
  const seat = await scenarios('fallback');
  const j = json(await rig(['seat', 'status', seat.ref, '--json'], h.env));
  assert.is(j.daemon, 'not running');
});

test('rig seat status through the daemon’s status route', async () => {
  await h.startDaemon();
  const seat = await scenarios('daemon');
  const j = json(await rig(['seat', 'status', seat.ref, '--json'], h.env));
  assert.is(j.daemon, 'running');
});

test('rig ps: ACTIVITY from hooks with age, a terminal seat by its process, unknown without hooks', async () => {
  const a = tagged(await h.addSeat({ runtime: 'claude', name: 'psa' }));
  hook(a, 'running', { event: 'PreToolUse', reason: 'tool_use', agoMs: 3000 });
  const b = tagged(await h.addSeat({ runtime: 'codex', name: 'psb' }));
  const t = tagged(
    await h.addSeat({ runtime: 'claude', seatRuntime: 'terminal', name: 'pst', command: ['sleep', '600'] }),
  );
  const r = await rig(['ps'], h.env);
  assert.is(r.code, 0, r.stderr);
  const header = r.stdout.split('\n')[0]!;
  assert.match(header, /STATE\s+ACTIVITY\s+CONTEXT\s+NODE/);
  const line = (s: TestSeat) => r.stdout.split('\n').find((l) => l.startsWith(`${s.ref} `)) ?? '';
  assert.match(line(a), /busy·hook [3-9]s/, r.stdout);
  assert.match(line(b), / unknown /);
  assert.match(line(t), /busy·screen/);
  const j = json(await rig(['ps', '--json'], h.env));
  const view = (s: TestSeat) => j.seats.find((v: { ref: string }) => v.ref === s.ref);
  assert.is(view(a).activity.state, 'busy');
  assert.is(view(a).activity.source, 'hook');
  assert.ok(view(a).activity.ageMs >= 3000);
  assert.equal(view(b).activity, { state: 'unknown', reason: 'no_hook_record', source: 'none', ageMs: null });
  assert.is(view(t).activity.source, 'pane');
  // rig seat list keeps its table (no activity read there)
  const list = await rig(['seat', 'list'], h.env);
  assert.not.match(list.stdout.split('\n')[0]!, 'ACTIVITY');
});

test('rig seat show: the runtime’s session id and the first-launch marker', async () => {
  const seat = await h.addSeat({ runtime: 'claude', name: 'shw' });
  let r = await rig(['seat', 'show', seat.ref], h.env);
  assert.match(r.stdout, /hooks\s+no hook seen since launch/);
  assert.match(r.stdout, /runtime session\s+-/);
  hook(seat, 'unknown', {
    event: 'SessionStart',
    reason: 'session_start_observed',
    session: { id: '6f1c2a9e-sess', source: 'startup' },
  });
  r = await rig(['seat', 'show', seat.ref], h.env);
  assert.match(r.stdout, /runtime session\s+6f1c2a9e-sess \(startup\)/);
  assert.match(r.stdout, /first launch\s+\d{4}-\d\d-\d\dT.* by SessionStart, plugin 0\.1\.0, bundle b3f1c0ffee000000/);
  const j = json(await rig(['seat', 'show', seat.ref, '--json'], h.env));
  assert.is(j.seat.hooks.session.id, '6f1c2a9e-sess');
  assert.is(j.seat.hooks.firstLaunch.bundleHash, 'b3f1c0ffee000000');
});

test.run();
