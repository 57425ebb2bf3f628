// Ownership of staged text before Enter: exact rows (wraps, spaces, wide characters), collapsed
// paste labels, and several labels followed by a literal tail.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readComposer } from '../../../lib/delivery/composer/read.js';
import {
  labelsAndTailMatch,
  ownsStagedText,
  pasteLabelMatches,
  rowsMatchText,
  WRAP_SLACK,
} from '../../../lib/delivery/composer/ownership.js';
import type { ComposerReading, ComposerSnapshot } from '../../../lib/delivery/composer/types.js';

const DIR = join(import.meta.dirname, '..', '..', 'fixtures', 'captures');
const NBSP = '\u00a0';

function capture(name: string): ComposerSnapshot {
  const styled = readFileSync(join(DIR, `${name}.styled.txt`), 'utf8');
  const [x, y, width, height] = readFileSync(join(DIR, `${name}.cursor.txt`), 'utf8')
    .trim()
    .split(' ')[0]!
    .split(',')
    .map(Number) as [number, number, number, number];
  return { styled, cursor: { x, y }, size: { width, height }, inMode: false };
}

/** A Claude frame holding `rows`, caret after the last one (width = pane width). */
function claudeReading(rows: string[], width = 40, caret?: { x: number; y: number }): ComposerReading {
  const rule = '─'.repeat(width);
  const lines = ['Ready', rule, `❯${NBSP}${rows[0]}`, ...rows.slice(1).map((r) => `  ${r}`), rule, '  ? for shortcuts'];
  while (lines.length < 24) lines.push('');
  const last = rows[rows.length - 1]!;
  const cursor = caret ?? { x: 2 + [...last].length, y: 1 + rows.length };
  return readComposer(
    { styled: lines.join('\n') + '\n', cursor, size: { width, height: 24 }, inMode: false },
    { runtime: 'claude' },
  );
}

const WRAP_VECTORS: Array<
  [rows: string[], text: string, columns: number | undefined, slack: number, ok: boolean, why: string]
> = [
  [['abcdefgh', 'ijkl'], 'abcdefghijkl', 8, 0, true, 'hard wrap: the row is full'],
  [['abcdefg', 'hijkl'], 'abcdefghijkl', 8, 0, false, 'a break inside a word with room left is an inserted newline'],
  [['one two', 'three'], 'one two three', 8, 0, true, 'word wrap: "three" would not fit, the space is consumed'],
  [['one two', 'three'], 'one  two three', 8, 0, false, 'spaces inside rows must match exactly'],
  [['one two', 'three'], 'one two  three', 8, 0, false, 'a wrap consumes exactly one space'],
  [['one', 'two'], 'one two', 8, 0, false, '"two" would have fitted after "one"'],
  [['one', 'two'], 'one two', 18, WRAP_SLACK.claude, false, "still fits with Claude's slack on a wider pane"],
  [['one', 'two'], 'one\ntwo', 8, 0, true, 'a typed newline'],
  [['one', 'two'], 'one   \ntwo', 8, 0, true, 'spaces before a newline cannot be seen on screen'],
  [['one', '', 'two'], 'one\n\ntwo', 8, 0, true, 'an empty line'],
  [['one two'], 'one two ', 8, 0, false, 'a trailing space the caret did not show'],
  [['one two '], 'one two ', 8, 0, true, 'a trailing space the caret showed'],
  [['中文中文', '中文'], '中文中文中文', 8, 0, true, 'CJK: 4 wide characters fill 8 cells'],
  [['中文中', '文中文'], '中文中文中文', 8, 0, false, 'CJK: another wide character would have fitted'],
  [['中文中', '文中文'], '中文中文中文', 7, 0, true, 'CJK: 6 cells used, the next needs 2 of the 1 left'],
  [['abcdefgh', ''], 'abcdefgh', 8, 0, true, 'the text filled the row; the caret sits on the next one'],
  [['abcdefgh', ''], 'abcdefgh', 9, 0, false, 'the row was not full'],
  [['abcdefgh', 'ijkl'], 'abcdefghijkl', undefined, 0, false, 'without the input width a soft wrap cannot be proven'],
  [['abc'], 'abc', undefined, 0, true, 'one row needs no width'],
  [['abc'], 'abcd', 8, 0, false, 'the whole text must be shown'],
];

for (const [rows, text, columns, slack, ok, why] of WRAP_VECTORS) {
  test(`rows ${JSON.stringify(rows)} vs ${JSON.stringify(text)} (columns ${columns}, slack ${slack}) → ${ok} (${why})`, () => {
    assert.is(rowsMatchText(rows, text, columns, slack), ok);
  });
}

