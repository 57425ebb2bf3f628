// Federation on loopback (issue 26 item 7): two hosts (two homes, two built daemons, one private
// tmux server each) on a private nats-server, 100 terminal seats per host with live panes.
// (1) A state change on host A (a typing-guard change through A's daemon) until host B's daemon
//     shows it: what `rig ps --all` reads (goal p95 ≤ 1 s).
// (2) The view's refresh cost: `rig ps --all --json` on B (100 local + 100 remote seats) against
//     `rig ps --json` (local only); the daemon's answer alone; and A's publishing passes over 100 seats
//     by kind (files poll, screens poll) while nothing changes.
// (3) Remote send → submitted (B's daemon answers `delivered`: A's daemon typed it and saw Enter
//     taken) beside a local send's on B, the same kind of seat, each through the daemon's route
//     (goal: remote p50 within 50 ms of local).
// Figures only, each with the load average; never fails on time.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { tempDir, tempHome } from '../test/helpers/home.js';
import { privateTmux } from '../test/helpers/tmux.js';
import { startNats } from '../test/helpers/nats.js';
import { addSeat } from '../test/helpers/seat.js';
import { daemonRequest } from '../lib/daemon/client.js';
import { figure, median, percentile } from './lib/stats.js';

const RUNS = Number(process.env.BENCH_RUNS) || 20;
const SEATS = Number(process.env.BENCH_SEATS) || 100;
const repo = join(import.meta.dirname, '..');
const bundle = join(repo, 'dist', 'bin', 'rig.cjs');
if (!existsSync(bundle)) throw new Error('build first: node build.mjs');
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const nats = await startNats([
  { host: 'hostA', password: 'pw-a' },
  { host: 'hostB', password: 'pw-b' },
]);
const children: ChildProcess[] = [];
const servers: ReturnType<typeof privateTmux>[] = [];

async function host(name: string, password: string) {
  const t = tempHome();
  const token = join(tempDir(), 'pw');
  writeFileSync(token, password, { mode: 0o600 });
  const env = {
    ...t.env,
    OPENRIG_FEDERATION_URL: nats.url,
    OPENRIG_FEDERATION_HOST: name,
    OPENRIG_FEDERATION_USER: name,
    OPENRIG_FEDERATION_TOKEN_FILE: token,
  };
  const tmux = privateTmux();
  servers.push(tmux);
  for (let i = 0; i < SEATS; i++) {
    const seat = `s${i}`;
    const paneId = tmux.newPane(`${seat}@r`, { width: 80, height: 24 }, ['sh', '-c', 'while :; do sleep 60; done']);
    await addSeat(t.home, { name: seat, rig: 'r', runtime: 'terminal', tmux: { socket: tmux.socket, paneId } });
  }
  const child = spawn(process.execPath, [bundle, 'daemon', 'start', '--foreground'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: 'ignore',
  });
  children.push(child);
  return { t, env };
}

const fed = async (socket: string) => {
  try {
    return (await daemonRequest(socket, 'GET', '/api/federation/seats', undefined, { timeoutMs: 10_000 })).body;
  } catch {
    return undefined;
  }
};

