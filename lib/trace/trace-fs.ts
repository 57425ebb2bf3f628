// The trace's file-system access: async only, every wait raced against the run's signal, and
// file contents read through the shared non-blocking regular-file reader, so a FIFO or device
// posing as a chain file is reported instead of waiting forever for a writer.
import { realpath, stat } from '../util/fs-async.js';
import { basename, dirname, join, resolve } from 'node:path';
import { os } from '../util/lazy-builtins.js';
import { readRegularFile, ReadRegularFileError } from '../util/read-regular-file.js';
import { untilAborted as raceSignal } from '../util/until-aborted.js';
import type { LookupSignal } from '../util/lookup-signal.js';

/** At most this much of one file is read; a longer file is cut and says so at full depth. */
export const MAX_FILE_BYTES = 1024 * 1024;

export type ReadResult =
  | { kind: 'text'; text: string; size: number; mtimeMs: number; truncated: boolean }
  | { kind: 'missing' }
  | { kind: 'unreadable'; reason: string }
  | { kind: 'aborted' };

export class TraceAborted extends Error {
  constructor() {
    super('aborted');
    this.name = 'TraceAborted';
  }
}

/** Resolves like `p`, or rejects with TraceAborted as soon as the signal fires. */
export function untilAborted<T>(p: Promise<T>, signal?: LookupSignal, onLate?: (value: T) => void): Promise<T> {
  return raceSignal(p, signal, () => new TraceAborted(), onLate);
}

const errCode = (err: unknown): string | undefined => (err as NodeJS.ErrnoException)?.code;
const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes(errCode(err) ?? '');
const why = (err: unknown) => errCode(err) ?? (err instanceof Error ? err.message : String(err));

/** Reads a text file (its first MAX_FILE_BYTES). Never throws. */
export async function readTextFile(path: string, signal?: LookupSignal): Promise<ReadResult> {
  try {
    const f = await readRegularFile(path, { maxBytes: MAX_FILE_BYTES, signal, overLimit: 'cut' });
    return { kind: 'text', text: f.bytes.toString('utf8'), size: f.size, mtimeMs: f.mtimeMs, truncated: f.truncated };
  } catch (err) {
    if (!(err instanceof ReadRegularFileError)) return { kind: 'unreadable', reason: why(err) };
    if (err.failure === 'aborted') return { kind: 'aborted' };
    if (err.failure === 'missing') return { kind: 'missing' };
    if (err.failure === 'not-regular')
      return {
        kind: 'unreadable',
        reason: err.detail.fileType === 'folder' ? 'a folder, not a file' : 'not a regular file',
      };
    return { kind: 'unreadable', reason: err.reason };
  }
}

export type StatResult =
  | { kind: 'file'; size: number }
  | { kind: 'missing' }
  | { kind: 'unreadable'; reason: string }
  | { kind: 'aborted' };

/** Size of a regular file, without opening it. */
export async function statFile(path: string, signal?: LookupSignal): Promise<StatResult> {
  try {
    const st = await untilAborted(stat(path), signal);
    return st.isFile() ? { kind: 'file', size: st.size } : { kind: 'unreadable', reason: 'not a regular file' };
  } catch (err) {
    if (err instanceof TraceAborted) return { kind: 'aborted' };
    if (isMissing(err)) return { kind: 'missing' };
    return { kind: 'unreadable', reason: why(err) };
  }
}

export async function isFolder(path: string, signal?: LookupSignal): Promise<boolean> {
  try {
    return (await untilAborted(stat(path), signal)).isDirectory();
  } catch (err) {
    if (err instanceof TraceAborted) throw err;
    return false;
  }
}

/** `~` and `~/…` name the user's home folder. */
export function expandHome(path: string): string {
  if (path === '~') return os().homedir();
  if (path.startsWith('~/')) return join(os().homedir(), path.slice(2));
  return path;
}

/**
 * The real path of `path` where it exists, with any missing tail kept as written (a start that does
 * not exist yet still has a place under the root, and its links show as missing).
 */
export async function resolveLoose(path: string, signal?: LookupSignal): Promise<string> {
  let head = resolve(path);
  const tail: string[] = [];
  for (;;) {
    try {
      const real = await untilAborted(realpath(head), signal);
      return join(real, ...tail.slice().reverse());
    } catch (err) {
      if (err instanceof TraceAborted) throw err;
      const up = dirname(head);
      if (up === head) return resolve(path);
      tail.push(basename(head));
      head = up;
    }
  }
}
