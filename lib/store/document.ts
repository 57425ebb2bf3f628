// Locked JSON documents: read → validate → change → validate → atomic replace → release.
// A document that fails to parse or validate is moved to `<name>.corrupt-<time>` and reported.
import { readFileSync, renameSync, rmSync } from 'node:fs';
import { CorruptDocumentError, InvalidDocumentError, NewerVersionError } from './errors.js';
import { schemaProblems, type DocumentKind, type Versioned } from './document-kind.js';
import { writeFileAtomically } from './atomic-write.js';
import { withLock, type LockOptions } from './lock.js';

export type CorruptPolicy = 'throw' | 'fresh';

export interface ReadOptions {
  /** 'fresh': report the quarantine and carry on as if the document were missing. */
  onCorrupt?: CorruptPolicy;
  report?: (message: string) => void;
}

export interface UpdateOptions extends ReadOptions, LockOptions {}

const defaultReport = (message: string) => process.stderr.write(`openrig: ${message}\n`);

function quarantine(file: string, reason: string): CorruptDocumentError {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = `${file}.corrupt-${stamp}`;
  renameSync(file, target);
  return new CorruptDocumentError(file, target, reason);
}

function readRaw(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** Parses, checks the schema name, migrates older versions in memory and validates. */
function decode<T extends Versioned>(kind: DocumentKind<T>, file: string, raw: string): T {
  let doc: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not a JSON object');
    doc = parsed as Record<string, unknown>;
  } catch (err) {
    throw quarantine(file, `invalid JSON: ${(err as Error).message}`);
  }
  if (doc.schema !== kind.schema) {
    throw quarantine(file, `expected schema "${kind.schema}", found ${JSON.stringify(doc.schema)}`);
  }
  const version = doc.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw quarantine(file, `invalid version ${JSON.stringify(version)}`);
  }
  if (version > kind.version) throw new NewerVersionError(file, version, kind.version);
  for (let v = version; v < kind.version; v++) {
    const lift = kind.migrations?.[v];
    if (!lift) throw quarantine(file, `no migration from version ${v}`);
    doc = { ...lift(doc), schema: kind.schema, version: v + 1 };
  }
  if (!kind.validate(doc)) throw quarantine(file, schemaProblems(kind.validate).join('; '));
  return doc as unknown as T;
}

function handleCorrupt(err: unknown, opts: ReadOptions): undefined {
  if (err instanceof CorruptDocumentError && opts.onCorrupt === 'fresh') {
    (opts.report ?? defaultReport)(err.message);
    return undefined;
  }
  throw err;
}

/** Reads a document without a lock (a consistent snapshot thanks to atomic replace). */
export function readDocument<T extends Versioned>(kind: DocumentKind<T>, file: string, opts: ReadOptions = {}): T | undefined {
  const raw = readRaw(file);
  if (raw === undefined) return undefined;
  try {
    return decode(kind, file, raw);
  } catch (err) {
    return handleCorrupt(err, opts);
  }
}

/** Returned by an updater to leave the document as it is (no write). */
export const UNCHANGED = Symbol('unchanged');
/** Returned by an updater to delete the document. */
export const REMOVE = Symbol('remove');

export type Updater<T> = (current: T | undefined) => T | typeof UNCHANGED | typeof REMOVE | Promise<T | typeof UNCHANGED | typeof REMOVE>;

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
  return withLock(file, async (lock) => {
    const current = readDocument(kind, file, opts);
    const next = await updater(current);
    if (next === UNCHANGED) return current;
    lock.assertHeld();
    if (next === REMOVE) {
      rmSync(file, { force: true });
      return undefined;
    }
    const stamped = { ...next, schema: kind.schema, version: kind.version } as T;
    if (!kind.validate(stamped)) throw new InvalidDocumentError(file, schemaProblems(kind.validate));
    await writeFileAtomically(file, JSON.stringify(stamped, null, 2) + '\n');
    return stamped;
  }, opts);
}
