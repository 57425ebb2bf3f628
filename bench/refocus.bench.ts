// The refocus hook bundle against `node -e 0`: (1) nothing due — the path every ordinary prompt
// takes (goal: median ratio ≤ 1.15); (2) a full fire — both trees on a small real fixture,
// content from a context REF, work packet on, delivered on demand (goal: ≤ 1.5), from the code
// cache the first fire leaves, (3) the same without the cache, and (4) the same fire with every
// path of the fixture 40 characters longer (Node's path functions walk every character, so path
// length once cost a fire 7–9 ms; the hook now avoids them on its hot path). Figures only.
// For scale: (0) a script that only reads its stdin to the end through process.stdin, as hooks
// commonly do (a hook cannot know there is nothing to do before it has read its input); the hook
// itself reads fd 0 directly and can come in under it. Each figure names the load
// average it was measured under: on a loaded machine the ratios mean little.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { compareWithBaseline } from './lib/hook-harness.js';
import { figure, ms } from './lib/stats.js';

const RUNS = Math.max(10, Number(process.env.BENCH_RUNS) || 30);
const root = join(import.meta.dirname, '..');
const bundle = join(root, 'plugins', 'openrig-core', 'hooks', 'scripts', 'refocus.cjs');

function put(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** The small real fixture under `dir`: both trees, a context entry, a transcript; env and input. */
function fixture(dir: string) {
  const home = join(dir, 'home');
  const topo = join(dir, 'topology');
  const work = join(dir, 'workspace');
  put(join(topo, 'LEARNED.md'), '# Host\n- keep changes small\n');
  put(join(topo, 'rigs', 'core', 'LEARNED.md'), '# Rig core\n- verify before claiming\n');
  put(
    join(topo, 'rigs', 'core', 'seats', 'dev', 'LEARNED.md'),
    '# dev\n\n## MY JOB HERE\nBuild.\n\n## STANDING DUTIES\nTest.\n',
  );
  put(join(work, 'SPEC.md'), '---\nintent: keep agents oriented\n---\n# Project\n');
  put(join(work, 'missions', 'm1', 'SPEC.md'), '---\nintent: the refocus channel\n---\n# m1\n');
  put(join(home, 'context', 'team', 'orient.md'), '# Team orientation\n- the outcome first\n');
  const transcript = join(dir, 'occupant.jsonl');
  writeFileSync(transcript, 'x'.repeat(1000));
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    OPENRIG_HOME: home,
    OPENRIG_SESSION_NAME: 'dev@core',
    OPENRIG_TOPOLOGY_ROOT: topo,
    OPENRIG_WORKSPACE_ROOT: work,
  };
  const fireEnv = {
    ...env,
    OPENRIG_REFOCUS_NOW: '1',
    OPENRIG_REFOCUS_TREES: 'both',
    OPENRIG_REFOCUS_CONTENT_REF: 'team/orient',
    OPENRIG_REFOCUS_WORK_PACKET: '1',
    OPENRIG_REFOCUS_WORK_NODE: join(work, 'missions', 'm1'),
  };
  const input = JSON.stringify({
    session_id: 'occ',
    transcript_path: transcript,
    cwd: dir,
    hook_event_name: 'UserPromptSubmit',
    prompt: 'next step',
  });
  return { env, fireEnv, input };
}

const dir = mkdtempSync(join(tmpdir(), 'openrig-bench-refocus-'));
try {
  const { env, fireEnv, input } = fixture(dir);
  const load = () =>
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`;
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
    `refocus nothing due: median ${ms(idle.subjectMedianMs)} vs node -e 0 ${ms(idle.baselineMedianMs)}; median ratio ${idle.medianRatio.toFixed(3)} (goal ≤ 1.15; ${load()})`,
  );
  const fire = compareWithBaseline(
    { command: process.execPath, args: [bundle, '--runtime', 'claude'], stdin: input, env: fireEnv },
    { runs: RUNS },
  );
  if (!fire.lastStdout.includes('REFOCUS CONTENT SOURCE: OPENRIG_REFOCUS_CONTENT_REF=team/orient')) {
    throw new Error(
      `the full fire did not deliver the REF content:\n${fire.lastStdout.slice(0, 400)}\n${fire.lastStderr}`,
    );
  }
  figure(
    `refocus full fire (both trees, content REF, packet on): median ${ms(fire.subjectMedianMs)} vs node -e 0 ${ms(fire.baselineMedianMs)}; median ratio ${fire.medianRatio.toFixed(3)} (goal ≤ 1.5; ${load()})`,
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
