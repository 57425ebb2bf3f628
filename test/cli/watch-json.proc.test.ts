// rig watch --json as a script meets it (the built bundle as a process): a snapshot line first, an
// event line when a state changes (a queue row for the seat, seen through the file notification
// or the files poll), nothing for time passing, and the stream ends once its reader has gone.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { rig, RIG_BUNDLE } from '../helpers/cli.js';
import { tempHome } from '../helpers/home.js';
import { addSeat, NO_SERVER } from '../helpers/seat.js';
import { waitFor } from '../helpers/tmux.js';

const available = existsSync(RIG_BUNDLE);
const t = available ? test : test.skip;
if (!available) console.log('skipped: needs the built bundle (npm run build)');

t('snapshot, a seat event on a change, and the end when the reader goes', async () => {
  const th = tempHome();
  await addSeat(th.home, { name: 'alice', rig: 'r', runtime: 'terminal', cwd: th.dir, tmux: { socket: NO_SERVER } });
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...th.env, OPENRIG_TMUX_SOCKET: NO_SERVER };
  const child = spawn(process.execPath, [RIG_BUNDLE, 'watch', '--json'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const events: any[] = [];
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  createInterface({ input: child.stdout }).on('line', (l) => events.push(JSON.parse(l)));
  try {
    const snap = await waitFor(() => events[0], 30_000, 'the snapshot');
    assert.is(snap.event, 'snapshot');
    assert.equal(
      snap.seats.map((s: any) => [s.ref, s.queue.pending]),
      [['alice@r', 0]],
    );
    const q = await rig(['queue', 'create', '--destination', 'alice@r', '--summary', 'look at this'], env, th.dir);
    assert.is(q.code, 0, q.stderr);
    const seen = await waitFor(
      () => events.find((e) => e.event === 'seat' && e.seat.ref === 'alice@r' && e.seat.queue.pending === 1),
      30_000,
      'the seat event with its pending row',
    );
    assert.ok(seen.at);
    assert.is(stderr, '', 'nothing said on stderr');
    // The reader goes; the next change finds the pipe closed and the stream ends.
    child.stdout.destroy();
    await rig(['queue', 'create', '--destination', 'alice@r', '--summary', 'and this'], env, th.dir);
    await waitFor(() => exited, 30_000, 'rig watch --json to end after its reader went');
  } finally {
    if (!exited) child.kill('SIGKILL');
  }
});

test.run();
