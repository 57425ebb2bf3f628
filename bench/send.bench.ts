// `rig send` → submitted, on the scripted composer in a private tmux server: wall time of the
// built `rig` process from spawn until the composer's state file shows the submission, p50 over
// 50 sends (goal ≤ 400 ms), with `node -e 0` alongside. Also the daemon-side flow alone (the
// deliver() call in-process, its tmux commands through a control client as in the daemon) with
// its steps: lease → text pasted, paste → Enter, Enter → answer. Never fails on time.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { privateTmux, waitFor } from '../test/helpers/tmux.js';
import { tempHome } from '../test/helpers/home.js';
import { newNodeId, newOccupant, updateSeat, type SeatRecord } from '../lib/seat/registry.js';
import { SeatLeases } from '../lib/delivery/send/lease.js';
import { deliver } from '../lib/delivery/send/send.js';
import { routeTmuxReadsThroughControlClients } from '../lib/tmux/control-pool.js';
import { figure, median, percentile } from './lib/stats.js';

const SENDS = Number(process.env.BENCH_SENDS) || 50;
const repo = join(import.meta.dirname, '..');
const bundle = join(repo, 'dist', 'bin', 'rig.cjs');
const fixture = join(repo, 'test', 'fixtures', 'scripted-composer.mjs');
if (!existsSync(bundle)) throw new Error('build first: node build.mjs');

const { home, env, dir } = tempHome();
const tmux = privateTmux();
const stateFile = join(dir, '..', 'bench.state.json');
const session = 'bench@b';
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
    fixture,
    'claude',
    stateFile,
  )
  .trim();
const seat: SeatRecord = {
  schema: 'seat',
  version: 1,
  name: 'bench',
  rig: 'b',
  nodeId: newNodeId(),
  runtime: 'claude-code',
  cwd: dir,
  projectDir: dir,
  plugins: [],
  roleFiles: [],
  typingGuard: 'off',
  tmux: { socket: tmux.socket, session, paneId },
  occupant: newOccupant(),
  launchedAt: new Date().toISOString(),
  status: 'running',
};
await updateSeat(home, 'b', 'bench', () => seat);
await waitFor(() => existsSync(stateFile), 5000, 'composer');
const submissions = () => (JSON.parse(readFileSync(stateFile, 'utf8')).submissions as string[]).length;
const childEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...env, OPENRIG_SESSION_NAME: 'lead@b' };

const up = spawnSync(process.execPath, [bundle, 'daemon', 'start'], { env: childEnv, encoding: 'utf8' });
if (up.status !== 0) throw new Error(`daemon start failed: ${up.stderr}`);
try {
  const node: number[] = [];
  const send: number[] = [];
  for (let i = 0; i < SENDS; i++) {
    let t = performance.now();
    spawnSync(process.execPath, ['-e', '0']);
    node.push(performance.now() - t);
    const before = submissions();
    t = performance.now();
    const r = spawnSync(process.execPath, [bundle, 'send', session, `benchmark message ${i}\nsecond line`], {
      env: childEnv,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`send ${i} failed: ${r.stdout}${r.stderr}`);
    await waitFor(() => submissions() > before, 5000, 'submission');
    send.push(performance.now() - t);
  }
  figure(
    `send: rig send → submitted (scripted composer), p50 ${median(send).toFixed(0)} ms, p95 ${percentile(send, 95).toFixed(0)} ms over ${SENDS} sends; node -e 0 p50 ${median(node).toFixed(0)} ms`,
  );

  // The daemon's tmux routing: reads and the send's writes through a control client.
  const control = routeTmuxReadsThroughControlClients(process.env);
  const leases = new SeatLeases(home);
  const inproc: number[] = [];
  const steps: Record<'toPaste' | 'pasteToEnter' | 'enterToAnswer', number[]> = {
    toPaste: [],
    pasteToEnter: [],
    enterToAnswer: [],
  };
  for (let i = 0; i < Math.min(SENDS, 30); i++) {
    const at: Record<string, number> = {};
    const t = performance.now();
    const r = await deliver(
      { home, leases, trace: (step) => void (at[step] ??= performance.now()) },
      { seat, message: `in-process ${i}`, sender: 'lead@b' },
    );
    if (r.outcome !== 'delivered') throw new Error(JSON.stringify(r));
    const end = performance.now();
    inproc.push(end - t);
    steps.toPaste.push(at.paste! - t);
    steps.pasteToEnter.push(at.enter! - at.paste!);
    steps.enterToAnswer.push(end - at.enter!);
  }
  await control.release();
  figure(
    `send: daemon-side flow alone (deliver through a control client, with verification) p50 ${median(inproc).toFixed(0)} ms, p95 ${percentile(inproc, 95).toFixed(0)} ms; p50 start → pasted ${median(steps.toPaste).toFixed(0)} ms, paste → Enter ${median(steps.pasteToEnter).toFixed(0)} ms, Enter → answer ${median(steps.enterToAnswer).toFixed(0)} ms`,
  );
} finally {
  spawnSync(process.execPath, [bundle, 'daemon', 'stop'], { env: childEnv });
  tmux.kill();
}
