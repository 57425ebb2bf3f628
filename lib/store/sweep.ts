// Removes temp files a killed writer left beside their targets (`state.json.<digits>`).
import { readdirSync, statSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ORPHAN_MIN_AGE_MS, TEMP_FILE_PATTERN } from './constants.js';

export interface SweepResult {
  removed: string[];
}

/** Walks `dir` (and sub-folders) removing orphan temp files older than `minAgeMs`. */
export function sweepOrphanTemps(dir: string, minAgeMs = ORPHAN_MIN_AGE_MS, now = Date.now()): SweepResult {
  const removed: string[] = [];
  const walk = (folder: string) => {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return;
    }
    for (const name of names) {
      const full = join(folder, name);
      let st;
      try {
        st = statSync(full);
      } catch {
        continue;
      }
      if (st.isDirectory()) {
        if (!name.endsWith('.lock')) walk(full);
        continue;
      }
      const base = name.replace(TEMP_FILE_PATTERN, '');
      // minAge 0 means any age: mtimeMs carries sub-millisecond digits that Date.now() lacks, so a
      // file written this very millisecond would otherwise look slightly younger than zero.
      const oldEnough = minAgeMs <= 0 || now - st.mtimeMs >= minAgeMs;
      if (base !== name && /\.(json|md|jsonl)$/.test(base) && oldEnough) {
        rmSync(full, { force: true });
        removed.push(full);
      }
    }
  };
  walk(dir);
  return { removed };
}
