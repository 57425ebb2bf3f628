// When the notifier stays quiet (issue 25 item 2), with the daemon's real timer loop and seats on a
// private tmux server, each showing a menu: a seat whose hook record is stale (10 min) or only
// aging (30 s: the screen's word alone) opens no episode; a seat a tmux client is looking at is
// not notified while it looks, and is once the client leaves while it still waits; a repeated
// Notification hook on a seat already notified adds nothing. A fresh seat is notified once.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness, type TestSeat } from '../delivery/send-harness.js';
import { tmuxAvailable, waitFor } from '../helpers/tmux.js';
import { hookDoc, writeHookDoc } from '../helpers/hook-doc.js';
import { addCommandChannel } from '../../lib/notify/command-channel.js';
import { readNotifierState } from '../../lib/notify/store.js';

if (!tmuxAvailable()) test.skip('needs tmux', () => undefined);
else
  test('stale or screen-only evidence, and a focused pane, stay quiet; a fresh wait is told once', async () => {
    const h = await harness();
    const received = join(h.dir, '..', 'received.jsonl');
    const script = join(h.dir, '..', 'record.sh');
    writeFileSync(script, `#!/bin/sh\ncat >> '${received}'\n`, { mode: 0o700 });
    const seen = () =>
      (existsSync(received) ? readFileSync(received, 'utf8').trim().split('\n').filter(Boolean) : []).map(
        (l) => JSON.parse(l).seat as string,
      );
    let client: ReturnType<typeof spawn> | undefined;
    const waitsAt = (s: TestSeat, agoMs: number) =>
      writeHookDoc(
        h.home,
        hookDoc(
          { nodeId: s.record.nodeId, occupant: s.record.occupant, name: s.record.name, rig: s.record.rig },
          { state: 'needs_input', reason: 'permission_prompt', event: 'Notification', agoMs },
        ),
      );
    const menu = async (s: TestSeat) => {
      s.keys('C-o');
      await waitFor(() => s.state().menu, 10_000, `${s.ref} menu`);
    };
    try {
      await addCommandChannel(h.home, script);
      const stale = await h.addSeat({ name: 'stale' });
      const aging = await h.addSeat({ name: 'aging' });
      const looked = await h.addSeat({ name: 'looked' });
      const fresh = await h.addSeat({ name: 'fresh' });
      for (const s of [stale, aging, looked, fresh]) await menu(s);
      waitsAt(stale, 10 * 60_000);
      waitsAt(aging, 30_000);
      // A person's tmux client shows the looked-at seat's pane.
      client = spawn('script', ['-qfc', `tmux -S '${h.tmux.socket}' attach -t '=${looked.ref}'`, '/dev/null'], {
        stdio: ['pipe', 'ignore', 'ignore'],
        env: { ...process.env, TMUX: undefined, TERM: 'xterm' },
      });
      await waitFor(
        () => h.tmux.run('list-clients', '-F', '#{client_control_mode} #{pane_id}').includes(`0 ${looked.paneId}`),
        20_000,
        'the client attached',
      );
      waitsAt(looked, 0);
      await h.startDaemon();
      await waitFor(() => readNotifierState(h.home).episodes[`${looked.ref}#waiting`], 30_000, 'the looked-at episode');
      waitsAt(fresh, 0);
      await waitFor(() => seen().includes(fresh.ref), 30_000, 'the fresh seat notified');
      // The fresh seat was decided in a tick that saw all four: only it was told.
      assert.equal(seen(), [fresh.ref]);
      const episodes = Object.keys(readNotifierState(h.home).episodes).sort();
      assert.equal(
        episodes,
        [`${fresh.ref}#waiting`, `${looked.ref}#waiting`],
        'stale and screen-only evidence open none',
      );
      assert.equal(readNotifierState(h.home).episodes[`${looked.ref}#waiting`]!.notified, [], 'quiet while looked at');

      // The runtime repeats its Notification hook: the same episode, nothing more.
      waitsAt(fresh, 0);
      const ticks = h.daemon!.timers.ticks;
      await waitFor(() => h.daemon!.timers.ticks >= ticks + 3, 30_000, 'three more ticks');
      assert.equal(seen(), [fresh.ref]);

      // The person detaches while the seat still waits: now it is told, once.
      client.kill('SIGTERM');
      await waitFor(
        () =>
          !h.tmux
            .tryRun('list-clients', '-F', '#{client_control_mode} #{pane_id}')
            .stdout.includes(`0 ${looked.paneId}`),
        20_000,
        'the client gone',
      );
      await waitFor(() => seen().includes(looked.ref), 30_000, 'the looked-at seat notified after the client left');
      const after = h.daemon!.timers.ticks;
      await waitFor(() => h.daemon!.timers.ticks >= after + 3, 30_000, 'three more ticks');
      assert.equal(seen().sort(), [fresh.ref, looked.ref].sort());
    } finally {
      if (client?.pid && client.exitCode === null) client.kill('SIGKILL');
      await h.close();
    }
  });

test.run();
