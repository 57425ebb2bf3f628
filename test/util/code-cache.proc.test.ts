// Chunks compiled with a code cache (lib/util/code-cache.ts). The hand-written V8 code cache (Node
// 20; OPENRIG_CODE_CACHE=v8 anywhere, as these tests set unless they say otherwise): the first load
// compiles and saves a cache at exit, later loads start from it. Node's own compile cache where
// Node has one (22.8 and later): the chunk is required with it on, its folders 0700 and files 0600.
// Nothing about either cache can make a load fail or run a chunk twice: a corrupt, stale or
// unwritable cache only means an ordinary compile.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { tempDir } from '../helpers/home.js';
import {
  cacheFileName,
  cacheKind,
  cachePrefix,
  CHUNK_WRAPPER_CLOSE,
  CHUNK_WRAPPER_OPEN,
  nodeHasCompileCache,
  saveDecision,
  staleCaches,
  type CacheTier,
} from '../../lib/util/code-cache.js';

// A chunk as build.mjs writes one: the CommonJS wrapper around the bundled code.
const CHUNK = [
  CHUNK_WRAPPER_OPEN,
  '"use strict";',
  "const path = require('node:path');",
  'const counter = process.env.CHUNK_RUNS;',
  "if (counter) require('node:fs').appendFileSync(counter, 'x');",
  "if (process.env.CHUNK_THROW) throw new Error('chunk init failed');",
  'exports.answer = (n) => n * 2 + 2;',
  'exports.filename = __filename;',
  'exports.dirname = __dirname;',
  'exports.strict = (function () { return this === undefined; })();',
  'exports.sep = path.sep;',
  CHUNK_WRAPPER_CLOSE,
  '',
].join('\n');

const dir = tempDir('openrig-code-cache-');
const child = join(dir, 'child.cjs');
await build({
  entryPoints: [join(import.meta.dirname, '..', 'fixtures', 'util', 'code-cache-child.ts')],
  outfile: child,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  logLevel: 'error',
});
// A second, separately bundled copy of the loader, as another bundle in the same process has.
const loaderCopy = join(dir, 'loader-copy.cjs');
await build({
  entryPoints: [join(import.meta.dirname, '..', '..', 'lib', 'util', 'code-cache.ts')],
  outfile: loaderCopy,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  logLevel: 'error',
});

interface Reply {
  answer: number;
  filename: string;
  dirname: string;
  strict: boolean;
  sep: string;
  loads: { fromCache: number; compiled: number; plain: number; builtin: number };
  again: boolean;
  otherCopy: boolean;
}

function load(
  chunkDir: string,
  cache: string,
  env: Record<string, string> = {},
): { code: number | null; reply?: Reply; stderr: string } {
  // CHUNK_FULL=1: the child marks its run as full (markFullRun), as the hook does after a delivery.
  const r = spawnSync(process.execPath, [child, chunkDir, 'x.chunk.cjs', cache], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, CHUNK_LOADER_COPY: loaderCopy, OPENRIG_CODE_CACHE: 'v8', ...env },
  });
  return { code: r.status, reply: r.status === 0 ? JSON.parse(r.stdout) : undefined, stderr: r.stderr };
}

function chunkIn(name: string, text = CHUNK): string {
  const d = join(dir, name);
  mkdirSync(d, { recursive: true });
  writeFileSync(join(d, 'x.chunk.cjs'), text);
  return d;
}

const caches = (cache: string) => (existsSync(cache) ? readdirSync(cache).sort() : []);

