// A small tmpfs mounted for one test: a real full disk (ENOSPC, short writes) without filling the
// machine's. Needs the right to mount (root here and in CI); where it is missing the caller skips
// the test and prints why. Only what this process mounted is unmounted, by its path.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const mounted: string[] = [];
// First among the exit handlers: a folder is unmounted before test/helpers/home.ts removes it.
process.prependListener('exit', () => {
  for (const dir of mounted.splice(0)) spawnSync('umount', ['-l', dir]);
});

export type Mount = { ok: true; dir: string; unmount(): void } | { ok: false; why: string };

/** Mounts a tmpfs of `size` (e.g. '2m') at `dir` (created if missing). */
export function mountTmpfs(dir: string, size: string): Mount {
  mkdirSync(dir, { recursive: true });
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir], { encoding: 'utf8' });
  if (r.error || r.status !== 0)
    return {
      ok: false,
      why: `cannot mount a tmpfs here (${(r.error?.message ?? r.stderr.trim()) || `exit ${r.status}`})`,
    };
  mounted.push(dir);
  return {
    ok: true,
    dir,
    unmount() {
      const i = mounted.indexOf(dir);
      if (i < 0) return;
      mounted.splice(i, 1);
      if (spawnSync('umount', [dir]).status !== 0) spawnSync('umount', ['-l', dir]);
    },
  };
}

/**
 * Fills the file system holding `dir` with one file until a write fails with ENOSPC; returns the
 * file (remove it to free the space again).
 */
export function fill(dir: string, name = 'filler'): string {
  const file = join(dir, name);
  const fd = openSync(file, 'w', 0o600);
  const chunk = Buffer.alloc(4096, 0x2e);
  try {
    for (;;) {
      try {
        if (writeSync(fd, chunk) < chunk.length) break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOSPC') break;
        throw err;
      }
    }
  } finally {
    closeSync(fd);
  }
  return file;
}

/** Frees what fill took. */
export function unfill(file: string): void {
  rmSync(file, { force: true });
}

/** Whether this process may mount a tmpfs (tried once on a throwaway folder), and why not. */
export function mountPermitted(probeDir: string): { ok: true } | { ok: false; why: string } {
  const m = mountTmpfs(probeDir, '64k');
  if (!m.ok) return m;
  m.unmount();
  return { ok: true };
}
