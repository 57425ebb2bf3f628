// The Claude status-line sensor, run as Claude runs it: the seat's settings command (the wrapper,
// plugins/openrig-core/hooks/statusline.sh, given the seat's folder), the status-line JSON on
// stdin, the seat's OpenRig variables set, a home that exists. The target is at most 1.10×
// `node -e 0` on top of the chained user command, so the main baseline is `node -e 0` followed by
// that same user command through /bin/sh. With the user's command recorded (as the launch does),
// the wrapper runs it and prints its output while the sensor records in the background; every run
// waits 500 ms first, so that background sensor has ended before the next run starts (it would
// otherwise slow whichever run came next). For scale: the sensor alone chaining the command (a
// seat without setsid), OpenRig's own line through the wrapper against `node -e 0`, and the sensor
// alone writing its sample every time (the stored one removed first, on both sides).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareWithBaseline, type HarnessResult, type TimedCommand } from './lib/hook-harness.js';
import { figure, ms } from './lib/stats.js';
import { WRAPPER_SCRIPT } from '../lib/context-usage/wrapper-protocol.js';
import { recordChainedCommand } from '../lib/context-usage/wrapped-run.js';

const RUNS = Number(process.env.BENCH_RUNS) || 30;
const REPO = join(import.meta.dirname, '..');
const SCRIPT = join(REPO, 'plugins', 'openrig-core', 'hooks', 'scripts', 'statusline.cjs');
const WRAPPER = join(REPO, 'plugins', 'openrig-core', WRAPPER_SCRIPT);
const NODE_ID = 'n-0123456789abcdef';
const USER_COMMAND = 'cat >/dev/null; echo "user line"';
/** CPU time per run (user + system of the reaped child, the mean over the runs), which load does not stretch. */
const cpu = (r: HarnessResult) =>
  `CPU ${r.subjectCpuMs.toFixed(1)} vs ${r.baselineCpuMs.toFixed(1)} ms (${(r.subjectCpuMs / r.baselineCpuMs).toFixed(3)})`;

const dir = mkdtempSync(join(tmpdir(), 'openrig-bench-statusline-'));
try {
  const root = join(dir, 'openrig');
  const proj = join(dir, 'proj');
  const withUser = join(dir, 'user-with-line');
  const withoutUser = join(dir, 'user-without-line');
  mkdirSync(root, { mode: 0o700 });
  mkdirSync(proj);
  mkdirSync(join(withUser, '.claude'), { recursive: true });
  mkdirSync(withoutUser);
  writeFileSync(
    join(withUser, '.claude', 'settings.json'),
    JSON.stringify({ statusLine: { type: 'command', command: USER_COMMAND } }),
  );
  const stdin = JSON.stringify({
    session_id: '64059922-fb03-4887-a119-86ddc6799ab9',
    transcript_path: join(dir, 'transcript.jsonl'),
    cwd: proj,
    model: { id: 'claude-opus-5-5', display_name: 'Opus 5.5' },
    workspace: { current_dir: proj, project_dir: proj, added_dirs: [] },
    version: '2.1.332',
    context_window: {
      total_input_tokens: 150000,
      total_output_tokens: 12,
      context_window_size: 1000000,
      current_usage: {
        input_tokens: 150000,
        output_tokens: 12,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
      },
      used_percentage: 15,
      remaining_percentage: 85,
    },
    exceeds_200k_tokens: false,
  });
  const env = (home: string): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    HOME: home,
    OPENRIG_HOME: root,
    OPENRIG_NODE: NODE_ID,
    OPENRIG_OCCUPANT_GENERATION: 'o-00000000000000a1',
    OPENRIG_SESSION_NAME: 'impl@bench',
    OPENRIG_SEAT_PROJECT_DIR: proj,
    CLAUDE_PROJECT_DIR: proj,
  });
  const sensor = (home: string): TimedCommand => ({
    command: process.execPath,
    args: [SCRIPT, '--runtime', 'claude'],
    stdin,
    env: env(home),
    cwd: proj,
  });
  const shell = (script: string, home: string): TimedCommand => ({
    command: '/bin/sh',
    args: ['-c', script],
    stdin,
    env: env(home),
    cwd: proj,
  });
  const node = JSON.stringify(process.execPath);
  const seatDir = join(root, 'context-usage', NODE_ID);
  const sample = join(seatDir, 'sample.json');
  mkdirSync(seatDir, { recursive: true, mode: 0o700 });
  const wrapper = (home: string): TimedCommand => ({ ...shell('', home), args: [WRAPPER, seatDir] });

  // The machine is shared: the load average says how far the absolute times are inflated.
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  figure(`statusline: load average before ${load()}`);
  const baseline = shell(`${node} -e 0; ${USER_COMMAND}`, withUser);
  recordChainedCommand(seatDir, USER_COMMAND);
  const chained = compareWithBaseline(wrapper(withUser), { runs: RUNS, baseline, settleMs: 500 });
  if (chained.lastStdout !== 'user line\n')
    throw new Error(`the wrapper did not chain: ${JSON.stringify(chained.lastStdout)}`);
  figure(
    `statusline: the seat's command chaining a user line median ${ms(chained.subjectMedianMs)} (p95 ${ms(chained.subjectP95Ms)}), node -e 0 + the user command median ${ms(chained.baselineMedianMs)} (p95 ${ms(chained.baselineP95Ms)}); median ratio ${chained.medianRatio.toFixed(2)} (target ≤ 1.10) over ${chained.runs} alternating runs; ${cpu(chained)} (load ${load()})`,
  );

  const alone = compareWithBaseline(sensor(withUser), { runs: RUNS, baseline });
  if (alone.lastStdout !== 'user line\n')
    throw new Error(`the sensor did not chain: ${JSON.stringify(alone.lastStdout)}`);
  figure(
    `statusline: for scale, the sensor alone chaining it (no setsid) median ${ms(alone.subjectMedianMs)}, baseline median ${ms(alone.baselineMedianMs)}; median ratio ${alone.medianRatio.toFixed(2)}; ${cpu(alone)} (load ${load()})`,
  );

  recordChainedCommand(seatDir, undefined);
  const own = compareWithBaseline(wrapper(withoutUser), { runs: RUNS });
  figure(
    `statusline: the seat's command printing OpenRig's line (no user line) median ${ms(own.subjectMedianMs)} (p95 ${ms(own.subjectP95Ms)}), node -e 0 median ${ms(own.baselineMedianMs)}; median ratio ${own.medianRatio.toFixed(3)} (goal ≤ 1.10) over ${own.runs} alternating runs; ${cpu(own)} (load ${load()}) — line: ${own.lastStdout.trim()}`,
  );

  const writing = compareWithBaseline(shell(`rm -f ${sample}; exec ${node} ${SCRIPT} --runtime claude`, withUser), {
    runs: RUNS,
    baseline: shell(`rm -f ${sample}; ${node} -e 0; ${USER_COMMAND}`, withUser),
  });
  figure(
    `statusline: for scale, the sensor alone chaining and writing its sample every run median ${ms(writing.subjectMedianMs)}, baseline median ${ms(writing.baselineMedianMs)}; median ratio ${writing.medianRatio.toFixed(2)}; ${cpu(writing)} (load ${load()})`,
  );
  figure(`statusline: load average after ${load()}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
