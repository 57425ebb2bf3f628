// Runs every bench/*.bench.ts (or those whose name contains a filter) in its own Node process
// through tsx, one after another so they do not disturb each other, and echoes their `figure: `
// lines. Benchmarks never fail on time; a bench that crashes (or finds lost updates) exits
// non-zero, and then its whole output is shown and this runner exits 1.
//
// Usage: node bench/run.mjs [filter...]
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadavg, cpus } from 'node:os';

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = join(benchDir, '..');
const tsxLoader = join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs');
const filters = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((n) => n.endsWith('.bench.ts'))
  .filter((n) => !filters.length || filters.some((f) => n.includes(f)))
  .sort();

function runBench(file) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', tsxLoader, join(benchDir, file)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code, signal) => resolve({ code, signal, output, ms: Date.now() - started }));
  });
}

console.log(
  `bench: node ${process.version}, ${cpus().length} cpus, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
let failures = 0;
for (const file of files) {
  const r = await runBench(file);
  const ok = r.code === 0;
  console.log(`${ok ? 'ok  ' : 'FAIL'} bench/${file}  (${(r.ms / 1000).toFixed(1)} s)`);
  for (const line of r.output.split('\n')) if (line.startsWith('figure: ')) console.log(`     ${line}`);
  if (!ok) {
    failures++;
    console.log(
      r.output
        .split('\n')
        .map((l) => `     | ${l}`)
        .join('\n'),
    );
  }
}
if (!files.length) console.log('no bench files found');
process.exit(failures || !files.length ? 1 : 0);
