// Many `rig send`s at once through one daemon: 1, 5 and 20 scripted seats (the demo's scripted
// agent, bench/lib/scripted-rig.ts) × 20 concurrent sends each, every send its own `rig send`
// process started at the same moment. The same with hook-less terminal seats (each runs `cat`
// into its log): no hook process runs for a send there, so that figure is OpenRig's own capacity
// (the rig send processes, the daemon, tmux) apart from the seats' hooks. Prints sends/s and p50/p99 per send (spawn → exit) with the
// one-send p50 beside it (sends one after another into an idle seat), and the goals at low load:
//   - one seat serialises its 20 sends at ≤ 1.2 × the one-send time per send;
//   - 20 seats reach ≥ 10 sends/s.
// Every message must arrive exactly once (each seat's UserPromptSubmit hook records it; a terminal
// seat's cat writes it to its log): if one does not, the bench says which and exits 1. It never
// fails on time.
//
// BENCH_TP_KIND (scripted, terminal or both, the default), BENCH_TP_SEATS (default 1,5,20), BENCH_TP_SENDS (sends per seat, default 20), BENCH_TP_ONE (the
// one-send samples, default 10). Each seat count gets a rig of its own, brought down before the next.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { RIG_BUNDLE } from '../test/helpers/cli.js';
import { tmuxAvailable } from '../test/helpers/tmux.js';
import { tempDir } from '../test/helpers/home.js';
import { allArrivedOnce, arrivals, type Arrivals } from './lib/arrivals.js';
import { cpuOf, cpuSpent } from './lib/proc-cpu.js';
import { probeDaemon } from './lib/daemon-probe.js';
import { sleep } from '../lib/util/sleep.js';
import { rigSend, rigSendBurst, type TimedSend } from './lib/rig-send.js';
import { DEMO_AGENT, until, upScriptedRig, type ScriptedRig, type SeatKind } from './lib/scripted-rig.js';
import { figure, median, percentile } from './lib/stats.js';

const SEAT_COUNTS = (process.env.BENCH_TP_SEATS ?? '1,5,20')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const KINDS: SeatKind[] = (() => {
  const k = process.env.BENCH_TP_KIND ?? 'both';
  if (k === 'both') return ['scripted', 'terminal'];
  if (k === 'scripted' || k === 'terminal') return [k];
  throw new Error(`BENCH_TP_KIND is ${JSON.stringify(k)}: use scripted, terminal or both`);
})();
const SENDS = Number(process.env.BENCH_TP_SENDS) || 20;
const ONE = Number(process.env.BENCH_TP_ONE) || 10;
const GOAL_SERIAL_RATIO = 1.2;
const cores = availableParallelism();
const GOAL_SENDS_PER_S = 10;

if (!tmuxAvailable()) {
  figure('send-throughput: skipped: tmux is not installed');
  process.exit(0);
}
if (!existsSync(RIG_BUNDLE) || !existsSync(DEMO_AGENT)) throw new Error('build first: npm run build');

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
/** `[t<seats>-<seat>-<n>]`: bracketed, so no tag is a prefix of another. */
const tagOf = (seats: number, seat: number, n: number) => `[t${seats}-${seat}-${n}]`;

/** The seat is idle: every prompt it took has had its Stop. */
const settled = (rig: ScriptedRig, seat: string) => rig.stops(seat) >= rig.prompts(seat).length;

/** Sends one after another into an idle seat; each waits for its arrival and the turn's end. */
async function oneSend(rig: ScriptedRig): Promise<number[]> {
  const seat = rig.seats[0]!;
  const times: number[] = [];
  for (let i = 0; i < ONE; i++) {
    const tag = `[one-${i}]`;
    const r = await rigSend(rig.rigEnv, seat, `one send ${tag}`);
    if (r.result?.outcome !== 'delivered') console.log(`note: one send ${i}: ${r.result?.outcome} ${r.stderr}`);
    times.push(r.ms);
    // The next one starts into an idle seat; a seat slower than this only makes the next sample later.
    await until(
      () => rig.prompts(seat).some((p) => p.includes(tag)) && settled(rig, seat),
      300_000,
      `${tag} to arrive`,
    ).catch((err: Error) => console.log(`note: ${err.message}`));
  }
  return times;
}

