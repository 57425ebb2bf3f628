// Errors the store raises. Each names the file and says what the caller can do next.

export class StoreError extends Error {
  constructor(message: string, readonly file: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The document could not be parsed or failed its schema; it was moved aside, never overwritten. */
export class CorruptDocumentError extends StoreError {
  constructor(file: string, readonly quarantinedTo: string, readonly reason: string) {
    super(`${file} was unreadable (${reason}); it was moved to ${quarantinedTo}`, file);
  }
}

/** The document was written by a newer openrig; it is left untouched. */
export class NewerVersionError extends StoreError {
  constructor(file: string, readonly found: number, readonly supported: number) {
    super(`${file} has schema version ${found}, newer than this openrig understands (${supported})`, file);
  }
}

/** A change would produce a document that fails its own schema; nothing was written. */
export class InvalidDocumentError extends StoreError {
  constructor(file: string, readonly problems: string[]) {
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
