// Append-only logs: one JSON record per line, each prefixed by a checksum of its JSON text
// (`<hash>\t<json>`). A reader drops any line whose checksum does not match, so a write torn by a
// crash costs that line only and every earlier record survives.
import { crypto } from '../util/lazy-builtins.js';
import { openSync, fsyncSync, closeSync, readFileSync, fstatSync, readSync } from 'node:fs';
import { dirname } from 'node:path';
import { FILE_MODE } from './constants.js';
import { ensureDir } from './fs-mode.js';
import { appendWhole } from './disk-write.js';
import { asDiskFull } from './errors.js';
import { withLock, type LockOptions } from './lock.js';
import { unreadableFile } from './errors.js';

const HASH_CHARS = 16;

function checksum(json: string): string {
  return crypto().createHash('sha256').update(json).digest('hex').slice(0, HASH_CHARS);
}

export function encodeLine(record: unknown): string {
  const json = JSON.stringify(record);
  return `${checksum(json)}\t${json}\n`;
}

export interface LogRead<T> {
  records: T[];
  /** Lines dropped because they were torn or altered. */
  dropped: number;
}

export function decodeLines<T>(text: string): LogRead<T> {
  const records: T[] = [];
  let dropped = 0;
  const lines = text.split('\n');
  // A file that ends without a newline has a torn last line; it is checked like any other.
  if (lines[lines.length - 1] === '') lines.pop();
  for (const line of lines) {
    if (line === '') continue;
    const tab = line.indexOf('\t');
    const json = tab === HASH_CHARS ? line.slice(tab + 1) : undefined;
    if (json === undefined || checksum(json) !== line.slice(0, tab)) {
      dropped++;
      continue;
    }
    try {
      records.push(JSON.parse(json) as T);
    } catch {
      dropped++;
    }
  }
  return { records, dropped };
}

export function readLog<T>(file: string): LogRead<T> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], dropped: 0 };
    throw unreadableFile(file, err);
  }
  return decodeLines<T>(text);
}

/** True when the file has bytes after its last newline: a line torn by a crash. */
function endsTorn(fd: number): boolean {
  const size = fstatSync(fd).size;
  if (size === 0) return false;
  const last = Buffer.alloc(1);
  readSync(fd, last, 0, 1, size - 1);
  return last[0] !== 0x0a;
}

/**
 * One O_APPEND write per record, then fsync. Concurrent appenders never interleave within a line.
 * After a torn tail the record starts on a new line; glued onto the torn bytes it would fail its
 * checksum and be lost with them. (Two appenders racing on a torn tail leave an empty line, which
 * readers skip.) A write the disk cuts short throws DiskFullError: the record is not stored (its
 * bytes that landed are a torn line).
 */
export function appendLog(file: string, record: unknown): void {
  ensureDir(dirname(file));
  let fd: number | undefined;
  try {
    fd = openSync(file, 'a+', FILE_MODE);
    const line = encodeLine(record);
    appendWhole(file, fd, Buffer.from(endsTorn(fd) ? `\n${line}` : line, 'utf8'));
    fsyncSync(fd);
  } catch (err) {
    throw asDiskFull(err, file);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Appends a record unless one with the same key is already there (under the log's lock), and
 * returns the stored record with whether it was new.
 */
export async function appendLogOnce<T>(
  file: string,
  record: T,
  keyOf: (r: T) => string,
  opts: LockOptions = {},
): Promise<{ record: T; created: boolean }> {
  return withLock(
    file,
    (lock) => {
      const key = keyOf(record);
      const existing = readLog<T>(file).records.find((r) => keyOf(r) === key);
      if (existing) return { record: existing, created: false };
      lock.assertHeld();
      appendLog(file, record);
      return { record, created: true };
    },
    opts,
  );
}
