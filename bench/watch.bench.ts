// `rig watch` with 20 scripted seats (the scripted composer in panes of one private tmux server,
// each with a hook document): how soon a state change reaches the output (change → repaint p50),
// with file-change notifications and with the 5 s poll alone (--poll-only), and what an idle
// full-screen `rig watch` costs over a minute (goal: below 1% of one core). The change is a hook
// document rewritten the way the hook does (atomic replace); "repaint" is the moment the seat's
// new state is out: the NDJSON event of `rig watch --json`, read from the same refresh the screen
// paints from. Idle CPU is the watch process's own plus the tmux clients it waited for (the pane
// probes), from /proc; the tmux server's share of answering them is printed beside it. Never fails
// on time.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { privateTmux, waitFor } from '../test/helpers/tmux.js';
import { tempHome } from '../test/helpers/home.js';
import { addSeat } from '../test/helpers/seat.js';
import { hookDoc, writeHookDoc } from '../test/helpers/hook-doc.js';
import { FIXTURE } from '../test/delivery/send-harness.js';
import type { SeatRecord } from '../lib/seat/registry.js';
import { cpuOf } from './lib/proc-cpu.js';
import { figure, median, percentile } from './lib/stats.js';
import { sleep } from '../lib/util/sleep.js';

const SEATS = 20;
const CHANGES = Number(process.env.BENCH_RUNS) || 12;
const IDLE_S = Number(process.env.BENCH_IDLE_S) || 60;
const bundle = join(import.meta.dirname, '..', 'dist', 'bin', 'rig.cjs');
if (!existsSync(bundle)) throw new Error('build first: node build.mjs');

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
figure(`load average at start ${load()} (2 cores shared)`);

const { home, env, dir } = tempHome();
const server = privateTmux();
const seats: SeatRecord[] = [];
for (let i = 0; i < SEATS; i++) {
  const name = `s${String(i).padStart(2, '0')}`;
  const session = `${name}@w`;
  const paneId = server.newPane(session, { width: 100, height: 30 }, [
    process.execPath,
    FIXTURE,
    'claude',
    join(dir, `${name}.state.json`),
  ]);
  const rec = await addSeat(home, {
    name,
    rig: 'w',
    runtime: 'claude-code',
    cwd: dir,
    tmux: { socket: server.socket, session, paneId },
  });
  seats.push(rec);
  writeHookDoc(home, hookDoc({ ...rec, name, rig: 'w' }, { state: 'idle', agoMs: 1000 }));
}
await waitFor(() => seats.every((s) => existsSync(join(dir, `${s.name}.state.json`))), 60_000, 'the composers');
const childEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...env };

const isBusy = new Map<string, boolean>();

/** Change → event latency, one seat at a time, flipping idle ↔ running. */
async function latencies(pollOnly: boolean): Promise<number[]> {
  const child = spawn(process.execPath, [bundle, 'watch', '--json', ...(pollOnly ? ['--poll-only'] : [])], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const waiting = new Map<string, { state: string; t0: number; done: (ms: number) => void }>();
  let snapshot!: () => void;
  const ready = new Promise<void>((r) => {
    snapshot = r;
  });
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const e = JSON.parse(line);
    if (e.event === 'snapshot') snapshot();
    if (e.event !== 'seat') return;
    const w = waiting.get(e.seat.ref);
    if (w && e.seat.activity.state === w.state) {
      waiting.delete(e.seat.ref);
      w.done(performance.now() - w.t0);
    }
  });
  await ready;
  const out: number[] = [];
  try {
    for (let i = 0; i < CHANGES; i++) {
      const rec = seats[i % SEATS]!;
      const ref = `${rec.name}@w`;
      // Each change flips the seat from what it is now (the runs share the seats).
      const busy = !isBusy.get(ref);
      isBusy.set(ref, busy);
      const ms = await new Promise<number>((done) => {
        waiting.set(ref, { state: busy ? 'busy' : 'idle', t0: performance.now(), done });
        writeHookDoc(
          home,
          hookDoc(
            { ...rec, name: rec.name, rig: 'w' },
            { state: busy ? 'running' : 'idle', event: busy ? 'UserPromptSubmit' : 'Stop' },
          ),
        );
      });
      out.push(ms);
      // Out of step with the poll, so the poll's figure is an honest average of where a change lands.
      await sleep(300 + ((i * 733) % 1700));
    }
  } finally {
    child.kill('SIGTERM');
  }
  return out;
}

for (const pollOnly of [false, true]) {
  const l = await latencies(pollOnly);
  figure(
    `change → output, ${pollOnly ? 'poll only (files every 5 s)' : 'file notifications'}: p50 ${median(l).toFixed(0)} ms, p90 ${percentile(l, 90).toFixed(0)} ms, max ${Math.max(...l).toFixed(0)} ms (${l.length} changes, ${SEATS} seats)`,
  );
}

// Idle: the full-screen view at 80×24 in a pane of the same server, nothing changing.
const watchPane = server.newPane('watch@bench', { width: 80, height: 24 }, [
  'env',
  `OPENRIG_HOME=${home.root}`,
  'TERM=xterm-256color',
  process.execPath,
  bundle,
  'watch',
]);
const pid = Number(server.run('display-message', '-p', '-t', watchPane, '#{pane_pid}').trim());
const serverPid = Number(server.run('display-message', '-p', '#{pid}').trim());
await waitFor(() => /s19@w/.test(server.run('capture-pane', '-p', '-t', watchPane)), 60_000, 'the first frame');
await sleep(3000);
const before = cpuOf(pid);
const serverBefore = cpuOf(serverPid);
const t0 = performance.now();
await sleep(IDLE_S * 1000);
const wallMs = performance.now() - t0;
const after = cpuOf(pid);
const serverAfter = cpuOf(serverPid);
if (before && after && serverBefore && serverAfter) {
  const own = after.selfMs - before.selfMs;
  const kids = after.childrenMs - before.childrenMs;
  const tmuxServer = serverAfter.selfMs - serverBefore.selfMs;
  const pct = (ms: number) => `${((ms / wallMs) * 100).toFixed(2)}%`;
  figure(
    `idle rig watch, ${SEATS} seats, ${(wallMs / 1000).toFixed(0)} s: ${pct(own + kids)} of one core (process ${own.toFixed(0)} ms + its tmux clients ${kids.toFixed(0)} ms); the tmux server answering: ${pct(tmuxServer)} (shared with ${SEATS} composers)`,
  );
} else figure('idle CPU: /proc not readable here, left out');
figure(`load average at end ${load()}`);
server.run('send-keys', '-t', watchPane, 'q');
server.kill();
process.exit(0);
