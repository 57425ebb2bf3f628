// The timer loop and the queue-wakes job on a fake clock, in-process: no tmux, no daemon socket.
// The send flow is replaced by a recorder (TimerLoopDeps.send) and the seat's activity by a table,
// so each test drives ticks by hand and reads the wake intents and the recorded notices.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tempHome, type TestHome } from '../helpers/home.js';
import { TimerLoop } from '../../lib/timers/loop.js';
import { OPENRIG_SENDER, type TimerJob } from '../../lib/timers/contract.js';
import { silentLog, type DaemonLog } from '../../lib/timers/log.js';
import { SeatLeases } from '../../lib/delivery/send/lease.js';
import type { SendRequest, SendResult } from '../../lib/delivery/send/contract.js';
import { newNodeId, newOccupant, updateSeat, type SeatRecord } from '../../lib/seat/registry.js';
import { addSeat } from '../helpers/seat.js';
import { createQueueRow, handoffQueueRow, readQueueRow, transitionQueueRow } from '../../lib/queue/queue-store.js';
import { wakesJob, type SeatReadiness } from '../../lib/queue/wake-job.js';
import { listActiveWakes, readWakeIntent, updateWakeIntent } from '../../lib/queue/wake-intent.js';
import { createAttempt, finalizeAttempt } from '../../lib/delivery/outbox/outbox.js';
import {
  WAKE_MAX_TICK_FAILURES,
  WAKE_MAY_REPEAT,
  WAKE_RETRY_AFTER_MS,
  WAKE_SEAT_INTERVAL_MS,
  WAKE_SEAT_RECHECK_MS,
  WAKE_SETTLE_MS,
} from '../../lib/queue/wake-decide.js';

interface Rig extends TestHome {
  seat: SeatRecord;
  sent: SendRequest[];
  /** What the next sends answer (default delivered). */
  answer: (req: SendRequest) => Partial<SendResult>;
  activity: SeatReadiness;
  clock: { now: number };
  loop: TimerLoop;
  log: string[];
}

async function rig(jobDeps: { recoveryBudgetMs?: number } = {}): Promise<Rig> {
  const th = tempHome();
  const seat = await addSeat(th.home, {
    name: 'dev',
    rig: 'r',
    cwd: th.dir,
    tmux: { socket: '/nonexistent', paneId: '%1' },
  });
  const log: string[] = [];
  const dlog: DaemonLog = { info: (m) => log.push(m), warn: (m) => log.push(m), error: (m) => log.push(m) };
  const r = {
    ...th,
    seat,
    sent: [] as SendRequest[],
    answer: (() => ({})) as Rig['answer'],
    activity: 'idle' as SeatReadiness,
    clock: { now: Date.now() },
    log,
  } as Rig;
  r.loop = new TimerLoop(
    {
      home: th.home,
      log: dlog,
      leases: new SeatLeases(th.home),
      send: async (_deps, req) => {
        r.sent.push(req);
        const stale = await req.stopIf?.('paste');
        const base: SendResult = stale
          ? {
              outcome: 'refused',
              sent: false,
              reason: stale.reason,
              message: stale.detail,
              seat: 'dev@r',
              nodeId: seat.nodeId,
              outboxIds: [req.id!],
              state: 'failed',
              warnings: [],
            }
          : {
              outcome: 'delivered',
              sent: true,
              reason: 'delivered',
              message: 'ok',
              seat: 'dev@r',
              nodeId: seat.nodeId,
              outboxIds: [req.id!],
              state: 'complete',
              warnings: [],
            };
        return { ...base, ...(stale ? {} : r.answer(req)) };
      },
    },
    [wakesJob({ readiness: async () => r.activity, ...jobDeps })],
    { manual: true, clock: () => r.clock.now },
  );
  return r;
}

const create = (r: Rig, summary: string, priority?: string) =>
  createQueueRow(r.home, {}, { destination: 'dev@r', summary, priority, source: 'lead@r' });
const settle = (r: Rig) => {
  r.clock.now = Date.now() + WAKE_SETTLE_MS;
};

