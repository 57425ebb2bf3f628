// `rig ps` with 100 seats, activity included (goal ≤ 200 ms), spawning the built bundle, each run
// paired with `node -e 0`. 90 agent seats (80 with a hook document: idle, running, needs_input,
// stale, each with half a fold's worth of journal lines not folded yet, the average a reader
// meets; 10 without) and 10 terminal seats, each a live pane on one private tmux server. Beside
// it, what ps would pay to read every agent seat's screen as well (one capture-pane per seat, in
// parallel and one after another) — the reason ps reads hook documents and no screens. Never fails
// on time.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { privateTmux } from '../test/helpers/tmux.js';
import { tempHome } from '../test/helpers/home.js';
import { hookDoc, writeHookDoc } from '../test/helpers/hook-doc.js';
import { FOLD_EVERY_BYTES, appendObservation } from '../lib/activity/journal-append.js';
import { newNodeId, newOccupant, updateSeat, type SeatRecord } from '../lib/seat/registry.js';
import { OCCUPANT_OPTION } from '../lib/rig/pane-command.js';
import { tmux } from '../lib/tmux/client.js';
import { figure, median, percentile } from './lib/stats.js';

const RUNS = Number(process.env.BENCH_RUNS) || 20;
const SEATS = 100;
const repo = join(import.meta.dirname, '..');
const bundle = join(repo, 'dist', 'bin', 'rig.cjs');
if (!existsSync(bundle)) throw new Error('build first: node build.mjs');

const { home, env, dir } = tempHome();
const server = privateTmux();
const seats: SeatRecord[] = [];
const states = ['idle', 'running', 'needs_input', 'idle'] as const;
for (let i = 0; i < SEATS; i++) {
  const name = `s${String(i).padStart(3, '0')}`;
  const session = `${name}@ps`;
  const occupant = newOccupant();
  const paneId = server.run('new-session', '-d', '-P', '-F', '#{pane_id}', '-s', session, 'sleep', '3600').trim();
  server.run('set-option', '-t', paneId, OCCUPANT_OPTION, occupant);
  const terminal = i >= 90;
  const rec: SeatRecord = {
    schema: 'seat',
    version: 1,
    name,
    rig: 'ps',
    nodeId: newNodeId(),
    runtime: terminal ? 'terminal' : i % 2 ? 'codex' : 'claude-code',
    cwd: dir,
    projectDir: dir,
    plugins: [],
    roleFiles: [],
    typingGuard: terminal ? 'sends-only' : 'off',
    tmux: { socket: server.socket, session, paneId },
    occupant,
    launchedAt: new Date().toISOString(),
    status: 'running',
  };
  await updateSeat(home, 'ps', name, () => rec);
  seats.push(rec);
  if (!terminal && i < 80) {
    const ref = { nodeId: rec.nodeId, occupant, name, rig: 'ps' };
    const doc = hookDoc(ref, { state: states[i % 4]!, agoMs: i % 8 === 7 ? 400_000 : i * 500 });
    writeHookDoc(home, doc);
    // Older lines than the document's newest: read, checked and folded by ps, changing nothing shown.
    for (let k = 0, bytes = 0; bytes < FOLD_EVERY_BYTES / 2; k++)
      bytes += appendObservation(home, {
        v: 1,
        nodeId: rec.nodeId,
        occupant,
        seat: session,
        runtime: 'claude',
        event: 'PreToolUse',
        seq: doc.lastHook.seq - 1000 * (k + 1),
        observedAt: new Date(Math.floor((doc.lastHook.seq - 1000 * (k + 1)) / 1000)).toISOString(),
        sessionId: '64059922-fb03-4887-a119-86ddc6799ab9',
        transcriptPath: `${dir}/transcript.jsonl`,
      }).bytes;
  }
}
const childEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...env };

function once(args: string[]): number {
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { env: childEnv, encoding: 'utf8' });
  const ms = performance.now() - t;
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  if (args[1] === 'ps' && (r.stdout.match(/·hook/g) ?? []).length < (args.includes('--json') ? 0 : 70))
    throw new Error(`unexpected output: ${r.stdout.slice(0, 600)}`);
  return ms;
}

function time(args: string[]) {
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

const describe = (t: ReturnType<typeof time>) =>
  `p50 ${median(t.subject).toFixed(0)} ms, p95 ${percentile(t.subject, 95).toFixed(0)} ms; node -e 0 alongside p50 ${median(t.node).toFixed(0)} ms; above it p50 ${median(t.over).toFixed(0)} ms`;

async function captures(parallel: boolean): Promise<number> {
  const agents = seats.filter((s) => s.runtime !== 'terminal');
  const one = (s: SeatRecord) => tmux({ socket: server.socket }, ['capture-pane', '-p', '-e', '-t', s.tmux.paneId!]);
  const t = performance.now();
  if (parallel) await Promise.all(agents.map(one));
  else for (const s of agents) await one(s);
  return performance.now() - t;
}

try {
  figure(`ps: ${SEATS} seats with activity, rig ps ${describe(time([bundle, 'ps']))} (goal ≤ 200 ms; ${RUNS} runs)`);
  figure(`ps: ${SEATS} seats with activity, rig ps --json ${describe(time([bundle, 'ps', '--json']))}`);
  // The same seat table without activity: what the hook documents add is the difference.
  figure(`ps: ${SEATS} seats, rig seat list (no activity) ${describe(time([bundle, 'seat', 'list']))}`);
  // In-process, no Node start-up: the views with and without the hook documents.
  const { seatViews } = await import('../lib/views/seat-view.js');
  const { listSeats } = await import('../lib/seat/registry.js');
  const inproc = async (withHooks: boolean) => {
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await seatViews(listSeats(home), { home, activity: withHooks });
      ms.push(performance.now() - t);
    }
    return median(ms);
  };
  const bare = await inproc(false);
  const full = await inproc(true);
  figure(
    `ps: in-process views of ${SEATS} seats p50 ${full.toFixed(1)} ms with activity, ${bare.toFixed(1)} ms without (hook documents add ${(full - bare).toFixed(1)} ms)`,
  );
  const par: number[] = [];
  const seq: number[] = [];
  for (let i = 0; i < 5; i++) {
    par.push(await captures(true));
    seq.push(await captures(false));
  }
  figure(
    `ps: reading the 90 agent screens too would add p50 ${median(par).toFixed(0)} ms in parallel, ${median(seq).toFixed(0)} ms one after another (capture-pane per seat; not done)`,
  );
} finally {
  server.kill();
}
