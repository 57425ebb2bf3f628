// File-system looks on a lookup's clock: an abort ends the wait and is thrown (the caller's lookup
// was cut); any other failure reads as "not there" (a missing path, an unreadable folder).
import type { Dirent } from 'node:fs';
import { readdir, readdirEntries, stat } from './fs-async.js';
import type { LookupSignal } from './lookup-signal.js';
import { untilAborted } from './until-aborted.js';

const aborted = () => new Error('aborted');

async function orElse<T>(work: Promise<T>, fallback: T, signal?: LookupSignal): Promise<T> {
  try {
    return await untilAborted(work, signal, aborted);
  } catch (err) {
    if (signal?.aborted) throw err;
    return fallback;
  }
}

export function pathExists(path: string, signal?: LookupSignal): Promise<boolean> {
  return orElse(
    stat(path).then(() => true),
    false,
    signal,
  );
}

/** The names in a folder, sorted; none when it cannot be read. */
export function dirNames(dir: string, signal?: LookupSignal): Promise<string[]> {
  return orElse(
    readdir(dir).then((names) => names.sort()),
    [],
    signal,
  );
}

/** Whether a path is a folder, following a symbolic link; false when it cannot be looked at. */
export function isDirectoryPath(path: string, signal?: LookupSignal): Promise<boolean> {
  return orElse(
    stat(path).then((st) => st.isDirectory()),
    false,
    signal,
  );
}

/** A folder's entries with their types, in the order the file system gives; none when it cannot be read. */
export function dirEntries(dir: string, signal?: LookupSignal): Promise<Dirent[]> {
  return orElse(readdirEntries(dir), [], signal);
}
