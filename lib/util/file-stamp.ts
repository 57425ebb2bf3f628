// A file's identity for caches keyed by what they were read from: a replaced file has a new inode,
// an appended one a new size and mtime, so an unchanged stamp means the same bytes (within the
// filesystem's timestamp step; callers that cannot accept that check the modification time).
import { statSync } from 'node:fs';

export interface FileStamp {
  /** dev:ino:size:mtime (ns). */
  key: string;
  mtimeMs: number;
}

/** The file's stamp, or undefined when it does not exist (or cannot be stat'ed). */
export function fileStamp(file: string): FileStamp | undefined {
  try {
    // A missing file is no thrown error (the first one costs a hook run about 0.4 ms to build).
    const st = statSync(file, { bigint: true, throwIfNoEntry: false });
    if (!st) return undefined;
    return { key: `${st.dev}:${st.ino}:${st.size}:${st.mtimeNs}`, mtimeMs: Number(st.mtimeNs / 1_000_000n) };
  } catch {
    return undefined;
  }
}

/** Several files' stamps as one key (a missing file as `-`), and the newest modification time. */
export function filesStamp(files: readonly string[]): { key: string; newestMs: number } {
  let newestMs = 0;
  const parts = files.map((f) => {
    const s = fileStamp(f);
    if (s) newestMs = Math.max(newestMs, s.mtimeMs);
    return s?.key ?? '-';
  });
  return { key: parts.join('|'), newestMs };
}
