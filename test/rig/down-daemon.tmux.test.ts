// rig down and the daemon, on a private tmux server: the daemon keeps running (and the line says
// why) while a seat of another rig still runs, and stops when rig down takes the last running seat
// down; --json reports the same.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, tempHome } from '../helpers/home.js';
import { rig, json } from '../helpers/cli.js';
import { privateTmux, tmuxAvailable, waitFor } from '../helpers/tmux.js';
import { daemonStatus, stopDaemon } from '../../lib/daemon/start-stop.js';
import type { HomePaths } from '../../lib/home/paths.js';

const homes: HomePaths[] = [];
test.after(async () => {
  for (const h of homes) await stopDaemon(h, 10_000).catch(() => undefined);
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function setup() {
  const tmux = privateTmux();
  const dir = tempDir();
  const { home, env: homeEnv } = tempHome();
  homes.push(home);
  const env = { ...homeEnv, OPENRIG_TMUX_SOCKET: tmux.socket, OPENRIG_TMUX_CONFIG: '/dev/null', SHELL: '/bin/sh' };
  const spec = (rigName: string, seats: string[]) => {
    const file = join(dir, `${rigName}.yaml`);
    writeFileSync(
      file,
      [
        `name: ${rigName}`,
        'seats:',
        ...seats.flatMap((s) => [
          `  - name: ${s}`,
          '    runtime: terminal',
          '    cwd: .',
          `    command: 'exec sleep 600'`,
        ]),
      ].join('\n') + '\n',
    );
    return file;
  };
  return { tmux, dir, home, env, spec };
}

const run = tmuxAvailable() ? test : test.skip;
if (!tmuxAvailable()) console.log('skip: tmux is not installed');

run('the daemon keeps running while another rig has a seat up, and stops with the last one', async () => {
  const s = setup();
  try {
    const upA = await rig(['up', s.spec('ra', ['one', 'two'])], s.env, s.dir);
    assert.is(upA.code, 0, upA.stderr + upA.stdout);
    const upB = await rig(['up', s.spec('rb', ['three'])], s.env, s.dir);
    assert.is(upB.code, 0, upB.stderr + upB.stdout);
    const before = await daemonStatus(s.home);
    assert.ok(before.running, 'rig up started the daemon');
    const pid = before.pid!;

    // One seat of ra: two seats still run, the daemon stays, and the line says so.
    const downOne = await rig(['down', 'ra', '--seat', 'one'], s.env, s.dir);
    assert.is(downOne.code, 0, downOne.stderr);
    assert.match(downOne.stdout, /daemon: keeps running \(pid \d+\): 2 seats still running: three@rb, two@ra/);

    // All of ra: rb's seat still runs.
    const downA = await rig(['down', 'ra', '--json'], s.env, s.dir);
    assert.is(downA.code, 0, downA.stderr);
    const a = json(downA);
    assert.equal(a.daemon, { action: 'kept', pid, running: ['three@rb'] });
    assert.ok((await daemonStatus(s.home)).running, 'still running for rb');
    assert.ok(alive(pid));

    // The last running seat: the daemon is stopped, and said so.
    const downB = await rig(['down', 'rb'], s.env, s.dir);
    assert.is(downB.code, 0, downB.stderr);
    assert.match(downB.stdout, `daemon: stopped (pid ${pid}): no seat of any rig is running`);
    assert.not.ok((await daemonStatus(s.home)).running);
    await waitFor(() => !alive(pid), 20_000, 'the daemon process to end');

    // Down again with nothing running and no daemon: nothing to stop, and --json says so.
    const again = json(await rig(['down', 'rb', '--json'], s.env, s.dir));
    assert.equal(again.daemon, { action: 'not-running', running: [] });
  } finally {
    s.tmux.kill();
  }
});

run('--json reports a stopped daemon', async () => {
  const s = setup();
  try {
    const up = await rig(['up', s.spec('rc', ['solo'])], s.env, s.dir);
    assert.is(up.code, 0, up.stderr + up.stdout);
    const pid = (await daemonStatus(s.home)).pid!;
    const down = await rig(['down', 'rc', '--json'], s.env, s.dir);
    assert.is(down.code, 0, down.stderr);
    assert.not.ok((await daemonStatus(s.home)).running, 'the last seat is down: the daemon is not left running');
    const r = json(down);
    assert.equal(r.daemon, { action: 'stopped', pid, running: [] });
  } finally {
    s.tmux.kill();
  }
});

test.run();
