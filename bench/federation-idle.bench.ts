// A federated daemon's idle cost (issue 26 item 2): one host on a private nats-server, N terminal
// seats with live panes and nothing changing; once its seats are published, the daemon's CPU time
// (utime + stime from /proc/<pid>/stat) over a window, as a share of one core. Seat counts from
// BENCH_IDLE_SEATS (default "20,100"), the window from BENCH_IDLE_S (default 60). RIG_BUNDLE picks
// another build (to measure a before). BENCH_IDLE_CONTROL=1 also measures the same daemon without
// federation (its own timers: the floor under these figures). Figures only, with the load
// average; never fails on time.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { tempDir, tempHome } from '../test/helpers/home.js';
import { privateTmux } from '../test/helpers/tmux.js';
import { startNats } from '../test/helpers/nats.js';
import { addSeat } from '../test/helpers/seat.js';
import { daemonRequest } from '../lib/daemon/client.js';
import { figure } from './lib/stats.js';

const COUNTS = (process.env.BENCH_IDLE_SEATS ?? '20,100').split(',').map(Number);
const WINDOW_S = Number(process.env.BENCH_IDLE_S) || 60;
const bundle = process.env.RIG_BUNDLE ?? join(import.meta.dirname, '..', 'dist', 'bin', 'rig.cjs');
if (!existsSync(bundle)) throw new Error('build first: node build.mjs');
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const TICKS = 100; // USER_HZ on Linux

/** CPU seconds (user + system) of a process so far. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

const nats = await startNats([{ host: 'hostA', password: 'pw-a' }]);
try {
  const runs = COUNTS.flatMap((seats) =>
    process.env.BENCH_IDLE_CONTROL
      ? [
          { seats, fed: true },
          { seats, fed: false },
        ]
      : [{ seats, fed: true }],
  );
  for (const { seats, fed } of runs) {
    const t = tempHome();
    const token = join(tempDir(), 'pw');
    writeFileSync(token, 'pw-a', { mode: 0o600 });
    const tmux = privateTmux();
    let child: ChildProcess | undefined;
    try {
      for (let i = 0; i < seats; i++) {
        const seat = `s${i}`;
        const paneId = tmux.newPane(`${seat}@r`, { width: 80, height: 24 }, ['sh', '-c', 'while :; do sleep 60; done']);
        await addSeat(t.home, { name: seat, rig: 'r', runtime: 'terminal', tmux: { socket: tmux.socket, paneId } });
      }
      // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": where the idle time goes.
      const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
      child = spawn(process.execPath, [...nodeArgs, bundle, 'daemon', 'start', '--foreground'], {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          ...t.env,
          ...(fed
            ? {
                OPENRIG_FEDERATION_URL: nats.url,
                OPENRIG_FEDERATION_HOST: 'hostA',
                OPENRIG_FEDERATION_USER: 'hostA',
                OPENRIG_FEDERATION_TOKEN_FILE: token,
              }
            : {}),
        },
        stdio: 'ignore',
      });
      const pid = child.pid!;
      // Published: the daemon's last pass covered every seat (without federation: the daemon answers).
      const end = Date.now() + 180_000;
      for (;;) {
        let n = -1;
        try {
          const r = await daemonRequest(t.home.daemonSocket, 'GET', '/api/federation/seats', undefined, {
            timeoutMs: 10_000,
          });
          n = fed ? (r.body?.lastPass?.seats ?? -1) : seats;
        } catch {}
        if (n === seats) break;
        if (Date.now() > end) throw new Error(`not published in 180 s (${n} of ${seats})`);
        await sleep(200);
      }
      await sleep(3000); // the start's work settles
      const before = cpuSeconds(pid);
      const l0 = loadavg()[0]!;
      const t0 = performance.now();
      await sleep(WINDOW_S * 1000);
      const cpu = cpuSeconds(pid) - before;
      const wall = (performance.now() - t0) / 1000;
      // The daemon's pane reads are cheap only through its tmux control client (lib/tmux/control-pool.ts).
      const clients = spawnSync(
        'tmux',
        ['-S', tmux.socket, '-f', '/dev/null', 'list-clients', '-F', '#{client_control_mode}'],
        {
          encoding: 'utf8',
        },
      )
        .stdout.split('\n')
        .filter((l) => l === '1').length;
      figure(
        `${fed ? 'federated daemon' : 'daemon without federation'} idle, ${seats} seats: ${((cpu / wall) * 100).toFixed(2)} % of one core (${cpu.toFixed(2)} CPU s in ${wall.toFixed(0)} s; load average at start ${l0.toFixed(2)}, now ${load()}; tmux control clients attached: ${clients})`,
      );
    } finally {
      if (child && child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => (child!.exitCode === null ? child!.once('exit', r) : r(null)));
      }
      tmux.kill();
    }
  }
} finally {
  await nats.kill();
}
