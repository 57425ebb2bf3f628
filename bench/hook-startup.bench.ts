// A trivial bundled hook (reads stdin, exits) against `node -e 0`: what the bundle costs beyond
// starting Node. The hook is built with esbuild into a temp folder, the way build.mjs builds the
// real ones, and run from there.
import { build } from 'esbuild';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareWithBaseline } from './lib/hook-harness.js';
import { figure, ms } from './lib/stats.js';

const RUNS = Number(process.env.BENCH_RUNS) || 30;
const STDIN = JSON.stringify({
  session_id: 'bench',
  hook_event_name: 'UserPromptSubmit',
  cwd: '/tmp',
  prompt: 'hello',
});

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
  const r = compareWithBaseline({ command: process.execPath, args: [outfile], stdin: STDIN, cwd: dir }, { runs: RUNS });
  figure(
    `hook-startup: trivial bundled hook (${statSync(outfile).size} B) median ${ms(r.subjectMedianMs)} (p95 ${ms(r.subjectP95Ms)}), node -e 0 median ${ms(r.baselineMedianMs)} (p95 ${ms(r.baselineP95Ms)}); median ratio ${r.medianRatio.toFixed(2)} over ${r.runs} alternating runs`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