test("names: chunk, folder, Node, size and mtime; stale ones are only this copy's", () => {
  const id = { name: 'a.chunk.cjs', dir: '/x/plugins/one', size: 123, mtimeMs: 1700000000123.9 };
  const name = cacheFileName(id, 'full', 'v20.1.0', 'x64');
  assert.match(name, /^a\.chunk\.cjs\.[0-9a-f]{8}\.v20\.1\.0-x64-123-1700000000123\.full\.v8cache$/);
  assert.is.not(cacheFileName(id, 'partial', 'v20.1.0', 'x64'), name);
  assert.ok(name.startsWith(cachePrefix(id)));
  assert.is.not(
    cachePrefix({ name: 'a.chunk.cjs', dir: '/x/plugins/two' }),
    cachePrefix(id),
    'two copies of one chunk never share a prefix',
  );
  assert.is.not(cacheFileName({ ...id, size: 124 }, 'full', 'v20.1.0', 'x64'), name);
  assert.is.not(cacheFileName(id, 'full', 'v22.0.0', 'x64'), name);
  const p = cachePrefix(id);
  const other = cachePrefix({ name: 'a.chunk.cjs', dir: '/elsewhere' });
  assert.equal(
    staleCaches(
      [`${p}old.v8cache`, name, `${other}v.v8cache`, `${p}old.v8cache.77.tmp`, 'b.chunk.cjs.x.v8cache'],
      p,
      name,
    ),
    [`${p}old.v8cache`],
  );
});

test("which cache: none without a folder, Node's own from 22.8 on, the hand-written one before or when asked", () => {
  const table: [string, boolean][] = [
    ['20.17.0', false],
    ['20.20.2', false],
    ['22.0.0', false],
    ['22.7.9', false],
    ['22.8.0', true],
    ['22.23.5', true],
    ['23.0.0', true],
    ['24.22.3', true],
    ['26.12.1', true],
    ['100.0.0', true],
  ];
  for (const [version, want] of table) assert.is(nodeHasCompileCache(version), want, version);
  const kinds: [Parameters<typeof cacheKind>, ReturnType<typeof cacheKind>][] = [
    [[undefined, '24.0.0', undefined], 'none'],
    [[undefined, '20.0.0', 'v8'], 'none'],
    [['/h/cache/code', '20.20.2', undefined], 'v8'],
    // The hand-written cache by default on every Node: it holds the functions a fire ran, and the
    // full fire was faster with it on Node 22, 24 and 26 (docs/refocus.md).
    [['/h/cache/code', '22.8.0', undefined], 'v8'],
    [['/h/cache/code', '24.0.0', 'on'], 'v8'],
    [['/h/cache/code', '24.0.0', 'v8'], 'v8'],
    [['/h/cache/code', '24.0.0', ' V8 '], 'v8'],
    [['/h/cache/code', '24.0.0', 'node'], 'node'],
    [['/h/cache/code', '22.8.0', ' Node '], 'node'],
    [['/h/cache/code', '20.20.2', 'node'], 'v8'],
    [['/h/cache/code', '22.7.9', 'node'], 'v8'],
  ];
  for (const [args, want] of kinds) assert.is(cacheKind(...args), want, JSON.stringify(args));
});

test('saveDecision: a partial cache is replaced once by a full run, never otherwise', () => {
  const table: [Parameters<typeof saveDecision>, CacheTier | undefined][] = [
    [[undefined, false, false], 'partial'],
    [[undefined, false, true], 'full'],
    [['partial', false, false], 'partial'], // rejected by V8: rewritten
    [['full', false, true], 'full'],
    [['full', false, false], 'partial'],
    [['partial', true, false], undefined],
    [['partial', true, true], 'full'],
    [['full', true, true], undefined],
    [['full', true, false], undefined],
  ];
  for (const [args, want] of table) assert.is(saveDecision(...args), want, JSON.stringify(args));
});

test('first load compiles and saves (0700 folder, 0600 file); the next starts from the cache', () => {
  const chunkDir = chunkIn('first');
  const cache = join(dir, 'home-first', 'cache', 'code');
  const a = load(chunkDir, cache);
  assert.is(a.code, 0, a.stderr);
  assert.equal(a.reply!.loads, { fromCache: 0, compiled: 1, plain: 0, builtin: 0 });
  assert.equal(
    [a.reply!.answer, a.reply!.filename, a.reply!.dirname, a.reply!.strict, a.reply!.sep],
    [42, join(chunkDir, 'x.chunk.cjs'), chunkDir, true, '/'],
  );
  const files = caches(cache);
  assert.is(files.length, 1);
  assert.is(statSync(cache).mode & 0o777, 0o700);
  assert.is(statSync(join(cache, files[0]!)).mode & 0o777, 0o600);
  const b = load(chunkDir, cache);
  assert.equal(b.reply!.loads, { fromCache: 1, compiled: 0, plain: 0, builtin: 0 });
  assert.is(b.reply!.answer, 42);
  assert.equal(caches(cache), files, 'a used cache is not rewritten');
});

