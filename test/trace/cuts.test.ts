import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lightCut, sectionCut, oneLine, formatG, LIGHT_CUT_NOTICE, sectionCutNotice } from '../../lib/trace/cuts.js';

test('lightCut keeps a short body whole and cuts a long one at the last newline before 800', () => {
  assert.is(lightCut('short'), 'short');
  const exact = 'x'.repeat(800);
  assert.is(lightCut(exact), exact, 'exactly 800 is not cut');
  const lines = Array.from({ length: 40 }, (_, i) => `line ${String(i).padStart(2, '0')} ${'y'.repeat(20)}`).join('\n');
  const cut = lightCut(lines);
  assert.ok(cut.endsWith(`\n${LIGHT_CUT_NOTICE}`));
  const kept = cut.slice(0, -LIGHT_CUT_NOTICE.length - 1);
  assert.ok(kept.length <= 800, `kept ${kept.length}`);
  assert.ok(lines.startsWith(kept));
  assert.ok(lines[kept.length] === '\n', 'cut lands on a line end');
});

test('lightCut without a newline cuts at 800 and never splits a surrogate pair', () => {
  const text = 'a'.repeat(799) + '😀' + 'b'.repeat(50);
  const cut = lightCut(text);
  assert.is(cut, 'a'.repeat(799) + `\n${LIGHT_CUT_NOTICE}`);
});

test('sectionCut cuts at about 1500 and points to --depth full', () => {
  const body = Array.from({ length: 100 }, (_, i) => `row ${i} ${'z'.repeat(30)}`).join('\n');
  const cut = sectionCut(body);
  assert.ok(cut.endsWith(sectionCutNotice(1500)));
  assert.ok(cut.includes('--depth full'));
  assert.ok(cut.length < 1500 + 100);
  assert.is(sectionCut('small'), 'small');
});

test('oneLine collapses whitespace and bounds to 160 with an ellipsis', () => {
  assert.equal(oneLine('a\n  b\tc'), { text: 'a b c', shortened: false });
  const long = oneLine('w '.repeat(200));
  assert.ok(long.shortened);
  assert.ok(long.text.length <= 160);
  assert.ok(long.text.endsWith('…'));
  assert.equal(oneLine('x'.repeat(160)), { text: 'x'.repeat(160), shortened: false });
});

test('formatG prints numbers like %g', () => {
  for (const [n, s] of [
    [14, '14'],
    [0.5, '0.5'],
    [20.25, '20.25'],
    [1 / 3, '0.333333'],
    [1234567, '1234570'],
  ] as const) {
    assert.is(formatG(n), s);
  }
});

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// The first and last high surrogates (U+10000, U+10FFFD) and one in between.
for (const emoji of ['\u{10000}', '😀', '\u{10FFFD}'])
  test(`a cut never splits a surrogate pair (${emoji.codePointAt(0)!.toString(16)}): the pair goes whole or not at all`, () => {
    // [label, result, expected text before any notice or ellipsis]
    const limit = 20;
    const split = 'a'.repeat(limit - 1) + emoji + 'b'.repeat(40); // the pair straddles the cut
    const whole = 'a'.repeat(limit - 2) + emoji + 'b'.repeat(40); // the pair ends at the cut
    const rows: [string, string, string][] = [
      ['lightCut, straddling', lightCut(split, limit), 'a'.repeat(limit - 1)],
      ['lightCut, ending at the cut', lightCut(whole, limit), 'a'.repeat(limit - 2) + emoji],
      ['sectionCut, straddling', sectionCut(split, limit), 'a'.repeat(limit - 1)],
      ['oneLine, straddling', oneLine('a'.repeat(limit - 2) + emoji + 'xyz', limit).text, 'a'.repeat(limit - 2)],
      [
        'oneLine, ending before the cut',
        oneLine('a'.repeat(limit - 3) + emoji + 'xyz', limit).text,
        'a'.repeat(limit - 3) + emoji,
      ],
    ];
    for (const [label, got, head] of rows) {
      assert.not.ok(loneSurrogate.test(got), `${label}: a lone surrogate in ${JSON.stringify(got)}`);
      assert.ok(got.startsWith(head), `${label}: ${JSON.stringify(got)}`);
      assert.not.ok(got.startsWith(head + emoji) && !head.endsWith(emoji), `${label}: kept a pair past the cut`);
    }
  });

test.run();
