// A read-only snapshot of one document for the hook's nothing-to-do path, without loading the
// store's lock and atomic-write machinery (measurably slower to start). It never writes: anything
// it cannot read cleanly (missing is fine) sends the caller to the locked path, where lib/store
// reads again and quarantines a corrupt document as usual. Atomic replace means a snapshot is
// always a whole document.
import { readIfPresent } from '../util/read-if-present.js';
import type { DocumentKind, Versioned } from './document-kind.js';

export type Peek<T> = { found: false } | { found: true; doc: T } | { found: true; doc?: undefined; unclean: true };

export function peekDocument<T extends Versioned>(kind: DocumentKind<T>, file: string): Peek<T> {
  let raw: string | undefined;
  try {
    // Missing is the usual answer for some documents (the no-identity sentinel): no thrown error.
    raw = readIfPresent(file);
    if (raw === undefined) return { found: false };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { found: false };
    return { found: true, unclean: true };
  }
  try {
    const doc: unknown = JSON.parse(raw);
    if (kind.validate(doc) && (doc as Versioned).schema === kind.schema && (doc as Versioned).version === kind.version)
      return { found: true, doc: doc as T };
  } catch {
    // fall through
  }
  return { found: true, unclean: true };
}
