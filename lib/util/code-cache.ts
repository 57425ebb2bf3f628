// Chunks compiled with a V8 code cache. A hook process lives for one run, so every function it
// calls is compiled from source first: for the refocus engine that is more time than its work.
// Node 22 keeps a compile cache for modules (module.enableCompileCache); on Node 20 this does the
// same for our chunk files. A run with no cache compiles from source and, as it exits, saves what
// V8 compiled by then (the functions that ran included); later runs start from that.
//
// A cache holds only the functions its run called. The first run of a hook may be a short one (a
// Stop that only records a baseline), so such a save is kept as "partial"; a run the caller marks
// as full (markFullRun: the refocus hook after a delivery) that started from a partial cache saves
// again, as "full". So a chunk's cache is written at most twice per build.
//
// The cache lives in a folder of OpenRig's home (0700, files 0600): code that could write there
// could change OpenRig's state and config as well. A cache file is named for the chunk, the folder
// it was loaded from (the Claude and Codex plugins each carry a copy: they must not evict each
// other's cache), the Node version and architecture, and the chunk file's size and mtime, so a
// rebuilt or reinstalled chunk or another Node never reads an old one; V8 itself also rejects a
// cache made for other source lengths or flags. Any trouble with the cache means a normal
// compile, never a failed load.
import { closeSync, fstatSync, mkdirSync, openSync, readSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fnv1a32 } from './fnv1a.js';
import { replaceFileSync } from './replace-file.js';

/**
 * A chunk file is one function expression, `(function (exports, require, module, __filename,
 * __dirname) {…})`, which build.mjs writes around the bundled code: the file's text is then the
 * script itself, compiled without first being copied into a wrapper string (a 200 KB copy costs
 * a short-lived process about a millisecond of fresh memory on a small VM).
 */
export const CHUNK_WRAPPER_OPEN = '(function (exports, require, module, __filename, __dirname) {';
export const CHUNK_WRAPPER_CLOSE = '})';

interface ChunkModule {
  exports: unknown;
}

/**
 * State shared by every bundle in the process: each bundle (an entry, and a chunk that loads chunks
 * of its own) carries its own copy of this module, and all of them must agree on the cache folder,
 * on whether the run was full, and on which chunk files are already loaded.
 */
interface Shared {
  cacheDir: string | undefined;
  fullRun: boolean;
  loads: { fromCache: number; compiled: number; plain: number };
  modules: Map<string, ChunkModule>;
}

const SHARED = Symbol.for('openrig.code-cache');
const shared: Shared = ((globalThis as Record<symbol, Shared | undefined>)[SHARED] ??= {
  cacheDir: undefined,
  fullRun: false,
  loads: { fromCache: 0, compiled: 0, plain: 0 },
  modules: new Map(),
});

/**
 * How this process's chunks were compiled: from a cache V8 accepted, from source with a cache to be
 * saved, or from source with no cache folder set (tests and diagnostics).
 */
export const codeCacheLoads = shared.loads;

/** Chunks loaded from now on use (and fill) a code cache in `dir`; undefined turns it off. */
export function useCodeCache(dir: string | undefined): void {
  shared.cacheDir = dir;
}

/** This run did the chunks' usual work: what it compiled is worth saving over a partial cache. */
export function markFullRun(): void {
  shared.fullRun = true;
}

/**
 * Loads the chunk `name` that lies in `dir` (the folder of the bundle asking), once per process,
 * as `require` would: its exports are cached before its code runs, and dropped if that code throws.
 * A chunk that cannot be read throws; any trouble with its code cache only means a compile from
 * source.
 */
export function loadChunk(dir: string, name: string): unknown {
  const file = join(dir, name);
  const known = shared.modules.get(file);
  if (known) return known.exports;
  const wrapper = compileChunk(dir, name, file);
  const module: ChunkModule = { exports: {} };
  shared.modules.set(file, module);
  try {
    wrapper.call(module.exports, module.exports, chunkRequire(file), module, file, dir);
  } catch (err) {
    shared.modules.delete(file);
    throw err;
  }
  return module.exports;
}

/**
 * The `require` a chunk gets. A bundle requires nothing at run time but Node's own modules
 * (build.mjs checks every one), and those come straight from process.getBuiltinModule: loading
 * node:module for createRequire cost a hook run about 0.8 ms. Anything else (never expected) goes
 * to a real require for the chunk's path, made only then.
 */
function chunkRequire(file: string): (id: string) => unknown {
  let real: NodeJS.Require | undefined;
  return (id: string) => {
    const builtin = process.getBuiltinModule(id);
    if (builtin !== undefined) return builtin;
    real ??= process.getBuiltinModule('node:module').createRequire(file);
    return real(id);
  };
}

export interface ChunkIdentity {
  name: string;
  /** The folder the chunk is loaded from. */
  dir: string;
  size: number;
  mtimeMs: number;
}

export type CacheTier = 'full' | 'partial';

