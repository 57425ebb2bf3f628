// fitCell (lib/cli/watch/cell.ts): every cell of rig watch takes exactly its columns, wide
// characters counted as two and never split, control characters escaped before they are measured.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { columns, fitCell } from '../../lib/cli/watch/cell.js';

const cases: Array<[string, string, number, string]> = [
  ['short: padded', 'ab', 4, 'ab  '],
  ['exact', 'abcd', 4, 'abcd'],
  ['long: cut with …', 'abcdef', 4, 'abc…'],
  ['wide characters count two', '古古古', 4, '古… '],
  ['a wide character is not split', 'a古b', 2, 'a…'],
  ['an emoji is one grapheme of two columns', '👍🏽x', 3, '👍🏽x'],
  ['a control character is escaped, then measured', 'a\x1b[2Jb', 20, 'a\\x1b[2Jb' + ' '.repeat(11)],
  ['zero width', 'abc', 0, ''],
  ['width one: only the ellipsis', 'abc', 1, '…'],
];

test('fitCell: exactly the width, cut and escaped', () => {
  for (const [name, text, width, want] of cases) {
    const got = fitCell(text, width);
    assert.is(got, want, name);
    assert.is(columns(got), width, `${name}: ${columns(got)} columns`);
  }
});

test.run();
