// Hook start-up against `node -e 0`, on each Node given: this one, and every binary in NODE_BINS
// (colon-separated paths, e.g. NODE_BINS=/opt/node22/bin/node:/opt/node24/bin/node). Per Node:
// (1) a trivial bundled hook (reads stdin, exits): what a bundle costs beyond starting Node;
// (2) the refocus hook with nothing due; (3) a full refocus fire from its code cache, OpenRig's
// hand-written V8 code cache (lib/util/code-cache.ts); on a Node with a compile cache of its own
// (module.enableCompileCache, 22.8 and later), (4) for scale, the same fire with Node's cache
// (OPENRIG_CODE_CACHE=node) against the hand-written one. Each ratio is `node -e 0` of the same
// Node, paired run by run; beside each, the CPU time per run (user + system, the mean over the
// runs), which load does not stretch. Figures only, each with the load average it was measured under.
import { build } from 'esbuild';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { compareWithBaseline, type TimedCommand } from './lib/hook-harness.js';
import { FIRE_DELIVERED, REFOCUS_BUNDLE, loadNow, refocusFixture } from './lib/refocus-fixture.js';
import { figure, ms } from './lib/stats.js';
import type { HarnessResult } from './lib/hook-harness.js';
import { nodeHasCompileCache } from '../lib/util/code-cache.js';

const RUNS = Number(process.env.BENCH_RUNS) || 30;
const STDIN = JSON.stringify({
  session_id: 'bench',
  hook_event_name: 'UserPromptSubmit',
  cwd: '/tmp',
  prompt: 'hello',
});
/** CPU per run, each side, and their ratio. */
const cpu = (r: HarnessResult) =>
  `CPU ${r.subjectCpuMs.toFixed(1)} vs ${r.baselineCpuMs.toFixed(1)} ms (${(r.subjectCpuMs / r.baselineCpuMs).toFixed(3)})`;
const nodes = [process.execPath, ...(process.env.NODE_BINS ?? '').split(':').filter(Boolean)];

const dir = mkdtempSync(join(tmpdir(), 'openrig-bench-hook-'));
try {
  const outfile = join(dir, 'trivial-hook.cjs');
  await build({
    entryPoints: [join(import.meta.dirname, 'fixtures', 'trivial-hook.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'error',
  });
  for (const [i, node] of nodes.entries()) {
    const version = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
    if (!version) throw new Error(`${node}: not a Node binary`);
    const label = `hook-startup node ${version}`;
    const against = (subject: TimedCommand) => ({
      runs: RUNS,
      baseline: { command: node, args: ['-e', '0'], stdin: subject.stdin, env: subject.env, cwd: subject.cwd },
    });
    const trivialCmd = { command: node, args: [outfile], stdin: STDIN, cwd: dir };
    const trivial = compareWithBaseline(trivialCmd, against(trivialCmd));
    figure(
      `${label}: trivial bundled hook (${statSync(outfile).size} B) median ${ms(trivial.subjectMedianMs)}, node -e 0 median ${ms(trivial.baselineMedianMs)}; median ratio ${trivial.medianRatio.toFixed(3)}; ${cpu(trivial)} (${loadNow()})`,
    );

    // A fixture of its own per Node: each fills its own cache.
    const { env, fireEnv, input } = refocusFixture(join(dir, `refocus-${i}`));
    const hook = (e: NodeJS.ProcessEnv): TimedCommand => ({
      command: node,
      args: [REFOCUS_BUNDLE, '--runtime', 'claude'],
      stdin: input,
      env: e,
    });
    compareWithBaseline(hook(env), { runs: 1, warmup: 0 }); // the occupant's baseline
    const idle = compareWithBaseline(hook(env), against(hook(env)));
    if (idle.lastStdout !== '') throw new Error(`the nothing-due run printed: ${idle.lastStdout.slice(0, 200)}`);
    figure(
      `${label}: refocus nothing due median ${ms(idle.subjectMedianMs)}, node -e 0 median ${ms(idle.baselineMedianMs)}; median ratio ${idle.medianRatio.toFixed(3)} (goal ≤ 1.10); ${cpu(idle)} (${loadNow()})`,
    );

    const fire = compareWithBaseline(hook(fireEnv), against(hook(fireEnv)));
    if (!fire.lastStdout.includes(FIRE_DELIVERED))
      throw new Error(`the full fire did not deliver:\n${fire.lastStderr}`);
    figure(
      `${label}: refocus full fire with the hand-written code cache median ${ms(fire.subjectMedianMs)}, node -e 0 median ${ms(fire.baselineMedianMs)}; median ratio ${fire.medianRatio.toFixed(3)} (goal ≤ 1.30); ${cpu(fire)} (${loadNow()})`,
    );
    if (nodeHasCompileCache(version)) {
      const nodeFire = hook({ ...fireEnv, OPENRIG_CODE_CACHE: 'node' });
      compareWithBaseline(nodeFire, { runs: 1, warmup: 0 }); // Node's compile cache, filled
      const hand = compareWithBaseline(hook(fireEnv), { runs: RUNS, baseline: nodeFire });
      figure(
        `${label}: for scale, the full fire with the hand-written code cache median ${ms(hand.subjectMedianMs)} vs with Node's compile cache ${ms(hand.baselineMedianMs)}; median ratio ${hand.medianRatio.toFixed(3)}; ${cpu(hand)} (${loadNow()})`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
