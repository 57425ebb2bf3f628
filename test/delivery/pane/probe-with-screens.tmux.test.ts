// probeWithScreens folds the pane probe into the screen capture's tmux call. It must answer exactly
// as the separate calls do: the same pane state and screens when all is well, and the same named
// failure (pane changed, session missing, no server) when not.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { privateTmux, tmuxAvailable, waitFor } from '../../helpers/tmux.js';
import { probeWithScreens } from '../../../lib/delivery/readiness.js';
import { captureScreens } from '../../../lib/delivery/composer/ops.js';
import { probePane, type PaneTarget } from '../../../lib/delivery/pane/tmux-adapter.js';

if (!tmuxAvailable()) {
  console.log('skip: tmux is not installed');
  process.exit(0);
}

const tmux = privateTmux();
test.after(() => tmux.kill());

const server = { socket: tmux.socket };
const newPane = (session: string, cmd = 'printf "hello from %s\\n" probe; exec sleep 600') =>
  tmux.newPane(session, { width: 80, height: 12 }, ['sh', '-c', cmd]);

test('a live bound pane: the same probe as probePane, with both screens', async () => {
  const paneId = newPane('alive@t');
  await waitFor(() => tmux.run('capture-pane', '-p', '-t', paneId).includes('hello from probe'), 3000, 'pane output');
  const target: PaneTarget = { server, session: 'alive@t', paneId };
  const combined = await probeWithScreens(target, paneId);
  const alone = await probePane(target);
  assert.equal(combined.probe, alone);
  assert.ok(combined.screens, 'screens come with the probe');
  assert.ok(combined.screens!.snapshot, 'a cursor-bound snapshot');
  assert.equal(combined.screens!.snapshot, (await captureScreens(server, paneId)).snapshot);
  assert.ok(typeof combined.screens!.plain === 'string' && combined.screens!.plain.includes('hello from probe'));
});

test('a session whose name contains the command-list separator is still targeted exactly', async () => {
  const paneId = newPane('odd;name@t');
  const r = await probeWithScreens({ server, session: 'odd;name@t', paneId }, paneId);
  assert.ok(r.probe.ok, JSON.stringify(r.probe));
  assert.ok(r.screens?.snapshot);
});

test('failures are named as probePane names them, without screens', async () => {
  const paneId = newPane('gone@t');
  const other = newPane('other@t');
  // The bound pane now lives in another session: the seat's target changed.
  const moved = await probeWithScreens({ server, session: 'gone@t', paneId: other }, other);
  assert.equal(moved.probe, await probePane({ server, session: 'gone@t', paneId: other }));
  assert.is(moved.probe.ok, false);
  assert.is(!moved.probe.ok && moved.probe.reason, 'target_changed');
  // A pane id that no longer exists at all.
  tmux.run('kill-pane', '-t', other);
  const dead = await probeWithScreens({ server, session: 'gone@t', paneId: other }, other);
  assert.is(!dead.probe.ok && dead.probe.reason, 'target_changed');
  assert.is(dead.screens, undefined);
  // The session is gone.
  tmux.run('kill-session', '-t', '=gone@t');
  const missing = await probeWithScreens({ server, session: 'gone@t', paneId }, paneId);
  assert.is(!missing.probe.ok && missing.probe.reason, 'session_missing');
  assert.is(missing.screens, undefined);
  // No server at all.
  const none = await probeWithScreens(
    { server: { socket: `${tmux.socket}.none` }, session: 'x@t', paneId: '%0' },
    '%0',
  );
  assert.is(!none.probe.ok && none.probe.reason, 'tmux_unavailable');
});

test.run();
