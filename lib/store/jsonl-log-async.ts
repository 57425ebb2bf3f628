// appendLogOnce for a caller under a deadline (the refocus hook's issue report): the same
// lock, checksummed lines and idempotency by key as jsonl-log.ts, with every read and write on the
// thread pool and raced against the signal. The log is read through readRegularFile (opened
// non-blocking), so a FIFO or device at the log's path is refused at once, never waited on.
import { constants } from 'node:fs';
import { closeQuietly, fstat, fsync, open, write } from '../util/fs-async.js';
import { readRegularFile, ReadRegularFileError } from '../util/read-regular-file.js';
import { untilAborted } from '../util/until-aborted.js';
import type { LookupSignal } from '../util/lookup-signal.js';
import { FILE_MODE } from './constants.js';
import { StoreError, asDiskFull } from './errors.js';
import { shortWriteError } from './disk-write.js';
import { decodeLines, encodeLine, type LogRead } from './jsonl-log.js';
import { withLock } from './lock.js';

/** A log larger than this is not read by a lookup (the issue stream holds a few hundred bytes per item). */
const LOG_MAX_BYTES = 64 * 1024 * 1024;
const APPEND_FLAGS =
  constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

async function readLogAsync<T>(file: string, signal?: LookupSignal): Promise<LogRead<T> & { tornTail: boolean }> {
  try {
    const f = await readRegularFile(file, { maxBytes: LOG_MAX_BYTES, signal });
    return {
      ...decodeLines<T>(f.bytes.toString('utf8')),
      tornTail: f.bytes.length > 0 && f.bytes[f.bytes.length - 1] !== 0x0a,
    };
  } catch (err) {
    if (err instanceof ReadRegularFileError && err.failure === 'missing')
      return { records: [], dropped: 0, tornTail: false };
    throw err;
  }
}

export async function appendLogOnceAsync<T>(
  file: string,
  record: T,
  keyOf: (r: T) => string,
  signal?: LookupSignal,
): Promise<{ record: T; created: boolean }> {
  const aborted = () => new StoreError(`${file}: aborted`, file);
  return withLock(file, async (lock) => {
    const key = keyOf(record);
    const log = await readLogAsync<T>(file, signal);
    const existing = log.records.find((r) => keyOf(r) === key);
    if (existing) return { record: existing, created: false };
    signal?.throwIfAborted();
    lock.assertHeld();
    const fd = await untilAborted(open(file, APPEND_FLAGS, FILE_MODE), signal, aborted, closeQuietly);
    let inFlight: Promise<unknown> = Promise.resolve();
    const track = <R>(op: Promise<R>) => {
      inFlight = op;
      return untilAborted(op, signal, aborted);
    };
    try {
      if (!(await track(fstat(fd))).isFile()) throw new StoreError(`${file} is not a regular file`, file);
      const line = encodeLine(record);
      // After a torn tail the record starts on a new line (as appendLog does).
      const text = log.tornTail ? `\n${line}` : line;
      const written = await track(write(fd, text));
      // A full disk cuts the write short before it fails one: the record is not stored (as appendLog).
      const wanted = Buffer.byteLength(text, 'utf8');
      if (written !== wanted) throw asDiskFull(shortWriteError(file, written, wanted), file);
      await track(fsync(fd));
    } finally {
      const close = () => closeQuietly(fd);
      inFlight.then(close, close);
    }
    return { record, created: true };
  });
}