test('loop: ctx.seats() is the registry as it is now, shared by the jobs of a tick (a changed record read again)', async () => {
  const r = await rig();
  const seen: string[][] = [];
  const look: TimerJob = {
    name: 'look',
    tick: async (ctx) => {
      seen.push(ctx.seats!().map((s) => `${s.name}:${s.status}:${s.occupant}`));
    },
  };
  const loop = new TimerLoop({ home: r.home, log: silentLog, leases: new SeatLeases(r.home) }, [look, look], {
    manual: true,
  });
  await loop.tick();
  assert.equal(seen, [[`dev:running:${r.seat.occupant}`], [`dev:running:${r.seat.occupant}`]]);
  const occupant = newOccupant();
  await updateSeat(r.home, 'r', 'dev', (cur) => ({ ...cur!, occupant, status: 'stopped' }));
  await updateSeat(r.home, 'r', 'qa', () => ({ ...r.seat, name: 'qa', nodeId: newNodeId() }));
  seen.length = 0;
  await loop.tick();
  assert.equal(seen[0], [`dev:stopped:${occupant}`, `qa:running:${r.seat.occupant}`]);
  assert.equal(seen[1], seen[0]);
});

test('loop: startup once per job in order, ticks in order, one tick in flight, stop waits for it', async () => {
  const th = tempHome();
  const order: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((res) => {
    release = res;
  });
  let seenSignal: AbortSignal | undefined;
  const jobs: TimerJob[] = [
    {
      name: 'a',
      startup: async () => {
        order.push('a.startup');
      },
      tick: async (ctx) => {
        order.push('a.tick');
        seenSignal = ctx.signal;
        await gate;
      },
    },
    {
      name: 'b',
      tick: async () => {
        order.push('b.tick');
        throw new Error('b broke');
      },
    },
  ];
  const errors: string[] = [];
  const loop = new TimerLoop(
    { home: th.home, log: { ...silentLog, error: (m) => errors.push(m) }, leases: new SeatLeases(th.home) },
    jobs,
    { manual: true },
  );
  await loop.startup();
  const t1 = loop.tick();
  const t2 = loop.tick();
  assert.is(t1, t2, 'a tick asked for while one runs joins it');
  const stopped = loop.stop();
  assert.ok(seenSignal?.aborted, 'stop aborts the signal');
  let done = false;
  void stopped.then(() => {
    done = true;
  });
  // Let every settled promise and pending I/O callback run: only release() can end the tick now.
  for (let i = 0; i < 10; i++) await new Promise((r) => setImmediate(r));
  assert.is(done, false, 'stop waits for the tick in flight');
  release();
  await stopped;
  // b never ran: the signal aborted during a's tick, so the loop ended that tick there.
  assert.equal(order, ['a.startup', 'a.tick']);
  await loop.tick();
  assert.is(loop.ticks, 1, 'no tick after stop');
  assert.equal(errors, []);
});

test('loop: a job that throws is logged and the next job still runs; notify is always OpenRig', async () => {
  const th = tempHome();
  const errors: string[] = [];
  const sent: SendRequest[] = [];
  const loop = new TimerLoop(
    {
      home: th.home,
      log: { ...silentLog, error: (m) => errors.push(m) },
      leases: new SeatLeases(th.home),
      send: async (_d, req) => {
        sent.push(req);
        return { outcome: 'delivered' } as SendResult;
      },
    },
    [
      {
        name: 'x',
        tick: async () => {
          throw new Error('x broke');
        },
      },
      {
        name: 'y',
        tick: async (ctx) => {
          await ctx.notify({ seat: {} as SeatRecord, message: 'hi', ...({ sender: 'someone@else' } as object) });
        },
      },
    ],
    { manual: true, clock: () => 42 },
  );
  await loop.tick();
  assert.is(errors.length, 1);
  assert.match(errors[0]!, /timer x: tick failed/);
  assert.is(sent.length, 1);
  assert.is(sent[0]!.sender, OPENRIG_SENDER);
  assert.is(sent[0]!.kind, 'notice');
  assert.is(sent[0]!.signal, undefined, 'a notice under way is not cancelled by the loop stopping');
  assert.is(loop.context().now, 42);
});

