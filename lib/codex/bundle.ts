// The whole-plugin byte check: every regular file of a plugin folder, by relative path and bytes.
// OpenRig trusts an installed copy only when it equals this build's shipped copy file for file, and
// records the digest of what it approved, so a later hand edit shows as "modified since approval".
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BundleFile {
  /** Relative, with `/` separators. */
  path: string;
  bytes: Buffer;
}

/** Every entry under `root`, sorted by path; a symlink or other non-regular entry is listed with no bytes. */
export function readBundle(root: string): { files: BundleFile[]; odd: string[] } {
  const files: BundleFile[] = [];
  const odd: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      const path = rel ? `${rel}/${name}` : name;
      const st = lstatSync(full);
      if (st.isDirectory()) walk(full, path);
      else if (st.isFile()) files.push({ path, bytes: readFileSync(full) });
      else odd.push(path);
    }
  };
  walk(root, '');
  return { files, odd };
}

/** Pure: sha256 over each file's path and length-framed bytes, in path order. */
export function bundleDigest(files: readonly BundleFile[]): string {
  const hash = createHash('sha256');
  hash.update('openrig-codex-bundle-v1\0');
  for (const f of files) {
    hash.update(`${f.path}\0${f.bytes.length}\0`);
    hash.update(f.bytes);
  }
  return `sha256:${hash.digest('hex')}`;
}

/** Pure: the paths that differ between two bundles (missing on either side, or other bytes), sorted. */
export function bundleDifferences(shipped: readonly BundleFile[], installed: readonly BundleFile[]): string[] {
  const a = new Map(shipped.map((f) => [f.path, f.bytes]));
  const b = new Map(installed.map((f) => [f.path, f.bytes]));
  const out = new Set<string>();
  for (const [p, bytes] of a) if (!b.get(p)?.equals(bytes)) out.add(p);
  for (const p of b.keys()) if (!a.has(p)) out.add(p);
  return [...out].sort();
}

/** The digest of a folder, or undefined when it cannot be read (missing). */
export function folderDigest(root: string): string | undefined {
  try {
    const { files, odd } = readBundle(root);
    return odd.length ? `odd:${odd.join(',')}` : bundleDigest(files);
  } catch {
    return undefined;
  }
}
