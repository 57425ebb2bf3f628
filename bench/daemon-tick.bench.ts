// One daemon timer tick of EVERY registered job together (queue wakes, watchdog, parked-owner
// supervisor, managed compaction, in timerJobs() order, through TimerLoop in manual mode) on one
// fixture: 100 seats (half Claude Code, half Codex; hook records, half idle, half busy), 10,000
// queue rows (per seat 90 closed, 9 pending, 1 blocked: a tenth of open rows blocked), one active
// wake per seat, 100 watchdog jobs (half periodic, half idle-gate, none due), managed compaction on
// (config.json) with every Claude seat's context sample under the threshold. The seat's activity
// read (a tmux round trip) and the send are replaced by doubles, as in bench/timer-tick.bench.ts.
//
// The notifier runs with no channel in the steady state (it reads only the channels file). Then a
// second phase configures one webhook that never answers (a loopback server that holds every
// request) and a held message from a person on 10 seats: the tick that starts those 10
// notifications, then the ticks while they hang, are measured (CPU and wall per tick; the
// notifier's attempts run off the tick, each bounded by the channel's 5 s deadline, at most 4 per
// channel at once, the rest recorded as skipped), and how long the hung attempts took to end.
//
// Figures: the daemon's CPU (process.cpuUsage, user + system) per tick and per job, medians, in the
// steady state: the clock moves one TIMER_INTERVAL_MS per tick, so the wakes job looks at busy
// seats again every WAKE_SEAT_RECHECK_MS and compaction looks at each seat every
// COMPACTION_TICK_MS (those ticks are the max). Goal (issue 14): a tick ≤ 20 ms. Never fails on time.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { contextSamplePath, homePaths, queueRowPath, queueWakePath, seatHooksPath } from '../lib/home/paths.js';
import { buildQueueRow, rebuildQueueIndex } from '../lib/queue/queue-store.js';
import type { QueueRow } from '../lib/queue/row.js';
import { newWakeIntent } from '../lib/queue/wake-intent.js';
import { wakeBody } from '../lib/queue/wake-decide.js';
import { wakesJob } from '../lib/queue/wake-job.js';
import { watchdogTimer } from '../lib/watchdog/timer.js';
import { supervisorTimer } from '../lib/supervisor/timer.js';
import { compactionJob } from '../lib/compaction/job.js';
import { timerJobs } from '../lib/daemon/timers/jobs.js';
import { TimerLoop, TIMER_INTERVAL_MS } from '../lib/timers/loop.js';
import type { TimerJob } from '../lib/timers/contract.js';
import { silentLog } from '../lib/timers/log.js';
import { SeatLeases } from '../lib/delivery/send/lease.js';
import type { SendResult } from '../lib/delivery/send/contract.js';
import { newNodeId, newOccupant, updateSeat, type SeatRecord } from '../lib/seat/registry.js';
import { addJob } from '../lib/watchdog/store.js';
import { buildJob } from '../lib/watchdog/job.js';
import { notifyJob } from '../lib/notify/job.js';
import { addChannel, readHistory } from '../lib/notify/store.js';
import { buildChannel } from '../lib/notify/channel.js';
import { holdMessage } from '../lib/delivery/outbox/outbox.js';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { figure, median, ms, percentile } from './lib/stats.js';

const SEATS = 100;
const ROWS = Number(process.env.BENCH_QUEUE_ROWS) || 10_000;
const RUNS = Number(process.env.BENCH_RUNS) || 60;

const dir = mkdtempSync(join(tmpdir(), 'openrig-bench-'));
process.on('exit', () => {
  if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
});
const home = homePaths(join(dir, 'home'));
const T0 = Date.now();
mkdirSync(home.root, { recursive: true, mode: 0o700 });
writeFileSync(home.config, JSON.stringify({ schema: 'config', version: 1, compaction: { enabled: true } }));

