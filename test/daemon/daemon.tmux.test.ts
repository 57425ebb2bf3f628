// The daemon as a process: start/stop/status through the built `rig`, one instance per home, a
// stale socket replaced, 0600 socket, a clear "not running" for commands that need it, a clean
// SIGTERM that finishes the delivery in flight, and a SIGKILL between paste and Enter that leaves
// the attempt indeterminate after restart — never replayed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { rigProcess, RIG_BUNDLE, REPO } from '../helpers/cli.js';
import { waitFor } from '../helpers/tmux.js';
import { tempDir } from '../helpers/home.js';
import { harness, enveloped, sleep, type Harness } from '../delivery/send-harness.js';
import { daemonRequest } from '../../lib/daemon/client.js';
import { listRecords } from '../../lib/delivery/outbox/outbox.js';
import { startDaemon } from '../../lib/daemon/daemon.js';
import { silentLog } from '../../lib/timers/log.js';
import { EXIT_CODES } from '../../lib/cli/errors.js';

let h: Harness;
const started: number[] = [];
test.before(async () => {
  h = await harness();
});
test.after(async () => {
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  await h.close();
});

const pidOf = (stdout: string) => Number(/pid (\d+)/.exec(stdout)?.[1]);

test('start, second start, status, not-running message, stop', async () => {
  assert.ok(existsSync(RIG_BUNDLE), 'run node build.mjs first');
  const none = rigProcess(['daemon', 'status'], h.env);
  assert.is(none.code, 0);
  assert.match(none.stdout, 'daemon not running');
  const seat = await h.addSeat({ runtime: 'claude' });
  const noDaemon = rigProcess(['send', seat.ref, 'hello'], h.env);
  assert.is(noDaemon.code, EXIT_CODES.daemonUnavailable);
  assert.match(noDaemon.stderr, /rig: the OpenRig daemon is not running .* — start it with: rig daemon start/);

  const up = rigProcess(['daemon', 'start'], h.env);
  assert.is(up.code, 0, up.stderr);
  const pid = pidOf(up.stdout);
  started.push(pid);
  assert.match(up.stdout, h.home.daemonSocket);
  assert.is(statSync(h.home.daemonSocket).mode & 0o777, 0o600, 'socket 0600');
  assert.is(statSync(h.home.run).mode & 0o777, 0o700, 'run/ 0700');
  assert.ok(existsSync(h.home.daemonLog), 'log under logs/');

  const second = rigProcess(['daemon', 'start'], h.env);
  assert.is(second.code, 1);
  assert.match(second.stderr, `already running (pid ${pid}, socket ${h.home.daemonSocket})`);
  const fg = rigProcess(['daemon', 'start', '--foreground'], h.env, { timeoutMs: 20_000 });
  assert.is(fg.code, 1);
  assert.match(fg.stderr, `pid ${pid}`);

  const st = JSON.parse(rigProcess(['daemon', 'status', '--json'], h.env).stdout);
  assert.is(st.running, true);
  assert.is(st.pid, pid);

  const sent = rigProcess(['send', seat.ref, 'through the daemon', '--json'], {
    ...h.env,
    OPENRIG_SESSION_NAME: 'lead@t',
  });
  assert.is(sent.code, 0, sent.stderr + sent.stdout);
  assert.is(JSON.parse(sent.stdout).outcome, 'delivered');
  await sleep(200);
  assert.equal(seat.state().submissions, [enveloped(seat, 'through the daemon')]);

  const down = rigProcess(['daemon', 'stop'], h.env);
  assert.is(down.code, 0, down.stderr);
  assert.match(down.stdout, `daemon stopped (pid ${pid})`);
  assert.not.ok(existsSync(h.home.daemonSocket), 'socket removed');
  assert.not.ok(existsSync(h.home.daemonPid), 'pid file removed');
});

