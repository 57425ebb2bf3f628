// The path-only trace in-process (what the refocus hook pays): both trees at light depth on a
// realistic fixture — a host with 3 rigs of 8 seats, 12 missions of 4 slices, chain files of a
// few KiB with frontmatter, notes and PROGRESS everywhere — median over many runs. Goal: ≤ 10 ms.
// Also: the packet, roots from live config, full depth, and the trace-to-root bundle against
// `node -e 0` when it is built.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { renderTrace, type TraceOptions } from '../lib/trace/render.js';
import { homePaths } from '../lib/home/paths.js';
import { compareWithBaseline } from './lib/hook-harness.js';
import { figure, median, percentile, ms } from './lib/stats.js';

const RUNS = Math.max(50, Number(process.env.BENCH_RUNS) || 200);

function put(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

const para = (topic: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `- ${topic} practice ${i}: keep the change small, name the file it touches, and say what was verified before moving on.`,
  ).join('\n');

const dir = mkdtempSync(join(tmpdir(), 'openrig-bench-trace-'));
try {
  const topo = join(dir, 'topology');
  const work = join(dir, 'workspace');
  put(join(topo, 'LEARNED.md'), `---\nupdated: 2026-01-10\n---\n# Host\n${para('host', 30)}\n`);
  for (const rig of ['core', 'lab', 'ops']) {
    put(join(topo, 'rigs', rig, 'LEARNED.md'), `# Rig ${rig}\n${para(rig, 40)}\n`);
    for (let s = 0; s < 8; s++) {
      put(
        join(topo, 'rigs', rig, 'seats', `seat${s}`, 'LEARNED.md'),
        `---\nupdated: 2026-02-01\n---\n# seat${s}\n\n## MY JOB HERE\n${para('job', 8)}\n\n## STANDING DUTIES\n${para('duty', 10)}\n\n## Log\n${para('log', 40)}\n`,
      );
    }
  }
  put(
    join(work, 'SPEC.md'),
    `---\nid: project\nintent: >\n  Keep a rig of coding agents oriented\n  and reachable\n---\n# Project\n${para('spec', 40)}\n`,
  );
  put(join(work, 'NOTES.md'), `# Notes\n## Current state\n${para('state', 5)}\n## History\n${para('history', 60)}\n`);
  for (let m = 0; m < 12; m++) {
    const mission = join(work, 'missions', `m${m}`);
    put(
      join(mission, 'SPEC.md'),
      `---\nid: m${m}\nintent: "Mission ${m}: make one thing better"\n---\n# Mission ${m}\n${para('mission', 30)}\n`,
    );
    put(
      join(mission, 'NOTES.md'),
      `# Notes m${m}\n## Current state\n${para('state', 6)}\n## History\n${para('history', 50)}\n`,
    );
    put(
      join(mission, 'PROGRESS.md'),
      `# Progress\n## Current state\n${para('progress', 6)}\n## Done\n${para('done', 30)}\n`,
    );
    for (let s = 0; s < 4; s++) {
      put(
        join(mission, 'slices', `s${s}`, 'SPEC.md'),
        `---\nintent: |\n  Slice ${s} of mission ${m}\n---\n# Slice\n${para('slice', 20)}\n`,
      );
      put(join(mission, 'slices', `s${s}`, 'notes.md'), `## Current state\n${para('slice state', 4)}\n`);
    }
  }
  const home = join(dir, 'home');
  const base: TraceOptions = {
    trees: 'both',
    depth: 'light',
    topologyRoot: topo,
    workspaceRoot: work,
    sessionName: 'seat3@core',
    workStart: join(work, 'missions', 'm7', 'slices', 's2'),
    home: homePaths(home),
    env: {},
    cwd: dir,
  };

  async function measure(label: string, opts: TraceOptions) {
    const first = await renderTrace(opts);
    if (first.failed) throw new Error(`${label}: the fixture trace failed:\n${first.failures.join('\n')}`);
    for (let i = 0; i < 10; i++) await renderTrace(opts);
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await renderTrace(opts);
      samples.push(performance.now() - t);
    }
    figure(
      `trace: ${label} median ${ms(median(samples))} (p95 ${ms(percentile(samples, 95))}) over ${RUNS} runs; ${first.text.length} chars`,
    );
    return median(samples);
  }

  const light = await measure('both trees, light, in-process', base);
  figure(`trace: goal ≤ 10 ms for both trees at light depth: ${light <= 10 ? 'met' : 'NOT met'} (${ms(light)})`);
  await measure('both trees, light, packet', { ...base, packet: true });
  await measure('both trees, light, roots from live config', {
    ...base,
    topologyRoot: undefined,
    workspaceRoot: undefined,
    env: { OPENRIG_TOPOLOGY_ROOT: topo, OPENRIG_WORKSPACE_ROOT: work },
  });
  await measure('both trees, full', { ...base, depth: 'full' });

  const bundle = join(import.meta.dirname, '..', 'dist', 'bin', 'trace-to-root.cjs');
  if (existsSync(bundle)) {
    const r = compareWithBaseline(
      {
        command: process.execPath,
        args: [bundle, '--work-start', base.workStart!],
        env: {
          PATH: process.env.PATH,
          OPENRIG_HOME: home,
          OPENRIG_TOPOLOGY_ROOT: topo,
          OPENRIG_WORKSPACE_ROOT: work,
          OPENRIG_SESSION_NAME: 'seat3@core',
        },
        cwd: dir,
      },
      { runs: 20 },
    );
    figure(
      `trace: trace-to-root bundle median ${ms(r.subjectMedianMs)}, node -e 0 median ${ms(r.baselineMedianMs)}; median ratio ${r.medianRatio.toFixed(2)} over ${r.runs} runs`,
    );
  } else {
    figure('trace: dist/bin/trace-to-root.cjs not built; run node build.mjs for the process figure');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
