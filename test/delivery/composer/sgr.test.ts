// SGR parsing for faint text, and the styled screen parser the composer readers stand on.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { applySgr, parseStyledScreen, sgrIsDim, stripEscapes } from '../../../lib/delivery/composer/sgr.js';
import { charWidth, textWidth } from '../../../lib/delivery/composer/width.js';

const DIM_VECTORS: Array<[params: string, dim: boolean, why: string]> = [
  ['2', true, 'faint'],
  ['0;2', true, 'reset then faint (Claude placeholder)'],
  ['2;38;5;245', true, 'faint, then a 256-colour foreground'],
  ['38;5;245;2', true, 'a 256-colour foreground, then faint'],
  ['2;38;2;10;20;30', true, 'faint, then a truecolour foreground with nothing after it'],
  ['38;2;2;2;2', false, 'an RGB value of 2 is not faint'],
  ['38;5;2', false, 'colour 2 is not faint'],
  ['48;5;2', false, 'background colour 2'],
  ['58;5;2', false, 'underline colour 2'],
  ['38;2;0;255;255;2', false, 'a trailing 2 after r;g;b could be the colour-space form: ambiguous, no proof'],
  ['2;38;5;2;22', false, '22 clears faint'],
  ['2;0', false, '0 clears faint'],
  ['2;', false, 'an empty parameter clears faint'],
  ['', false, 'ESC[m resets'],
  ['38:2::2:2:2', false, 'colon form is one parameter'],
  ['2;38:2::2:2:2', true, 'colon form after faint changes nothing'],
  ['2;38;5', false, 'a cut-short extended colour is ambiguous'],
  ['2;38;9;1', false, 'an unknown colour mode is ambiguous'],
  ['1;2', true, 'bold and faint'],
  ['22', false, 'normal intensity'],
];

for (const [params, dim, why] of DIM_VECTORS) {
  test(`SGR ${JSON.stringify(params)} → ${dim ? 'faint' : 'not faint'} (${why})`, () => {
    assert.is(sgrIsDim(params), dim);
  });
}

test('faint persists until cleared; reverse video is tracked separately', () => {
  let s = applySgr({ dim: false, reverse: false }, '2');
  s = applySgr(s, '38;5;244');
  assert.ok(s.dim, 'a colour change keeps faint');
  s = applySgr(s, '7');
  assert.equal(s, { dim: true, reverse: true });
  s = applySgr(s, '27');
  assert.equal(s, { dim: true, reverse: false });
  s = applySgr(s, '22');
  assert.equal(s, { dim: false, reverse: false });
  assert.ok(sgrIsDim('38;5;2', { dim: true, reverse: false }), 'colour operands never clear faint');
});

test('styled screen: attributes carry across line ends, as tmux writes them', () => {
  const rows = parseStyledScreen('a\x1b[2mb\nc\x1b[0md\n');
  assert.is(rows.length, 2, 'a trailing newline adds no row');
  assert.equal(
    rows.map((r) => r.text),
    ['ab', 'cd'],
  );
  assert.equal(
    rows[0]!.cells.map((c) => c.dim),
    [false, true],
  );
  assert.equal(
    rows[1]!.cells.map((c) => c.dim),
    [true, false],
  );
});

test('styled screen: columns count wide characters twice; zero-width marks join their cell', () => {
  const rows = parseStyledScreen('日本x\ne\u0301z\n');
  assert.equal(
    rows[0]!.cells.map((c) => [c.ch, c.col, c.width]),
    [
      ['日', 0, 2],
      ['本', 2, 2],
      ['x', 4, 1],
    ],
  );
  assert.equal(
    rows[1]!.cells.map((c) => [c.ch, c.col]),
    [
      ['e\u0301', 0],
      ['z', 1],
    ],
  );
});

test('styled screen: non-SGR escapes are skipped, SGR with private markers ignored', () => {
  const styled = 'a\x1b]8;;https://x.test\x1b\\link\x1b]8;;\x1b\\b\x1b[?25l\x1b(Bc\x1b[>2m\x1b[1Cd\n';
  const rows = parseStyledScreen(styled);
  assert.is(rows[0]!.text, 'alinkbcd');
  assert.ok(rows[0]!.cells.every((c) => !c.dim));
  assert.is(stripEscapes('\x1b[2mx\x1b[0m\ny'), 'x\ny');
});

test('NBSP after the prompt glyph is one ordinary cell', () => {
  const rows = parseStyledScreen('\x1b[39m❯\u00a0\x1b[7mR\x1b[0;2m\x1b[39m\x1b[49mesend\n');
  const cells = rows[0]!.cells;
  assert.equal(
    cells.slice(0, 4).map((c) => [c.ch, c.col, c.reverse, c.dim]),
    [
      ['❯', 0, false, false],
      ['\u00a0', 1, false, false],
      ['R', 2, true, false],
      ['e', 3, false, true],
    ],
  );
});

test('widths: CJK and emoji take two cells, combining marks none', () => {
  assert.is(textWidth('中文'), 4);
  assert.is(textWidth('한국어'), 6);
  assert.is(textWidth('ｆｕｌｌ'), 8);
  assert.is(textWidth('🙂'), 2);
  assert.is(textWidth('e\u0301'), 1);
  assert.is(textWidth('❯\u00a0›'), 3);
  assert.is(charWidth(0x1b), 0);
});

test.run();
