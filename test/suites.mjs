// Which test files exist and what kind each is, by name (docs/conventions.md, "Tests"):
//   *.tmux.test.ts  drives a real tmux server (a private one);
//   *.proc.test.ts  starts a process (a bundle, a child, a daemon, tmux or mkfifo run for a
//                   reply) or changes process-wide state another suite would see;
//   *.slow.test.ts  in-process, but spends real seconds (deadlines that must expire, fuzz runs);
//   *.test.ts       anything else: an in-process unit suite, run by `npm run test:unit` in one process.
// `npm test` runs every kind, each file in its own process.
// test/real/ holds the real-client suites (`npm run test:real`), apart from both.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');

/** A path (relative to the repo) names an in-process unit suite. */
export const isUnitSuite = (path) =>
  path.endsWith('.test.ts') &&
  !path.endsWith('.tmux.test.ts') &&
  !path.endsWith('.proc.test.ts') &&
  !path.endsWith('.slow.test.ts') &&
  !path.startsWith('test/real/');

/** Every test file under test/ (the real-client suites only when `real`), repo-relative, sorted. */
export function findTests({ real = false } = {}) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name === 'fixtures') continue;
        if ((name === 'real') !== real && dir === join(ROOT, 'test')) continue;
        walk(full);
      } else if (name.endsWith('.test.ts')) out.push(relative(ROOT, full));
    }
  };
  walk(join(ROOT, 'test'));
  return out;
}

/** Keeps the paths containing any of the filters (all paths when there are none). */
export const matching = (paths, filters) =>
  filters.length ? paths.filter((p) => filters.some((f) => p.includes(f))) : paths;
