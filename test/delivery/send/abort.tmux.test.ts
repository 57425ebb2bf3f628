// A caller that goes away cancels its send before paste (outcome failed, nothing typed, ever); once
// the text may be in the pane the record keeps that uncertainty (indeterminate, no Enter). Real
// tmux, the scripted composer, the daemon in process; the callers are a raw HTTP request that
// disconnects and the built `rig send` killed mid-wait.
import { test } from 'uvu';
import { existsSync, readFileSync } from 'node:fs';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { spawn } from 'node:child_process';
import { harness, enveloped, sleep, type Harness } from '../send-harness.js';
import { waitFor } from '../../helpers/tmux.js';
import { RIG_BUNDLE } from '../../helpers/cli.js';
import { listRecords } from '../../../lib/delivery/outbox/outbox.js';
import { SeatLeases } from '../../../lib/delivery/send/lease.js';
import { deliver } from '../../../lib/delivery/send/send.js';
import { waitForIdle } from '../../../lib/delivery/readiness.js';

let h: Harness;
let onPaste: (() => Promise<void>) | undefined;
test.before(async () => {
  h = await harness();
  await h.startDaemon({
    hooks: {
      afterPaste: async () => {
        await onPaste?.();
      },
    },
  });
});
test.after(async () => {
  await h.close();
});

/** POSTs a send and returns a function that drops the connection (the answer, if any, is ignored). */
function startSend(body: unknown): { drop: () => void; answered: Promise<boolean> } {
  const req = request({
    socketPath: h.home.daemonSocket,
    method: 'POST',
    path: '/api/transport/send',
    headers: { 'content-type': 'application/json', 'x-openrig-session': 'lead@t' },
  });
  const answered = new Promise<boolean>((resolve) => {
    req.on('response', () => resolve(true));
    req.on('error', () => resolve(false));
    req.on('close', () => resolve(false));
  });
  req.end(JSON.stringify(body));
  return { drop: () => req.destroy(), answered };
}

async function busySeat(name: string) {
  const seat = await h.addSeat({ name, runtime: 'claude' });
  seat.keys('C-b');
  await waitFor(() => seat.state().busy, 3000, 'busy');
  return seat;
}

test('an HTTP caller that disconnects during --wait-for-idle: nothing is typed when the seat turns idle', async () => {
  const seat = await busySeat('dropwait');
  const s = startSend({ seat: seat.ref, message: 'never typed', waitForIdleMs: 6000 });
  await sleep(1000);
  s.drop();
  assert.is(await s.answered, false);
  await sleep(300);
  seat.keys('C-b');
  await waitFor(() => !seat.state().busy, 3000, 'idle');
  await sleep(1500);
  assert.equal(seat.state().submissions, []);
  assert.is(seat.state().input, '');
  assert.equal(
    listRecords(h.home, seat.record.nodeId).filter((r) => r.state !== 'failed'),
    [],
    'no attempt other than a failed one',
  );
});

test('rig send --wait-for-idle 6 killed after 1 s: nothing is typed later', async () => {
  const seat = await busySeat('killwait');
  const child = spawn(
    process.execPath,
    [RIG_BUNDLE, 'send', seat.ref, 'from a killed sender', '--wait-for-idle', '6'],
    { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...h.env }, stdio: 'ignore' },
  );
  const exited = new Promise((r) => child.once('exit', r));
  await sleep(1000);
  child.kill('SIGKILL');
  await exited;
  await sleep(300);
  seat.keys('C-b');
  await waitFor(() => !seat.state().busy, 3000, 'idle');
  await sleep(1500);
  assert.equal(seat.state().submissions, []);
  assert.is(seat.state().input, '');
});

test('a caller that disconnects after the paste: the record is indeterminate, Enter is not sent', async () => {
  const seat = await h.addSeat({ name: 'droppaste', runtime: 'claude' });
  let drop: (() => void) | undefined;
  onPaste = async () => {
    drop?.();
    await sleep(300);
  };
  try {
    const s = startSend({ seat: seat.ref, message: 'pasted then abandoned' });
    drop = s.drop;
    await s.answered;
    await waitFor(
      () => listRecords(h.home, seat.record.nodeId).some((r) => r.state !== 'sending'),
      5000,
      'the attempt settles',
    );
  } finally {
    onPaste = undefined;
  }
  const [rec] = listRecords(h.home, seat.record.nodeId);
  assert.is(rec!.state, 'indeterminate', JSON.stringify(rec));
  assert.is(rec!.reason, 'caller_aborted');
  await sleep(300);
  assert.equal(seat.state().submissions, [], 'no Enter for a caller that went away');
  assert.is(
    seat.state().input,
    enveloped(seat, 'pasted then abandoned'),
    'the pasted text is left as it was, not replayed or erased',
  );
});

