// Test runner: each uvu test file runs in its own Node process (through tsx, so TypeScript with
// top-level await works), two at a time, each under a hard time limit because uvu has none.
// Prints one closing line `N passed, N failed, N skipped`; exits 1 on any failure or on zero tests.
//
// Usage: node test/run.mjs [--real | --unit] [--jobs N] [--timeout S] [filter...]
// --unit runs only the in-process unit suites (test/suites.mjs says which), still one process each;
// `npm run test:unit` runs them all in one process instead (test/unit.mjs).
import { spawn } from 'node:child_process';
import { join, relative } from 'node:path';
import { cpus } from 'node:os';
import { ROOT as root, findTests, isUnitSuite, matching } from './suites.mjs';

const args = process.argv.slice(2);
const real = args.includes('--real');
const unit = args.includes('--unit');
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const jobs = opt('--jobs', Number(process.env.TEST_JOBS) || Math.min(2, cpus().length));
const timeoutS = opt('--timeout', Number(process.env.TEST_TIMEOUT_S) || 600);
const filters = args.filter((a, i) => !a.startsWith('--') && !['--jobs', '--timeout'].includes(args[i - 1]));

const files = matching(
  findTests({ real }).filter((f) => !unit || isUnitSuite(f)),
  filters,
).map((f) => join(root, f));
const tsxLoader = join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs');
const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

function runFile(file) {
  return new Promise((resolvePromise) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', tsxLoader, file], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, timeoutS * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      const text = strip(output);
      const num = (label) => {
        const m = new RegExp(`^\\s*${label}:\\s+(\\d+)`, 'm').exec(text);
        return m ? Number(m[1]) : undefined;
      };
      const total = num('Total');
      const passedCount = num('Passed');
      const skipped = num('Skipped') ?? 0;
      const passed = passedCount ?? 0;
      let failed = total !== undefined && passedCount !== undefined ? total - passedCount : 1;
      if ((code !== 0 || timedOut) && failed === 0) failed = 1;
      if (total === 0 && skipped === 0 && failed === 0) failed = 1; // a file with no tests is a mistake
      resolvePromise({ file, passed, failed, skipped, code, timedOut, output: text, ms: Date.now() - started });
    });
  });
}

async function main() {
  if (!files.length) {
    console.log('no test files found');
    console.log('0 passed, 1 failed, 0 skipped');
    process.exit(1);
  }
  const queue = [...files];
  const results = [];
  const worker = async () => {
    while (queue.length) {
      const file = queue.shift();
      const r = await runFile(file);
      results.push(r);
      const status = r.failed ? 'FAIL' : 'ok  ';
      console.log(
        `${status} ${relative(root, file)}  (${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}; ${(r.ms / 1000).toFixed(1)} s${r.timedOut ? '; TIMED OUT' : ''})`,
      );
      // uvu's progress dots share a line with whatever a test prints first.
      const figures = r.output
        .split('\n')
        .filter((l) => l.includes('figure: '))
        .map((l) => l.slice(l.indexOf('figure: ')));
      for (const f of figures) console.log(`     ${f}`);
      if (r.failed)
        console.log(
          r.output
            .split('\n')
            .map((l) => `     | ${l}`)
            .join('\n'),
        );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  const sum = (k) => results.reduce((a, r) => a + r[k], 0);
  const passed = sum('passed');
  const failed = sum('failed');
  const skipped = sum('skipped');
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failed || passed === 0 ? 1 : 0);
}

main();
