// Atomic replace: temp file + fsync + rename (write-file-atomic), then fsync of the folder so the
// rename itself survives a power cut. Readers see the old bytes or the new ones, never a mix.
import writeFileAtomic from 'write-file-atomic';
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

export async function writeFileAtomically(file: string, data: string | Buffer): Promise<void> {
  ensureDir(dirname(file));
  await writeFileAtomic(file, data, OPTIONS);
  fsyncDir(dirname(file));
}

export function writeFileAtomicallySync(file: string, data: string | Buffer): void {
  ensureDir(dirname(file));
  writeFileAtomic.sync(file, data, OPTIONS);
  fsyncDir(dirname(file));
}