test('wakes: five rows become one pointer with every original id and body; sender openrig; kind notice', async () => {
  const r = await rig();
  const rows = [];
  for (let n = 1; n <= 5; n++) rows.push((await create(r, `task ${n}`)).row);
  r.clock.now = Date.now();
  await r.loop.tick();
  assert.is(r.sent.length, 0, 'not due before the settle window');
  settle(r);
  await r.loop.tick();
  assert.is(r.sent.length, 1);
  const req = r.sent[0]!;
  assert.is(req.sender, OPENRIG_SENDER);
  assert.is(req.kind, 'notice');
  assert.equal(
    req.receiptIds,
    rows.map((x) => `wake-intent-${x.id}`),
  );
  for (const x of rows) assert.ok(req.message.includes(x.id), x.id);
  assert.is(req.message.split('\n').length, 5);
  assert.is(listActiveWakes(r.home).length, 0, 'delivered wakes leave the active folder');
  const w = readWakeIntent(r.home, rows[2]!.id)!;
  assert.is(w.state, 'complete');
  assert.is(w.attempts[0]!.outboxId, `wake-intent-${rows[0]!.id}`);
  assert.is(w.attempts[0]!.with!.length, 4);
  // The queue rows were not touched by the wake.
  for (const x of rows) assert.equal(readQueueRow(r.home, x.id)!.transitions, []);
});

test('wakes: urgent and critical rows wake with the urgent kind', async () => {
  const r = await rig();
  await create(r, 'fire', 'critical');
  settle(r);
  await r.loop.tick();
  assert.is(r.sent[0]!.kind, 'urgent');
});

test('wakes: at an urgent-only seat a held routine wake stays held when an urgent row is woken', async () => {
  const r = await rig();
  await updateSeat(r.home, 'r', 'dev', (cur) => ({ ...cur!, typingGuard: 'urgent-only' }));
  // The send flow holds a notice under urgent-only and types an urgent pointer.
  r.answer = (req) =>
    req.kind === 'urgent' ? {} : { outcome: 'retained', sent: false, reason: 'typing_guard_enabled', state: 'held' };
  const routine = (await create(r, 'tidy the docs')).row;
  settle(r);
  await r.loop.tick();
  assert.is(r.sent.length, 1);
  assert.is(r.sent[0]!.kind, 'notice');
  assert.is(readWakeIntent(r.home, routine.id)!.state, 'held');
  const urgent = (await create(r, 'fix the outage', 'urgent')).row;
  settle(r);
  await r.loop.tick();
  assert.is(r.sent.length, 2, 'one more pointer: the urgent row');
  const req = r.sent[1]!;
  assert.is(req.kind, 'urgent');
  assert.equal(req.receiptIds, [`wake-intent-${urgent.id}`]);
  assert.not.ok(req.message.includes(routine.id), 'the routine line is not typed with the urgent one');
  assert.is(readWakeIntent(r.home, urgent.id)!.state, 'complete');
  const held = readWakeIntent(r.home, routine.id)!;
  assert.is(held.state, 'held', 'the routine wake stays a held notice');
  assert.is(held.attempts.length, 1);
  assert.is(held.attempts[0]!.supersededBy, undefined);
  // Later ticks leave it held.
  r.clock.now += WAKE_SEAT_INTERVAL_MS;
  await r.loop.tick();
  assert.is(r.sent.length, 2);
});

test('wakes: urgent and routine rows made together go as two pointers, the urgent one first', async () => {
  const r = await rig();
  const routine = (await create(r, 'tidy')).row;
  const urgent = (await create(r, 'fire', 'critical')).row;
  settle(r);
  await r.loop.tick();
  assert.is(r.sent.length, 1);
  assert.is(r.sent[0]!.kind, 'urgent');
  assert.equal(r.sent[0]!.receiptIds, [`wake-intent-${urgent.id}`]);
  await r.loop.tick();
  assert.is(readWakeIntent(r.home, routine.id)!.deferred, 'seat_throttled');
  r.clock.now += WAKE_SEAT_INTERVAL_MS;
  await r.loop.tick();
  assert.is(r.sent.length, 2);
  assert.is(r.sent[1]!.kind, 'notice');
  assert.equal(r.sent[1]!.receiptIds, [`wake-intent-${routine.id}`]);
});