/** CPU spent from the first spawn until every turn had ended, per part, in ms (undefined: not readable). */
interface CpuSplit {
  cli?: number;
  daemon?: number;
  tmux?: number;
  agents?: number;
  hooks?: number;
}

interface Round {
  seats: number;
  elapsedMs: number;
  cpu: CpuSplit;
  sends: TimedSend[];
  perSeat: Arrivals[];
  loadBefore: string;
  loadAfter: string;
  /** The daemon's status round trips while the sends ran, and idle before them (ms). */
  probe: { busy: number[]; idle: number[]; ownDelayP99Ms: number; failed: number };
}

async function burst(rig: ScriptedRig, seats: number, dir: string): Promise<Round> {
  const loadBefore = load();
  const sent = rig.seats.map((_, s) => Array.from({ length: SENDS }, (_, n) => tagOf(seats, s + 1, n)));
  // The bench's waited-for children are the rig sends; an agent's are its hooks and status line.
  const pids = { daemon: rig.daemonPid(), tmux: rig.serverPid, agents: rig.agentPids() };
  const readCpu = () => ({
    self: cpuOf('self'),
    daemon: cpuOf(pids.daemon),
    tmux: cpuOf(pids.tmux),
    agents: pids.agents.map(cpuOf),
  });
  const socket = join(rig.openrigHome, 'run', 'daemon.sock');
  const idleProbe = probeDaemon(socket);
  // The idle figure: two seconds of probes with nothing sent.
  await sleep(2000);
  const idle = await idleProbe.stop();
  const cpu0 = readCpu();
  const probe = probeDaemon(socket);
  const sends = await rigSendBurst(
    rig.rigEnv,
    rig.seats.flatMap((seat, s) => sent[s]!.map((tag) => ({ seat, message: `throughput ${tag}` }))),
    join(dir, `burst-${rig.rig}`),
  );
  // From the first send's start (the sh forks them within milliseconds) to the last one's end.
  const elapsedMs = Math.max(...sends.map((r) => r.endedAt)) - Math.min(...sends.map((r) => r.startedAt));
  const busy = await probe.stop();
  const loadAfter = load();
  // Every prompt recorded and every turn ended (a late duplicate would show by then). An agent
  // takes the prompts queued during a turn one by one, after the sends have returned: the deadline
  // is generous (a message still missing then is lost, not late).
  const expected = (s: number) => rig.prompts(rig.seats[s]!).filter((p) => p.includes(`[t${seats}-${s + 1}-`)).length;
  await until(
    () => rig.seats.every((seat, s) => expected(s) >= SENDS && settled(rig, seat)),
    300_000 + 2 * elapsedMs,
    'every message to arrive',
  ).catch((err: Error) => console.log(`note: ${err.message}`));
  const cpu1 = readCpu();
  const cpu: CpuSplit = {
    cli: cpuSpent([cpu0.self], [cpu1.self], 'childrenMs'),
    daemon: cpuSpent([cpu0.daemon], [cpu1.daemon], 'selfMs'),
    tmux: cpuSpent([cpu0.tmux], [cpu1.tmux], 'selfMs'),
    agents: cpuSpent(cpu0.agents, cpu1.agents, 'selfMs'),
    hooks: cpuSpent(cpu0.agents, cpu1.agents, 'childrenMs'),
  };
  const perSeat = rig.seats.map((seat, s) =>
    arrivals(
      sent[s]!,
      rig.prompts(seat).filter((p) => p.includes(`[t${seats}-`)),
    ),
  );
  return {
    seats,
    elapsedMs,
    cpu,
    sends,
    perSeat,
    loadBefore,
    loadAfter,
    probe: {
      busy: busy.roundTrips,
      idle: idle.roundTrips,
      ownDelayP99Ms: busy.ownDelayP99Ms,
      failed: busy.failed + idle.failed,
    },
  };
}

