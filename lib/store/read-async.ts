// Reading a document without blocking the main thread, for lookups that run under a deadline (the
// refocus hook's queue whoami, config): opened non-blocking, checked on the open handle to be a
// regular file, read on the thread pool and raced against the caller's signal, so a slow disk or a
// FIFO ends the lookup at its cap instead of stalling every timer. A corrupt document is reported
// and read as missing (onCorrupt 'fresh') but left in place: moving it aside is a write, which a
// lookup does not make; the next synchronous reader quarantines it.
import { StoreError } from './errors.js';
import type { DocumentKind, Versioned } from './document-kind.js';
import { interpretDocument } from './interpret.js';
import { defaultReport } from './default-report.js';
import { readRegularFile, ReadRegularFileError } from '../util/read-regular-file.js';
import type { LookupSignal } from '../util/lookup-signal.js';
import type { ReadOptions } from './document.js';

/** A state document larger than this is refused (the largest, a queue index, holds a few KiB per row). */
export const ASYNC_DOCUMENT_MAX_BYTES = 64 * 1024 * 1024;

export interface AsyncReadOptions extends ReadOptions {
  signal?: LookupSignal;
}

/** Like readDocument, without blocking: missing → undefined; an abort rejects with ReadRegularFileError 'aborted'. */
export async function readDocumentAsync<T extends Versioned>(
  kind: DocumentKind<T>,
  file: string,
  opts: AsyncReadOptions = {},
): Promise<T | undefined> {
  let text: string;
  try {
    text = (await readRegularFile(file, { maxBytes: ASYNC_DOCUMENT_MAX_BYTES, signal: opts.signal })).bytes.toString(
      'utf8',
    );
  } catch (err) {
    if (!(err instanceof ReadRegularFileError)) throw err;
    if (err.failure === 'missing') return undefined;
    if (err.failure === 'aborted' || err.failure === 'unreadable') throw err;
    return corrupt(file, err.reason, opts);
  }
  const r = interpretDocument(kind, file, text);
  return 'problem' in r ? corrupt(file, r.problem, opts) : r.doc;
}

function corrupt(file: string, reason: string, opts: ReadOptions): undefined {
  if (opts.onCorrupt === 'fresh') {
    (opts.report ?? defaultReport)(`${file} was unreadable (${reason}); read as missing`);
    return undefined;
  }
  throw new StoreError(`${file} is unreadable (${reason})`, file);
}
