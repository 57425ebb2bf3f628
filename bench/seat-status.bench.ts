// `rig seat status <seat> --json` with 100 held messages (goal ≤ 100 ms), spawning the built
// bundle: read straight from the files (no daemon) and through a running daemon; `node -e 0`
// alongside. Never fails on time.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { privateTmux } from '../test/helpers/tmux.js';
import { tempHome } from '../test/helpers/home.js';
import { newNodeId, newOccupant, updateSeat, type SeatRecord } from '../lib/seat/registry.js';
import { holdMessage } from '../lib/delivery/outbox/outbox.js';
import { daemonRequest } from '../lib/daemon/client.js';
import { figure, median, percentile } from './lib/stats.js';

const RUNS = Number(process.env.BENCH_RUNS) || 20;
const HELD = 100;
const repo = join(import.meta.dirname, '..');
const bundle = join(repo, 'dist', 'bin', 'rig.cjs');
if (!existsSync(bundle)) throw new Error('build first: node build.mjs');

const { home, env, dir } = tempHome();
const tmux = privateTmux();
const session = 'status@b';
const paneId = tmux
  .run(
    'new-session',
    '-d',
    '-P',
    '-F',
    '#{pane_id}',
    '-x',
    '120',
    '-y',
    '40',
    '-s',
    session,
    'node',
    join(repo, 'test', 'fixtures', 'scripted-composer.mjs'),
    'claude',
    join(dir, '..', 'status.state.json'),
  )
  .trim();
const seat: SeatRecord = {
  schema: 'seat',
  version: 1,
  name: 'status',
  rig: 'b',
  nodeId: newNodeId(),
  runtime: 'claude-code',
  cwd: dir,
  projectDir: dir,
  plugins: [],
  roleFiles: [],
  typingGuard: 'hold',
  tmux: { socket: tmux.socket, session, paneId },
  occupant: newOccupant(),
  launchedAt: new Date().toISOString(),
  status: 'running',
};
await updateSeat(home, 'b', 'status', () => seat);
for (let i = 0; i < HELD; i++) {
  await holdMessage(
    home,
    seat.nodeId,
    {
      destination: `${seat.name}@${seat.rig}`,
      sender: 'lead@b',
      kind: 'send',
      text: `From: lead@b\nTo: status@b\n---\nheld message ${i} `.padEnd(400, '.'),
    },
    'typing_guard_enabled',
  );
}
const childEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...env };

function once(args: string[]): number {
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { env: childEnv, encoding: 'utf8' });
  const ms = performance.now() - t;
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  if (args[1] === 'seat' && !r.stdout.includes(`"heldCount": ${HELD}`))
    throw new Error(`unexpected output: ${r.stdout.slice(0, 400)}`);
  return ms;
}

// Each run of the subject is paired with a run of `node -e 0` (which goes first alternates), so
// drift in machine load shows on both sides; the pairs' differences say what rig itself costs.
function time(args: string[]): { subject: number[]; node: number[]; over: number[] } {
  const subject: number[] = [];
  const node: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    if (i % 2) {
      subject.push(once(args));
      node.push(once(['-e', '0']));
    } else {
      node.push(once(['-e', '0']));
      subject.push(once(args));
    }
  }
  return { subject, node, over: subject.map((v, i) => v - node[i]!) };
}

/** Times RUNS status requests straight to the daemon's socket (after two untimed ones). */
async function answers(): Promise<number[]> {
  const ask = () => daemonRequest(home.daemonSocket, 'GET', `/api/seat/status/node/${seat.nodeId}`);
  for (let i = 0; i < 2; i++) await ask();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const r = await ask();
    ms.push(performance.now() - t);
    if (r.status !== 200) throw new Error(`the daemon answered ${r.status}`);
  }
  return ms;
}

const describe = (t: ReturnType<typeof time>) =>
  `p50 ${median(t.subject).toFixed(0)} ms, p95 ${percentile(t.subject, 95).toFixed(0)} ms; node -e 0 alongside p50 ${median(t.node).toFixed(0)} ms; above it p50 ${median(t.over).toFixed(0)} ms`;

try {
  // What every rig command pays before doing anything: Node plus loading the bundle.
  figure(`seat-status: rig help ${describe(time([bundle, 'help']))} (${RUNS} runs)`);
  figure(
    `seat-status: ${HELD} held, no daemon (files + pane) ${describe(time([bundle, 'seat', 'status', session, '--json']))}`,
  );
  const up = spawnSync(process.execPath, [bundle, 'daemon', 'start'], { env: childEnv, encoding: 'utf8' });
  if (up.status !== 0) throw new Error(`daemon start failed: ${up.stderr}`);
  figure(
    `seat-status: ${HELD} held, through the daemon ${describe(time([bundle, 'seat', 'status', session, '--json']))} (goal ≤ 100 ms)`,
  );
  // The daemon's own answer, asked from this process (no CLI start-up): pane reads through its
  // tmux control client, then with OPENRIG_TMUX_CONTROL=off (a tmux process per read).
  figure(`seat-status: the daemon's answer alone, control client p50 ${median(await answers()).toFixed(1)} ms`);
  spawnSync(process.execPath, [bundle, 'daemon', 'stop'], { env: childEnv });
  const off = spawnSync(process.execPath, [bundle, 'daemon', 'start'], {
    env: { ...childEnv, OPENRIG_TMUX_CONTROL: 'off' },
    encoding: 'utf8',
  });
  if (off.status !== 0) throw new Error(`daemon start failed: ${off.stderr}`);
  figure(
    `seat-status: the daemon's answer alone, a tmux process per read (OPENRIG_TMUX_CONTROL=off) p50 ${median(await answers()).toFixed(1)} ms`,
  );
} finally {
  spawnSync(process.execPath, [bundle, 'daemon', 'stop'], { env: childEnv });
  tmux.kill();
}
