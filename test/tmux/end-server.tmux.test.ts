// endServer: a private tmux server ends even when kill-server cannot reach it (stopped, or its
// socket already removed); the pid fallback touches only a tmux process for that socket.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { privateTmux, tmuxAvailable, waitFor } from '../helpers/tmux.js';
import { endServer, isTmuxProcessFor, serverPid } from '../../lib/tmux/end-server.js';

if (!tmuxAvailable()) {
  console.log('skip: tmux is not installed');
  process.exit(0);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('a responsive server ends by kill-server', async () => {
  const t = privateTmux();
  t.run('new-session', '-d', '-s', 'a', 'sleep 600');
  const pid = (await serverPid({ socket: t.socket }))!;
  assert.ok(isTmuxProcessFor(pid, t.socket));
  assert.not.ok(isTmuxProcessFor(process.pid, t.socket), 'this test process is not that server');
  await endServer({ socket: t.socket }, pid);
  await waitFor(() => !alive(pid), 3000, 'server exit');
});

test('a server whose socket is gone cannot be reached, and still ends by its pid', async () => {
  const t = privateTmux();
  t.run('new-session', '-d', '-s', 'a', 'sleep 600');
  const pid = (await serverPid({ socket: t.socket }))!;
  rmSync(t.socket);
  // Negative control: with no pid there is nothing left to end it.
  await endServer({ socket: t.socket }, undefined, { timeoutMs: 1000, graceMs: 200 });
  assert.ok(alive(pid), 'kill-server alone could not reach it');
  await endServer({ socket: t.socket }, pid, { timeoutMs: 1000, graceMs: 200 });
  await waitFor(() => !alive(pid), 3000, 'server exit');
});

test('a stopped server (kill-server times out) ends by its pid', async () => {
  const t = privateTmux();
  t.run('new-session', '-d', '-s', 'a', 'sleep 600');
  const pid = (await serverPid({ socket: t.socket }))!;
  process.kill(pid, 'SIGSTOP');
  const started = Date.now();
  await endServer({ socket: t.socket }, pid, { timeoutMs: 500, graceMs: 200 });
  await waitFor(() => !alive(pid), 3000, 'server exit');
  assert.ok(Date.now() - started < 3000);
});

test.run();
