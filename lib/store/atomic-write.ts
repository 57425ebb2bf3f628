// Atomic replace: temp file + fsync + rename (write-file-atomic), then fsync of the folder so the
// rename itself survives a power cut. Readers see the old bytes or the new ones, never a mix.
// The library is loaded on first write: it pulls in node:crypto, worker_threads and signal-exit,
// which read-only commands and hook runs with nothing to write should not pay for at start-up.
import type writeFileAtomic from 'write-file-atomic';
import { openSync, fsyncSync, closeSync } from 'node:fs';
import { dirname } from 'node:path';
import { FILE_MODE } from './constants.js';

// chown:false stops the library copying ownership from an existing file (its typings predate it).
const OPTIONS = { fsync: true, mode: FILE_MODE, chown: false } as unknown as writeFileAtomic.Options;
import { ensureDir } from './fs-mode.js';

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

let writer: typeof writeFileAtomic | undefined;

/** Loads the library; writeFileAtomicallySync needs this done first (updateDocument awaits it). */
export async function loadAtomicWriter(): Promise<typeof writeFileAtomic> {
  writer ??= (await import('write-file-atomic')).default;
  return writer;
}

export async function writeFileAtomically(file: string, data: string | Buffer): Promise<void> {
  const write = await loadAtomicWriter();
  ensureDir(dirname(file));
  await write(file, data, OPTIONS);
  fsyncDir(dirname(file));
}

export function writeFileAtomicallySync(file: string, data: string | Buffer): void {
  if (!writer) throw new Error('writeFileAtomicallySync called before loadAtomicWriter()');
  ensureDir(dirname(file));
  writer.sync(file, data, OPTIONS);
  fsyncDir(dirname(file));
}