const dir = tempDir('openrig-bench-tp-');
let failed = false;
for (const kind of KINDS) {
  let onePerSend: number | undefined;
  /** Names the figures: `send-throughput: terminal seats: …`. */
  const what = `send-throughput: ${kind} seats`;
  for (const seats of SEAT_COUNTS) {
    const rig = await upScriptedRig({ rig: `${kind === 'terminal' ? 'tt' : 'tp'}${seats}`, count: seats, dir, kind });
    try {
      if (onePerSend === undefined) {
        const one = await oneSend(rig);
        onePerSend = median(one);
        figure(
          `${what}: one send into an idle seat: p50 ${fmt(onePerSend)}, p90 ${fmt(percentile(one, 90))} over ${ONE} (rig send spawn → exit; load ${load()})`,
        );
      }
      const r = await burst(rig, seats, dir);
      const ms = r.sends.map((s) => s.ms);
      const total = seats * SENDS;
      const rate = total / (r.elapsedMs / 1000);
      const outcomes = new Map<string, number>();
      for (const s of r.sends) {
        const k = s.result?.outcome ?? `exit ${s.code}`;
        outcomes.set(k, (outcomes.get(k) ?? 0) + 1);
      }
      const outcomeText = [...outcomes].map(([k, n]) => `${n} ${k}`).join(', ');
      const parts: [string, number | undefined][] = [
        ['rig send processes', r.cpu.cli],
        ['daemon', r.cpu.daemon],
        ['tmux server', r.cpu.tmux],
        ...(kind === 'terminal'
          ? ([["the seats' cat", r.cpu.agents]] as [string, number | undefined][])
          : ([
              ['scripted agents', r.cpu.agents],
              ["the agents' hooks and status lines", r.cpu.hooks],
            ] as [string, number | undefined][])),
      ];
      const cpuText = parts.flatMap(([name, v]) => (v === undefined ? [] : [`${name} ${fmt(v / total)}`])).join(', ');
      const perSend = r.elapsedMs / SENDS;
      const goal =
        seats === 1
          ? `; per send ${fmt(perSend)} = ${(perSend / onePerSend!).toFixed(2)} × one send (goal ≤ ${GOAL_SERIAL_RATIO} at low load)`
          : seats >= 20
            ? ` (goal ≥ ${GOAL_SENDS_PER_S} sends/s at low load)`
            : '';
      const cpuTotal = parts.reduce((t, [, v]) => t + (v ?? 0), 0);
      figure(
        `${what}: ${seats} seat${seats === 1 ? '' : 's'} × ${SENDS} at once: ${total} sends in ${fmt(r.elapsedMs)}, ${rate.toFixed(2)} sends/s${goal}; per send p50 ${fmt(median(ms))}, p99 ${fmt(percentile(ms, 99))}; one send p50 ${fmt(onePerSend!)}; ${outcomeText}; load ${r.loadBefore} → ${r.loadAfter}`,
      );
      if (cpuText)
        figure(
          `${what}: ${seats} seat${seats === 1 ? '' : 's'}: CPU per send ${fmt(cpuTotal / total)}: ${cpuText}; at that CPU ${cores} cores bound this near ${((cores * 1000) / (cpuTotal / total)).toFixed(1)} sends/s`,
        );
      const p = r.probe;
      if (p.busy.length && p.idle.length)
        figure(
          `${what}: ${seats} seat${seats === 1 ? '' : 's'}: the daemon's status round trip during the sends p50 ${fmt(median(p.busy))}, p99 ${fmt(percentile(p.busy, 99))} over ${p.busy.length} (idle before: p50 ${fmt(median(p.idle))}; this process's own event-loop delay p99 ${fmt(p.ownDelayP99Ms)}${p.failed ? `; ${p.failed} failed` : ''})`,
        );
      const bad = r.perSeat.flatMap((a, s) => (allArrivedOnce(a) ? [] : [{ seat: rig.seats[s]!, a }]));
      if (bad.length) {
        failed = true;
        for (const { seat, a } of bad)
          console.log(
            `FAILED: ${seat}: ${a.missing.length} missing (${a.missing.join(' ')}), ${a.duplicated.length} duplicated (${a.duplicated.map((d) => `${d.tag}×${d.times}`).join(' ')}), ${a.unexpected} unexpected`,
          );
      } else figure(`${what}: ${seats} seat${seats === 1 ? '' : 's'}: every message arrived exactly once`);
    } finally {
      rig.stop();
    }
  }
}
if (failed) process.exit(1);
