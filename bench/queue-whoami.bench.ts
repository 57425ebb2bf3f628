// `rig queue whoami --work-candidates --json` over 10,000 queue rows, spawning the built bundle.
// Prints medians (goal ≤ 150 ms wall per call) against `node -e 0`; never fails on time.
// Rows are written straight to disk as fixtures, then the index is rebuilt once: whoami reads
// only the index. Then the per-change cost at that history size: creates and transitions.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { homePaths, queueRowPath } from '../lib/home/paths.js';
import { buildQueueRow, createQueueRow, rebuildQueueIndex, transitionQueueRow } from '../lib/queue/queue-store.js';
import { queueWhoami } from '../lib/queue/whoami.js';
import type { QueueRow, QueueState } from '../lib/queue/row.js';

const ROWS = Number(process.env.BENCH_QUEUE_ROWS) || 10_000;
const RUNS = Number(process.env.BENCH_RUNS) || 15;
const SEAT = 'alice@bench';
const bundle = join(import.meta.dirname, '..', 'dist', 'bin', 'rig.cjs');

const dir = mkdtempSync(join(tmpdir(), 'openrig-bench-'));
process.on('exit', () => {
  if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
});
const home = homePaths(join(dir, 'home'));
const ws = join(dir, 'work');
const missions = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];
for (const m of missions) {
  mkdirSync(join(ws, 'missions', m, 'slices', 's1'), { recursive: true });
  writeFileSync(join(ws, 'missions', m, 'SPEC.md'), `---\nintent: ship ${m}\n---\n# ${m}\n`);
  writeFileSync(join(ws, 'missions', m, 'slices', 's1', 'SPEC.md'), `---\nintent: ${m} slice one\n---\n`);
}

// 40 seats share the rows; the measured seat holds 2 in-progress (one a handoff), 25 blocked,
// 15 pending and the rest closed, like a busy seat with history.
mkdirSync(home.queueRows, { recursive: true, mode: 0o700 });
const seats = Array.from({ length: 40 }, (_, i) => (i === 0 ? SEAT : `seat${i}@bench`));
const start = Date.parse('2026-01-01T00:00:00Z');
let mine = 0;
let ancestor: QueueRow | undefined;
for (let i = 0; i < ROWS; i++) {
  const destination = seats[i % seats.length]!;
  const row = buildQueueRow(
    {
      destination,
      summary: `bench row ${i}: a one-line summary of the work to do`,
      body: `Body of row ${i}.\nSecond line with more detail about the work.\n`,
      tags: [`mission:${missions[i % missions.length]}`, ...(i % 3 === 0 ? ['slice:s1'] : []), 'bench'],
    },
    'carol@bench',
    new Date(start + i * 1000),
  );
  let state: QueueState = i % 7 === 0 ? 'pending' : 'done';
  if (destination === SEAT) {
    mine++;
    state = mine <= 1 ? 'in-progress' : mine <= 26 ? 'blocked' : mine <= 41 ? 'pending' : 'done';
  }
  if (destination === seats[1] && !ancestor) {
    ancestor = { ...row, state: 'handed-off' };
    writeFileSync(queueRowPath(home, row.id), JSON.stringify(ancestor));
    continue;
  }
  const stored: QueueRow = { ...row, state, blockedOn: state === 'blocked' ? 'review' : null };
  if (state === 'blocked')
    stored.transitions = [
      { at: row.createdAt, from: 'in-progress', to: 'blocked', actor: SEAT, note: `continuation: resume row ${i}` },
    ];
  writeFileSync(queueRowPath(home, row.id), JSON.stringify(stored));
}
if (ancestor) {
  const child: QueueRow = {
    ...buildQueueRow({ destination: SEAT, summary: ancestor.summary, body: ancestor.body }, 'seat1@bench'),
    state: 'in-progress',
    handedOffFrom: ancestor.id,
    chainOfRecord: [ancestor.id],
  };
  writeFileSync(queueRowPath(home, child.id), JSON.stringify(child));
}

const t = Date.now();
const { rows } = await rebuildQueueIndex(home);
const rebuildMs = Date.now() - t;
const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  OPENRIG_HOME: home.root,
  OPENRIG_WORKSPACE_ROOT: ws,
  OPENRIG_SESSION_NAME: SEAT,
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
// Wall time suffers when other work shares the CPUs; each child also reports its own CPU time
// (user + system), which a loaded machine disturbs far less.
const cpuReport = join(dir, 'cpu-report.cjs');
writeFileSync(
  cpuReport,
  "process.on('exit', () => { const u = process.cpuUsage(); require('fs').writeSync(2, '\\ncpu-ms ' + ((u.user + u.system) / 1000) + '\\n'); });\n",
);
const cpuMs: Record<string, number[]> = {};
function timeSpawn(args: string[]): number[] {
  const out: number[] = [];
  const cpu: number[] = (cpuMs[args.join(' ')] = []);
  spawnSync(process.execPath, args, { env, encoding: 'utf8' }); // warm the file cache
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(process.execPath, ['--require', cpuReport, ...args], { env, encoding: 'utf8' });
    out.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (r.status !== 0) throw new Error(`exit ${r.status}: ${r.stderr}`);
    const m = /cpu-ms ([\d.]+)/.exec(r.stderr);
    if (m) cpu.push(Number(m[1]));
  }
  return out;
}