test('wakes: repeats to one seat are throttled', async () => {
  const r = await rig();
  await create(r, 'one');
  settle(r);
  await r.loop.tick();
  await create(r, 'two');
  r.clock.now = Date.now() + WAKE_SETTLE_MS;
  await r.loop.tick();
  assert.is(r.sent.length, 1, 'the second wake waits out the seat interval');
  assert.is(listActiveWakes(r.home)[0]!.deferred, 'seat_throttled');
  r.clock.now += WAKE_SEAT_INTERVAL_MS;
  await r.loop.tick();
  assert.is(r.sent.length, 2);
});

test('wakes: a seat at a prompt, busy or unreadable is not woken; woken once it is idle', async () => {
  const r = await rig();
  const { row } = await create(r, 'ask');
  settle(r);
  for (const state of ['needs_input', 'busy', 'unknown', 'unreachable'] as const) {
    r.activity = state;
    await r.loop.tick();
    assert.is(r.sent.length, 0, state);
    r.clock.now += WAKE_SEAT_RECHECK_MS;
  }
  r.activity = 'needs_input';
  await r.loop.tick();
  assert.is(readWakeIntent(r.home, row.id)!.deferred, 'seat_needs_input');
  // Idle now, but the seat is looked at again only after the re-look wait.
  r.activity = 'idle';
  await r.loop.tick();
  assert.is(r.sent.length, 0, 'not looked at again within the re-look wait');
  r.clock.now += WAKE_SEAT_RECHECK_MS;
  await r.loop.tick();
  assert.is(r.sent.length, 1);
});

test('wakes: closed, claimed and reassigned work is never woken', async () => {
  const r = await rig();
  const a = (await create(r, 'claimed')).row;
  const b = (await create(r, 'cancelled')).row;
  const c = (await create(r, 'handed on')).row;
  await transitionQueueRow(r.home, { OPENRIG_SESSION_NAME: 'dev@r' }, a.id, { verb: 'start' });
  await transitionQueueRow(r.home, {}, b.id, { verb: 'cancel' });
  const h = await handoffQueueRow(r.home, {}, c.id, { to: 'other@r' });
  settle(r);
  await r.loop.tick();
  assert.is(r.sent.length, 0, 'nothing for dev@r (other@r has no seat record, so it waits)');
  assert.is(readWakeIntent(r.home, a.id)!.reason, 'row_claimed');
  assert.is(readWakeIntent(r.home, b.id)!.reason, 'row_closed');
  assert.is(readWakeIntent(r.home, c.id)!.reason, 'row_closed');
  assert.is(readWakeIntent(r.home, h.successor.id)!.deferred, 'seat_unknown');
  assert.is(h.wake.queued, true);
});

test('wakes: an unblock by another seat wakes the owner again, with a new attempt id', async () => {
  const r = await rig();
  const { row } = await create(r, 'parked work');
  settle(r);
  await r.loop.tick();
  assert.is(r.sent[0]!.id, `wake-intent-${row.id}`);
  const dev = { OPENRIG_SESSION_NAME: 'dev@r' };
  await transitionQueueRow(r.home, dev, row.id, { verb: 'start' });
  await transitionQueueRow(r.home, dev, row.id, { verb: 'block', on: 'a decision from lead' });
  await transitionQueueRow(r.home, { OPENRIG_SESSION_NAME: 'lead@r' }, row.id, { verb: 'start' });
  r.clock.now = Date.now() + WAKE_SETTLE_MS + WAKE_SEAT_INTERVAL_MS;
  await r.loop.tick();
  assert.is(r.sent.length, 2);
  assert.is(r.sent[1]!.id, `wake-intent-${row.id}.2`);
  assert.match(r.sent[1]!.message, /unblocked/);
  // The owner resuming its own blocked row is no unblock: no wake.
  await transitionQueueRow(r.home, dev, row.id, { verb: 'block', on: 'more' });
  await transitionQueueRow(r.home, dev, row.id, { verb: 'start' });
  r.clock.now += WAKE_SETTLE_MS + WAKE_SEAT_INTERVAL_MS;
  await r.loop.tick();
  assert.is(r.sent.length, 2);
});