test('a partial cache (a short first run) is upgraded once by a full run, then left alone', () => {
  const chunkDir = chunkIn('tiers');
  const cache = join(dir, 'home-tiers');
  load(chunkDir, cache);
  assert.match(caches(cache).join(), /\.partial\.v8cache$/);
  assert.equal(load(chunkDir, cache).reply!.loads, { fromCache: 1, compiled: 0, plain: 0, builtin: 0 });
  assert.match(caches(cache).join(), /\.partial\.v8cache$/, 'a short run keeps the partial cache as it is');
  assert.equal(load(chunkDir, cache, { CHUNK_FULL: '1' }).reply!.loads, {
    fromCache: 1,
    compiled: 0,
    plain: 0,
    builtin: 0,
  });
  const full = caches(cache);
  assert.is(full.length, 1, 'the partial cache is replaced');
  assert.match(full[0]!, /\.full\.v8cache$/);
  const stamp = statSync(join(cache, full[0]!)).mtimeMs;
  load(chunkDir, cache, { CHUNK_FULL: '1' });
  load(chunkDir, cache);
  assert.equal(caches(cache), full);
  assert.is(statSync(join(cache, full[0]!)).mtimeMs, stamp, 'a full cache is not rewritten');
});

test('a corrupt cache is rejected by V8, the chunk still loads, and a good cache replaces it', () => {
  const chunkDir = chunkIn('corrupt');
  const cache = join(dir, 'home-corrupt');
  load(chunkDir, cache);
  const [file] = caches(cache);
  writeFileSync(join(cache, file!), Buffer.from('not a code cache at all'));
  const a = load(chunkDir, cache);
  assert.is(a.reply!.answer, 42);
  assert.equal(a.reply!.loads, { fromCache: 0, compiled: 1, plain: 0, builtin: 0 });
  assert.equal(load(chunkDir, cache).reply!.loads, { fromCache: 1, compiled: 0, plain: 0, builtin: 0 });
});

test("a changed chunk gets a new cache and drops its old one; another copy's cache stays", () => {
  const one = chunkIn('copy-one');
  const two = chunkIn('copy-two');
  const cache = join(dir, 'home-copies');
  load(one, cache);
  load(two, cache);
  const before = caches(cache);
  assert.is(before.length, 2, 'one cache per copy');
  appendFileSync(join(one, 'x.chunk.cjs'), '// rebuilt\n');
  const a = load(one, cache);
  assert.equal(a.reply!.loads, { fromCache: 0, compiled: 1, plain: 0, builtin: 0 });
  const after = caches(cache);
  assert.is(after.length, 2);
  const twoPrefix = cachePrefix({ name: 'x.chunk.cjs', dir: two });
  assert.equal(
    after.filter((f) => f.startsWith(twoPrefix)),
    before.filter((f) => f.startsWith(twoPrefix)),
  );
  assert.equal(
    load(two, cache).reply!.loads,
    { fromCache: 1, compiled: 0, plain: 0, builtin: 0 },
    'the other copy still starts from its cache',
  );
});

test('no cache folder set, or one that cannot be made: the chunk loads all the same', () => {
  const chunkDir = chunkIn('nocache');
  const none = load(chunkDir, '-');
  assert.equal(none.reply!.loads, { fromCache: 0, compiled: 0, plain: 1, builtin: 0 });
  assert.is(none.reply!.answer, 42);
  const blocker = join(dir, 'a-file');
  writeFileSync(blocker, '');
  const blocked = load(chunkDir, join(blocker, 'cache'));
  assert.is(blocked.code, 0, blocked.stderr);
  assert.is(blocked.reply!.answer, 42);
});

