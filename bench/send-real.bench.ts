// `rig send` into real, idle Claude Code and Codex seats, against the simplest thing a person does:
// `tmux send-keys -l TEXT`, then Enter (for Codex 150 ms later: it reads an Enter that soon after
// typed text as a newline). Both kinds alternate in one run, N sends each (BENCH_REAL_SENDS, default
// 10), into the same seat, launched by `rig up` on a private tmux server with a real daemon of a
// throwaway OPENRIG_HOME; the model is a loopback fake server in this process.
//
// For each send, on one clock (performance.now() here):
//   text in the pane, Enter   from tmux itself: its after-paste-buffer / after-send-keys hooks
//                             (bench/lib/pane-input-watch.ts says why not the pane's output)
//   model request             the fake server's receive time of the first request carrying the text
//   rig send returns          the process's exit
// and prints medians and p90 per step with the load average. Opt-in like the real-client tests:
// without REAL_CLIENTS_DIR it prints a skip line and exits 0; REAL_CLIENTS=pinned|newest picks a set.
// Never fails on time.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { tempDir } from '../test/helpers/home.js';
import { rigProcess } from '../test/helpers/cli.js';
import { selectedSets, type RealClients } from '../test/real/lib/clients.js';
import { startFakeAnthropic, type FakeServer } from '../test/real/lib/fake-anthropic.js';
import { startFakeOpenAI } from '../test/real/lib/fake-openai.js';
import { launchSeat, type RealSeat } from '../test/real/lib/rig-seat.js';
import { sleep } from '../lib/util/sleep.js';
import { killIfOurs } from './lib/kill-ours.js';
import { watchPaneInput, type InputWatch } from './lib/pane-input-watch.js';
import { rigSend } from './lib/rig-send.js';
import { STEPS, stepDurations, type SendSample } from './lib/send-steps.js';
import { figure, percentile } from './lib/stats.js';

const SENDS = Number(process.env.BENCH_REAL_SENDS) || 10;
/** Codex takes an Enter this soon after typed text as a newline (docs/delivery.md, step 10). */
const CODEX_ENTER_AFTER_MS = 150;

// Skips are `figure: ` lines too, so bench/run.mjs shows them.
if (!process.env.REAL_CLIENTS_DIR) {
  figure('send-real: skipped: REAL_CLIENTS_DIR is not set (the real clients are opt-in, as for npm run test:real)');
  process.exit(0);
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Resolves when `check` holds (polled every 50 ms), or with false after `ms`. */
async function waitUntil(check: () => boolean, ms: number): Promise<boolean> {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) return false;
    await sleep(50);
  }
  return true;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: 'ignore' });
    child.on('close', (code) => resolve(code));
  });
}

interface Runtime {
  name: 'claude' | 'codex';
  enterAfterMs: number;
  launch(c: RealClients, dir: string): Promise<{ seat: RealSeat; fake: FakeServer }>;
  composerReady(screen: string): boolean;
}

