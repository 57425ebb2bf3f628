// The store's public surface: the only way the rest of openrig touches state files.
export {
  readDocument,
  replaceDocument,
  updateDocument,
  UNCHANGED,
  REMOVE,
  type ReadOptions,
  type UpdateOptions,
  type Updater,
} from './document.js';
export { defineKind, type DocumentKind, type Versioned } from './document-kind.js';
export { addItem, findItem, listItems, removeItem, type KeyedCollection } from './keyed-collection.js';
export { appendLog, appendLogOnce, readLog, decodeLines, encodeLine, type LogRead } from './jsonl-log.js';
export { writeTtlRecord, readTtlRecord } from './ttl-record.js';
export { sweepOrphanTemps } from './sweep.js';
export {
  markAdvised,
  parseQuarantineName,
  quarantinedIn,
  quarantinedUnder,
  type QuarantinedFile,
} from './quarantine.js';
export { withLock, type HeldLock, type LockOptions } from './lock.js';
export {
  loadAtomicWriter,
  writeFileAtomically,
  writeFileAtomicallySync,
  type AtomicWriteOptions,
} from './atomic-write.js';
export { ensureDir } from './fs-mode.js';
export * from './errors.js';
export * from './constants.js';
export { readDocumentAsync, type AsyncReadOptions } from './read-async.js';
