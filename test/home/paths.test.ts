// Home paths are built by string concatenation under an absolute root (childPaths): the same
// strings path.join gives, for every root shape, without re-normalizing each one.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { childPaths, homePaths } from '../../lib/home/paths.js';

const ROOTS = [
  '/',
  '/a',
  '/a/',
  '/a//b/',
  '/a/./b',
  '/a/b/..',
  '/tmp/x y',
  '/tmp/openrig-bench-refocus-AbC123/home',
  'rel/dir',
  './rel',
  '.',
  'rel/../x/',
];
const PARTS: string[][] = [
  ['config.json'],
  ['queue', 'rows'],
  ['queue', 'index', 'manifest.json'],
  ['run', 'daemon.sock'],
  ['cache', 'code'],
];

test('childPaths(root)(...parts) equals path.join(root, ...parts) for every root shape', () => {
  for (const root of ROOTS) {
    const under = childPaths(root);
    for (const parts of PARTS) assert.is(under(...parts), join(root, ...parts), `${root} + ${parts.join(',')}`);
  }
});

test('homePaths: every path lies under the root as path.join would name it', () => {
  for (const root of ['/home/u/.openrig', '/tmp/h/', 'relative/home']) {
    const p = homePaths(root);
    assert.is(p.root, root);
    assert.is(p.config, join(root, 'config.json'));
    assert.is(p.queueListingManifest, join(root, 'queue', 'index', 'manifest.json'));
    assert.is(p.daemonSocket, join(root, 'run', 'daemon.sock'));
    assert.is(p.run, join(root, 'run'));
    assert.is(p.codeCache, join(root, 'cache', 'code'));
    for (const [key, value] of Object.entries(p)) {
      if (key === 'root') continue;
      assert.ok(value.startsWith(join(root, '/').replace(/\/$/, '')), `${key}: ${value}`);
    }
  }
});

test.run();
