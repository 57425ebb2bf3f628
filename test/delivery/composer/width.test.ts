// Cell widths as a terminal draws them: controls none, combining marks none, East Asian wide and
// emoji two, everything else one. Edges of every range the table has are rows here.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { charWidth, textWidth } from '../../../lib/delivery/composer/width.js';

// [code point, cells]
const EDGES: [number, 0 | 1 | 2][] = [
  [0x00, 0],
  [0x1f, 0],
  [0x20, 1],
  [0x41, 1],
  [0x7e, 1],
  [0x7f, 0],
  [0x9f, 0],
  [0xa0, 1],
  [0xff, 1],
  [0x2ff, 1],
  [0x300, 0],
  [0x36f, 0],
  [0x370, 1],
  [0x200a, 1],
  [0x200b, 0],
  [0x200f, 0],
  [0x2010, 1],
  [0xfeff, 0],
  [0xe0000, 0],
  [0xe007f, 0],
  [0x10ff, 1],
  [0x1100, 2],
  [0x115f, 2],
  [0x1160, 1],
  [0x4dbf, 2],
  [0x4dc0, 1],
  [0x4e00, 2],
  [0x9fff, 2],
  [0xa000, 2],
  [0xac00, 2],
  [0xd7a3, 2],
  [0xd7a4, 1],
  [0xff00, 2],
  [0xff60, 2],
  [0xff61, 1],
  [0x1f600, 2],
  [0x1f3fb, 0],
  [0x1f3ff, 0],
  [0x20000, 2],
  [0x2fffd, 2],
  [0x2fffe, 1],
];

test('charWidth at the edges of its ranges', () => {
  for (const [cp, w] of EDGES) assert.is(charWidth(cp), w, `U+${cp.toString(16).padStart(4, '0')}`);
});

test('textWidth adds cells per code point (a surrogate pair is one)', () => {
  const rows: [string, number][] = [
    ['', 0],
    ['abc', 3],
    ['日本', 4],
    ['a\u0301', 1],
    ['😀x', 3],
    ['\x1b[0m', 3],
    ['❯\u00a0hi', 4],
  ];
  for (const [text, w] of rows) assert.is(textWidth(text), w, JSON.stringify(text));
});

test.run();
