// The context library: named orientation texts under config `context.root`, read by `rig context
// get` and in-process by the refocus hook, which must get the same bytes. Reads use async fs only:
// the hook cuts a lookup that hangs with a timer, and a synchronous read would block that timer.
import { lstat, readdirEntries, stat } from '../util/fs-async.js';
import type { Stats } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { withLock, writeFileAtomically } from '../store/index.js';
import { resolveConfig } from '../config/config.js';
import type { Env, HomePaths } from '../home/paths.js';
import { ContextRefError, contextEntryPath, contextRefProblem, validateContextRef } from './context-ref.js';
import { readRegularFile, ReadRegularFileError } from '../util/read-regular-file.js';
import type { LookupSignal } from '../util/lookup-signal.js';
import { compareText } from '../util/compare-text.js';

const CONTEXT_ENTRY_MAX_BYTES = 1024 * 1024;
const CONTEXT_LIST_MAX = 10_000;

export class ContextEntryExistsError extends Error {
  constructor(
    readonly ref: string,
    readonly path: string,
  ) {
    super(`context entry ${JSON.stringify(ref)} already exists at ${path}`);
    this.name = 'ContextEntryExistsError';
  }
}

function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a folder';
  if (st.isFIFO()) return 'a FIFO';
  if (st.isSocket()) return 'a socket';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

/**
 * The exact bytes of `<root>/<ref>.md`. Throws ContextRefError (one-line `.reason`) for an invalid
 * or unknown ref, a non-regular file, an oversized entry, or a lookup cut by `signal`. The file is
 * read through readRegularFile: opened non-blocking, so a FIFO is refused at once, never waited on.
 */
export async function getContextEntry(
  root: string,
  ref: string,
  opts: { signal?: LookupSignal } = {},
): Promise<Buffer> {
  const path = contextEntryPath(root, ref);
  const name = JSON.stringify(ref);
  try {
    return (await readRegularFile(path, { maxBytes: CONTEXT_ENTRY_MAX_BYTES, signal: opts.signal })).bytes;
  } catch (err) {
    if (!(err instanceof ReadRegularFileError))
      throw new ContextRefError(
        ref,
        `context entry ${name} could not be read: ${(err as Error)?.message ?? String(err)}`,
      );
    let reason: string;
    switch (err.failure) {
      case 'missing':
        reason = `no context entry ${name} in ${root}`;
        break;
      case 'not-regular':
        reason = `context entry ${name} is ${err.reason}: ${path}`;
        break;
      case 'too-large':
        reason = `context entry ${name} is ${err.detail.size} bytes; the limit is ${CONTEXT_ENTRY_MAX_BYTES}`;
        break;
      case 'aborted':
        reason = `context lookup for ${name} was cut short before it finished`;
        break;
      default:
        reason = `context entry ${name} is unreadable: ${err.reason}`;
    }
    const e = new ContextRefError(ref, reason);
    (e as Error & { cause?: unknown }).cause = err;
    throw e;
  }
}

export interface ContextEntryInfo {
  ref: string;
  path: string;
  bytes: number;
  modifiedAt: string;
}

/** Every `<ref>.md` under root whose name is a valid ref, sorted by ref. A missing root lists nothing. */
export async function listContextEntries(root: string): Promise<{ entries: ContextEntryInfo[]; truncated: boolean }> {
  const entries: ContextEntryInfo[] = [];
  let truncated = false;
  const walk = async (dir: string, depth: number): Promise<void> => {
    if (depth > 16 || truncated) return;
    let names;
    try {
      names = await readdirEntries(dir);
    } catch {
      return;
    }
    for (const d of names.sort((a, b) => compareText(a.name, b.name))) {
      const full = join(dir, d.name);
      if (d.isDirectory()) {
        await walk(full, depth + 1);
        continue;
      }
      if (!d.name.endsWith('.md') || !(d.isFile() || d.isSymbolicLink())) continue;
      const ref = relative(root, full).slice(0, -'.md'.length).split(sep).join('/');
      if (contextRefProblem(ref)) continue;
      let st: Stats;
      try {
        st = await stat(full);
      } catch {
        continue;
      }
      if (!st.isFile()) continue;
      if (entries.length >= CONTEXT_LIST_MAX) {
        truncated = true;
        return;
      }
      entries.push({ ref, path: full, bytes: st.size, modifiedAt: st.mtime.toISOString() });
    }
  };
  await walk(root, 0);
  entries.sort((a, b) => compareText(a.ref, b.ref));
  return { entries, truncated };
}

/** Writes an entry atomically; refuses to replace an existing one unless `force`. */
export async function addContextEntry(
  root: string,
  ref: string,
  data: Buffer | string,
  opts: { force?: boolean } = {},
): Promise<{ ref: string; path: string; bytes: number; replaced: boolean }> {
  validateContextRef(ref);
  const path = contextEntryPath(root, ref);
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8');
  if (bytes.length > CONTEXT_ENTRY_MAX_BYTES) {
    throw new ContextRefError(ref, `the content is ${bytes.length} bytes; the limit is ${CONTEXT_ENTRY_MAX_BYTES}`);
  }
  return withLock(path, async (lock) => {
    let existing: Stats | undefined;
    try {
      existing = await lstat(path);
    } catch {
      existing = undefined;
    }
    if (existing && !existing.isFile())
      throw new ContextRefError(
        ref,
        `${path} exists and is ${existing.isSymbolicLink() ? 'a symlink' : kindOf(existing)}; move it aside first`,
      );
    if (existing && !opts.force) throw new ContextEntryExistsError(ref, path);
    lock.assertHeld();
    await writeFileAtomically(path, bytes);
    return { ref, path, bytes: bytes.length, replaced: existing !== undefined };
  });
}

/** The library root from config (`context.root`: env OPENRIG_CONTEXT_ROOT, config.json, default). */
export function contextRoot(home: HomePaths, env: Env, cwd = process.cwd()): string {
  return resolveConfig(home, env, cwd)['context.root'].value;
}
