// Chunks compiled with a code cache. A hook process lives for one run, so every function it
// calls is compiled from source first: for the refocus engine that is more time than its work.
//
// This file keeps one by hand: a run with no cache compiles from source and, as it exits, saves
// what V8 compiled by then (the functions that ran included); later runs start from that. Node's
// own compile cache (module.enableCompileCache, Node 22.8 and later) is there on request
// (OPENRIG_CODE_CACHE=node): it is saved as the module is compiled, so it holds the top-level code
// and not the functions that ran later, and a full refocus fire took longer with it on Node 22, 24
// and 26 alike (bench/hook-startup.bench.ts prints both; docs/refocus.md has the figures).
//
// A hand-written cache holds only the functions its run called. The first run of a hook may be a
// short one (a Stop that only records a baseline), so such a save is kept as "partial"; a run the
// caller marks as full (markFullRun: the refocus hook after a delivery) that started from a partial
// cache saves again, as "full". So a chunk's cache is written at most twice per build.
//
// The cache lives in a folder of OpenRig's home (0700, files 0600; Node's own cache makes a
// sub-folder per Node version there, made 0700 as well): code that could write there could change
// OpenRig's state and config as well. A hand-written cache file is named for the chunk, the folder
// it was loaded from (the Claude and Codex plugins each carry a copy: they must not evict each
// other's cache), the Node version and architecture, and the chunk file's size and mtime, so a
// rebuilt or reinstalled chunk or another Node never reads an old one; V8 itself also rejects a
// cache made for other source lengths or flags (Node's own cache checks a hash of the source). Any
// trouble with the cache means a normal compile, never a failed load.
import { closeSync, fstatSync, mkdirSync, openSync, readSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fnv1a32 } from './fnv1a.js';
import { replaceFileSync } from './replace-file.js';

/**
 * A chunk file is one expression around a function expression, `(function (exports, require,
 * module, __filename, __dirname) {…})`, which build.mjs writes around the bundled code. Compiled
 * as a script (Node 20), the file's text is the script itself, compiled without first being
 * copied into a wrapper string (a 200 KB copy costs a short-lived process about a millisecond of
 * fresh memory on a small VM), and its value is that function. Required as a CommonJS module
 * (Node's compile cache), it sees its wrapper's `arguments` and calls the function with them. The
 * function is in parentheses of its own, so V8 compiles it at once instead of pre-parsing 200 KB
 * it is about to run.
 */
export const CHUNK_WRAPPER_OPEN =
  "((chunk) => (typeof arguments === 'object' ? chunk.apply(this, arguments) : chunk))((function (exports, require, module, __filename, __dirname) {";
export const CHUNK_WRAPPER_CLOSE = '}))';

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
  /** Node's compile cache: on in `cacheDir` (from the first chunk load on), or not available. */
  builtin: { dir: string } | 'unavailable' | undefined;
  fullRun: boolean;
  loads: { fromCache: number; compiled: number; plain: number; builtin: number };
  modules: Map<string, ChunkModule>;
}

const SHARED = Symbol.for('openrig.code-cache');
const shared: Shared = ((globalThis as Record<symbol, Shared | undefined>)[SHARED] ??= {
  cacheDir: undefined,
  builtin: undefined,
  fullRun: false,
  loads: { fromCache: 0, compiled: 0, plain: 0, builtin: 0 },
  modules: new Map(),
});

/**
 * How this process's chunks were compiled: from a cache V8 accepted, from source with a cache to be
 * saved, from source with no cache folder set (tests and diagnostics), or required with Node's own
 * compile cache on (which says nothing of a hit or a miss).
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
  if (shared.cacheDir !== undefined && builtinCacheOn(shared.cacheDir)) return requireChunk(file);
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

type CompileCacheModule = typeof import('node:module') & {
  enableCompileCache?: (dir: string) => { status: number };
  constants?: { compileCacheStatus?: { ENABLED: number; ALREADY_ENABLED: number } };
};

/**
 * Pure: whether Node `version` (process.versions.node) has its own compile cache to turn on from
 * code (module.enableCompileCache, Node 22.8 and later). Read from the version so that a Node
 * without one never loads node:module to look (about 0.8 ms of a hook run).
 */
export function nodeHasCompileCache(version: string): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 8);
}

/**
 * Pure: which cache a chunk load uses. None without a folder; the hand-written one, unless
 * OPENRIG_CODE_CACHE=node asks for Node's own on a Node that has one (to compare the two:
 * bench/hook-startup).
 */
export function cacheKind(
  cacheDir: string | undefined,
  nodeVersion: string,
  setting: string | undefined,
): 'none' | 'node' | 'v8' {
  if (cacheDir === undefined) return 'none';
  return setting?.trim().toLowerCase() === 'node' && nodeHasCompileCache(nodeVersion) ? 'node' : 'v8';
}

/**
 * Turns Node's compile cache on in `dir`, once per process; false where this process uses the
 * hand-written cache (the default, a Node without one, or a cache Node could not turn on). Node makes the folder and its per-version folder inside it with the umask's modes (0755 as
 * a rule): they are made under umask 077 instead, so both are 0700; its cache files are 0600.
 */
function builtinCacheOn(dir: string): boolean {
  if (shared.builtin === undefined) {
    shared.builtin = 'unavailable';
    if (cacheKind(dir, process.versions.node, process.env.OPENRIG_CODE_CACHE) === 'node') {
      const mod = process.getBuiltinModule('node:module') as CompileCacheModule;
      const status = mod.constants?.compileCacheStatus;
      if (typeof mod.enableCompileCache === 'function' && status) {
        const umask = process.umask(0o077);
        try {
          const r = mod.enableCompileCache(dir);
          // ALREADY_ENABLED: NODE_COMPILE_CACHE names a folder of the user's; Node caches there.
          if (r.status === status.ENABLED || r.status === status.ALREADY_ENABLED) shared.builtin = { dir };
        } catch {
          // not turned on: the hand-written cache instead
        } finally {
          process.umask(umask);
        }
      }
    }
  }
  return shared.builtin !== 'unavailable';
}

/**
 * Loads a chunk through Node's own loader, and so with its compile cache. Node keeps the module
 * (and drops one whose code threw), so a chunk that requires itself meanwhile gets what Node gives
 * a require cycle.
 */
function requireChunk(file: string): unknown {
  const exports: unknown = process.getBuiltinModule('node:module').createRequire(file)(file);
  shared.modules.set(file, { exports });
  shared.loads.builtin++;
  return exports;
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
      const file = join(dir, cacheFileName(id, tier));
      // A tier not saved yet is no thrown error (the first one costs a hook run about 0.4 ms).
      if (statSync(file, { throwIfNoEntry: false }) === undefined) continue;
      fd = openSync(file, 'r');
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