const RUNTIMES: Runtime[] = [
  {
    name: 'claude',
    enterAfterMs: 0,
    async launch(c, dir) {
      const proj = join(dir, 'proj');
      const home = join(dir, 'home');
      mkdirSync(proj, { recursive: true });
      c.seedClaudeHome(home, proj, 'sk-ant-fake');
      const fake = await startFakeAnthropic();
      const seat = await launchSeat({
        rig: `benchcc${c.set}`,
        seat: 'cc',
        runtime: 'claude-code',
        cwd: proj,
        command: c.claudeBin,
        env: c.env(home, {
          ANTHROPIC_API_KEY: 'sk-ant-fake',
          ANTHROPIC_BASE_URL: fake.url,
          CLAUDE_CODE_MAX_RETRIES: '0',
        }),
      });
      return { seat, fake };
    },
    composerReady: (s) => /❯\u00a0/.test(s) && !/esc to interrupt/.test(s),
  },
  {
    name: 'codex',
    enterAfterMs: CODEX_ENTER_AFTER_MS,
    async launch(c, dir) {
      const proj = join(dir, 'proj');
      const home = join(dir, 'home');
      mkdirSync(proj, { recursive: true });
      const fake = await startFakeOpenAI();
      c.seedCodexHome(home, fake.port, 'sk-fake', proj);
      // --no-daemon: without it every CODEX_HOME gets a 404 MB copy and app-server daemons outlive the run.
      const seat = await launchSeat({
        rig: `benchcx${c.set}`,
        seat: 'cx',
        runtime: 'codex',
        cwd: proj,
        command: `${c.codexBin} --no-daemon`,
        env: c.env(home, { OPENAI_API_KEY: 'sk-fake' }),
      });
      return { seat, fake };
    },
    composerReady: (s) => /fake-model/.test(s) && /›/.test(s) && !/esc to interrupt/.test(s),
  },
];

/** The seat is idle: its hooks say so, the composer is drawn, and the fake server has been quiet a while. */
async function settle(seat: RealSeat, fake: FakeServer, rt: Runtime): Promise<boolean> {
  const idle = () => {
    const r = rigProcess(['seat', 'status', seat.session, '--json'], seat.rigEnv, { timeoutMs: 30_000 });
    try {
      return JSON.parse(r.stdout).activity?.state === 'idle';
    } catch {
      return false;
    }
  };
  const quiet = () => {
    const last = fake.requests.at(-1)?.receivedAt ?? 0;
    return performance.now() - last > 1500;
  };
  return waitUntil(() => rt.composerReady(seat.capture()) && quiet() && idle(), 90_000);
}

function modelRequestAt(fake: FakeServer, marker: string, since: number): number | undefined {
  return fake.requests.find((r) => r.receivedAt >= since && r.body.includes(marker))?.receivedAt;
}

async function rigSample(seat: RealSeat, fake: FakeServer, watch: InputWatch, marker: string): Promise<SendSample> {
  const r = await rigSend(seat.rigEnv, seat.session, marker);
  const s: SendSample = { start: r.startedAt, returned: r.endedAt };
  if (r.result?.outcome !== 'delivered')
    console.log(`note: rig send ${r.result?.outcome ?? r.code}: ${r.stderr.trim()}`);
  s.text = watch.first('paste', s.start)?.at;
  s.enter = s.text === undefined ? undefined : watch.first('keys', s.text)?.at;
  await waitUntil(() => modelRequestAt(fake, marker, s.start) !== undefined, 30_000);
  s.model = modelRequestAt(fake, marker, s.start);
  return s;
}

async function keysSample(
  seat: RealSeat,
  fake: FakeServer,
  watch: InputWatch,
  marker: string,
  enterAfterMs: number,
): Promise<SendSample> {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME };
  const target = `=${seat.session}:`;
  const start = performance.now();
  await run('tmux', ['-S', seat.socket, 'send-keys', '-t', target, '-l', marker], env);
  if (enterAfterMs > 0) await sleep(enterAfterMs);
  await run('tmux', ['-S', seat.socket, 'send-keys', '-t', target, 'Enter'], env);
  const s: SendSample = { start };
  const text = watch.first('keys', start);
  s.text = text?.at;
  s.enter = text ? watch.events.find((e) => e.kind === 'keys' && e !== text && e.at >= text.at)?.at : undefined;
  if (!(await waitUntil(() => modelRequestAt(fake, marker, start) !== undefined, 30_000))) {
    console.log(`note: send-keys: no model request for "${marker}" (the Enter may have become a newline)`);
  }
  s.model = modelRequestAt(fake, marker, start);
  return s;
}

function daemonPid(openrigHome: string): number | undefined {
  try {
    return JSON.parse(readFileSync(join(openrigHome, 'run', 'daemon.json'), 'utf8')).pid;
  } catch {
    return undefined;
  }
}

