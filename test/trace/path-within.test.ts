// pathWithin: where a trace node lies under its root, by string comparison of absolute normalized
// paths — the same answer as path.relative for such paths, without its character-by-character work.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isAbsolute, relative, sep } from 'node:path';
import { pathWithin } from '../../lib/trace/ascent.js';

/** The rule it replaces: inside when path.relative gives neither an absolute path nor a way up. */
function byRelative(root: string, path: string): string | undefined {
  const rel = relative(root, path);
  return isAbsolute(rel) || rel === '..' || rel.startsWith(`..${sep}`) ? undefined : rel;
}

test('pathWithin agrees with path.relative on absolute normalized paths', () => {
  const cases: [string, string][] = [
    ['/r', '/r'],
    ['/r', '/r/a'],
    ['/r', '/r/a/b'],
    ['/r', '/ra'],
    ['/r', '/r-a/b'],
    ['/r', '/'],
    ['/r/a', '/r'],
    ['/', '/'],
    ['/', '/a/b'],
    ['/tmp/openrig-bench-refocus-Ab/topology', '/tmp/openrig-bench-refocus-Ab/topology/rigs/core/seats/dev'],
    ['/tmp/openrig-bench-refocus-Ab/topology', '/tmp/openrig-bench-refocus-Ab/topology-old/rigs'],
    ['/x y/z', '/x y/z/w v'],
  ];
  for (const [root, path] of cases) assert.is(pathWithin(root, path), byRelative(root, path), `${root} ∋ ${path}`);
});

test.run();
