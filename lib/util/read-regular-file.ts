// The one way hooks and their lookups read a file they do not own (chain files, context entries,
// refocus content): opened non-blocking, so a FIFO with no writer returns at once instead of holding
// a thread-pool thread in open() forever; checked on the open handle to be a regular file, so what
// is checked is what is read; bounded in size; and every wait raced against the caller's signal.
import { closeQuietly, fstat, open, read } from './fs-async.js';
import { closeSync, constants, fstatSync, openSync, readFileSync, type Stats } from 'node:fs';
import { untilAborted } from './until-aborted.js';
import type { LookupSignal } from './lookup-signal.js';

// O_NOCTTY: a terminal device given as a path must never become this process's controlling tty.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

export type ReadFailure = 'missing' | 'not-regular' | 'too-large' | 'aborted' | 'unreadable';
export type OtherFileType = 'folder' | 'FIFO' | 'socket' | 'device' | 'other';

/** Why a file was not read. `reason` is one line without the path, e.g. "a FIFO, not a regular file". */
export class ReadRegularFileError extends Error {
  constructor(
    readonly path: string,
    readonly failure: ReadFailure,
    readonly reason: string,
    readonly detail: { fileType?: OtherFileType; size?: number; errno?: string } = {},
  ) {
    super(`${path}: ${reason}`);
    this.name = 'ReadRegularFileError';
  }
}

export interface RegularFile {
  bytes: Buffer;
  /** The file's size when it was opened (may exceed bytes.length when cut). */
  size: number;
  mtimeMs: number;
  /** The file was longer than maxBytes and only its first maxBytes were read (overLimit 'cut'). */
  truncated: boolean;
}

export interface ReadRegularFileOptions {
  maxBytes: number;
  signal?: LookupSignal;
  /** A file over maxBytes: 'refuse' (default) throws too-large; 'cut' returns its first maxBytes. */
  overLimit?: 'refuse' | 'cut';
}

function otherType(st: Stats): OtherFileType {
  if (st.isDirectory()) return 'folder';
  if (st.isFIFO()) return 'FIFO';
  if (st.isSocket()) return 'socket';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'device';
  return 'other';
}

const TYPE_PHRASE: Record<OtherFileType, string> = {
  folder: 'a folder, not a regular file',
  FIFO: 'a FIFO, not a regular file',
  socket: 'a socket, not a regular file',
  device: 'a device, not a regular file',
  other: 'not a regular file',
};

const errnoOf = (err: unknown): string | undefined => (err as NodeJS.ErrnoException | undefined)?.code;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const errText = (err: unknown) =>
  errnoOf(err) ?? (oneLine(err instanceof Error ? err.message : String(err)) || 'unknown error');

function abortReason(signal: LookupSignal | undefined): string {
  const r: unknown = signal?.reason;
  const text = r instanceof Error ? r.message : r !== undefined ? String(r) : '';
  return text ? `aborted: ${oneLine(text)}` : 'aborted';
}

/**
 * Reads a regular file of at most `maxBytes` (or its first `maxBytes`, with overLimit 'cut').
 * Throws ReadRegularFileError: missing (ENOENT/ENOTDIR), not-regular (a FIFO, socket, device or
 * folder — refused without waiting for a writer), too-large, aborted (the signal fired first; a late
 * handle is closed when it arrives), unreadable (any other error; reason is the errno code).
 */
export async function readRegularFile(path: string, opts: ReadRegularFileOptions): Promise<RegularFile> {
  const { signal, maxBytes } = opts;
  const stopped = () => new ReadRegularFileError(path, 'aborted', abortReason(signal));
  if (signal?.aborted) throw stopped();
  let fd: number;
  try {
    fd = await untilAborted(open(path, OPEN_FLAGS), signal, stopped, closeQuietly);
  } catch (err) {
    if (err instanceof ReadRegularFileError) throw err;
    const errno = errnoOf(err);
    if (errno === 'ENOENT' || errno === 'ENOTDIR') throw new ReadRegularFileError(path, 'missing', errno, { errno });
    // ENXIO: a Unix socket cannot be opened at all.
    if (errno === 'ENXIO')
      throw new ReadRegularFileError(path, 'not-regular', TYPE_PHRASE.socket, { fileType: 'socket', errno });
    throw new ReadRegularFileError(path, 'unreadable', errText(err), { errno });
  }
  // The operation on the descriptor still running, if any: after an abort the descriptor is closed
  // only once it has finished, so its number cannot be reused under it.
  let inFlight: Promise<unknown> | undefined;
  const track = <T>(op: Promise<T>): Promise<T> => {
    inFlight = op;
    return untilAborted(op, signal, stopped);
  };
  try {
    const st = await track(fstat(fd));
    if (!st.isFile()) {
      const fileType = otherType(st);
      throw new ReadRegularFileError(path, 'not-regular', TYPE_PHRASE[fileType], { fileType });
    }
    const overLimit = st.size > maxBytes;
    if (overLimit && opts.overLimit !== 'cut') {
      throw new ReadRegularFileError(path, 'too-large', `${st.size} bytes; the limit is ${maxBytes}`, {
        size: st.size,
      });
    }
    // Read what fstat reported (bounded): a file growing meanwhile does not grow the read.
    const want = Math.min(st.size, maxBytes);
    const buf = Buffer.alloc(want);
    let got = 0;
    while (got < want) {
      const bytesRead = await track(read(fd, buf, got, want - got, got));
      if (bytesRead === 0) break;
      got += bytesRead;
    }
    return {
      bytes: got === want ? buf : buf.subarray(0, got),
      size: st.size,
      mtimeMs: st.mtimeMs,
      truncated: overLimit,
    };
  } catch (err) {
    if (err instanceof ReadRegularFileError) throw err;
    throw new ReadRegularFileError(path, 'unreadable', errText(err), { errno: errnoOf(err) });
  } finally {
    // Not awaited: after an abort the pool may still be busy with the last operation.
    const close = () => closeQuietly(fd);
    if (inFlight) inFlight.then(close, close);
    else close();
  }
}

/**
 * The same rules for the few small reads that must stay synchronous (frontmatter of SPEC.md files
 * while resolving missions, state documents): opened non-blocking, so a FIFO is refused at once
 * instead of blocking the main thread; fstat'ed on the handle; bounded. No signal: callers keep
 * these reads tiny.
 */
export function readRegularFileSync(path: string, maxBytes: number): Buffer {
  let fd: number;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (err) {
    const errno = errnoOf(err);
    if (errno === 'ENOENT' || errno === 'ENOTDIR') throw new ReadRegularFileError(path, 'missing', errno, { errno });
    if (errno === 'ENXIO')
      throw new ReadRegularFileError(path, 'not-regular', TYPE_PHRASE.socket, { fileType: 'socket', errno });
    throw new ReadRegularFileError(path, 'unreadable', errText(err), { errno });
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) {
      const fileType = otherType(st);
      throw new ReadRegularFileError(path, 'not-regular', TYPE_PHRASE[fileType], { fileType });
    }
    if (st.size > maxBytes)
      throw new ReadRegularFileError(path, 'too-large', `${st.size} bytes; the limit is ${maxBytes}`, {
        size: st.size,
      });
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}