async function measure(c: RealClients, rt: Runtime): Promise<void> {
  const version = rt.name === 'claude' ? c.claudeVersion : c.codexVersion;
  const label = `${rt.name} ${version} (${c.set})`;
  const dir = tempDir('openrig-bench-real-');
  const loadBefore = load();
  const { seat, fake } = await rt.launch(c, dir);
  const pid = daemonPid(seat.openrigHome);
  const serverPid = Number(seat.tmux('display-message', '-p', '#{pid}').stdout.trim());
  let watch: InputWatch | undefined;
  const samples: { rig: SendSample[]; keys: SendSample[] } = { rig: [], keys: [] };
  /** `node -e 0` once per pair: what starting any Node process (rig send is one) costs at this load. */
  const nodeStart: number[] = [];
  try {
    if (!(await settle(seat, fake, rt))) throw new Error(`${label}: the seat never became idle:\n${seat.capture()}`);
    watch = await watchPaneInput(seat.socket, { PATH: process.env.PATH, HOME: process.env.HOME });
    for (let i = 0; i < SENDS; i++) {
      // Alternate which goes first, so a drift in load falls on both alike.
      const order: ('rig' | 'keys')[] = i % 2 === 0 ? ['rig', 'keys'] : ['keys', 'rig'];
      for (const kind of order) {
        const marker = `openrig bench ${kind} ${i} ${Math.random().toString(36).slice(2, 8)}`;
        const s =
          kind === 'rig'
            ? await rigSample(seat, fake, watch, marker)
            : await keysSample(seat, fake, watch, marker, rt.enterAfterMs);
        samples[kind].push(s);
        if (!(await settle(seat, fake, rt))) console.log(`note: ${label}: the seat did not settle after ${kind} ${i}`);
      }
      const t = performance.now();
      await run(process.execPath, ['-e', '0'], { PATH: process.env.PATH });
      nodeStart.push(performance.now() - t);
    }
  } finally {
    await watch?.close();
    seat.stop();
    await fake.close();
    // A daemon that rig down and daemon stop left behind goes by its pid.
    killIfOurs(pid, `OPENRIG_HOME=${seat.openrigHome}`);
    killIfOurs(serverPid, seat.socket);
  }
  const cell = (list: SendSample[], step: (typeof STEPS)[number][0]) => {
    const values = list.map((s) => stepDurations(s)[step]).filter((v): v is number => v !== undefined);
    if (!values.length) return '—';
    const missing = list.length - values.length;
    return `${percentile(values, 50).toFixed(0)} (p90 ${percentile(values, 90).toFixed(0)})${missing ? ` [${missing} missing]` : ''}`;
  };
  const baseline = rt.enterAfterMs ? `send-keys, Enter after ${rt.enterAfterMs} ms` : 'send-keys';
  const node = `node -e 0 ${percentile(nodeStart, 50).toFixed(0)} (p90 ${percentile(nodeStart, 90).toFixed(0)})`;
  figure(
    `send-real ${label}: ${SENDS} sends each, alternated; ms, median (p90); load ${loadBefore} → ${load()}; ${node}`,
  );
  figure(`send-real ${label}: ${'step'.padEnd(50)} | ${'rig send'.padEnd(22)} | ${baseline}`);
  for (const [step] of STEPS) {
    figure(
      `send-real ${label}: ${step.padEnd(50)} | ${cell(samples.rig, step).padEnd(22)} | ${cell(samples.keys, step)}`,
    );
  }
}

let ran = 0;
for (const c of selectedSets()) {
  const missing = c.missing();
  if (missing) {
    figure(`send-real: skipped (${c.set}): ${missing}`);
    continue;
  }
  for (const rt of RUNTIMES) {
    await measure(c, rt);
    ran++;
  }
}
if (!ran) figure('send-real: skipped: no selected client set is installed');
