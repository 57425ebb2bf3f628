// `rig send` ends with a code a script can act on, one per outcome (lib/cli/exit-codes.ts): each
// case drives a scripted seat on a private tmux server into that outcome through a real daemon
// (or with none, or with a bad command line) and checks the code and that the codes are distinct.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, setMode, type Harness } from '../delivery/send-harness.js';
import { waitFor } from '../helpers/tmux.js';
import { rig } from '../helpers/cli.js';
import { tempHome } from '../helpers/home.js';
import { addSeat } from '../helpers/seat.js';
import { EXIT_CODE_TABLE, exitCode } from '../../lib/cli/exit-codes.js';

let h: Harness;
test.before(async () => {
  h = await harness();
  await h.startDaemon({ timing: { waitPollMs: 100 } });
});
test.after(async () => {
  await h.close();
});

const env = () => ({ ...h.env, OPENRIG_SESSION_NAME: 'lead@t' });
const seen: Record<string, number> = {};
const show = (r: { code: number; stdout: string; stderr: string }) => `code ${r.code}\n${r.stdout}${r.stderr}`;

test('the table: every code and name once; 0 ok, 2 usage', () => {
  const codes = EXIT_CODE_TABLE.map((r) => r.code);
  assert.is(new Set(codes).size, codes.length, 'codes are distinct');
  assert.is(new Set(EXIT_CODE_TABLE.map((r) => r.name)).size, codes.length, 'names are distinct');
  assert.is(exitCode('ok'), 0);
  assert.is(exitCode('usage'), 2);
});

test('delivered → ok', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  const r = await rig(['send', seat.ref, 'hello'], env());
  assert.is(r.code, exitCode('ok'), show(r));
  seen.delivered = r.code;
});

test('held by the typing guard → held, with one closing line naming where it is kept', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  await setMode(h, seat, 'hold');
  const r = await rig(['send', seat.ref, 'keep this'], env());
  assert.is(r.code, exitCode('held'), show(r));
  assert.match(r.stderr, /^rig: held, not typed \(typing_guard_enabled\) — .*rig seat held-messages/m);
  assert.equal(seat.state().submissions, []);
  seen.held = r.code;
});

test('refused (a menu is on screen, guard off) → refused', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  seat.keys('C-o');
  await waitFor(() => seat.state().menu, 3000, 'menu');
  const r = await rig(['send', seat.ref, 'not now', '--json'], env());
  assert.is(JSON.parse(r.stdout).outcome, 'refused', show(r));
  assert.is(r.code, exitCode('refused'), show(r));
  seen.refused = r.code;
});

test('input written but unconfirmed (a menu answer that leaves the menu up) → indeterminate', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  seat.keys('C-o');
  await waitFor(() => seat.state().menu, 3000, 'menu');
  const r = await rig(['send', seat.ref, 'x', '--dangerously-interact', '--reason', 'a wrong key', '--json'], env());
  assert.is(JSON.parse(r.stdout).outcome, 'indeterminate', show(r));
  assert.is(r.code, exitCode('indeterminate'), show(r));
  seen.indeterminate = r.code;
});

test('--wait-for-idle on a seat that stays busy sends nothing → not-idle', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  seat.keys('C-b');
  await waitFor(() => seat.state().busy, 3000, 'busy');
  const r = await rig(['send', seat.ref, 'later', '--wait-for-idle', '0.5'], env());
  assert.is(r.code, exitCode('not-idle'), show(r));
  assert.equal(seat.state().submissions, []);
  seen.notIdle = r.code;
});

test('no daemon for the home → daemon-unavailable', async () => {
  const other = tempHome();
  await addSeat(other.home, { name: 'solo', rig: 't', runtime: 'terminal', cwd: other.dir });
  const r = await rig(['send', 'solo@t', 'anyone there?'], other.env);
  assert.is(r.code, exitCode('daemon-unavailable'), show(r));
  assert.match(r.stderr, /^rig: the OpenRig daemon is not running .* — start it with: rig daemon start/);
  seen.daemonUnavailable = r.code;
});

test('a bad command line → usage, before anything is asked', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  const r = await rig(['send', seat.ref, 'x', '--bogus'], env());
  assert.is(r.code, exitCode('usage'), show(r));
  seen.usage = r.code;
});

test('every outcome above ended with its own code', () => {
  assert.is(Object.keys(seen).length, 7, JSON.stringify(seen));
  assert.is(new Set(Object.values(seen)).size, 7, JSON.stringify(seen));
});

test.run();
