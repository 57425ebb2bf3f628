// A small mutation check (npm run mutation): plants one small fault at a time in a pure decision
// module — a flipped comparison, && for ||, a swapped boolean, a dropped `!`, a constant ±1 — and
// runs that module's table tests against it. A mutant the tests reject is killed; one they pass
// survived, and names a case no test covers. The modules and their tests are data
// (scripts/mutation-targets.json), so the same script runs on any tree.
//
// It works on a copy of the tree in a temp folder (node_modules linked), never on the working tree.
//
// Usage: node --import tsx scripts/mutation-check.ts [--targets FILE] [--jobs N] [--list] [module-filter...]
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Mutant, mutantsOf } from './mutation-operators.js';

interface Target {
  /** Module under test, relative to the repository root. */
  module: string;
  /** Test files that should reject a fault in it, fastest first (the first to fail decides). */
  tests: string[];
}

const root = join(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const targetsFile = opt('--targets') ?? join(root, 'scripts', 'mutation-targets.json');
const jobs = Number(opt('--jobs') ?? 1);
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(`mutation: --jobs ${opt('--jobs')} is not a whole number of at least 1`);
  process.exit(2);
}
const listOnly = argv.includes('--list');
const filters = argv.filter((a, i) => !a.startsWith('--') && !['--targets', '--jobs'].includes(argv[i - 1] ?? ''));
const targets = (JSON.parse(readFileSync(targetsFile, 'utf8')) as Target[]).filter(
  (t) => !filters.length || filters.some((f) => t.module.includes(f)),
);

const tsx = join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs');

/** Runs one test file in the copy; resolves true when it passed. */
function passes(copy: string, test: string, timeoutMs: number): Promise<{ passed: boolean; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', tsx, test], {
      cwd: copy,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ passed: code === 0 && !timedOut, timedOut });
    });
  });
}

/**
 * A private copy of what the tests import: sources, tests, schemas, package files, and the built
 * bundles some tests run (those are not rebuilt per mutant, so such a test does not see it).
 */
function makeCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'openrig-mutation-'));
  const parts = ['lib', 'test', 'hooks', 'bin', 'scripts', 'state-schema', 'plugins', 'dist', 'package.json'];
  for (const part of [...parts, 'tsconfig.json', 'README.md']) {
    cpSync(join(root, part), join(copy, part), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}

interface Outcome {
  mutant: Mutant;
  status: 'killed' | 'survived' | 'timeout';
}

async function checkTarget(target: Target, copies: string[]): Promise<Outcome[]> {
  const source = readFileSync(join(root, target.module), 'utf8');
  const mutants = mutantsOf(target.module, source);
  if (listOnly) {
    for (const m of mutants) console.log(`${target.module}:${m.line}  ${m.description}`);
    return [];
  }
  // The tests must pass on the unmutated module, else every mutant would look killed.
  const started = Date.now();
  for (const test of target.tests) {
    const r = await passes(copies[0]!, test, 120_000);
    if (!r.passed) throw new Error(`${test} fails on the unmutated ${target.module}: fix it before measuring`);
  }
  const timeoutMs = Math.max(20_000, (Date.now() - started) * 4);
  const outcomes: Outcome[] = [];
  const queue = [...mutants];
  await Promise.all(
    copies.map(async (copy) => {
      const file = join(copy, target.module);
      while (queue.length) {
        const mutant = queue.shift()!;
        writeFileSync(file, mutant.text);
        let status: Outcome['status'] = 'survived';
        for (const test of target.tests) {
          const r = await passes(copy, test, timeoutMs);
          if (!r.passed) {
            status = r.timedOut ? 'timeout' : 'killed';
            break;
          }
        }
        outcomes.push({ mutant, status });
      }
      writeFileSync(file, source);
    }),
  );
  return outcomes.sort((a, b) => a.mutant.index - b.mutant.index);
}

async function main(): Promise<void> {
  if (!targets.length) throw new Error(`no module in ${targetsFile} matches ${filters.join(', ')}`);
  const copies = listOnly ? [] : Array.from({ length: Math.max(1, jobs) }, makeCopy);
  const rows: string[] = [];
  let killedAll = 0;
  let totalAll = 0;
  try {
    for (const target of targets) {
      const outcomes = await checkTarget(target, copies);
      if (listOnly) continue;
      const killed = outcomes.filter((o) => o.status !== 'survived').length;
      killedAll += killed;
      totalAll += outcomes.length;
      const score = outcomes.length ? ((100 * killed) / outcomes.length).toFixed(0) : '-';
      const line = `${target.module}: ${killed}/${outcomes.length} killed (${score}%)`;
      rows.push(line);
      console.log(`figure: mutation ${line}`);
      for (const o of outcomes.filter((x) => x.status === 'survived')) {
        console.log(`  survived ${target.module}:${o.mutant.line}  ${o.mutant.description}`);
      }
    }
  } finally {
    for (const c of copies) rmSync(c, { recursive: true, force: true });
  }
  if (listOnly) return;
  console.log('');
  for (const r of rows) console.log(r);
  console.log(
    `figure: mutation score ${killedAll}/${totalAll} killed (${((100 * killedAll) / Math.max(1, totalAll)).toFixed(0)}%)`,
  );
}

main().catch((err: unknown) => {
  console.error(`mutation-check: ${(err as Error).message}`);
  process.exitCode = 1;
});
