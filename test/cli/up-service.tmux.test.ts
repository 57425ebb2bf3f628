// rig up with this home's daemon service installed but not running: the service starts the daemon
// (systemctl --user start), not a detached daemon beside it that the unit's own start would then
// find holding the socket. A throwaway user (HOME, XDG_CONFIG_HOME, XDG_RUNTIME_DIR) and a stand-in
// systemctl that records its arguments and, asked to start the unit, starts the daemon as the unit
// would. Control: with no unit installed, rig up starts a detached daemon and asks systemctl nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RIG_BUNDLE, json, rig } from '../helpers/cli.js';
import { tempDir, tempHome } from '../helpers/home.js';
import { privateTmux, tmuxAvailable } from '../helpers/tmux.js';
import { daemonStatus, stopDaemon } from '../../lib/daemon/start-stop.js';
import type { HomePaths } from '../../lib/home/paths.js';

const homes: HomePaths[] = [];
test.after(async () => {
  for (const h of homes) await stopDaemon(h, 10_000).catch(() => undefined);
});

function setup() {
  const user = tempDir('openrig-user-');
  const runtime = join(user, 'run');
  mkdirSync(join(runtime, 'systemd'), { recursive: true });
  writeFileSync(join(runtime, 'systemd', 'private'), '');
  const bin = join(user, 'bin');
  mkdirSync(bin, { recursive: true });
  const log = join(user, 'systemctl.log');
  // Asked to start the unit (start, or enable --now), it starts the daemon as the unit's ExecStart would.
  writeFileSync(
    join(bin, 'systemctl'),
    [
      '#!/bin/sh',
      `echo "$*" >> '${log}'`,
      'case "$*" in',
      `  *" start "*|*"enable --now"*) exec '${process.execPath}' '${RIG_BUNDLE}' daemon start >/dev/null ;;`,
      'esac',
      '',
    ].join('\n'),
  );
  chmodSync(join(bin, 'systemctl'), 0o755);
  const tmux = privateTmux();
  const { home, env: homeEnv, dir } = tempHome();
  mkdirSync(dir, { recursive: true });
  homes.push(home);
  const env = {
    ...homeEnv,
    HOME: user,
    XDG_CONFIG_HOME: join(user, 'cfg'),
    XDG_RUNTIME_DIR: runtime,
    PATH: `${bin}:${process.env.PATH}`,
    OPENRIG_TMUX_SOCKET: tmux.socket,
    OPENRIG_TMUX_CONFIG: '/dev/null',
    SHELL: '/bin/sh',
  };
  const spec = join(user, 'r.yaml');
  writeFileSync(
    spec,
    [
      'name: r',
      'seats:',
      '  - name: one',
      '    runtime: terminal',
      '    cwd: .',
      "    command: 'exec sleep 600'",
      '',
    ].join('\n'),
  );
  const calls = () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []);
  return { home, env, spec, user, calls };
}

const run = tmuxAvailable() ? test : test.skip;
if (!tmuxAvailable()) console.log('skip: tmux is not installed');

run('installed but stopped: rig up asks systemd to start the unit and reports it', async () => {
  const s = setup();
  const inst = await rig(['daemon', 'install', '--json'], s.env, s.user);
  assert.is(inst.code, 0, inst.stderr);
  const name = json(inst).name as string;
  const stop = await rig(['daemon', 'stop'], s.env, s.user);
  assert.is(stop.code, 0, stop.stderr);
  assert.not.ok((await daemonStatus(s.home)).running, 'the service is installed, its daemon stopped');

  const up = await rig(['up', s.spec], s.env, s.user);
  assert.is(up.code, 0, up.stderr + up.stdout);
  assert.match(up.stdout, `daemon: started by its service ${name} (pid `);
  assert.ok((await daemonStatus(s.home)).running);
  assert.equal(s.calls(), ['--user daemon-reload', `--user enable --now ${name}`, `--user start ${name}`]);
  await rig(['down', 'r'], s.env, s.user);
});

run('control: no unit installed: rig up starts a detached daemon and asks systemctl nothing', async () => {
  const s = setup();
  const up = await rig(['up', s.spec], s.env, s.user);
  assert.is(up.code, 0, up.stderr + up.stdout);
  assert.match(up.stdout, /daemon: started \(pid \d+, socket /);
  assert.ok((await daemonStatus(s.home)).running);
  assert.equal(s.calls(), []);
  await rig(['down', 'r'], s.env, s.user);
});

test.run();
