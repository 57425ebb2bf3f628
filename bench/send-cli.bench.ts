// `rig send`'s own part of a send: from the process's spawn until the daemon has the request, and
// the whole command, against `node -e 0` run in turn with it (paired ratios). The daemon here is a
// stand-in on the home's socket that notes when a request's first byte arrives and answers
// "delivered" at once, so the figure is the CLI's start-up, parsing, seat lookup and request alone
// (the real daemon's flow is bench/send.bench.ts; a real client's, bench/send-real.bench.ts). Also
// the CLI's CPU time per send (user + system of the finished child), which load does not change.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { createServer, type Socket } from 'node:net';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempHome } from '../test/helpers/home.js';
import { addSeat, NO_SERVER } from '../test/helpers/seat.js';
import { figure, median, percentile } from './lib/stats.js';
import { cpuOf } from './lib/proc-cpu.js';

const RUNS = Number(process.env.BENCH_RUNS) || 30;
const repo = join(import.meta.dirname, '..');
// BENCH_RIG_BUNDLE: another build's rig.cjs (e.g. the last commit's) for a before/after figure.
const bundle = process.env.BENCH_RIG_BUNDLE || join(repo, 'dist', 'bin', 'rig.cjs');
if (!existsSync(bundle)) throw new Error('build first: node build.mjs');
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

const { home, env } = tempHome();
await addSeat(home, { name: 'bench', rig: 'b', tmux: { socket: NO_SERVER } });
mkdirSync(dirname(home.daemonSocket), { recursive: true, mode: 0o700 });

const ANSWER = JSON.stringify({
  outcome: 'delivered',
  reason: 'delivered',
  message: 'Delivered to bench@b',
  seat: 'bench@b',
  outboxIds: [],
  warnings: [],
  verified: true,
});
let arrived: number | undefined;
const server = createServer((conn: Socket) => {
  let seen = '';
  conn.on('data', (d) => {
    arrived ??= performance.now();
    seen += d.toString('latin1');
    const head = seen.indexOf('\r\n\r\n');
    if (head < 0) return;
    const length = Number(/content-length:\s*(\d+)/i.exec(seen.slice(0, head))?.[1] ?? 0);
    if (seen.length - head - 4 < length) return;
    conn.end(
      `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(ANSWER)}\r\nconnection: close\r\n\r\n${ANSWER}`,
    );
  });
  conn.on('error', () => undefined);
});
await new Promise<void>((resolve) => server.listen(home.daemonSocket, resolve));

const childEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...env, OPENRIG_SESSION_NAME: 'lead@b' };
const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One run: wall time to exit, to the request's arrival (if any), and the child's CPU time (this
 * process's reaped children's, from /proc: in 10 ms ticks, so summed over the runs, not per run).
 */
function timeOnce(args: string[]): Promise<{ ms: number; requestMs?: number; cpuMs: number }> {
  return new Promise((resolve, reject) => {
    arrived = undefined;
    const cpuBefore = cpuOf('self')?.childrenMs ?? Number.NaN;
    const started = performance.now();
    const child = spawn(process.execPath, args, { env: childEnv, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const ms = performance.now() - started;
      if (code !== 0) return reject(new Error(`${args.join(' ')} exited ${code}: ${stderr}`));
      resolve({
        ms,
        requestMs: arrived === undefined ? undefined : arrived - started,
        cpuMs: (cpuOf('self')?.childrenMs ?? Number.NaN) - cpuBefore,
      });
    });
  });
}

try {
  const send = [bundle, 'send', 'bench@b', 'benchmark message'];
  const node = ['-e', '0'];
  for (let i = 0; i < 3; i++) {
    await timeOnce(send);
    await timeOnce(node);
  }
  const s: { ms: number; requestMs?: number; cpuMs: number }[] = [];
  const b: { ms: number; cpuMs: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    // A pause before each run, both sides alike (see bench/lib/hook-harness.ts).
    await pause(50);
    s.push(await timeOnce(send));
    await pause(50);
    b.push(await timeOnce(node));
  }
  const toRequest = s.map((r) => r.requestMs!);
  const ratios = (pick: (i: number) => number) => median(b.map((r, i) => pick(i) / r.ms));
  figure(
    `send-cli: rig send start → the daemon has the request p50 ${median(toRequest).toFixed(1)} ms (p90 ${percentile(toRequest, 90).toFixed(1)}), node -e 0 p50 ${median(b.map((r) => r.ms)).toFixed(1)} ms; paired ratio ${ratios((i) => toRequest[i]!).toFixed(3)} (${load()})`,
  );
  figure(
    `send-cli: whole rig send (stand-in daemon answers at once) p50 ${median(s.map((r) => r.ms)).toFixed(1)} ms; paired ratio to node -e 0 ${ratios((i) => s[i]!.ms).toFixed(3)}; CPU per run ${mean(s.map((r) => r.cpuMs)).toFixed(1)} ms vs node -e 0 ${mean(b.map((r) => r.cpuMs)).toFixed(1)} ms (${load()})`,
  );
} finally {
  server.close();
}
