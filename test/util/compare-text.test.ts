// compareText: the code-unit order every listing sorts by.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compareText } from '../../lib/util/compare-text.js';

test('before, equal, after; code units, not the locale (upper case before lower, ASCII before é)', () => {
  const rows: [string, string, number][] = [
    ['a', 'b', -1],
    ['b', 'a', 1],
    ['a', 'a', 0],
    ['', 'a', -1],
    ['ab', 'a', 1],
    ['Z', 'a', -1],
    ['z', 'é', -1],
    ['2026-12-05T10-00-00-000Z', '2026-12-05T10-00-00-000Z-1', -1],
  ];
  for (const [a, b, want] of rows) assert.is(Math.sign(compareText(a, b)), want, `${a} vs ${b}`);
  assert.equal(['b', 'B', 'a', 'é'].sort(compareText), ['B', 'a', 'b', 'é']);
});

test.run();
