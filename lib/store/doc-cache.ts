// A per-timer cache of parsed state documents, keyed by the file's identity: every writer replaces
// a document atomically (a new inode each time), so an unchanged inode, size and mtime mean the
// same bytes and the parsed copy is reused. A tick of the supervisor then costs one stat per seat
// record and per destination index instead of a read, parse and schema check of each. Entries not
// asked for on a tick are dropped at the next sweep(), so the cache never outgrows the home.
import { readDocument, type DocumentKind, type ReadOptions, type Versioned } from './index.js';
import { fileStamp, filesStamp } from '../util/file-stamp.js';

interface Entry {
  key: string;
  doc: unknown;
  seen: boolean;
}

export class DocCache {
  private entries = new Map<string, Entry>();

  /** readDocument, or the copy parsed when the file last had this identity. */
  read<T extends Versioned>(kind: DocumentKind<T>, file: string, opts: ReadOptions = {}): T | undefined {
    return this.through(file, () => readDocument(kind, file, opts));
  }

  /** `load()` (any reader of `file`), or its answer from when the file last had this identity. */
  through<T>(file: string, load: () => T): T {
    const stamp = fileStamp(file);
    if (!stamp) {
      this.entries.delete(file);
      return load();
    }
    return this.keyed(file, stamp.key, load);
  }

  /**
   * `load()` of state kept in several files (a document and the journals folded on top of it),
   * or its answer from when each file last had its identity; a missing file is part of the key.
   */
  throughFiles<T>(files: readonly string[], load: () => T): T {
    const { key } = filesStamp(files);
    return this.keyed(files.join('\0'), key, load);
  }

  private keyed<T>(name: string, key: string, load: () => T): T {
    const hit = this.entries.get(name);
    if (hit && hit.key === key) {
      hit.seen = true;
      return hit.doc as T;
    }
    const doc = load();
    this.entries.set(name, { key, doc, seen: true });
    return doc;
  }

  /** Forgets the files not read since the last sweep. */
  sweep(): void {
    for (const [file, e] of this.entries) {
      if (!e.seen) this.entries.delete(file);
      else e.seen = false;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