async function until<T>(look: () => Promise<T>, ok: (v: T) => boolean, ms = 120_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await look();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(v)?.slice(0, 300)}`);
    await sleep(50);
  }
}

try {
  const a = await host('hostA', 'pw-a');
  const b = await host('hostB', 'pw-b');
  const aSock = a.t.home.daemonSocket;
  const bSock = b.t.home.daemonSocket;
  await until(
    () => fed(bSock),
    (f) => f?.seats?.filter((s: any) => s.host === 'hostA' && s.hostState === 'live').length === SEATS,
  );
  await until(
    () => fed(aSock),
    (f) => f?.seats?.length === SEATS,
  );

  // (1) change → visible in B's view
  const lat: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const seat = `s${i % SEATS}@r`;
    const mode = i % 2 === 0 ? 'hold' : 'off';
    const want = (f: any) => f?.seats?.find((s: any) => s.host === 'hostA' && s.seat === seat)?.guard?.mode === mode;
    // Each run starts from the opposite mode as B sees it.
    const t0 = performance.now();
    const r = await daemonRequest(aSock, 'POST', `/api/seat/set-typing-guard/${encodeURIComponent(seat)}`, {
      mode,
      reason: 'bench',
    });
    if (r.status >= 300) throw new Error(`guard change answered ${r.status}: ${JSON.stringify(r.body)}`);
    await until(() => fed(bSock), want, 30_000);
    lat.push(performance.now() - t0);
    if (i % 2 === 1) await sleep(200);
  }
  figure(
    `state change on A visible in B's view: median ${median(lat).toFixed(0)} ms, p95 ${percentile(lat, 95).toFixed(0)} ms, max ${Math.max(...lat).toFixed(0)} ms (${RUNS} runs, ${SEATS} seats per host; ${load()})`,
  );

  // (2) the refresh cost
  const time = (argv: string[]) => {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [bundle, ...argv], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...b.env },
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(r.stderr);
    return performance.now() - t0;
  };
  const local: number[] = [];
  const all: number[] = [];
  const answer: number[] = [];
  for (let i = 0; i < Math.min(RUNS, 10); i++) {
    local.push(time(['ps', '--json']));
    all.push(time(['ps', '--all', '--json']));
    const t0 = performance.now();
    await fed(bSock);
    answer.push(performance.now() - t0);
  }
  figure(
    `rig ps --json (B's ${SEATS} seats): median ${median(local).toFixed(0)} ms; rig ps --all --json (+${SEATS} remote): median ${median(all).toFixed(0)} ms; the daemon's remote rows alone: median ${median(answer).toFixed(1)} ms (${load()})`,
  );
  // A's passes by kind (lib/federation/publish-plan.ts): each pass is looked at once, by its time.
  const passes = new Map<string, number[]>();
  const seen = new Set<string>();
  const until2 = Date.now() + 40_000;
  while (Date.now() < until2) {
    const p = (await fed(aSock))?.lastPass;
    if (p && !seen.has(p.at)) {
      seen.add(p.at);
      passes.set(p.plan, [...(passes.get(p.plan) ?? []), p.ms]);
    }
    await sleep(200);
  }
  figure(
    `A's publishing passes over ${SEATS} seats, nothing changing, 40 s: ${[...passes]
      .map(
        ([plan, ms]) => `${plan} ×${ms.length} median ${median(ms).toFixed(0)} ms max ${Math.max(...ms).toFixed(0)} ms`,
      )
      .join('; ')} (${load()})`,
  );

  // (3) remote send beside local send
  // Seats whose guard (1) left off on both hosts: a held send would measure nothing.
  const rows = ((await fed(bSock))?.seats ?? []).filter((s: any) => s.host === 'hostA' && s.guard?.mode === 'off');
  const bOff = ((await fed(aSock))?.seats ?? [])
    .filter((s: any) => s.host === 'hostB' && s.guard?.mode === 'off')
    .map((s: any) => s.seat);
  const localSend: number[] = [];
  const remoteSend: number[] = [];
  const outcomes: Record<string, number> = {};
  const sendOnce = async (path: string, seat: string, into: number[]) => {
    const t0 = performance.now();
    const r = await daemonRequest(
      bSock,
      'POST',
      path,
      { seat, message: `bench ${seat}`, raw: true },
      {
        timeoutMs: 120_000,
        session: 's0@r',
      },
    );
    const key = `${path.includes('federation') ? 'remote' : 'local'} ${r.body?.outcome}/${r.body?.reason}`;
    outcomes[key] = (outcomes[key] ?? 0) + 1;
    if (r.body?.outcome === 'delivered') into.push(performance.now() - t0);
  };
  for (let i = 0; i < RUNS; i++) {
    // Alternating, so load changes fall on both alike; a different seat each time (no lease waits).
    await sendOnce('/api/transport/send', bOff[i % bOff.length], localSend);
    await sendOnce('/api/federation/send', rows[i % rows.length].nodeId, remoteSend);
  }
  figure(
    `send → submitted on B: local median ${median(localSend).toFixed(0)} ms (p95 ${percentile(localSend, 95).toFixed(0)}); remote to A median ${median(remoteSend).toFixed(0)} ms (p95 ${percentile(remoteSend, 95).toFixed(0)}); difference of medians ${(median(remoteSend) - median(localSend)).toFixed(0)} ms (${RUNS} each, outcomes ${JSON.stringify(outcomes)}; ${load()})`,
  );
} finally {
  for (const c of children) c.kill('SIGTERM');
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode === null ? c.once('exit', r) : r(null)))));
  for (const s of servers) s.kill();
  await nats.kill();
}
