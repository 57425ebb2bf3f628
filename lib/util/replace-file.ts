// Atomic replace without fsync, for files OpenRig can make again at any time (a code cache, the
// status-line wrapper's chained command): a reader sees the old bytes or the new ones, never a
// mix; a power cut may lose the change, and the next run makes it again. State documents go
// through the store's durable write instead (lib/store/atomic-write.ts).
import { closeSync, openSync, renameSync, rmSync } from 'node:fs';
import { writeAllSync } from './fd-write.js';

/** Writes `data` beside `file` (0600, a name no other live process uses) and renames it over `file`. */
export function replaceFileSync(file: string, data: string | Uint8Array): void {
  const tmp = `${file}.${process.pid}.tmp`;
  let fd: number;
  try {
    fd = openSync(tmp, 'wx', 0o600);
  } catch (e) {
    // Left by a dead process that had this pid: never followed (wx), removed and made again.
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    rmSync(tmp, { force: true });
    fd = openSync(tmp, 'wx', 0o600);
  }
  try {
    const r = writeAllSync(fd, data);
    if (r.error) throw r.error;
  } catch (e) {
    closeSync(fd);
    rmSync(tmp, { force: true });
    throw e;
  }
  closeSync(fd);
  renameSync(tmp, file);
}