test('a stale socket left by a SIGKILL is probed and replaced', async () => {
  const up = rigProcess(['daemon', 'start'], h.env);
  assert.is(up.code, 0, up.stderr);
  const pid = pidOf(up.stdout);
  started.push(pid);
  process.kill(pid, 'SIGKILL');
  await waitFor(
    () => {
      try {
        process.kill(pid, 0);
        return false;
      } catch {
        return true;
      }
    },
    5000,
    'daemon gone',
  );
  assert.ok(existsSync(h.home.daemonSocket), 'the socket file stays behind');
  const st = JSON.parse(rigProcess(['daemon', 'status', '--json'], h.env).stdout);
  assert.is(st.running, false);
  assert.is(st.staleSocket, true);
  const again = rigProcess(['daemon', 'start'], h.env);
  assert.is(again.code, 0, again.stderr);
  started.push(pidOf(again.stdout));
  assert.match(readFileSync(h.home.daemonLog, 'utf8'), 'replacing stale socket');
  assert.is(rigProcess(['daemon', 'stop'], h.env).code, 0);
});

function child(env: Record<string, string>): Promise<ChildProcess> {
  const loader = join(REPO, 'node_modules', 'tsx', 'dist', 'loader.mjs');
  const c = spawn(process.execPath, ['--import', loader, join(import.meta.dirname, 'daemon-child.ts')], {
    env: { ...process.env, ...h.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(c.pid!);
  return new Promise((resolve, reject) => {
    let out = '';
    c.stdout!.on('data', (d) => {
      out += d;
      if (out.includes('ready')) resolve(c);
    });
    c.stderr!.on('data', (d) => {
      out += d;
    });
    c.once('exit', (code) => reject(new Error(`child exited ${code}: ${out}`)));
  });
}

test('SIGTERM finishes the delivery in flight, then removes the socket', async () => {
  const seat = await h.addSeat({ runtime: 'codex' });
  const marker = join(tempDir(), 'pasted');
  const c = await child({ CHILD_MARKER: marker, CHILD_AFTER_PASTE: '800' });
  const exited = new Promise<number | null>((r) => c.once('exit', (code) => r(code)));
  const pending = daemonRequest(
    h.home.daemonSocket,
    'POST',
    '/api/transport/send',
    { seat: seat.ref, message: 'mid-flight' },
    { session: 'lead@t' },
  );
  await waitFor(() => existsSync(marker), 10_000, 'paste');
  c.kill('SIGTERM');
  const res = await pending;
  assert.is(res.status, 200, JSON.stringify(res.body));
  assert.is(res.body.outcome, 'delivered');
  assert.is(await exited, 0);
  assert.not.ok(existsSync(h.home.daemonSocket));
  assert.equal(seat.state().submissions, [enveloped(seat, 'mid-flight')]);
});

test('SIGKILL between paste and Enter: after restart the attempt is indeterminate and nothing is replayed', async () => {
  const seat = await h.addSeat({ runtime: 'claude', typingGuard: 'draft-aware' });
  const marker = join(tempDir(), 'pasted');
  const c = await child({ CHILD_MARKER: marker, CHILD_AFTER_PASTE: 'hang' });
  const pending = daemonRequest(
    h.home.daemonSocket,
    'POST',
    '/api/transport/send',
    { seat: seat.ref, message: 'interrupted' },
    { session: 'lead@t' },
  ).catch((e) => e);
  await waitFor(() => existsSync(marker), 10_000, 'paste');
  c.kill('SIGKILL');
  await pending;
  const before = listRecords(h.home, seat.record.nodeId);
  assert.is(before.length, 1);
  assert.is(before[0]!.state, 'sending');
  await waitFor(() => seat.state().input === enveloped(seat, 'interrupted'), 3000, 'the pasted text');
  const d = await startDaemon(h.home, { log: silentLog });
  try {
    const after = listRecords(h.home, seat.record.nodeId);
    assert.is(after[0]!.state, 'indeterminate');
    assert.is(after[0]!.reason, 'interrupted_write');
    await sleep(800);
    assert.equal(seat.state().submissions, [], 'no Enter, no replay');
    assert.is(seat.state().input, enveloped(seat, 'interrupted'), 'the pasted text is left as it was');
    const held = await daemonRequest(h.home.daemonSocket, 'GET', `/api/seat/held-messages/${seat.ref}`);
    assert.is(held.body.total, 0);
  } finally {
    await d.close();
  }
});

test.run();