// Seats, their hook records and (Claude seats) a context sample at 40 % (threshold 80).
const seats: SeatRecord[] = [];
for (let i = 0; i < SEATS; i++) {
  const claude = i % 2 === 0;
  const rec: SeatRecord = {
    schema: 'seat',
    version: 1,
    name: `s${i}`,
    rig: 'bench',
    nodeId: newNodeId(),
    runtime: claude ? 'claude-code' : 'codex',
    cwd: dir,
    projectDir: dir,
    plugins: [],
    roleFiles: [],
    typingGuard: 'off',
    tmux: { socket: join(dir, 'no-tmux'), session: `s${i}@bench`, paneId: '%1' },
    occupant: newOccupant(),
    launchedAt: new Date(T0).toISOString(),
    status: 'running',
  };
  await updateSeat(home, rec.rig, rec.name, () => rec);
  seats.push(rec);
  // A seq ahead of the clock reads as age 0: the idle evidence stays fresh through the run.
  const seq = (T0 + 3600_000) * 1000;
  const at = new Date(T0).toISOString();
  const sessionId = `sess-${i}`;
  const idle = Math.floor(i / 2) % 2 === 0;
  const hook = {
    schema: 'seat-hooks',
    version: 1,
    nodeId: rec.nodeId,
    occupant: rec.occupant,
    seat: `${rec.name}@${rec.rig}`,
    runtime: claude ? 'claude' : 'codex',
    firstLaunch: { at, seq, event: 'SessionStart', pluginVersion: '0.1.0', bundleHash: 'b3f1c0ffee000000' },
    lastHook: { event: idle ? 'Stop' : 'UserPromptSubmit', seq, at },
    session: { id: sessionId, seq, at },
    activity: idle
      ? { state: 'idle', reason: 'stop', event: 'Stop', seq, at }
      : { state: 'busy', reason: 'prompt_submitted', event: 'UserPromptSubmit', seq, at },
  };
  mkdirSync(join(home.activity, rec.nodeId), { recursive: true });
  writeFileSync(seatHooksPath(home, rec.nodeId, rec.occupant), JSON.stringify(hook));
  if (claude) {
    mkdirSync(join(home.contextUsage, rec.nodeId), { recursive: true });
    const sample = {
      usedPercent: 40,
      sampledAt: new Date(T0 + 3600_000).toISOString(),
      source: 'statusline',
      sessionId,
    };
    writeFileSync(
      contextSamplePath(home, rec.nodeId),
      JSON.stringify({
        schema: 'context-usage',
        version: 1,
        nodeId: rec.nodeId,
        occupant: rec.occupant,
        seat: `${rec.name}@${rec.rig}`,
        sample,
      }),
    );
  }
}

// Rows: per seat 90 closed (their wakes settled), 9 pending (the first with the seat's active wake), 1 blocked.
mkdirSync(home.queueRows, { recursive: true, mode: 0o700 });
mkdirSync(home.queueWakesDone, { recursive: true, mode: 0o700 });
for (let i = 0; i < ROWS; i++) {
  const created = new Date(T0 - ROWS * 1000 + i * 1000);
  const row = buildQueueRow(
    { destination: `s${i % SEATS}@bench`, summary: `bench row ${i}: the work to do`, body: `Body ${i}\n` },
    'lead@bench',
    created,
  );
  const k = Math.floor(i / SEATS) % 100;
  const state = k < 90 ? 'done' : k < 99 ? 'pending' : 'blocked';
  const stored: QueueRow = { ...row, state, blockedOn: state === 'blocked' ? 'review' : null };
  writeFileSync(queueRowPath(home, row.id), JSON.stringify(stored));
  const intent = newWakeIntent(stored, 'create', wakeBody(stored, 'create'), created);
  if (state === 'done')
    writeFileSync(
      queueWakePath(home, row.id, true),
      JSON.stringify({ ...intent, state: 'complete', reason: 'delivered' }),
    );
  else if (k === 90) writeFileSync(queueWakePath(home, row.id, false), JSON.stringify(intent));
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

// The registered jobs with their doubles (the wakes' activity read; the send below). Every job
// timerJobs() registers must be here: a new one makes this bench stop until it is added.
const notifier = notifyJob({ focus: async () => new Set() });
const jobs: TimerJob[] = [
  wakesJob({ readiness: async () => 'busy' }),
  watchdogTimer(),
  supervisorTimer(),
  compactionJob(),
  notifier,
];
const registered = timerJobs().map((j) => j.name);
if (registered.join(',') !== jobs.map((j) => j.name).join(','))
  throw new Error(
    `timerJobs() registers ${registered.join(', ')}; this bench runs ${jobs.map((j) => j.name).join(', ')}`,
  );

// Each job timed inside the one tick (they run one after another).
const perJob = new Map<string, number[]>(jobs.map((j) => [j.name, []]));
const timed: TimerJob[] = jobs.map((j) => ({
  name: j.name,
  tick: async (ctx) => {
    const c0 = process.cpuUsage();
    await j.tick(ctx);
    const c = process.cpuUsage(c0);
    perJob.get(j.name)!.push((c.user + c.system) / 1000);
  },
}));

let sends = 0;
let clock = T0 + 60_000;
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
  timed,
  { manual: true, clock: () => clock },
);

