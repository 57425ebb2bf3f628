// Installs the shipped Claude Code plugin into $OPENRIG_HOME/plugins/openrig-core, where seats
// load it through CLAUDE_CODE_PLUGIN_DIRS. Copied only when missing or different by content hash,
// into a temporary folder first and then renamed into place, so a seat never sees half a plugin.
import { crypto } from '../util/lazy-builtins.js';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, chmodSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { ensureDir } from '../store/index.js';
import { DIR_MODE, FILE_MODE } from '../store/constants.js';
import { packageRoot } from '../util/package-root.js';
import type { HomePaths } from './paths.js';
import { SHIPPED_PLUGIN_DIRS } from './plugin-facts.js';

function shippedCorePlugin(): string {
  return join(packageRoot(), SHIPPED_PLUGIN_DIRS.claude);
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      const st = statSync(full);
      if (st.isDirectory()) walk(full);
      else if (st.isFile()) out.push(full);
    }
  };
  walk(dir);
  return out;
}

/** sha256 over every file's relative path, executable bit and bytes, in sorted order. */
function treeHash(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  const hash = crypto().createHash('sha256');
  for (const file of filesUnder(dir)) {
    const exec = (statSync(file).mode & 0o100) !== 0;
    hash.update(`${relative(dir, file)}\0${exec ? 'x' : '-'}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Folders 0700 and files 0600 (0700 where the source is executable), like everything in the home. */
function makePrivate(dir: string): void {
  chmodSync(dir, DIR_MODE);
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    const st = statSync(full);
    if (st.isDirectory()) makePrivate(full);
    else chmodSync(full, st.mode & 0o100 ? DIR_MODE : FILE_MODE);
  }
}

export type VendorOutcome = 'installed' | 'updated' | 'unchanged';

export function vendorCorePlugin(home: HomePaths, source = shippedCorePlugin()): VendorOutcome {
  return vendorTree(source, home.vendoredCorePlugin);
}

/**
 * Copies `source` to `target` when missing or different by content hash, through a staging folder
 * beside it and a rename, so a reader never sees half a tree.
 */
export function vendorTree(source: string, target: string): VendorOutcome {
  if (!existsSync(source)) throw new Error(`the shipped plugin is missing at ${source}`);
  const before = treeHash(target);
  if (before !== undefined && before === treeHash(source)) return 'unchanged';
  const parent = dirname(target);
  ensureDir(parent);
  const suffix = crypto().randomBytes(4).toString('hex');
  const staging = join(parent, `.${basename(target)}.new-${suffix}`);
  cpSync(source, staging, { recursive: true });
  makePrivate(staging);
  if (before === undefined) {
    renameSync(staging, target);
    return 'installed';
  }
  const retired = join(parent, `.${basename(target)}.old-${suffix}`);
  renameSync(target, retired);
  renameSync(staging, target);
  rmSync(retired, { recursive: true, force: true });
  return 'updated';
}