test('wakes: a row claimed between the decision and the paste gives draft_wake_superseded', async () => {
  const r = await rig();
  const { row } = await create(r, 'race');
  settle(r);
  r.answer = () => ({});
  const realSend = r.loop;
  void realSend;
  // The claim lands while the send waits for the lease: stopIf sees it.
  r.activity = 'idle';
  const job = r.loop.jobs[0]!;
  const origTick = job.tick.bind(job);
  job.tick = async (ctx) => {
    const notify = ctx.notify;
    ctx.notify = async (req) => {
      await transitionQueueRow(r.home, { OPENRIG_SESSION_NAME: 'dev@r' }, row.id, { verb: 'start' });
      return notify(req);
    };
    return origTick(ctx);
  };
  await r.loop.tick();
  assert.is(r.sent.length, 1);
  const w = readWakeIntent(r.home, row.id)!;
  assert.is(w.attempts[0]!.reason, 'draft_wake_superseded');
  assert.is(w.tickFailures, 0, 'a superseded wake is no failure');
  job.tick = origTick;
  r.clock.now += WAKE_SEAT_INTERVAL_MS;
  await r.loop.tick();
  assert.is(readWakeIntent(r.home, row.id)!.state, 'closed');
  assert.is(r.sent.length, 1);
});

test('wakes: a failed attempt waits before the next, and ordinary ticks stop after the bound', async () => {
  const r = await rig();
  const { row } = await create(r, 'flaky');
  r.answer = () => ({ outcome: 'failed', sent: false, reason: 'send_failed', state: 'failed' });
  settle(r);
  await r.loop.tick();
  await r.loop.tick();
  assert.is(r.sent.length, 1, 'the retry waits');
  for (let n = 0; n < WAKE_MAX_TICK_FAILURES + 2; n++) {
    r.clock.now += WAKE_RETRY_AFTER_MS;
    await r.loop.tick();
  }
  assert.is(r.sent.length, WAKE_MAX_TICK_FAILURES);
  const w = readWakeIntent(r.home, row.id)!;
  assert.is(w.state, 'failed');
  assert.is(w.tickFailures, WAKE_MAX_TICK_FAILURES);
});

test('startup pass: failed, unconfirmed and interrupted wakes retried once, coalesced, with the may-repeat line', async () => {
  const r = await rig();
  const ids: string[] = [];
  for (const s of ['failed', 'indeterminate', 'sending', 'held', 'complete-ish'] as const) {
    const { row } = await create(r, s);
    ids.push(row.id);
  }
  const at = new Date().toISOString();
  const mark = (i: number, state: 'failed' | 'indeterminate' | 'held' | 'sending') =>
    updateWakeIntent(r.home, ids[i]!, (cur) => ({
      ...cur,
      state,
      attempts: [
        {
          outboxId: `${cur.id}`,
          nodeId: r.seat.nodeId,
          at,
          state: state === 'sending' ? 'indeterminate' : state,
          reason: 'x',
          pass: 'tick',
        },
      ],
      ...(state === 'sending'
        ? { inFlight: { outboxId: `${cur.id}.9`, nodeId: r.seat.nodeId, at, pass: 'tick' as const } }
        : {}),
    }));
  await mark(0, 'failed');
  await mark(1, 'indeterminate');
  await mark(2, 'sending');
  await mark(3, 'held');
  // The fifth was never tried: the ordinary ticks wake it, not the recovery pass.
  // The retry answers with a no-write failure: it cannot resolve the earlier unknowns.
  r.answer = () => ({ outcome: 'failed', sent: false, reason: 'session_missing', state: 'failed' });
  await r.loop.startup();
  assert.is(r.sent.length, 1, 'one pointer for the seat, attempted once in the pass');
  const req = r.sent[0]!;
  assert.equal(
    req.receiptIds,
    [ids[0], ids[1], ids[2]].map((i) => `wake-intent-${i}`),
  );
  assert.ok(req.message.endsWith(WAKE_MAY_REPEAT));
  assert.is(req.message.split('\n').length, 4);
  assert.is(readWakeIntent(r.home, ids[0]!)!.state, 'failed');
  assert.is(readWakeIntent(r.home, ids[1]!)!.state, 'indeterminate', 'a no-write failure does not resolve an unknown');
  assert.is(readWakeIntent(r.home, ids[2]!)!.state, 'indeterminate', 'an interrupted attempt is unknown');
  assert.is(readWakeIntent(r.home, ids[3]!)!.state, 'held', 'held wakes are left alone');
  assert.is(readWakeIntent(r.home, ids[4]!)!.attempts.length, 0);
  for (const id of ids) assert.equal(readQueueRow(r.home, id)!.transitions, [], 'no queue mutation is repeated');
});

