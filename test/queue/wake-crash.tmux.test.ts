// A daemon killed (SIGKILL) in the middle of a wake: the paste happened, Enter never did. The next
// daemon's start reconciles the attempt to indeterminate, and its recovery pass retries the wake
// once with the original body lines and the may-repeat line; the queue row is not changed again.
// The first daemon runs in a child process (test/daemon/daemon-child.ts) that hangs after paste.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../helpers/cli.js';
import { waitFor } from '../helpers/tmux.js';
import { tempDir } from '../helpers/home.js';
import { harness, type Harness } from '../delivery/send-harness.js';
import { listRecords } from '../../lib/delivery/outbox/outbox.js';
import { createQueueRow, readQueueRow } from '../../lib/queue/queue-store.js';
import { readWakeIntent } from '../../lib/queue/wake-intent.js';
import { WAKE_MAY_REPEAT } from '../../lib/queue/wake-decide.js';

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

function child(env: Record<string, string>): Promise<ChildProcess> {
  const loader = join(REPO, 'node_modules', 'tsx', 'dist', 'loader.mjs');
  const c = spawn(
    process.execPath,
    ['--import', loader, join(import.meta.dirname, '..', 'daemon', 'daemon-child.ts')],
    { env: { ...process.env, ...h.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
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

test('kill -9 mid-wake: indeterminate, then one retry at restart with the may-repeat line, no queue mutation', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  const { row } = await createQueueRow(h.home, {}, { destination: seat.ref, summary: 'crash case', source: 'lead@t' });
  const marker = join(tempDir(), 'pasted');
  const c = await child({ CHILD_MARKER: marker, CHILD_AFTER_PASTE: 'hang' });
  // The child's own timer ticks every second; the wake is due once the settle window passes.
  await waitFor(() => existsSync(marker), 15_000, 'the wake pasted by the first daemon');
  c.kill('SIGKILL');
  await new Promise((r) => c.once('exit', r));
  const mid = readWakeIntent(h.home, row.id)!;
  assert.is(mid.state, 'sending');
  assert.is(mid.inFlight!.outboxId, `wake-intent-${row.id}`);
  assert.is(seat.state().submissions.length, 0, 'Enter was never sent');
  assert.ok(seat.state().input.includes(row.id), 'the pasted text sits in the composer');
  // The person clears the leftover input (OpenRig never erases it).
  seat.keys('C-u');
  await waitFor(() => seat.state().input === '', 3000, 'input cleared');

  await h.startDaemon({}, { timers: { manual: true } });
  await waitFor(() => seat.state().submissions.length === 1, 5000, 'the retry submitted');
  const text = seat.state().submissions[0]!;
  assert.ok(text.includes(`Queue ${row.id} (routine, new, from lead@t): crash case`), text);
  assert.ok(text.endsWith(WAKE_MAY_REPEAT), text);
  const recs = listRecords(h.home, seat.record.nodeId);
  const first = recs.find((r) => r.id === `wake-intent-${row.id}`)!;
  const retry = recs.find((r) => r.id === `wake-intent-${row.id}.2`)!;
  assert.is(first.state, 'indeterminate');
  assert.is(first.reason, 'interrupted_write');
  assert.is(retry.state, 'complete');
  assert.equal(retry.receipt.ids, [`wake-intent-${row.id}`]);
  const w = readWakeIntent(h.home, row.id)!;
  assert.is(w.state, 'complete');
  assert.equal(
    w.attempts.map((a) => [a.state, a.pass]),
    [
      ['indeterminate', 'tick'],
      ['complete', 'startup'],
    ],
  );
  const after = readQueueRow(h.home, row.id)!;
  assert.is(after.state, 'pending');
  assert.equal(after.transitions, [], 'the queue mutation is never repeated');
  // Later ticks do not type it again.
  await h.daemon!.timers.tick();
  assert.is(seat.state().submissions.length, 1);
});

test.run();
