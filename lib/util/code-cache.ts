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
import { closeSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fnv1a32 } from './fnv1a.js';

let cacheDir: string | undefined;
let fullRun = false;

/** How this process's chunks were loaded (tests and diagnostics). */
export const codeCacheLoads = { fromCache: 0, compiled: 0, plain: 0 };

/** Chunks loaded from now on use (and fill) a code cache in `dir`; undefined turns it off. */
export function useCodeCache(dir: string | undefined): void {
  cacheDir = dir;
}

/** This run did the chunks' usual work: what it compiled is worth saving over a partial cache. */
export function markFullRun(): void {
  fullRun = true;
}

/**
 * Loads the chunk `name` that lies in `dir` (the folder of the bundle asking). `plain` is the
 * bundle's own `require` of it: used when no cache folder is set or the cached path fails before
 * the chunk's code started.
 */
export function loadChunk(dir: string, name: string, plain: () => unknown): unknown {
  let run: (() => unknown) | undefined;
  try {
    if (cacheDir !== undefined) run = compile(dir, name, cacheDir);
  } catch {
    // unreadable chunk or cache, vm missing, …: the ordinary require decides
  }
  if (run) return run();
  codeCacheLoads.plain++;
  return plain();
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
export function cacheFileName(id: ChunkIdentity, tier: CacheTier, version = process.version, arch = process.arch): string {
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
export function saveDecision(loaded: CacheTier | undefined, accepted: boolean, runWasFull: boolean): CacheTier | undefined {
  if (!loaded || !accepted) return runWasFull ? 'full' : 'partial';
  if (loaded === 'partial' && runWasFull) return 'full';
  return undefined;
}

function readCache(dir: string, id: ChunkIdentity): { tier: CacheTier; data: Buffer } | undefined {
  for (const tier of ['full', 'partial'] as const) {
    try {
      return { tier, data: readFileSync(join(dir, cacheFileName(id, tier))) };
    } catch {
      // not this one
    }
  }
  return undefined;
}

function compile(chunkDir: string, name: string, dir: string): () => unknown {
  const file = join(chunkDir, name);
  const st = statSync(file);
  const id: ChunkIdentity = { name, dir: chunkDir, size: st.size, mtimeMs: st.mtimeMs };
  const cached = readCache(dir, id);
  const vm = process.getBuiltinModule('node:vm');
  const source = readFileSync(file, 'utf8');
  // Node's own CommonJS wrapper, so the chunk runs exactly as `require` would run it.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    ...(cached ? { cachedData: cached.data } : {}),
  });
  const accepted = cached !== undefined && !script.cachedDataRejected;
  if (accepted) codeCacheLoads.fromCache++;
  else codeCacheLoads.compiled++;
  if (cached?.tier !== 'full' || !accepted) {
    process.once('exit', () => {
      const tier = saveDecision(cached?.tier, accepted, fullRun);
      if (tier) save(script, dir, join(dir, cacheFileName(id, tier)), cachePrefix(id));
    });
  }
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  return () => {
    const module = { exports: {} as unknown };
    const require = process.getBuiltinModule('node:module').createRequire(file);
    wrapper.call(module.exports, module.exports, require, module, file, chunkDir);
    return module.exports;
  };
}

/** At exit: writes what V8 compiled during the run, atomically, and drops this copy's older caches. */
function save(script: import('node:vm').Script, dir: string, cacheFile: string, prefix: string): void {
  try {
    const data = script.createCachedData();
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    const fd = openSync(tmp, 'wx', 0o600);
    try {
      writeSync(fd, data);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, cacheFile);
    for (const f of staleCaches(readdirSync(dir), prefix, cacheFile.slice(dir.length + 1))) rmSync(join(dir, f), { force: true });
  } catch {
    // a cache is an optimisation: the next run compiles from source again
  }
}
