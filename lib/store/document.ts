// Locked JSON documents: read → validate → change → validate → atomic replace → release.
// A document that fails to parse or validate is moved to `<name>.corrupt-<time>` and reported.
import { closeSync, constants, fstatSync, openSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { CorruptDocumentError, InvalidDocumentError, StoreError, unreadableFile } from './errors.js';
import { schemaProblems, type DocumentKind, type Versioned } from './document-kind.js';
import { interpretDocument } from './interpret.js';
import { loadAtomicWriter, writeFileAtomicallySync, type AtomicWriteOptions } from './atomic-write.js';
import { withLock, type HeldLock, type LockOptions } from './lock.js';
import { defaultReport } from './default-report.js';
import { quarantineTarget } from './quarantine.js';

export type CorruptPolicy = 'throw' | 'fresh';

export interface ReadOptions {
  /** 'fresh': report the quarantine and carry on as if the document were missing. */
  onCorrupt?: CorruptPolicy;
  report?: (message: string) => void;
}

export interface UpdateOptions extends ReadOptions, LockOptions {}

/** The bytes of a document and the identity of the file they came from. */
interface RawDocument {
  text: string;
  dev: number;
  ino: number;
}

/**
 * Thrown inside decode when the path no longer holds the file that was read: a lock-free reader
 * raced a writer (or another reader's quarantine). Moving the path aside now would quarantine a
 * good document, so the caller reads again instead.
 */
class ReplacedWhileReading extends Error {}

function quarantine(file: string, raw: RawDocument, reason: string): CorruptDocumentError {
  let now;
  try {
    now = statSync(file);
  } catch {
    throw new ReplacedWhileReading(file);
  }
  if (now.ino !== raw.ino || now.dev !== raw.dev) throw new ReplacedWhileReading(file);
  const target = quarantineTarget(file);
  try {
    renameSync(file, target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new ReplacedWhileReading(file);
    throw err;
  }
  return new CorruptDocumentError(file, target, reason);
}

// Non-blocking, so a FIFO planted at a state path is refused at once instead of blocking the
// main thread forever (regular files ignore the flag).
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

// A file that exists but cannot be opened or read (EACCES, ELOOP, EIO…) is an UnreadableFileError
// naming it; it is left where it is (moving it aside is a write that would likely fail as well,
// and a permission problem is the owner's to fix, not evidence of a bad document).
function readRaw(file: string): RawDocument | undefined {
  let fd: number;
  try {
    fd = openSync(file, READ_FLAGS);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw unreadableFile(file, err);
  }
  try {
    let st;
    let text: string;
    try {
      st = fstatSync(fd);
      text = st.isFile() ? readFileSync(fd, 'utf8') : '';
    } catch (err) {
      throw unreadableFile(file, err);
    }
    if (!st.isFile()) throw quarantine(file, { text: '', dev: st.dev, ino: st.ino }, 'not a regular file');
    return { text, dev: st.dev, ino: st.ino };
  } finally {
    closeSync(fd);
  }
}

/** Parses and validates (see interpretDocument); a document that fails is moved aside. */
function decode<T extends Versioned>(kind: DocumentKind<T>, file: string, raw: RawDocument): T {
  const r = interpretDocument(kind, file, raw.text);
  if ('problem' in r) throw quarantine(file, raw, r.problem);
  return r.doc;
}

function handleCorrupt(err: unknown, opts: ReadOptions): undefined {
  if (err instanceof CorruptDocumentError && opts.onCorrupt === 'fresh') {
    (opts.report ?? defaultReport)(err.message);
    return undefined;
  }
  throw err;
}

/** Reads a document without a lock (a consistent snapshot thanks to atomic replace). */
export function readDocument<T extends Versioned>(
  kind: DocumentKind<T>,
  file: string,
  opts: ReadOptions = {},
): T | undefined {
  for (let attempt = 1; ; attempt++) {
    try {
      const raw = readRaw(file);
      if (raw === undefined) return undefined;
      return decode(kind, file, raw);
    } catch (err) {
      if (!(err instanceof ReplacedWhileReading)) return handleCorrupt(err, opts);
      if (attempt >= 3) throw new StoreError(`${file} kept changing while it was read; try again`, file);
    }
  }
}

/** Returned by an updater to leave the document as it is (no write). */
export const UNCHANGED = Symbol('unchanged');
/** Returned by an updater to delete the document. */
export const REMOVE = Symbol('remove');

export type Updater<T> = (
  current: T | undefined,
) => T | typeof UNCHANGED | typeof REMOVE | Promise<T | typeof UNCHANGED | typeof REMOVE>;

/**
 * Locked read-modify-write. The updater sees the current document (or undefined) and returns the
 * next one; the result is validated before it replaces the file. Returns what is now stored.
 */
export async function updateDocument<T extends Versioned>(
  kind: DocumentKind<T>,
  file: string,
  updater: Updater<T>,
  opts: UpdateOptions = {},
): Promise<T | undefined> {
  // Loaded before the lock is taken, so loading never stretches the hold.
  await loadAtomicWriter();
  return withLock(
    file,
    async (lock) => {
      const current = readDocument(kind, file, opts);
      const next = await updater(current);
      if (next === UNCHANGED) return current;
      lock.assertHeld();
      if (next === REMOVE) {
        rmSync(file, { force: true });
        return undefined;
      }
      return writeValidated(kind, file, next);
    },
    opts,
  );
}

/** Stamps, validates and atomically replaces; the caller holds whatever lock guards `file`. */
function writeValidated<T extends Versioned>(
  kind: DocumentKind<T>,
  file: string,
  next: T,
  opts: AtomicWriteOptions = {},
): T {
  const stamped = { ...next, schema: kind.schema, version: kind.version } as T;
  if (!kind.validate(stamped)) throw new InvalidDocumentError(file, schemaProblems(kind.validate));
  // Synchronous on purpose: every waiter queues behind this write, and the async writer's
  // eight thread-pool round trips stretch the hold when processes compete for the CPU
  // (8 contending processes on 2 cores: about 150 → 250 updates/s). It blocks for one fsync.
  writeFileAtomicallySync(file, JSON.stringify(stamped, null, 2) + '\n', opts);
  return stamped;
}

/**
 * Replaces a document whose every writer holds one outer lock, under that lock (`held`, from
 * withLock): the same validation and atomic replace as updateDocument, without taking the
 * document's own lock as well. Only for documents with exactly one such lock, named where the
 * document kind is written; anything else uses updateDocument.
 */
export async function replaceDocument<T extends Versioned>(
  kind: DocumentKind<T>,
  file: string,
  next: T,
  held: HeldLock,
  opts: AtomicWriteOptions = {},
): Promise<T> {
  await loadAtomicWriter();
  held.assertHeld();
  return writeValidated(kind, file, next, opts);
}
