// The seat-events hook bundle against `node -e 0` (median of paired runs; goal ≤ 1.10 each):
// (1) nothing to do — no seat identity in the environment, the path every hook run of a Claude
// that is not an OpenRig seat takes; (2) a record — a Stop of a seat whose journal exists: one
// line appended, and at each fold point (about one run in 30) the fold under the document's lock.
// For scale: (3) the first run of an occupant (no state yet: the plugin proof hashes the bundle).
// Figures only; each names the load average it was measured under.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareWithBaseline } from './lib/hook-harness.js';
import { figure, ms } from './lib/stats.js';

const RUNS = Math.max(10, Number(process.env.BENCH_RUNS) || 30);
const root = join(import.meta.dirname, '..');
const bundle = join(root, 'plugins', 'openrig-core', 'hooks', 'scripts', 'seat-events.cjs');
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

const dir = mkdtempSync(join(tmpdir(), 'openrig-bench-activity-'));
try {
  const home = join(dir, 'home');
  mkdirSync(home);
  const project = join(dir, 'proj');
  mkdirSync(project);
  const input = JSON.stringify({
    session_id: 'd476e937-883c-45ad-83f2-c176e885fa5f',
    transcript_path: join(dir, 't.jsonl'),
    cwd: project,
    hook_event_name: 'Stop',
    stop_hook_active: false,
    last_assistant_message: 'Done.',
  });
  const base = { PATH: process.env.PATH, HOME: process.env.HOME, CLAUDE_PROJECT_DIR: project };
  const seat = {
    ...base,
    OPENRIG_HOME: home,
    OPENRIG_NODE: 'n-0123456789abcdef',
    OPENRIG_OCCUPANT_GENERATION: 'o-00000000000000b1',
    OPENRIG_SESSION_NAME: 'dev@bench',
    OPENRIG_SEAT_PROJECT_DIR: project,
  };
  const cmd = (env: NodeJS.ProcessEnv) => ({
    command: process.execPath,
    args: [bundle, '--runtime', 'claude'],
    stdin: input,
    env,
    cwd: project,
  });

  const idle = compareWithBaseline(cmd({ ...base, OPENRIG_HOME: home }), { runs: RUNS });
  if (idle.lastStdout !== '' || idle.lastStderr !== '') throw new Error(`nothing-to-do printed: ${idle.lastStderr}`);
  figure(
    `seat-events nothing to do (no identity): median ${ms(idle.subjectMedianMs)} vs node -e 0 ${ms(idle.baselineMedianMs)}; median ratio ${idle.medianRatio.toFixed(3)} (goal ≤ 1.10; ${load()})`,
  );

  const write = compareWithBaseline(cmd(seat), { runs: RUNS });
  if (write.lastStdout !== '' || write.lastStderr !== '') throw new Error(`the write printed: ${write.lastStderr}`);
  figure(
    `seat-events record (Stop, journal exists; folds included): median ${ms(write.subjectMedianMs)} vs node -e 0 ${ms(write.baselineMedianMs)}; median ratio ${write.medianRatio.toFixed(3)} (goal ≤ 1.10; ${load()})`,
  );

  // For scale: every run the first of its occupant (a fresh home each time is not possible through
  // the harness, so the occupant's record is removed before each run by a wrapper shell).
  const first = compareWithBaseline(
    {
      command: '/bin/sh',
      args: ['-c', `rm -rf "${join(home, 'activity')}"; exec "${process.execPath}" "${bundle}" --runtime claude`],
      stdin: input,
      env: seat,
      cwd: project,
    },
    {
      runs: RUNS,
      baseline: {
        command: '/bin/sh',
        args: ['-c', `rm -rf "${join(dir, 'none')}"; exec "${process.execPath}" -e 0`],
        stdin: input,
        env: seat,
      },
    },
  );
  figure(
    `for scale, seat-events first run of an occupant (plugin proof, bundle hash): median ${ms(first.subjectMedianMs)} vs node -e 0 ${ms(first.baselineMedianMs)} (both through sh); median ratio ${first.medianRatio.toFixed(3)} (${load()})`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