// Warm-up: the first ticks record each wake's deferral, the supervisor's memory and each
// compaction record; the steady state writes nothing.
for (let i = 0; i < 3; i++) {
  await loop.tick();
  clock += TIMER_INTERVAL_MS;
}
for (const s of perJob.values()) s.length = 0;
const sendsBefore = sends;

const ticks: number[] = [];
for (let r = 0; r < RUNS; r++) {
  const c0 = process.cpuUsage();
  await loop.tick();
  const c = process.cpuUsage(c0);
  ticks.push((c.user + c.system) / 1000);
  clock += TIMER_INTERVAL_MS;
}
if (sends !== sendsBefore) throw new Error(`the steady state sent ${sends - sendsBefore} notice(s)`);

figure(
  `fixture: ${SEATS} seats (half claude-code, half codex; half idle), ${ROWS} rows (${SEATS * 9} pending, ${SEATS} blocked), ${SEATS} active wakes, 100 watchdog jobs, compaction on`,
);
figure(
  `daemon tick, all jobs (${jobs.map((j) => j.name).join(', ')}), steady state: median ${ms(median(ticks))} CPU, p90 ${ms(percentile(ticks, 90))}, max ${ms(percentile(ticks, 100))} over ${RUNS} ticks`,
);
for (const [name, s] of perJob) figure(`  ${name}: median ${ms(median(s))} CPU, max ${ms(percentile(s, 100))}`);
figure(
  `load average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
figure('goal: a tick ≤ 20 ms of daemon CPU');

// Phase 2: the notifier with a channel that hangs.
const held: ServerResponse[] = [];
const server = createServer((_req, res) => held.push(res));
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const port = (server.address() as AddressInfo).port;
const channel = await addChannel(
  home,
  buildChannel({ kind: 'webhook', target: `http://127.0.0.1:${port}/hangs` }, 'nc-0000bee0', clock),
);
const WAITING = 10;
for (let i = 0; i < WAITING; i++)
  await holdMessage(
    home,
    seats[i]!.nodeId,
    { id: `bench-held-${i}`, destination: `s${i}@bench`, sender: 'lead@bench', kind: 'send', text: `held ${i}` },
    'typing_guard',
  );
for (const s of perJob.values()) s.length = 0;
const fireStarted = performance.now();
const c0 = process.cpuUsage();
const w0 = performance.now();
await loop.tick();
const fireCpu = process.cpuUsage(c0);
const fireWall = performance.now() - w0;
clock += TIMER_INTERVAL_MS;
const hungCpu: number[] = [];
const hungWall: number[] = [];
for (let r = 0; r < 10; r++) {
  const c1 = process.cpuUsage();
  const w1 = performance.now();
  await loop.tick();
  const c = process.cpuUsage(c1);
  hungCpu.push((c.user + c.system) / 1000);
  hungWall.push(performance.now() - w1);
  clock += TIMER_INTERVAL_MS;
}
const inFlightAfterTicks = held.length;
await notifier.settled();
const reachedServer = held.length;
const settledMs = performance.now() - fireStarted;
const outcomes: Record<string, number> = {};
for (const e of readHistory(home)) outcomes[e.outcome] = (outcomes[e.outcome] ?? 0) + 1;
figure(
  `notifier, a webhook that never answers (deadline ${channel.timeoutMs} ms), ${WAITING} seats with a person's message held:`,
);
figure(
  `  the tick that starts the notifications: ${ms((fireCpu.user + fireCpu.system) / 1000)} CPU, ${ms(fireWall)} wall (all jobs)`,
);
figure(
  `  ticks while they hang: median ${ms(median(hungCpu))} CPU, max ${ms(percentile(hungWall, 100))} wall over ${hungCpu.length} ticks; notifier alone median ${ms(median(perJob.get('notify')!))} CPU`,
);
figure(
  `  requests hanging at the server after those ticks: ${inFlightAfterTicks} (${reachedServer} by the end); every attempt ended ${ms(settledMs)} after the first tick started; history: ${JSON.stringify(outcomes)}`,
);
for (const res of held) res.destroy();
server.close();
