// Failure-episode files were first named by a sha256 of [seat, occupant]. They are now named from
// the state file's own key (keys.ts), so a refocus run hashes nothing and never loads node:crypto.
// Files under the old names are moved once per home: the first run that records an attempt links
// each to its new name (never over a newer file), removes the old name, and leaves a marker; every
// later run pays one existsSync. Status readers (read-only) look under the old name as well.
import { existsSync, linkSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crypto } from '../util/lazy-builtins.js';
import { peekDocument } from '../store/peek.js';
import { refocusHealthKind } from './kinds.js';
import { refocusFiles } from './keys.js';

const LEGACY_NAME = /^[0-9a-f]{64}\.health\.json$/;
const MARKER = '#health-names-v2';

export function migrateLegacyHealthNames(refocusDir: string): void {
  const marker = join(refocusDir, MARKER);
  if (existsSync(marker)) return;
  let names: string[];
  try {
    names = readdirSync(refocusDir);
  } catch {
    return; // no refocus folder yet: nothing to move, and the first write makes the folder
  }
  for (const name of names) {
    if (!LEGACY_NAME.test(name)) continue;
    const legacy = join(refocusDir, name);
    const peek = peekDocument(refocusHealthKind, legacy);
    // An unreadable file is left where it is: nothing tells which seat and occupant it was for.
    const doc = peek.found ? peek.doc : undefined;
    if (!doc) continue;
    try {
      linkSync(legacy, refocusFiles(refocusDir, doc.seat, doc.occupant).health);
    } catch (err) {
      // EEXIST: a run already wrote the new name, which is newer; the old one just goes.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') continue;
    }
    rmSync(legacy, { force: true });
  }
  try {
    writeFileSync(marker, '', { flag: 'wx', mode: 0o600 });
  } catch {
    // another run wrote it first
  }
}

/** Where an episode of this seat and occupant lived before the move (read-only fallback). */
export function legacyHealthFile(refocusDir: string, seat: string, occupant: string): string {
  return join(
    refocusDir,
    `${crypto()
      .createHash('sha256')
      .update(JSON.stringify([seat, occupant]))
      .digest('hex')}.health.json`,
  );
}