/** Every cache file of one chunk copy starts with this: which chunk, from which folder. */
export function cachePrefix(id: Pick<ChunkIdentity, 'name' | 'dir'>): string {
  return `${id.name}.${fnv1a32(id.dir).toString(16).padStart(8, '0')}.`;
}

/** The cache file's name: which chunk copy, for which Node, built when, from which kind of run. */
export function cacheFileName(
  id: ChunkIdentity,
  tier: CacheTier,
  version = process.version,
  arch = process.arch,
): string {
  return `${cachePrefix(id)}${version}-${arch}-${id.size}-${Math.floor(id.mtimeMs)}.${tier}.v8cache`;
}

/** Older caches of the same chunk copy (replaced by `current`); others' and temp files are kept. */
export function staleCaches(files: readonly string[], prefix: string, current: string): string[] {
  return files.filter((f) => f.startsWith(prefix) && f !== current && f.endsWith('.v8cache'));
}

/**
 * Whether to save at exit, and as which tier: nothing usable loaded → save what this run compiled
 * (full if the run was); a partial cache loaded and the run was full → save as full.
 */
export function saveDecision(
  loaded: CacheTier | undefined,
  accepted: boolean,
  runWasFull: boolean,
): CacheTier | undefined {
  if (!loaded || !accepted) return runWasFull ? 'full' : 'partial';
  if (loaded === 'partial' && runWasFull) return 'full';
  return undefined;
}

/** Reads exactly `length` bytes from the start of `fd` into `buf`. */
function readInto(fd: number, buf: Buffer, length: number): void {
  let got = 0;
  while (got < length) {
    const n = readSync(fd, buf, got, length - got, got);
    if (n === 0) throw new Error('file shrank while it was read');
    got += n;
  }
}

/** The open cache file for this chunk copy, best tier first; undefined when there is none. */
function openCache(dir: string, id: ChunkIdentity): { tier: CacheTier; fd: number; size: number } | undefined {
  for (const tier of ['full', 'partial'] as const) {
    let fd: number | undefined;
    try {
      fd = openSync(join(dir, cacheFileName(id, tier)), 'r');
      const st = fstatSync(fd);
      if (st.isFile()) return { tier, fd, size: st.size };
    } catch {
      // not this one
    }
    if (fd !== undefined) closeSync(fd);
  }
  return undefined;
}

function compileChunk(chunkDir: string, name: string, file: string): (...args: unknown[]) => void {
  const vm = process.getBuiltinModule('node:vm');
  const dir = shared.cacheDir;
  const fd = openSync(file, 'r');
  let source: string;
  let id: ChunkIdentity;
  let cached: { tier: CacheTier; data: Buffer } | undefined;
  try {
    const st = fstatSync(fd);
    id = { name, dir: chunkDir, size: st.size, mtimeMs: st.mtimeMs };
    const cache = dir === undefined ? undefined : openCache(dir, id);
    // One buffer for the source and then the cache: its pages are touched once.
    const buf = Buffer.allocUnsafeSlow(Math.max(st.size, cache?.size ?? 0));
    try {
      readInto(fd, buf, st.size);
      source = buf.toString('utf8', 0, st.size);
      if (cache) {
        try {
          readInto(cache.fd, buf, cache.size);
          cached = { tier: cache.tier, data: buf.subarray(0, cache.size) };
        } catch {
          // unreadable cache: compile from source
        }
      }
    } finally {
      if (cache) closeSync(cache.fd);
    }
  } finally {
    closeSync(fd);
  }
  // Run as a script, any other file would execute at the top level instead of becoming a function.
  if (!source.startsWith(CHUNK_WRAPPER_OPEN))
    throw new Error(`${file} is not a chunk file (build.mjs writes each as one function expression)`);
  const script = new vm.Script(source, { filename: file, ...(cached ? { cachedData: cached.data } : {}) });
  const accepted = cached !== undefined && !script.cachedDataRejected;
  if (dir === undefined) shared.loads.plain++;
  else if (accepted) shared.loads.fromCache++;
  else shared.loads.compiled++;
  if (dir !== undefined && (cached?.tier !== 'full' || !accepted)) {
    process.once('exit', () => {
      const tier = saveDecision(cached?.tier, accepted, shared.fullRun);
      if (tier) save(script, dir, join(dir, cacheFileName(id, tier)), cachePrefix(id));
    });
  }
  return script.runInThisContext() as (...args: unknown[]) => void;
}

/** At exit: writes what V8 compiled during the run, atomically, and drops this copy's older caches. */
function save(script: import('node:vm').Script, dir: string, cacheFile: string, prefix: string): void {
  try {
    const data = script.createCachedData();
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    replaceFileSync(cacheFile, data);
    for (const f of staleCaches(readdirSync(dir), prefix, cacheFile.slice(dir.length + 1)))
      rmSync(join(dir, f), { force: true });
  } catch {
    // a cache is an optimisation: the next run compiles from source again
  }
}