test("real Claude Code word wrap (cc-k1 prompt rows) is accepted at the pane's input width", () => {
  // Rows 11-24 of cc-k1-busy are a submitted prompt rendered exactly as the composer had it.
  const plain = readFileSync(join(DIR, 'cc-k1-busy.plain.txt'), 'utf8').split('\n');
  const rows = plain.slice(11, 25).map((r) => r.slice(2));
  const text = rows.join(' ');
  assert.ok(rows.length === 14 && text.startsWith('long text'));
  assert.ok(rowsMatchText(rows, text, 118, WRAP_SLACK.claude));
  assert.ok(rowsMatchText(rows, text, 118, 0));
  assert.is(rowsMatchText(rows, text, 113, WRAP_SLACK.claude), false, 'rows wider than the input cannot be');
  assert.is(
    rowsMatchText(rows, text, 124, WRAP_SLACK.claude),
    false,
    'on a wider pane the next word would have fitted',
  );
  const edited = [...rows];
  edited[3] = edited[3]!.replace(/ text$/, '');
  assert.is(rowsMatchText(edited, text, 118, WRAP_SLACK.claude), false);
});

test('ownsStagedText: the full text, caret at its end, in a draft', () => {
  const text = 'please review the change';
  const r = claudeReading([text]);
  assert.ok(ownsStagedText(r, text));
  assert.ok(ownsStagedText(r, text, { emptyFrame: claudeReading(['']).frame! }));
  assert.is(ownsStagedText(r, text, { emptyFrame: claudeReading([''], 50).frame! }), false, 'another composer');
  assert.is(ownsStagedText(claudeReading([`${text} and more`]), text), false, 'a human edit after the paste');
  assert.is(ownsStagedText(claudeReading([text], 40, { x: 4, y: 2 }), text), false, 'caret moved away from the end');
  assert.is(ownsStagedText(claudeReading(['']), ''), false, 'nothing staged owns nothing');
  assert.is(ownsStagedText({ ...r, state: 'unknown' }, text), false);
  // CRLF in the source is compared as LF.
  const two = claudeReading(['first', 'second']);
  assert.ok(ownsStagedText(two, 'first\r\nsecond'));
  // Authored trailing spaces: shown by the caret, so they must be in the text.
  const trailing = claudeReading(['hello'], 40, { x: 9, y: 2 });
  assert.ok(ownsStagedText(trailing, 'hello  '));
  assert.is(ownsStagedText(trailing, 'hello'), false);
});

test('ownsStagedText on a real wrapped Codex draft and on hand-built readings without a width', () => {
  const r = readComposer(capture('cx-c3-bracketed-paste-3lines'));
  assert.ok(ownsStagedText(r, 'short1\nshort2\nshort3'));
  assert.is(ownsStagedText(r, 'short1 short2 short3'), false);
  const handMade: ComposerReading = {
    state: 'draft',
    reason: 'typed_text',
    runtime: 'codex',
    rows: ['abcdefgh', 'ijkl'],
    suggestion: null,
    pasteLabels: [],
    collapsedPaste: false,
    frame: null,
    numbered: false,
    cursorAtEnd: true,
  };
  assert.is(ownsStagedText(handMade, 'abcdefghijkl'), false, 'no width: only typed newlines separate rows');
  assert.ok(ownsStagedText({ ...handMade, columns: 8 }, 'abcdefghijkl'));
});

test('paste labels: Claude counts newlines, Codex characters', () => {
  const forty = Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n');
  assert.ok(pasteLabelMatches('[Pasted text #1 +39 lines]', forty, 'claude'));
  assert.is(pasteLabelMatches('[Pasted text #1 +40 lines]', forty, 'claude'), false);
  assert.ok(
    pasteLabelMatches('[Pasted text #1 +39 lines]', forty.replace(/\n/g, '\r\n'), 'claude'),
    'CRLF counts once',
  );
  assert.ok(pasteLabelMatches('[Pasted text #3]', 'x'.repeat(1500), 'claude'));
  assert.is(pasteLabelMatches('[Pasted text #3]', 'x\ny', 'claude'), false);
  assert.ok(pasteLabelMatches('[Pasted Content 2159 chars]', 'y'.repeat(2159), 'codex'));
  assert.is(pasteLabelMatches('[Pasted Content 2159 chars]', 'y'.repeat(2158), 'codex'), false);
  assert.ok(pasteLabelMatches('[Pasted Content 3 chars]', '中文字', 'codex'), 'characters, not bytes or cells');
  assert.is(pasteLabelMatches('[Pasted Content 2159 chars]', 'y'.repeat(2159), 'claude'), false, 'wrong runtime');
  assert.is(pasteLabelMatches('[Pasted text #1 +39 lines] extra', forty, 'claude'), false);
  assert.is(pasteLabelMatches('Pasted text', forty, 'claude'), false);
});

