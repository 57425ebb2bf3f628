// The scripted composer's wrap (lib/demo/composer-screen.ts layoutInput) as a table: words wrap as the
// real clients wrap them, a space on the wrap edge never starts a row, only a word longer than a
// row is cut, and every layout reads back as its text under the ownership rule the delivery
// uses on real clients (rowsMatchText, with no slack: the scripted wrap width is exact).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { layoutInput } from '../../lib/demo/composer-screen.js';
import type { Token } from '../../lib/demo/composer-state.js';
import { rowsMatchText } from '../../lib/delivery/composer/ownership.js';

const tokens = (text: string): Token[] => [...text].map((ch) => ({ text: ch }));
const lay = (text: string, cols: number, cursor = [...text].length) => layoutInput(tokens(text), cursor, cols, false);
/** Rows as the reader sees them: trailing blanks gone except on the caret's (last) row. */
const seen = (rows: string[]) => rows.map((r, i) => (i === rows.length - 1 ? r : r.trimEnd()));

test('wrap: words move down whole, the break space stays behind, long words are cut at the edge', () => {
  const rows: [string, number, string[]][] = [
    ['abcdefgh ijkl', 10, ['abcdefgh', 'ijkl']],
    // The space on the wrap edge: just past a full row, and on its last cell.
    ['abcdefghij klm', 10, ['abcdefghij', 'klm']],
    ['abcdefghi jklm', 10, ['abcdefghi', 'jklm']],
    // A row filled to the edge puts the caret on the row below, as the clients do.
    ['one two three four', 10, ['one two', 'three four', '']],
    ['ab cdefghijklmnop', 10, ['ab cdefghi', 'jklmnop']],
    ['abcdefghijklmnopqrstu', 10, ['abcdefghij', 'klmnopqrst', 'u']],
    ['fits here', 10, ['fits here']],
    ['a\nb c', 10, ['a', 'b c']],
    ['漢字漢字漢 字', 10, ['漢字漢字漢', '字']],
    ['漢字漢字 漢字', 10, ['漢字漢字', '漢字']],
  ];
  for (const [text, cols, want] of rows) {
    const { rows: got } = lay(text, cols);
    assert.equal(seen(got), want, JSON.stringify(text));
    for (const r of got.slice(1))
      assert.not.ok(r.startsWith(' '), `${JSON.stringify(text)}: a row starts with a space`);
    assert.ok(rowsMatchText(seen(got), text, cols), `${JSON.stringify(text)} reads back exactly`);
  }
});

test('wrap: the caret at the end of a full row, on a break space and inside a moved word', () => {
  const rows: [string, number, number | undefined, string[], { row: number; col: number }][] = [
    ['abcdefghij', 10, undefined, ['abcdefghij', ''], { row: 1, col: 0 }],
    ['abcdefghij ', 10, undefined, ['abcdefghij', ''], { row: 1, col: 0 }],
    ['abcdefghij klm', 10, 10, ['abcdefghij', 'klm'], { row: 1, col: 0 }],
    ['abcdefghij klm', 10, 12, ['abcdefghij', 'klm'], { row: 1, col: 1 }],
    ['abcdefgh ijkl', 10, 9, ['abcdefgh', 'ijkl'], { row: 1, col: 0 }],
    ['abcdefgh ijkl', 10, 8, ['abcdefgh', 'ijkl'], { row: 0, col: 8 }],
    ['short', 10, undefined, ['short'], { row: 0, col: 5 }],
  ];
  for (const [text, cols, cursor, want, cur] of rows) {
    const out = lay(text, cols, cursor);
    assert.equal(seen(out.rows), want, `${JSON.stringify(text)} at ${cursor}`);
    assert.equal(out.cur, cur, `${JSON.stringify(text)} caret at ${cursor}`);
  }
});

test('wrap: a collapsed paste label is laid out as its label', () => {
  const { rows } = layoutInput([{ text: 'x\n'.repeat(40), label: '[Pasted text #1 +40 lines]' }], 1, 78, false);
  assert.equal(rows, ['[Pasted text #1 +40 lines]']);
});

test.run();
