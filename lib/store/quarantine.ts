// Documents moved aside as untrustworthy: how the moved file is named (`<name>.corrupt-<time>`, with
// `-1`, `-2`… when taken), finding them again, and remembering that a person was told about one.
// The marker is an empty file beside the moved one (`<moved>.advised`), created exclusively, so of
// two commands racing to tell, one does.
import { closeSync, constants, existsSync, openSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FILE_MODE } from './constants.js';
import { compareText } from '../util/compare-text.js';

const INFIX = '.corrupt-';
const ADVISED = '.advised';
// The time part: an ISO time with ":" and "." made "-", and the tie-breaker a same-millisecond
// second quarantine gets.
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z(?:-\d+)?$/;

/** A free name to move `file` to, stamped with `now`. */
export function quarantineTarget(file: string, now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  // rename replaces an existing target: a second quarantine within the same millisecond would
  // destroy the first one's evidence, so take the next free name instead.
  let target = `${file}${INFIX}${stamp}`;
  for (let n = 1; existsSync(target); n++) target = `${file}${INFIX}${stamp}-${n}`;
  return target;
}

/** Pure: the file name a quarantined file was moved from, and its stamp; undefined for any other name. */
export function parseQuarantineName(name: string): { original: string; stamp: string } | undefined {
  const at = name.lastIndexOf(INFIX);
  if (at <= 0) return undefined;
  const stamp = name.slice(at + INFIX.length);
  return STAMP.test(stamp) ? { original: name.slice(0, at), stamp } : undefined;
}

export interface QuarantinedFile {
  /** Where the document is now. */
  path: string;
  /** Where it was (and where a repaired copy goes back). */
  original: string;
  stamp: string;
  /** Someone was already told (the marker exists). */
  advised: boolean;
}

/** Quarantined files directly in `dir`, oldest first; a missing or unreadable folder has none. */
export function quarantinedIn(dir: string): QuarantinedFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const present = new Set(names);
  const out: QuarantinedFile[] = [];
  for (const name of names) {
    const q = parseQuarantineName(name);
    if (!q) continue;
    out.push({
      path: join(dir, name),
      original: join(dir, q.original),
      stamp: q.stamp,
      advised: present.has(name + ADVISED),
    });
  }
  return out.sort((a, b) => compareText(a.stamp, b.stamp));
}

/** Quarantined files under `root` at any depth (lock folders skipped), oldest first per folder. */
export function quarantinedUnder(root: string): QuarantinedFile[] {
  const out: QuarantinedFile[] = [];
  const walk = (dir: string) => {
    out.push(...quarantinedIn(dir));
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      if (name.endsWith('.lock') || parseQuarantineName(name)) continue;
      const full = join(dir, name);
      try {
        if (statSync(full).isDirectory()) walk(full);
      } catch {
        // gone meanwhile
      }
    }
  };
  walk(root);
  return out;
}

/**
 * Records that a person was told about `q`. True when this call is the one to tell: it made the
 * marker, or could not write one (better told twice than never).
 */
export function markAdvised(q: QuarantinedFile): boolean {
  try {
    closeSync(openSync(q.path + ADVISED, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, FILE_MODE));
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'EEXIST';
  }
}