test('startup pass: a delivered retry settles the unknown wake', async () => {
  const r = await rig();
  const { row } = await create(r, 'unknown');
  await updateWakeIntent(r.home, row.id, (cur) => ({ ...cur, state: 'indeterminate' }));
  await r.loop.startup();
  assert.is(r.sent.length, 1);
  assert.is(r.sent[0]!.id, `wake-intent-${row.id}`);
  assert.is(readWakeIntent(r.home, row.id)!.state, 'complete');
  assert.is(listActiveWakes(r.home).length, 0);
});

test('startup pass: past its time budget the wakes it still owes go first in the next tick, once each', async () => {
  const r = await rig({ recoveryBudgetMs: 0 });
  await updateSeat(r.home, 'r', 'ops', () => ({
    ...r.seat,
    name: 'ops',
    nodeId: newNodeId(),
    tmux: { ...r.seat.tmux, session: 'ops@r' },
  }));
  const a = (await create(r, 'dev wake')).row;
  const b = (await createQueueRow(r.home, {}, { destination: 'ops@r', summary: 'ops wake', source: 'lead@r' })).row;
  for (const id of [a.id, b.id]) await updateWakeIntent(r.home, id, (cur) => ({ ...cur, state: 'indeterminate' }));
  await r.loop.startup();
  assert.is(r.sent.length, 1, 'the first seat before the daemon accepts sends');
  await r.loop.tick();
  assert.is(r.sent.length, 2, 'the second in the first tick');
  assert.ok(r.sent[1]!.message.endsWith(WAKE_MAY_REPEAT));
  r.clock.now += WAKE_SEAT_INTERVAL_MS * 2;
  await r.loop.tick();
  assert.is(r.sent.length, 2, 'each once');
  assert.is(readWakeIntent(r.home, a.id)!.state, 'complete');
  assert.is(readWakeIntent(r.home, b.id)!.state, 'complete');
});

test('startup pass: a crash after a no-write retry of an unknown wake leaves it unknown', async () => {
  const r = await rig();
  const { row } = await create(r, 'twice unsure');
  const retryId = `wake-intent-${row.id}.2`;
  await createAttempt(r.home, r.seat.nodeId, {
    id: retryId,
    destination: 'dev@r',
    sender: OPENRIG_SENDER,
    kind: 'notice',
    text: 'x',
  });
  await finalizeAttempt(r.home, r.seat.nodeId, retryId, { state: 'failed', reason: 'session_missing' });
  const at = new Date().toISOString();
  await updateWakeIntent(r.home, row.id, (cur) => ({
    ...cur,
    state: 'sending',
    tries: 1,
    inFlight: { outboxId: retryId, nodeId: r.seat.nodeId, at, pass: 'tick', prior: 'indeterminate' },
  }));
  r.answer = () => ({ outcome: 'failed', sent: false, reason: 'session_missing', state: 'failed' });
  await r.loop.startup();
  const w = readWakeIntent(r.home, row.id)!;
  assert.is(w.attempts[0]!.state, 'failed', 'the interrupted attempt had ended without a write');
  assert.is(w.state, 'indeterminate', 'the earlier unknown still stands');
  assert.is(r.sent.length, 1);
  assert.is(r.sent[0]!.id, `wake-intent-${row.id}.3`);
});

test.run();
