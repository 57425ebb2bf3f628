// Lifecycle work obeys the seat's typing guard (real tmux, rig up / rig down in process): refused
// before any effect at hold, openrig-urgent and urgent-only; at draft-aware an active seat needs an
// explicit switch to off, while a dead pane (no input to lose) may be cleared and relaunched; a
// brand-new seat's first pane is fresh startup and exempt. The refusal is one `rig:` line naming
// the mode and the command that changes it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, tempHome } from '../helpers/home.js';
import { rig } from '../helpers/cli.js';
import { privateTmux } from '../helpers/tmux.js';
import { readSeat } from '../../lib/seat/registry.js';
import { stopDaemon } from '../../lib/daemon/start-stop.js';
import { activateDesired, setDesiredMode } from '../../lib/delivery/guard/store.js';
import type { GuardMode } from '../../lib/delivery/guard/policy.js';

const tmux = privateTmux();
const dir = tempDir();
const { home, env: homeEnv } = tempHome();
const env = {
  ...homeEnv,
  OPENRIG_TMUX_SOCKET: tmux.socket,
  OPENRIG_TMUX_CONFIG: '/dev/null',
  SHELL: '/bin/sh',
  OPENRIG_TOPOLOGY_ROOT: join(dir, 'topo'),
};
const spec = join(dir, 'rig.yaml');
writeFileSync(
  spec,
  [
    'name: lg',
    'seats:',
    '  - { name: a, runtime: terminal, cwd: ., command: "exec sleep 600" }',
    '  - { name: h, runtime: terminal, cwd: ., command: "exec sleep 600", typingGuard: hold }',
  ].join('\n') + '\n',
);

test.after(async () => {
  await stopDaemon(home, 10_000).catch(() => undefined);
  tmux.kill();
});

const alive = (session: string) => tmux.tryRun('has-session', '-t', `=${session}`).status === 0;

async function setMode(name: string, mode: GuardMode): Promise<void> {
  const seat = readSeat(home, 'lg', name)!;
  await setDesiredMode(home, seat.nodeId, { mode, reason: 'test', actor: null, fallbackMode: seat.typingGuard });
  await activateDesired(home, seat.nodeId, seat.typingGuard);
}

function assertRefusal(r: { code: number; stderr: string }, mode: string, seat: string): void {
  assert.is(r.code, 1, r.stderr);
  const lines = r.stderr.trimEnd().split('\n');
  assert.is(lines.length, 1, r.stderr);
  assert.match(
    lines[0]!,
    new RegExp(
      `^rig: ${seat}'s typing guard is ${mode}\\b.* — .*rig seat set-typing-guard ${seat} --mode off --reason`,
    ),
  );
}

test('a new seat at hold starts (fresh startup); rig down is then refused and the pane stays', async () => {
  const up = await rig(['up', spec], env, dir);
  assert.is(up.code, 0, up.stderr + up.stdout);
  assert.ok(alive('a@lg') && alive('h@lg'));
  const down = await rig(['down', 'lg', '--seat', 'h'], env);
  assertRefusal(down, 'hold', 'h@lg');
  assert.ok(alive('h@lg'), 'refused before any effect');
  assert.is(readSeat(home, 'lg', 'h')!.status, 'running');
});

test('rig down is refused at hold, openrig-urgent and urgent-only, and at draft-aware for an active seat', async () => {
  for (const mode of ['hold', 'openrig-urgent', 'urgent-only', 'draft-aware'] as const) {
    await setMode('a', mode);
    const down = await rig(['down', 'lg', '--seat', 'a'], env);
    assertRefusal(down, mode, 'a@lg');
    assert.ok(alive('a@lg'), `${mode}: the pane stays`);
  }
  await setMode('a', 'sends-only');
  const down = await rig(['down', 'lg', '--seat', 'a'], env);
  assert.is(down.code, 0, down.stderr);
  assert.not.ok(alive('a@lg'));
});

test('rig up does not relaunch a stopped seat at hold; it does once the mode is off', async () => {
  await setMode('a', 'hold');
  const up = await rig(['up', spec], env, dir);
  assert.is(up.code, 1, up.stdout);
  assert.match(up.stderr, /rig: a@lg's typing guard is hold\b.*rig seat set-typing-guard a@lg --mode off --reason/);
  assert.not.ok(alive('a@lg'), 'nothing was launched');
  assert.is(readSeat(home, 'lg', 'a')!.status, 'stopped');
  await setMode('a', 'off');
  const again = await rig(['up', spec], env, dir);
  assert.is(again.code, 0, again.stderr + again.stdout);
  assert.ok(alive('a@lg'));
});

test('draft-aware: a dead pane holds no input, so rig up may clear and relaunch it', async () => {
  await setMode('a', 'draft-aware');
  const pane = readSeat(home, 'lg', 'a')!.tmux.paneId!;
  const pid = Number(tmux.run('display-message', '-p', '-t', pane, '#{pane_pid}').trim());
  process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 100 && tmux.run('display-message', '-p', '-t', pane, '#{pane_dead}').trim() !== '1'; i++)
    await new Promise((r) => setTimeout(r, 20));
  const up = await rig(['up', spec], env, dir);
  assert.is(up.code, 0, up.stderr + up.stdout);
  assert.match(up.stdout, /a@lg\s+relaunched/);
  // The relaunched seat is active again: stopping it at draft-aware needs the switch to off.
  assertRefusal(await rig(['down', 'lg', '--seat', 'a'], env), 'draft-aware', 'a@lg');
});

test.run();
