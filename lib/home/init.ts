// `rig init`: creates the home layout additively. Existing folders and files are never touched;
// a path of the wrong type is reported by its exact location and nothing else is changed for it.
import { lstatSync } from 'node:fs';
import { ensureDir } from '../store/index.js';
import { layoutFolders, type HomePaths } from './paths.js';
import { vendorCorePlugin, type VendorOutcome } from './vendor-plugin.js';

export interface InitReport {
  created: string[];
  existing: string[];
  /** Paths that exist but are not folders (or are symlinks to something else). */
  wrongType: { path: string; found: string }[];
  /** Existing folders whose mode is wider than 0700 (left as they are). */
  widerModes: { path: string; mode: string }[];
  plugin: VendorOutcome | 'skipped';
}

function kindOf(path: string): 'missing' | 'dir' | string {
  try {
    const st = lstatSync(path);
    if (st.isDirectory()) return 'dir';
    if (st.isSymbolicLink()) return 'symlink';
    if (st.isFile()) return 'file';
    return 'special file';
  } catch {
    return 'missing';
  }
}

export function initHome(home: HomePaths, opts: { vendorPlugin?: boolean } = {}): InitReport {
  const report: InitReport = { created: [], existing: [], wrongType: [], widerModes: [], plugin: 'skipped' };
  for (const dir of layoutFolders(home)) {
    const kind = kindOf(dir);
    if (kind === 'missing') {
      if (report.wrongType.some((w) => dir.startsWith(w.path + '/'))) continue;
      ensureDir(dir);
      report.created.push(dir);
    } else if (kind === 'dir') {
      report.existing.push(dir);
      const mode = lstatSync(dir).mode & 0o777;
      if (mode & 0o077) report.widerModes.push({ path: dir, mode: mode.toString(8).padStart(4, '0') });
    } else {
      report.wrongType.push({ path: dir, found: kind });
    }
  }
  const pluginKind = kindOf(home.vendoredCorePlugin);
  if (pluginKind !== 'missing' && pluginKind !== 'dir')
    report.wrongType.push({ path: home.vendoredCorePlugin, found: pluginKind });
  const blocked = report.wrongType.some(
    (w) => home.vendoredCorePlugin === w.path || home.vendoredCorePlugin.startsWith(w.path + '/'),
  );
  if (opts.vendorPlugin !== false && !blocked) report.plugin = vendorCorePlugin(home);
  return report;
}