test('in process: an abort while queued behind the lease, or before the call, is failed/caller_aborted with nothing typed', async () => {
  const seat = await h.addSeat({ name: 'queued', runtime: 'claude' });
  const leases = new SeatLeases(h.home);
  let release!: () => void;
  const holding = leases.run(
    seat.record.nodeId,
    'other',
    () =>
      new Promise<void>((r) => {
        release = r;
      }),
  );
  const ac = new AbortController();
  const queued = deliver(
    { home: h.home, leases },
    { seat: seat.record, message: 'queued then abandoned', sender: 'lead@t', signal: ac.signal },
  );
  await sleep(100);
  ac.abort();
  const r = await Promise.race([
    queued,
    sleep(5000).then(() => ({ outcome: 'still queued', reason: 'the abort did not end the wait', sent: undefined })),
  ]);
  release();
  await holding;
  assert.is(r.outcome, 'failed', JSON.stringify(r));
  assert.is(r.reason, 'caller_aborted');
  assert.is(r.sent, false);
  const pre = new AbortController();
  pre.abort();
  const early = await deliver(
    { home: h.home, leases },
    { seat: seat.record, message: 'x', sender: 'lead@t', signal: pre.signal },
  );
  assert.is(early.reason, 'caller_aborted');
  await sleep(300);
  assert.equal(seat.state().submissions, []);
});

test('in process: an abort in the paste-to-Enter window (after the post-paste check) still gets no Enter', async () => {
  const seat = await h.addSeat({ name: 'late', runtime: 'claude' });
  const ac = new AbortController();
  const r = await h.send(
    seat,
    'aborted before Enter',
    { signal: ac.signal },
    {
      beforeEnter: async () => {
        ac.abort();
      },
    },
  );
  assert.is(r.outcome, 'indeterminate', JSON.stringify(r));
  assert.is(r.reason, 'caller_aborted');
  await sleep(300);
  assert.equal(seat.state().submissions, [], 'Enter was pressed after the caller had gone');
});

test('in process: an abort before the paste writes no override audit (a --type-without-checking send that never typed)', async () => {
  const seat = await h.addSeat({ name: 'unaudited', runtime: 'claude' });
  const ac = new AbortController();
  const r = await h.send(
    seat,
    'never typed',
    { signal: ac.signal, dangerouslyInteract: true, reason: 'abort test', typeWithoutChecking: true },
    {
      afterLoad: async () => {
        ac.abort();
      },
    },
  );
  assert.is(r.outcome, 'failed', JSON.stringify(r));
  assert.is(r.reason, 'caller_aborted');
  const audit = existsSync(h.home.promptOverrideAudit) ? readFileSync(h.home.promptOverrideAudit, 'utf8') : '';
  assert.not.match(audit, 'never typed');
  assert.not.match(audit, seat.record.nodeId, 'no audit line claims an override for this seat');
  await sleep(300);
  assert.equal(seat.state().submissions, []);
});

test('lease: an abandoned waiter never runs, and the operation queued after it still waits its turn', async () => {
  const leases = new SeatLeases(h.home);
  const node = 'n-0123456789abcdef';
  const order: string[] = [];
  let release!: () => void;
  const first = leases.run(node, 'first', async () => {
    order.push('first start');
    await new Promise<void>((r) => {
      release = r;
    });
    order.push('first end');
  });
  const ac = new AbortController();
  const second = leases
    .run(
      node,
      'second',
      async () => {
        order.push('second');
      },
      { signal: ac.signal },
    )
    .catch((e: Error) => e.name);
  const third = leases.run(node, 'third', async () => {
    order.push('third');
  });
  await sleep(50);
  ac.abort();
  assert.is(await second, 'LeaseAbortedError');
  await sleep(50);
  assert.equal(order, ['first start'], 'the third waits for the first, not for the abandoned second');
  release();
  await Promise.all([first, third]);
  assert.equal(order, ['first start', 'first end', 'third']);
});

test('waitForIdle: an abort ends the wait at once, reported as aborted', async () => {
  const ac = new AbortController();
  let reads = 0;
  setTimeout(() => ac.abort(), 50);
  const w = await waitForIdle(
    async () => {
      reads++;
      return { state: 'busy', reason: 'x', source: 'pane' };
    },
    60_000,
    10_000,
    ac.signal,
  );
  assert.is(w.ended, 'aborted');
  assert.is(reads, 1, 'no read after the abort');
});

test.run();
