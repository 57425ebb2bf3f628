// Throwaway OPENRIG_HOME folders for tests; removed when the test process exits.
import { mkdtempSync, rmSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { homePaths, type HomePaths } from '../../lib/home/paths.js';

const made: string[] = [];
process.on('exit', () => {
  if (process.env.KEEP_TEST_DIRS) return;
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A fresh temporary folder (real path, so symlinked /tmp never confuses path comparisons). */
export function tempDir(prefix = 'openrig-test-'): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  made.push(dir);
  return dir;
}

export interface TestHome {
  dir: string;
  home: HomePaths;
  env: Record<string, string>;
}

/** A home folder path (not yet created) and an env that points every root at it. */
export function tempHome(): TestHome {
  const dir = join(tempDir(), 'home');
  return { dir, home: homePaths(dir), env: { OPENRIG_HOME: dir } };
}
