// Every byte the store writes to a state file goes through here: the atomic writer's temp file and
// the appends to logs and journals. A full disk first cuts a write short and fails only the write
// after it (write(2) returns fewer bytes, no error); node's writeSync passes that on silently, and
// a document written that way was renamed into place torn. Here a write lands whole or throws.
// One seam as well: a test swaps the write for a disk that runs out (setDiskWrite).
import { writeSync } from 'node:fs';

/** writeSync's shape, plus the file the descriptor is open on (for a test that fails some files only). */
export type DiskWrite = (
  file: string,
  fd: number,
  buf: Uint8Array,
  offset: number,
  length: number,
  position: number | null,
) => number;

const realWrite: DiskWrite = (_file, fd, buf, offset, length, position) => writeSync(fd, buf, offset, length, position);

let diskWrite: DiskWrite = realWrite;

/** Test seam: every store write goes through `write` until it is reset (undefined: the real one). */
export function setDiskWrite(write: DiskWrite | undefined): void {
  diskWrite = write ?? realWrite;
}

/** The error a cut-short write stands for: on a regular file only a full disk (or quota) does that. */
export function shortWriteError(file: string, written: number, wanted: number): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOSPC: no space left on device, write (${written} of ${wanted} bytes of ${file})`), {
    code: 'ENOSPC',
    syscall: 'write',
    path: file,
  });
}

/**
 * All of `buf` into a file no one else writes (a temp file), from `position`: a short write is
 * continued, and the continuation fails with the reason (ENOSPC) when there is no room left.
 */
export function writeFully(file: string, fd: number, buf: Uint8Array, position = 0): void {
  let done = 0;
  while (done < buf.length) {
    const n = diskWrite(file, fd, buf, done, buf.length - done, position + done);
    if (n <= 0) throw shortWriteError(file, done, buf.length);
    done += n;
  }
}

/**
 * One O_APPEND write of `buf`, whole or an error. A cut-short line is not continued: another
 * appender's line may already follow it. The bytes that did land are a torn line, which the next
 * append starts after (it begins on a line boundary) and readers skip.
 */
export function appendWhole(file: string, fd: number, buf: Uint8Array): void {
  const n = diskWrite(file, fd, buf, 0, buf.length, null);
  if (n !== buf.length) throw shortWriteError(file, n, buf.length);
}
