// Commands that wait say what for, once, after about a second (lib/cli/wait-notice.ts), through
// the built rig: `rig daemon start` while another start holds the home's start lock waits for
// the new daemon's socket; one with nothing to wait for says nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { RIG_BUNDLE, rigProcess } from '../helpers/cli.js';
import { tempHome } from '../helpers/home.js';
import { withLock } from '../../lib/store/index.js';
import { waitFor } from '../helpers/tmux.js';

const t = tempHome();
mkdirSync(t.home.run, { recursive: true });
test.after(() => {
  rigProcess(['daemon', 'stop'], t.env);
});

test('rig daemon start waiting on the socket says so, with its bound; then it starts', async () => {
  let stderr = '';
  let exited: Promise<number | null> | undefined;
  await withLock(t.home.daemonStartLock, async () => {
    const child = spawn(process.execPath, [RIG_BUNDLE, 'daemon', 'start'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...t.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (d) => (stderr += d));
    exited = new Promise((r) => child.once('exit', (c) => r(c)));
    // Held until the notice is out (after its second, well inside the start's 10 s).
    await waitFor(() => stderr.includes('waiting for'), 9000, 'the waiting notice');
  });
  const code = await exited;
  assert.is(code, 0, stderr);
  assert.is(stderr, `waiting for the daemon to answer on ${t.home.daemonSocket} (up to 10 s)\n`);
});

test('nothing to wait for, nothing said: rig daemon stop with the daemon stopped', () => {
  assert.is(rigProcess(['daemon', 'stop'], t.env).code, 0);
  const r = rigProcess(['daemon', 'stop'], t.env);
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, 'daemon is not running');
  assert.is(r.stderr, '');
});

test.run();