const check = spawnSync(process.execPath, [bundle, 'queue', 'whoami', '--work-candidates', '--json'], {
  env,
  encoding: 'utf8',
});
if (check.status !== 0) throw new Error(`whoami failed: ${check.stderr}`);
const answer = JSON.parse(check.stdout);
const whoami = timeSpawn([bundle, 'queue', 'whoami', '--work-candidates', '--json']);
const nodeBare = timeSpawn(['-e', '0']);
// The same bundle doing nothing: what loading the CLI costs before whoami does any work.
const rigHelp = timeSpawn([bundle, 'help']);
const inProcess: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = process.hrtime.bigint();
  await queueWhoami(home, env, { workCandidates: true });
  inProcess.push(Number(process.hrtime.bigint() - t0) / 1e6);
}
// Per-change cost at this history size: creates (other seats, so whoami's seat is unchanged),
// then a start of each created row.
const creates: number[] = [];
const starts: number[] = [];
const made: string[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = process.hrtime.bigint();
  const { row } = await createQueueRow(home, env, {
    destination: seats[1 + (i % (seats.length - 1))]!,
    summary: `one more ${i}`,
  });
  creates.push(Number(process.hrtime.bigint() - t0) / 1e6);
  made.push(row.id);
}
for (const id of made) {
  const t0 = process.hrtime.bigint();
  await transitionQueueRow(home, env, id, { verb: 'start' });
  starts.push(Number(process.hrtime.bigint() - t0) / 1e6);
}

const m = median(whoami);
const n = median(nodeBare);
const buckets = readdirSync(home.queueListing)
  .filter((f) => /^\d+\.json$/.test(f))
  .map((f) => statSync(join(home.queueListing, f)).size);
console.log(
  `queue rows: ${rows} (listing ${(buckets.reduce((x, y) => x + y, 0) / 1024 / 1024).toFixed(1)} MiB in ${buckets.length} buckets, largest ${(Math.max(...buckets) / 1024).toFixed(0)} KiB; rebuilt in ${rebuildMs} ms)`,
);
console.log(
  `seat ${SEAT}: ${answer.queue.pending} pending, ${answer.queue.inProgress} in progress, ${answer.queue.blocked} blocked; ` +
    `${answer.workCandidates.candidates.length} candidates, held ${answer.workCandidates.held.length}/${answer.workCandidates.heldTotal}, next ${answer.workCandidates.next.length}/${answer.workCandidates.nextTotal}`,
);
console.log(
  `figure: rig queue whoami --work-candidates --json median ${m.toFixed(1)} ms over ${RUNS} runs (goal ≤ 150 ms; min ${Math.min(...whoami).toFixed(1)}, max ${Math.max(...whoami).toFixed(1)})`,
);
console.log(`figure: node -e 0 median ${n.toFixed(1)} ms; whoami / node = ${(m / n).toFixed(2)}`);
console.log(
  `figure: rig help (bundle load only) median ${median(rigHelp).toFixed(1)} ms; whoami's own share ≈ ${(m - median(rigHelp)).toFixed(1)} ms`,
);
const cpu = (args: string[]) => median(cpuMs[args.join(' ')] ?? [0]).toFixed(1);
console.log(
  `figure: child CPU time medians (user+sys): whoami ${cpu([bundle, 'queue', 'whoami', '--work-candidates', '--json'])} ms, rig help ${cpu([bundle, 'help'])} ms, node -e 0 ${cpu(['-e', '0'])} ms`,
);
console.log(`figure: queueWhoami in-process median ${median(inProcess).toFixed(1)} ms`);
console.log(
  `figure: createQueueRow at ${rows} rows median ${median(creates).toFixed(1)} ms over ${RUNS} (min ${Math.min(...creates).toFixed(1)}, max ${Math.max(...creates).toFixed(1)})`,
);
console.log(
  `figure: transitionQueueRow (start) at ${rows} rows median ${median(starts).toFixed(1)} ms over ${RUNS} (min ${Math.min(...starts).toFixed(1)}, max ${Math.max(...starts).toFixed(1)})`,
);
