// Atomic replace: temp file beside the target, written whole + fsync + rename, then fsync of the
// folder so the rename itself survives a power cut. Readers see the old bytes or the new ones,
// never a mix. Our own, not write-file-atomic: that library ignores a short write, so on a full
// disk it renamed a torn document into place (a queue index cut at 4096 bytes, then quarantined).
// A write that fails — for want of space or anything else — leaves the target as it was and no
// temp file behind. Synchronous throughout: no thread-pool round trips while a lock is held, and
// no signal can run JavaScript between the temp file's creation and its removal.
import { closeSync, fchmodSync, fsyncSync, openSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { FILE_MODE } from './constants.js';
import { ensureDir } from './fs-mode.js';
import { writeFully } from './disk-write.js';
import { asDiskFull } from './errors.js';

function fsyncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some filesystems refuse fsync on a folder; the rename is still atomic for the process.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The file a path stands for: a symlinked target is replaced where it points, not unlinked. */
function resolved(file: string): string {
  try {
    return realpathSync.native(file);
  } catch {
    return file; // not there yet
  }
}

/** A new temp file `<target>.<uint32>` (TEMP_FILE_PATTERN, so a killed writer's is swept), opened exclusively. */
function openTemp(target: string): { tmp: string; fd: number } {
  for (let attempt = 0; ; attempt++) {
    const tmp = `${target}.${(Math.random() * 0x1_0000_0000) >>> 0}`;
    try {
      return { tmp, fd: openSync(tmp, 'wx', FILE_MODE) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 8) throw err;
    }
  }
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // the write's own error is the one to report
  }
}

/** Kept for callers written for the library, which had to be loaded first; nothing to load now. */
export async function loadAtomicWriter(): Promise<void> {}

export interface AtomicWriteOptions {
  /**
   * Default true: the bytes and the rename reach the disk before this returns (two fsyncs). False
   * keeps the write atomic (temp file, rename: readers see the old bytes or the new) but lets a
   * power cut or kernel crash lose it, leaving the old document; only for a write whose loss the
   * caller has shown to be harmless, and said why where it asks.
   */
  durable?: boolean;
}

export function writeFileAtomicallySync(file: string, data: string | Buffer, opts: AtomicWriteOptions = {}): void {
  const durable = opts.durable ?? true;
  ensureDir(dirname(file));
  const target = resolved(file);
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  let tmp: string | undefined;
  let fd: number | undefined;
  try {
    ({ tmp, fd } = openTemp(target));
    fchmodSync(fd, FILE_MODE); // exactly 0600, whatever the umask took away
    writeFully(tmp, fd, bytes);
    if (durable) fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(tmp, target);
    tmp = undefined;
  } catch (err) {
    throw asDiskFull(err, file);
  } finally {
    if (fd !== undefined) closeQuietly(fd);
    if (tmp !== undefined) rmSync(tmp, { force: true });
  }
  if (durable) fsyncDir(dirname(target));
}

export async function writeFileAtomically(file: string, data: string | Buffer): Promise<void> {
  writeFileAtomicallySync(file, data);
}