test("a chunk loads once per process, also through another bundle's copy of the loader", () => {
  const chunkDir = chunkIn('once');
  const runs = join(dir, 'once-runs');
  const r = load(chunkDir, join(dir, 'home-once'), { CHUNK_RUNS: runs });
  assert.is(r.code, 0, r.stderr);
  assert.is(r.reply!.again, true, 'a second load gives the same exports');
  assert.is(r.reply!.otherCopy, true, 'so does a load through a second copy of the module');
  assert.is(readFileSync(runs, 'utf8'), 'x', "the chunk's code ran once");
  assert.equal(r.reply!.loads, { fromCache: 0, compiled: 1, plain: 0, builtin: 0 });
});

test('a file that is not a wrapped chunk is refused with a clear error (hand-written cache), and the chunk folder is named', () => {
  const plainModule = chunkIn('unwrapped', 'exports.answer = () => 42;\n');
  const r = load(plainModule, join(dir, 'home-unwrapped'));
  assert.is.not(r.code, 0);
  assert.match(r.stderr, /x\.chunk\.cjs is not a chunk file/);
  const missing = load(join(dir, 'no-such-folder'), join(dir, 'home-missing'));
  assert.is.not(missing.code, 0);
  assert.match(missing.stderr, /ENOENT.*no-such-folder\/x\.chunk\.cjs/);
});

test('a chunk whose own code throws fails like a require, and runs once', () => {
  const chunkDir = chunkIn('throws');
  const runs = join(dir, 'throws-runs');
  const r = load(chunkDir, join(dir, 'home-throws'), { CHUNK_THROW: '1', CHUNK_RUNS: runs });
  assert.is.not(r.code, 0);
  assert.match(r.stderr, /chunk init failed/);
  assert.is(readFileSync(runs, 'utf8'), 'x');
});

const builtin = nodeHasCompileCache(process.versions.node);
const onNode = (name: string, fn: () => void) =>
  builtin ? test(name, fn) : test.skip(`${name} (Node ${process.versions.node} has no compile cache of its own)`, fn);

/** Every folder and file under `root`, with its mode. */
function modes(root: string): { path: string; dir: boolean; mode: number }[] {
  const out: { path: string; dir: boolean; mode: number }[] = [];
  const walk = (p: string) => {
    const st = statSync(p);
    out.push({ path: p, dir: st.isDirectory(), mode: st.mode & 0o777 });
    if (st.isDirectory()) for (const n of readdirSync(p)) walk(join(p, n));
  };
  walk(root);
  return out;
}

onNode("Node's own compile cache: the chunk is required with it on, in folders 0700 and files 0600", () => {
  const chunkDir = chunkIn('builtin');
  const cache = join(dir, 'home-builtin', 'cache', 'code');
  for (let run = 0; run < 2; run++) {
    const r = load(chunkDir, cache, { OPENRIG_CODE_CACHE: 'node' });
    assert.is(r.code, 0, r.stderr);
    assert.is(r.stderr, '');
    assert.equal(r.reply!.loads, { fromCache: 0, compiled: 0, plain: 0, builtin: 1 });
    assert.equal(
      [r.reply!.answer, r.reply!.filename, r.reply!.dirname, r.reply!.strict, r.reply!.again, r.reply!.otherCopy],
      [42, join(chunkDir, 'x.chunk.cjs'), chunkDir, true, true, true],
    );
  }
  const all = modes(cache);
  assert.ok(
    all.some((e) => !e.dir),
    'Node wrote a cache file',
  );
  for (const e of all) assert.is(e.mode, e.dir ? 0o700 : 0o600, e.path);
});

onNode("Node's own compile cache, corrupt: the chunk still loads, once", () => {
  const chunkDir = chunkIn('builtin-corrupt');
  const cache = join(dir, 'home-builtin-corrupt');
  load(chunkDir, cache, { OPENRIG_CODE_CACHE: 'node' });
  const files = modes(cache).filter((e) => !e.dir);
  assert.ok(files.length > 0);
  for (const f of files) writeFileSync(f.path, Buffer.from('not a compile cache'));
  const runs = join(dir, 'builtin-corrupt-runs');
  const r = load(chunkDir, cache, { OPENRIG_CODE_CACHE: 'node', CHUNK_RUNS: runs });
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stderr, '');
  assert.is(r.reply!.answer, 42);
  assert.is(readFileSync(runs, 'utf8'), 'x');
});

test.run();
