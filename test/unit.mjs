// The fast inner loop (`npm run test:unit`): every in-process unit suite (test/suites.mjs names
// them) imported into ONE Node process and run by uvu's own exec(), so Node, tsx and the shared
// modules start once instead of once per file. `npm test` still runs each file in its own process.
//
// Usage: node --import tsx test/unit.mjs [--timeout S] [filter...]
// Prints one closing line `N passed, N failed, N skipped`; exits 1 on any failure or on zero tests.
//
// A unit suite starts no process: child_process is patched here to throw, and a call fails its
// file even when the code under test caught the error. Such a file is named *.proc.test.ts.
import childProcess from 'node:child_process';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, findTests, isUnitSuite, matching } from './suites.mjs';

const RULE = 'unit suites run in-process: name this file *.proc.test.ts';
const args = process.argv.slice(2);
const timeoutAt = args.indexOf('--timeout');
const timeoutS = timeoutAt >= 0 ? Number(args[timeoutAt + 1]) : Number(process.env.TEST_TIMEOUT_S) || 600;
const filters = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--timeout');
const files = matching(findTests().filter(isUnitSuite), filters);

/** Per file: tests passed/failed/skipped, what else went wrong, its wall and CPU time (import and run). */
const tally = new Map(
  files.map((f) => [f, { passed: 0, failed: 0, skipped: 0, total: 0, problems: [], ms: 0, cpuMs: 0 }]),
);
let current = files[0];
const problem = (file, text) => tally.get(file)?.problems.push(text);

for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork']) {
  childProcess[name] = (command) => {
    const message = `${RULE} (it called child_process.${name}(${JSON.stringify(String(command))}))`;
    problem(current, message);
    throw new Error(message);
  };
}
// Durability is the crash suites' concern (*.proc: a process killed mid-write). A unit suite's
// throwaway home never meets a power cut, and on a busy disk each fsync waits its turn behind
// everyone else's, so here fsync returns at once: the same code runs, without the waits.
fs.fsyncSync = fs.fdatasyncSync = () => {};
fs.fsync = fs.fdatasync = (_fd, callback) => process.nextTick(callback, null);
syncBuiltinESMExports();

// One process: what would end a file's own process is that file's failure here, not the loop's end.
process.on('unhandledRejection', (e) => problem(current, `unhandled rejection: ${e?.stack ?? e}`));
process.on('uncaughtException', (e) => problem(current, `uncaught exception: ${e?.stack ?? e}`));
let finished = false;
process.on('exit', () => {
  if (!finished) console.log(`\nthe unit run ended early, in ${current}\n0 passed, 1 failed, 0 skipped`);
});
const deadline = setTimeout(() => {
  console.log(`\nthe unit run passed its ${timeoutS} s limit, in ${current}\n0 passed, 1 failed, 0 skipped`);
  finished = true;
  process.exit(1);
}, timeoutS * 1000);

/** Starts a stopwatch; calling the result adds the wall and CPU time since to a tally. */
const timer = () => {
  const wall = Date.now();
  const cpu = process.cpuUsage();
  return (t) => {
    const used = process.cpuUsage(cpu);
    t.ms += Date.now() - wall;
    t.cpuMs += (used.user + used.system) / 1000;
  };
};
const started = Date.now();
const startedCpu = process.cpuUsage();
globalThis.UVU_DEFER = 1; // before uvu loads: test.run() queues the suite instead of running it
const { exec } = await import('uvu');
for (const [index, file] of files.entries()) {
  current = file;
  globalThis.UVU_INDEX = index;
  globalThis.UVU_QUEUE.push([file]);
  const took = timer();
  try {
    await import(pathToFileURL(join(ROOT, file)).href);
  } catch (e) {
    problem(file, `failed to load: ${e?.stack ?? e}`);
  }
  took(tally.get(file));
}
// Count each suite's result for its file (uvu's exec prints them but only returns an exit code).
for (const [index, file] of files.entries()) {
  const [name, ...runs] = globalThis.UVU_QUEUE[index];
  globalThis.UVU_QUEUE[index] = [
    name,
    ...runs.map((run) => async () => {
      current = file;
      const took = timer();
      const result = await run();
      const [, passed, skipped, total] = result;
      const t = tally.get(file);
      Object.assign(t, { passed: t.passed + passed, skipped: t.skipped + skipped, total: t.total + total });
      took(t);
      return result;
    }),
  ];
}
await exec();
finished = true;
clearTimeout(deadline);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const [file, t] of tally) {
  let fileFailed = t.total - t.passed;
  if (t.total === 0 && t.skipped === 0) t.problems.push('no tests ran (a file with no tests is a mistake)');
  if (t.problems.length && fileFailed === 0) fileFailed = 1;
  passed += t.passed;
  skipped += t.skipped;
  failed += fileFailed;
  if (fileFailed) {
    console.log(`FAIL ${file}  (${t.passed} passed, ${fileFailed} failed)`);
    for (const p of t.problems) console.log(`     | ${p.split('\n').join('\n     | ')}`);
  }
}
const slowest = [...tally]
  .sort((a, b) => b[1].ms - a[1].ms)
  .slice(0, 5)
  .map(([f, t]) => `${relative('test', f)} ${(t.ms / 1000).toFixed(1)} s (CPU ${(t.cpuMs / 1000).toFixed(1)} s)`);
const cpu = process.cpuUsage(startedCpu);
const [load] = loadavg();
console.log(
  `figure: ${files.length} unit files in one process: ${((Date.now() - started) / 1000).toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU, load average ${load.toFixed(2)}`,
);
console.log(`figure: slowest: ${slowest.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed || passed === 0 ? 1 : 0);
