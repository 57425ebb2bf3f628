// One watchdog tick and one supervisor tick with 100 seats, 10,000 queue rows (a tenth of each
// seat's open rows blocked), 100 watchdog jobs (half periodic, half idle-gate) and every seat's
// hook record: the daemon CPU (user+sys of this process) per tick, medians, in the steady state
// (jobs not due, seats in their grace or already reminded) and with every job due (a notify
// double answers at once, so the figure is the timers' own cost, not typing). Goal for the tick
// of all timers together: ≤ 20 ms of daemon CPU. Never fails on time.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { homePaths, queueRowPath } from '../lib/home/paths.js';
import { buildQueueRow, rebuildQueueIndex } from '../lib/queue/queue-store.js';
import type { QueueRow } from '../lib/queue/row.js';
import { newNodeId, newOccupant, updateSeat, type SeatRecord } from '../lib/seat/registry.js';
import { SeatLeases } from '../lib/delivery/send/lease.js';
import type { NoticeRequest, TickContext } from '../lib/timers/contract.js';
import type { SendResult } from '../lib/delivery/send/contract.js';
import { silentLog } from '../lib/timers/log.js';
import { watchdogTimer } from '../lib/watchdog/timer.js';
import { supervisorTimer } from '../lib/supervisor/timer.js';
import { addJob } from '../lib/watchdog/store.js';
import { buildJob } from '../lib/watchdog/job.js';
import { seatHooksPath } from '../lib/home/paths.js';
import { median, figure } from './lib/stats.js';

const SEATS = 100;
const ROWS = Number(process.env.BENCH_QUEUE_ROWS) || 10_000;
const RUNS = Number(process.env.BENCH_RUNS) || 21;

const dir = mkdtempSync(join(tmpdir(), 'openrig-bench-'));
process.on('exit', () => {
  if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
});
const home = homePaths(join(dir, 'home'));
const T0 = Date.now();

const seats: SeatRecord[] = [];
for (let i = 0; i < SEATS; i++) {
  const rec: SeatRecord = {
    schema: 'seat',
    version: 1,
    name: `s${i}`,
    rig: 'bench',
    nodeId: newNodeId(),
    runtime: 'claude-code',
    cwd: dir,
    projectDir: dir,
    plugins: [],
    roleFiles: [],
    typingGuard: 'off',
    tmux: { socket: null, session: `s${i}@bench` },
    occupant: newOccupant(),
    launchedAt: new Date(T0).toISOString(),
    status: 'running',
  };
  await updateSeat(home, rec.rig, rec.name, () => rec);
  seats.push(rec);
  // Stamped at the last tick measured below: a seq ahead of the clock reads as age 0 (fresh idle throughout).
  const seq = (T0 + 6 * 60_000) * 1000;
  const at = new Date(T0).toISOString();
  const hook = {
    schema: 'seat-hooks',
    version: 1,
    nodeId: rec.nodeId,
    occupant: rec.occupant,
    seat: `${rec.name}@${rec.rig}`,
    runtime: 'claude',
    firstLaunch: { at, seq, event: 'SessionStart', pluginVersion: '0.1.0', bundleHash: 'b3f1c0ffee000000' },
    lastHook: { event: 'Stop', seq, at },
    activity: { state: 'idle', reason: 'stop', event: 'Stop', seq, at },
  };
  mkdirSync(join(home.activity, rec.nodeId), { recursive: true });
  writeFileSync(seatHooksPath(home, rec.nodeId, rec.occupant), JSON.stringify(hook));
}
mkdirSync(home.queueRows, { recursive: true, mode: 0o700 });
for (let i = 0; i < ROWS; i++) {
  const row = buildQueueRow(
    { destination: `s${i % SEATS}@bench`, summary: `bench row ${i}` },
    'lead@bench',
    new Date(T0 - ROWS * 1000 + i * 1000),
  );
  // Per seat: 100 rows, of which 80 closed, 10 pending, 10 blocked.
  const k = Math.floor(i / SEATS) % 10;
  const state = k < 8 ? 'done' : k === 8 ? 'pending' : 'blocked';
  const stored: QueueRow = { ...row, state, blockedOn: state === 'blocked' ? 'review' : null };
  writeFileSync(queueRowPath(home, row.id), JSON.stringify(stored));
}
await rebuildQueueIndex(home);
for (let i = 0; i < 100; i++)
  await addJob(
    home,
    buildJob(
      {
        policy: i % 2 ? 'idle-gate' : 'periodic',
        seat: `s${i % SEATS}@bench`,
        message: `reminder ${i}`,
        interval: '10m',
        createdBy: 'bench',
      },
      T0,
    ),
  );

const answer = async (req: NoticeRequest): Promise<SendResult> => ({
  outcome: 'delivered',
  sent: true,
  reason: 'delivered',
  message: '',
  seat: `${req.seat.name}@${req.seat.rig}`,
  nodeId: req.seat.nodeId,
  outboxIds: [],
  state: 'complete',
  warnings: [],
});
const leases = new SeatLeases(home);
const ctx = (now: number): TickContext => ({
  home,
  now,
  log: silentLog,
  leases,
  notify: answer,
  signal: new AbortController().signal,
});

async function cpuOf(fn: () => Promise<void>): Promise<number> {
  const before = process.cpuUsage();
  await fn();
  const d = process.cpuUsage(before);
  return (d.user + d.system) / 1000;
}

const wd = watchdogTimer();
const sup = supervisorTimer({ owes: () => false });
// The first supervisor tick records every seat's waiting state; later ones find them unchanged.
await sup.tick(ctx(T0));
const steadyWd: number[] = [];
const steadySup: number[] = [];
for (let i = 0; i < RUNS; i++) {
  steadyWd.push(await cpuOf(() => wd.tick(ctx(T0 + 1000 + i))));
  steadySup.push(await cpuOf(() => sup.tick(ctx(T0 + 1000 + i))));
}
figure(
  `watchdog tick, ${SEATS} seats, ${ROWS} rows, 100 jobs none due: median ${median(steadyWd).toFixed(2)} ms CPU over ${RUNS}`,
);
figure(
  `supervisor tick, ${SEATS} seats, ${ROWS} rows (${SEATS * 10} blocked), all in their grace: median ${median(steadySup).toFixed(2)} ms CPU over ${RUNS}`,
);
figure(
  `both together (steady state): median ${(median(steadyWd) + median(steadySup)).toFixed(2)} ms CPU (goal ≤ 20 ms)`,
);
// Every job due once, and every seat past its grace (2 reminders per tick, the notify double answering at once).
const dueWd = await cpuOf(() => wd.tick(ctx(T0 + 11 * 60_000)));
const dueSup = await cpuOf(() => sup.tick(ctx(T0 + 6 * 60_000)));
figure(
  `with work: watchdog tick with all 100 jobs due (${SEATS} notices) ${dueWd.toFixed(1)} ms CPU; supervisor tick past the grace (2 reminders) ${dueSup.toFixed(1)} ms CPU`,
);
