// screenDiff (lib/cli/watch/screen-diff.ts): only the lines that changed are written, each at its
// row, in one synchronized write; nothing at all when nothing changed; a new size redraws all.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { screenDiff } from '../../lib/cli/watch/screen-diff.js';

const rowsWritten = (out: string) => [...out.matchAll(/\x1b\[(\d+);1H/g)].map((m) => Number(m[1]));

test('first frame: cleared and every line written', () => {
  const out = screenDiff(null, ['a', 'b', 'c']);
  assert.ok(out.startsWith('\x1b[?2026h\x1b[2J'));
  assert.ok(out.endsWith('\x1b[?2026l'));
  assert.equal(rowsWritten(out), [1, 2, 3]);
});

test('one changed line: only that row, no clear', () => {
  const out = screenDiff(['a', 'b', 'c'], ['a', 'B', 'c']);
  assert.equal(rowsWritten(out), [2]);
  assert.not.match(out, /\x1b\[2J/);
  assert.match(out, /\x1b\[2;1H\x1b\[0mB/);
});

test('nothing changed: nothing written', () => {
  assert.is(screenDiff(['a', 'b'], ['a', 'b']), '');
});

test('a resize (another line count): a full redraw', () => {
  const out = screenDiff(['a', 'b'], ['a', 'b', 'c']);
  assert.match(out, /\x1b\[2J/);
  assert.equal(rowsWritten(out), [1, 2, 3]);
});

test.run();
