// readIfPresent (lib/util/read-if-present.ts): nothing at the path (nor a path through a file) is
// undefined, the same on every Node line (Node 22+ answers ENOTDIR from statSync's no-throw form
// with undefined, Node 20 throws it); a file is its text; anything else fails as readFileSync fails.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/home.js';
import { readIfPresent } from '../../lib/util/read-if-present.js';

test('missing or a path through a file: undefined; a file: its text; a folder: the read error', () => {
  const dir = tempDir('openrig-read-if-present-');
  writeFileSync(join(dir, 'a.json'), '{"a":1}\n');
  writeFileSync(join(dir, 'empty'), '');
  mkdirSync(join(dir, 'folder'));
  assert.is(readIfPresent(join(dir, 'missing.json')), undefined);
  assert.is(readIfPresent(join(dir, 'no-folder', 'missing.json')), undefined);
  assert.is(readIfPresent(join(dir, 'a.json')), '{"a":1}\n');
  assert.is(readIfPresent(join(dir, 'empty')), '');
  const code = (fn: () => unknown) => {
    try {
      fn();
      return 'no error';
    } catch (e) {
      return (e as NodeJS.ErrnoException).code;
    }
  };
  assert.is(
    code(() => readIfPresent(join(dir, 'folder'))),
    'EISDIR',
  );
  assert.is(
    code(() => readIfPresent(join(dir, 'a.json', 'below'))),
    'no error',
  );
  assert.is(readIfPresent(join(dir, 'a.json', 'below')), undefined);
});

test.run();
