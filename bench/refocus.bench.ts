// The refocus hook bundle against `node -e 0`: (1) nothing due — the path every ordinary prompt
// takes (goal: median ratio ≤ 1.10); (2) a full fire — both trees on a small real fixture,
// content from a context REF, work packet on, delivered on demand (goal: ≤ 1.30), from the code
// cache the first fire leaves, (3) the same without the cache, and (4) the same fire with every
// path of the fixture 40 characters longer (Node's path functions walk every character, so path
// length once cost a fire 7–9 ms; the hook now avoids them on its hot path). Figures only.
// For scale: (0) a script that only reads its stdin to the end through process.stdin, as hooks
// commonly do (a hook cannot know there is nothing to do before it has read its input); the hook
// itself reads fd 0 directly and can come in under it. Each figure names the load
// average it was measured under: on a loaded machine the ratios mean little.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareWithBaseline } from './lib/hook-harness.js';
import {
  FIRE_DELIVERED,
  REFOCUS_BUNDLE as bundle,
  loadNow as load,
  refocusFixture as fixture,
} from './lib/refocus-fixture.js';
import { figure, ms } from './lib/stats.js';

const RUNS = Math.max(10, Number(process.env.BENCH_RUNS) || 30);

const dir = mkdtempSync(join(tmpdir(), 'openrig-bench-refocus-'));
try {
  const { env, fireEnv, input } = fixture(dir);
  const floorScript = join(dir, 'stdin-floor.cjs');
  writeFileSync(floorScript, "process.stdin.on('data', () => {}).on('end', () => process.exit(0));\n");
  const floor = compareWithBaseline(
    { command: process.execPath, args: [floorScript], stdin: input, env },
    { runs: RUNS },
  );
  figure(
    `for scale, node reading its stdin to the end via process.stdin: median ${ms(floor.subjectMedianMs)} vs node -e 0 ${ms(floor.baselineMedianMs)}; median ratio ${floor.medianRatio.toFixed(3)} (${load()})`,
  );
  // Establish the occupant's baseline so the timed runs take the nothing-due path.
  compareWithBaseline(
    { command: process.execPath, args: [bundle, '--runtime', 'claude'], stdin: input, env },
    { runs: 1, warmup: 0 },
  );
  const idle = compareWithBaseline(
    { command: process.execPath, args: [bundle, '--runtime', 'claude'], stdin: input, env },
    { runs: RUNS },
  );
  if (idle.lastStdout !== '') throw new Error(`the nothing-due run printed: ${idle.lastStdout.slice(0, 200)}`);
  figure(
    `refocus nothing due: median ${ms(idle.subjectMedianMs)} vs node -e 0 ${ms(idle.baselineMedianMs)}; median ratio ${idle.medianRatio.toFixed(3)} (goal ≤ 1.10; ${load()})`,
  );
  const fire = compareWithBaseline(
    { command: process.execPath, args: [bundle, '--runtime', 'claude'], stdin: input, env: fireEnv },
    { runs: RUNS },
  );
  if (!fire.lastStdout.includes(FIRE_DELIVERED)) {
    throw new Error(
      `the full fire did not deliver the REF content:\n${fire.lastStdout.slice(0, 400)}\n${fire.lastStderr}`,
    );
  }
  figure(
    `refocus full fire (both trees, content REF, packet on): median ${ms(fire.subjectMedianMs)} vs node -e 0 ${ms(fire.baselineMedianMs)}; median ratio ${fire.medianRatio.toFixed(3)} (goal ≤ 1.30; ${load()})`,
  );
  // For scale: the same fire compiling its engine from source every time (no code cache), which
  // is also what the first fire after an install or upgrade costs.
  const cold = compareWithBaseline(
    {
      command: process.execPath,
      args: [bundle, '--runtime', 'claude'],
      stdin: input,
      env: { ...fireEnv, OPENRIG_CODE_CACHE: '0' },
    },
    { runs: RUNS },
  );
  figure(
    `for scale, the full fire without the code cache: median ${ms(cold.subjectMedianMs)} vs node -e 0 ${ms(cold.baselineMedianMs)}; median ratio ${cold.medianRatio.toFixed(3)} (${load()})`,
  );
  // For scale: the same fire with every path 40 characters longer, against the same fire here,
  // run for run (the long fixture's first fire leaves its own code cache).
  const long = fixture(join(dir, 'a-folder-name-forty-characters-long-xxxx'));
  compareWithBaseline(
    { command: process.execPath, args: [bundle, '--runtime', 'claude'], stdin: long.input, env: long.fireEnv },
    { runs: 1, warmup: 0 },
  );
  const longFire = compareWithBaseline(
    { command: process.execPath, args: [bundle, '--runtime', 'claude'], stdin: long.input, env: long.fireEnv },
    {
      runs: RUNS,
      baseline: { command: process.execPath, args: [bundle, '--runtime', 'claude'], stdin: input, env: fireEnv },
    },
  );
  figure(
    `for scale, the full fire with paths 40 characters longer: median ${ms(longFire.subjectMedianMs)} vs the same fire at the usual paths ${ms(longFire.baselineMedianMs)}; median ratio ${longFire.medianRatio.toFixed(3)} (${load()})`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
