// One daemon timer tick (the queue-wakes job) with 100 seats and 10,000 queue rows: CPU of the
// daemon process per tick (process.cpuUsage, user + system), medians. Goal ≤ 20 ms. Never fails
// on time. The seat's activity read and the send are replaced (a pane read is a tmux round trip in
// a control client, and the send flow has its own bench: bench/send.bench.ts): this measures what
// the tick itself costs — listing the active wakes, reading their rows, the decisions, the writes.
//
// Rows are fixture files (9,900 closed with their wakes settled, 100 pending with an active wake,
// one per seat). Scenarios: every seat busy, within its re-look wait and looked at again; every
// seat idle and woken (100 pointers typed, each wake written twice and settled); every seat
// throttled just after.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { homePaths, queueRowPath, queueWakePath } from '../lib/home/paths.js';
import { buildQueueRow } from '../lib/queue/queue-store.js';
import { newWakeIntent, type WakeIntent } from '../lib/queue/wake-intent.js';
import { wakeBody, WAKE_SEAT_RECHECK_MS, WAKE_SETTLE_MS } from '../lib/queue/wake-decide.js';
import { wakesJob, type SeatReadiness } from '../lib/queue/wake-job.js';
import { TimerLoop } from '../lib/timers/loop.js';
import { silentLog } from '../lib/timers/log.js';
import { SeatLeases } from '../lib/delivery/send/lease.js';
import type { SendResult } from '../lib/delivery/send/contract.js';
import { newNodeId, newOccupant, updateSeat } from '../lib/seat/registry.js';
import { figure, median, ms } from './lib/stats.js';

const SEATS = 100;
const ROWS = Number(process.env.BENCH_QUEUE_ROWS) || 10_000;
const RUNS = Number(process.env.BENCH_RUNS) || 25;

const dir = mkdtempSync(join(tmpdir(), 'openrig-bench-'));
process.on('exit', () => {
  if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
});
const home = homePaths(join(dir, 'home'));
mkdirSync(home.queueRows, { recursive: true, mode: 0o700 });
mkdirSync(home.queueWakesDone, { recursive: true, mode: 0o700 });

const seats: string[] = [];
for (let s = 0; s < SEATS; s++) {
  const name = `s${s}`;
  seats.push(`${name}@bench`);
  await updateSeat(home, 'bench', name, () => ({
    schema: 'seat',
    version: 1,
    name,
    rig: 'bench',
    nodeId: newNodeId(),
    runtime: 'claude-code',
    cwd: dir,
    projectDir: dir,
    plugins: [],
    roleFiles: [],
    typingGuard: 'off',
    tmux: { socket: join(dir, 'no-tmux'), session: `${name}@bench`, paneId: '%1' },
    occupant: newOccupant(),
    launchedAt: new Date().toISOString(),
    status: 'running',
  }));
}

const start = Date.now() - 3600_000;
const writeIntent = (i: WakeIntent, settled: boolean) =>
  writeFileSync(queueWakePath(home, i.rowId, settled), JSON.stringify(i));

/** 100 pending rows (one per seat) with active wakes; the rest closed, their wakes settled. */
function fixtures(round: number): void {
  for (let i = 0; i < ROWS; i++) {
    const open = i < SEATS;
    if (round > 0 && !open) continue;
    const row = buildQueueRow(
      { destination: seats[i % SEATS]!, summary: `bench row ${i} round ${round}: the work to do`, body: `Body ${i}\n` },
      'lead@bench',
      new Date(start + i * 10 + round),
    );
    const stored = { ...row, state: open ? ('pending' as const) : ('done' as const) };
    writeFileSync(queueRowPath(home, row.id), JSON.stringify(stored));
    const intent = newWakeIntent(stored, 'create', wakeBody(stored, 'create'), new Date(start + i * 10 + round));
    writeIntent(open ? intent : { ...intent, state: 'complete', reason: 'delivered' }, !open);
  }
}
fixtures(0);

let activity: SeatReadiness = 'busy';
let sends = 0;
let clock = Date.now() + WAKE_SETTLE_MS;
const loop = new TimerLoop(
  {
    home,
    log: silentLog,
    leases: new SeatLeases(home),
    send: async (_deps, req) => {
      sends++;
      return {
        outcome: 'delivered',
        sent: true,
        reason: 'delivered',
        message: 'ok',
        seat: req.seat.name,
        nodeId: req.seat.nodeId,
        outboxIds: [req.id!],
        state: 'complete',
        warnings: [],
      } satisfies SendResult;
    },
  },
  [wakesJob({ readiness: async () => activity })],
  { manual: true, clock: () => clock },
);

async function cpuOfTick(): Promise<{ cpu: number; wall: number }> {
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  await loop.tick();
  const c = process.cpuUsage(c0);
  return { cpu: (c.user + c.system) / 1000, wall: performance.now() - w0 };
}

async function measure(label: string, runs: number, before?: () => void): Promise<void> {
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let r = 0; r < runs; r++) {
    before?.();
    const t = await cpuOfTick();
    cpu.push(t.cpu);
    wall.push(t.wall);
  }
  figure(`${label}: median ${ms(median(cpu))} CPU (${ms(median(wall))} wall) over ${runs} ticks`);
}

// Warm-up: the first busy tick records each wake's deferral (one write each); later ones read only.
await loop.tick();
figure(`fixture: ${SEATS} seats, ${ROWS} rows (${SEATS} pending with active wakes, the rest settled)`);
await measure('tick, every seat busy, within the re-look wait (read only)', RUNS);
await measure('tick, every seat busy and looked at again (seat, guard and activity read per seat)', RUNS, () => {
  clock += WAKE_SEAT_RECHECK_MS;
});

// Every seat idle: one pointer per seat (the send replaced). One sample per fixture round.
activity = 'idle';
const woken: number[] = [];
for (let round = 1; round <= 5; round++) {
  fixtures(round);
  clock += 60 * 60_000;
  const before = sends;
  const t = await cpuOfTick();
  woken.push(t.cpu);
  if (sends - before !== SEATS) throw new Error(`expected ${SEATS} pointers, got ${sends - before}`);
}
figure(
  `tick, every seat idle and woken (${SEATS} pointers, two locked writes per wake): median ${ms(median(woken))} CPU`,
);

// Right after: new wakes for every seat, all throttled.
fixtures(99);
clock += WAKE_SETTLE_MS;
await loop.tick();
await measure('tick, every seat throttled (read only)', RUNS);
figure('goal: a tick ≤ 20 ms of daemon CPU');