test('a collapsed label is owned when its count matches and it is the label seen after our paste', () => {
  const forty = Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n');
  const cc = readComposer(capture('cc-c-bracketed-paste-40lines'));
  assert.ok(ownsStagedText(cc, forty));
  assert.ok(ownsStagedText(cc, forty, { labelsSeenAfterPaste: ['[Pasted text #1 +39 lines]'] }));
  assert.is(
    ownsStagedText(cc, forty, { labelsSeenAfterPaste: ['[Pasted text #2 +39 lines]'] }),
    false,
    'a replacement label',
  );
  assert.is(ownsStagedText(cc, `${forty}\nmore`), false);
  const cx = readComposer(capture('cx-c-bracketed-paste-40lines'));
  assert.ok(ownsStagedText(cx, 'z'.repeat(2159)));
  assert.is(ownsStagedText(cx, 'z'.repeat(2000)), false);
  // A label next to typed text is not a collapsed paste.
  const mixed = readComposer(capture('cc-c5-after-one-escape'));
  assert.is(mixed.collapsedPaste, false);
  assert.is(ownsStagedText(mixed, 'short1\nshort2' + 'x'.repeat(1500)), false);
});

test("several labels plus a literal tail: the tail and the labels' combined count must account for the text", () => {
  const hidden = ['first hidden line', 'second hidden line', 'third hidden line', 'fourth hidden line'].join('\n');
  const tail = 'the literal tail of this message is long enough to identify it, ninety characters in all..';
  assert.is(tail.length, 90);
  const text = `${hidden}\n${tail}`;
  const rows = ['[Pasted text #4 +2 lines]', '[Pasted text #5 +2 lines]', tail.slice(0, 38), tail.slice(38)];
  assert.ok(labelsAndTailMatch(rows, text, 'claude'));
  const r = claudeReading(rows, 60);
  assert.is(r.state, 'draft');
  assert.equal(r.pasteLabels, ['[Pasted text #4 +2 lines]', '[Pasted text #5 +2 lines]']);
  assert.ok(ownsStagedText(r, text));
  // A human edit appended after the paste.
  const edited = claudeReading([...rows.slice(0, 3), `${tail.slice(38)} human edit`], 60);
  assert.is(ownsStagedText(edited, text), false);
  // Labels whose counts do not add up to the hidden part.
  assert.is(
    labelsAndTailMatch(['[Pasted text #4 +2 lines]', '[Pasted text #5 +3 lines]', tail], text, 'claude'),
    false,
  );
  // A tail too short to identify the text.
  const short = `${hidden}\nshort tail`;
  assert.is(
    labelsAndTailMatch(['[Pasted text #4 +2 lines]', '[Pasted text #5 +2 lines]', 'short tail'], short, 'claude'),
    false,
  );
  // Labels alone prove nothing.
  assert.is(labelsAndTailMatch(['[Pasted text #4 +2 lines]', '[Pasted text #5 +2 lines]'], hidden, 'claude'), false);
  // Typed text before the labels is someone else's.
  assert.is(
    labelsAndTailMatch(['hi [Pasted text #4 +2 lines]', '[Pasted text #5 +2 lines]', tail], text, 'claude'),
    false,
  );
  // With the labels seen after our paste, a replaced label refuses.
  assert.is(ownsStagedText(r, text, { labelsSeenAfterPaste: ['[Pasted text #4 +2 lines]'] }), false);
});

test('a label wrapped across rows is still one label', () => {
  const rows = [
    '[Pasted text #7 +16 lines][Pasted text #8 +15 lines][Pasted text #9 +19',
    'lines][Pasted text #10 +15 lines]and the tail',
  ];
  const reading = claudeReading(rows, 80);
  assert.equal(reading.pasteLabels, [
    '[Pasted text #7 +16 lines]',
    '[Pasted text #8 +15 lines]',
    '[Pasted text #9 +19 lines]',
    '[Pasted text #10 +15 lines]',
  ]);
});

test('real Codex label + literal tail (cx-j3): 1024 hidden characters, then the typed rest', () => {
  const r = readComposer(capture('cx-j3-typed-1500-after-8s'));
  const text = 'long text '.repeat(150);
  assert.ok(ownsStagedText(r, text));
  assert.is(ownsStagedText(r, `x${text}`), false, 'one more hidden character than the label counts');
  assert.is(ownsStagedText(r, text.replace(/long text $/, 'long tent ')), false, 'a changed tail');
});

test.run();
