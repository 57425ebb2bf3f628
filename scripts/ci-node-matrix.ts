// CI on more than one Node: the machine's Node runs everything (npm test); each release of
// scripts/node-matrix/versions.ts, fetched from the npm registry into a cache kept between runs,
// runs the unit suites in one process (test/unit.mjs) and the hook smoke run (every built hook
// bundle with real hook JSON, test/hook/bundle-smoke.proc.test.ts). The closing line counts them
// all. A release that cannot be fetched (offline) is one counted skip, with its reason printed:
// never a pass.
//
// Usage: npm test | node --import tsx scripts/ci-node-matrix.ts --fold
//   --fold  standard input is a test run's output: it is passed through, and its closing line
//           is added to the matrix's.
// Environment: NODE_MATRIX_DIR, the cache folder (default ~/.cache/openrig/node).
// Prints `N passed, N failed, N skipped` last; exits 1 on any failure, or when nothing passed.
import { spawnSync } from 'node:child_process';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  type Counts,
  NO_COUNTS,
  addCounts,
  countLine,
  countsFail,
  formatCounts,
  runCounts,
} from './node-matrix/counts.js';
import { ensureNode, matrixCacheDir } from './node-matrix/install.js';
import { NODE_MATRIX } from './node-matrix/versions.js';

const ROOT = join(import.meta.dirname, '..');
const SMOKE = 'test/hook/bundle-smoke.proc.test.ts';
const say = (line: string) => console.log(`ci: ${line}`);

/** Passes standard input through line by line; resolves with the counts of its closing line. */
async function fold(): Promise<Counts> {
  let counts: Counts | undefined;
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
    console.log(line);
    counts = countLine(line) ?? counts;
  }
  if (counts) return counts;
  say('the test run before the matrix printed no closing line: counted as one failure');
  return { passed: 0, failed: 1, skipped: 0 };
}

/** One suite run on `node`; its output is shown only when it failed. */
function run(node: string, label: string, args: string[]): Counts {
  const r = spawnSync(node, args, {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 30 * 60_000,
    // `node` on PATH is this release too, for anything a suite starts by name.
    env: {
      ...process.env,
      PATH: `${dirname(node)}:${process.env.PATH ?? ''}`,
      FORCE_COLOR: '0',
      NO_COLOR: '1',
    },
  });
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? `\n${r.error.message}\n` : ''}`;
  const counts = runCounts(output, r.status);
  if (countsFail(counts))
    console.log(
      output
        .split('\n')
        .map((l) => `     | ${l}`)
        .join('\n'),
    );
  say(`  ${label}: ${formatCounts(counts)}`);
  return counts;
}

/** The unit suites and the hook smoke run on one release; a release not to be had is one skip. */
function prove(version: string, cache: string): Counts {
  let install: ReturnType<typeof ensureNode>;
  try {
    install = ensureNode(version, cache);
  } catch (err) {
    say(`node ${version}: FAILED to install into ${cache}: ${(err as Error).message}`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  if (!install.ok) {
    say(`node ${version}: SKIPPED (counted as skipped, not passed) — ${install.reason}`);
    return { passed: 0, failed: 0, skipped: 1 };
  }
  say(`node ${version} (${install.downloaded ? 'downloaded' : 'cached'}: ${install.node})`);
  return addCounts(
    run(install.node, 'unit suites', ['--import', 'tsx', 'test/unit.mjs']),
    run(install.node, 'hook smoke run', ['test/run.mjs', '--jobs', '1', SMOKE]),
  );
}

async function main(): Promise<number> {
  const before = process.argv.includes('--fold') ? await fold() : NO_COUNTS;
  const cache = matrixCacheDir(process.env, homedir());
  say(`node matrix: ${NODE_MATRIX.join(', ')} (cache ${cache})`);
  const total = addCounts(before, ...NODE_MATRIX.map((version) => prove(version, cache)));
  console.log(formatCounts(total));
  return countsFail(total) ? 1 : 0;
}

process.exitCode = await main();
