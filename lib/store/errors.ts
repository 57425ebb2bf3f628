// Errors the store raises. Each names the file and says what the caller can do next.
import { dirname } from 'node:path';
import { unreadableReason } from './unreadable.js';

// A bundle's chunks each carry their own copy of this module: code that classifies errors across
// that boundary (the CLI's top-level handler) uses isStoreError, not instanceof.
const STORE_ERROR = Symbol.for('openrig.store-error');

export class StoreError extends Error {
  readonly [STORE_ERROR] = true;
  constructor(
    message: string,
    readonly file: string,
    /** What the person can do about it, when the store knows better than "check the file". */
    readonly todo?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A StoreError from any copy of this module. */
export function isStoreError(err: unknown): err is StoreError {
  return typeof err === 'object' && err !== null && (err as Record<symbol, unknown>)[STORE_ERROR] === true;
}

/** The document could not be parsed or failed its schema; it was moved aside, never overwritten. */
export class CorruptDocumentError extends StoreError {
  constructor(
    file: string,
    readonly quarantinedTo: string,
    readonly reason: string,
  ) {
    super(`${file} was unreadable (${reason}); it was moved to ${quarantinedTo}`, file);
  }
}

/**
 * The file exists but could not be opened or read (permission, a link loop, an I/O error): nothing
 * was moved or changed. The message is `<file>: <what>`; `todo` says what to do.
 */
export class UnreadableFileError extends StoreError {
  constructor(
    file: string,
    readonly code: string | undefined,
  ) {
    const r = unreadableReason(code, file);
    super(`${file}: ${r.what}`, file, r.todo);
  }
}

/** An open or read error of `file` as the store reports it: ENOENT is the caller's to handle. */
export function unreadableFile(file: string, err: unknown): UnreadableFileError {
  const code = (err as NodeJS.ErrnoException)?.code;
  return new UnreadableFileError(file, typeof code === 'string' ? code : undefined);
}

/** The document was written by a newer openrig; it is left untouched. */
export class NewerVersionError extends StoreError {
  constructor(
    file: string,
    readonly found: number,
    readonly supported: number,
  ) {
    super(`${file} has schema version ${found}, newer than this openrig understands (${supported})`, file);
  }
}

/** A change would produce a document that fails its own schema; nothing was written. */
export class InvalidDocumentError extends StoreError {
  constructor(
    file: string,
    readonly problems: string[],
  ) {
    super(`refusing to write ${file}: ${problems.join('; ')}`, file);
  }
}

export class LockTimeoutError extends StoreError {
  constructor(file: string, waitedMs: number) {
    super(`could not lock ${file} within ${waitedMs} ms`, file);
  }
}

/** Our lock was taken over while we held it (a long stall); the change was not written. */
export class LockCompromisedError extends StoreError {
  constructor(file: string, detail: string) {
    super(`lost the lock on ${file} before writing (${detail}); nothing was written`, file);
  }
}

/** What each error code of a write refused for want of space says (pure; the one list of those codes). */
const NO_SPACE: Record<string, string> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
};

/** Pure: whether `err` is a write refused for want of space (a system error or a DiskFullError). */
export function isDiskFull(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' && Object.hasOwn(NO_SPACE, code);
}

/** Pure: the what/todo of a write refused for want of space, naming the file and where to make room. */
export function noSpaceLine(code: string, file: string, dir: string): { what: string; todo: string } {
  return {
    what: `${NO_SPACE[code] ?? NO_SPACE.ENOSPC} to write ${file}`,
    todo: `free space in ${dir} (or on the disk that holds it), then try again`,
  };
}

/**
 * A write refused for want of space (ENOSPC, EDQUOT): nothing of it is in place — a document keeps
 * its previous bytes, a log line is whole or skipped by readers.
 */
export class DiskFullError extends StoreError {
  constructor(
    file: string,
    readonly code: string,
  ) {
    const line = noSpaceLine(code, file, dirname(file));
    super(line.what, file, line.todo);
  }
}

/** `err` as a DiskFullError naming `file` when it is a write refused for want of space; else `err` itself. */
export function asDiskFull(err: unknown, file: string): unknown {
  if (!isDiskFull(err) || err instanceof DiskFullError) return err;
  return new DiskFullError(file, (err as NodeJS.ErrnoException).code!);
}
