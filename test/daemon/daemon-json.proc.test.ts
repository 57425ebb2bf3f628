// rig daemon start/stop --json: one JSON document each, shaped as rig daemon status --json; in the
// foreground, the document comes once the daemon listens and nothing follows it on stdout.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO, rigProcess } from '../helpers/cli.js';
import { tempHome } from '../helpers/home.js';
import { waitFor } from '../helpers/tmux.js';

const started: number[] = [];
test.after(() => {
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
});

test('rig daemon start --json and stop --json: one JSON document each', () => {
  const { env } = tempHome();
  const up = rigProcess(['daemon', 'start', '--json'], env);
  assert.is(up.code, 0, up.stderr);
  const status = JSON.parse(up.stdout);
  started.push(status.pid);
  assert.is(status.running, true);
  assert.type(status.pid, 'number');
  const down = rigProcess(['daemon', 'stop', '--json'], env);
  assert.is(down.code, 0, down.stderr);
  assert.equal(JSON.parse(down.stdout), { wasRunning: true, pid: status.pid });
});

test('rig daemon start --foreground --json prints its status once it listens, then nothing more', async () => {
  const { env, home } = tempHome();
  const loader = join(REPO, 'node_modules', 'tsx', 'dist', 'loader.mjs');
  const child = spawn(
    process.execPath,
    ['--import', loader, join(REPO, 'bin', 'rig.ts'), 'daemon', 'start', '--foreground', '--json'],
    { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  started.push(child.pid!);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const parsed = () => {
    try {
      return JSON.parse(stdout);
    } catch {
      return undefined;
    }
  };
  const status = await waitFor(parsed, 60_000, `a JSON document on stdout (so far: ${stdout}${stderr})`);
  assert.is(status.running, true);
  assert.is(status.pid, child.pid);
  assert.is(status.socket, home.daemonSocket);
  assert.type(status.startedAt, 'string');
  const asked = rigProcess(['daemon', 'status', '--json'], env);
  assert.equal(Object.keys(JSON.parse(asked.stdout)).sort(), Object.keys(status).sort(), 'the shape of status --json');
  child.kill('SIGTERM');
  assert.is(await exited, 0, stderr);
  assert.equal(JSON.parse(stdout), status, 'nothing after the one document');
});

test.run();
