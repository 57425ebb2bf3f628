// How many tmux processes one send costs inside the daemon (issue 23 item 2). The daemon keeps a
// control-mode client per tmux server; once it is up, the send's reads and its writes (load the
// buffer, paste, Enter) go through it, and no tmux process is spawned for the send at all. The pool
// counts every command list it leaves to a tmux process, so the count is the spawn count.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, enveloped, type Harness } from '../send-harness.js';
import { waitFor } from '../../helpers/tmux.js';

let h: Harness;
test.before(async () => {
  h = await harness();
});
test.after(async () => {
  await h.close();
});

test('a send through the daemon spawns no tmux process once the control client is up', async () => {
  // No timer jobs: nothing but the sends below asks tmux anything.
  const daemon = await h.startDaemon({}, { timers: { jobs: [] } });
  const pool = daemon.tmuxControl;
  assert.ok(pool, 'the daemon keeps control clients');
  const seat = await h.addSeat({ runtime: 'codex' });
  const server = { socket: h.tmux.socket };
  // The first read of a server runs in a tmux process and starts its control client.
  const warm = await h.send(seat, 'warm-up');
  assert.is(warm.outcome, 'delivered', JSON.stringify(warm));
  await waitFor(() => pool!.clientPid(server), 10_000, 'the control client');

  const before = { ...pool!.counts };
  const r = await h.send(seat, 'counted send\nwith two lines');
  assert.is(r.outcome, 'delivered', JSON.stringify(r));
  const processes = pool!.counts.process - before.process;
  const viaControl = pool!.counts.control - before.control;
  console.log(`figure: one send: ${processes} tmux processes, ${viaControl} command lists through the control client`);
  assert.is(processes, 0, `tmux processes spawned for one send: ${processes}`);
  await waitFor(() => seat.state().submissions.length >= 2 || undefined, 10_000, 'the submission');
  assert.equal(seat.state().submissions, [enveloped(seat, 'warm-up'), enveloped(seat, 'counted send\nwith two lines')]);
});

test.run();
