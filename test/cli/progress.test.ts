// The progress renderer (lib/cli/progress.ts, pure): a live line rewritten in place on a terminal,
// one line per change elsewhere, nothing with --json, cut to the terminal's width.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CLEAR_LINE, fitLine, progressEnd, progressMode, progressUpdate } from '../../lib/cli/progress.js';

test('progressMode (table)', () => {
  const rows: [Parameters<typeof progressMode>[0], string][] = [
    [{ json: false, terminal: true, term: 'xterm-256color' }, 'live'],
    [{ json: false, terminal: true, term: undefined }, 'live'],
    [{ json: false, terminal: true, term: 'dumb' }, 'lines'],
    [{ json: false, terminal: false, term: 'xterm' }, 'lines'],
    [{ json: true, terminal: true, term: 'xterm' }, 'quiet'],
    [{ json: true, terminal: false, term: undefined }, 'quiet'],
  ];
  for (const [o, want] of rows) assert.is(progressMode(o), want, JSON.stringify(o));
});

test('progressUpdate: what each mode writes, and what it remembers as shown (table)', () => {
  const a = { line: 'w@t compaction: prep (3 s)', key: 'w@t compaction: prep' };
  const a2 = { line: 'w@t compaction: prep (4 s)', key: 'w@t compaction: prep' };
  const b = { line: 'w@t compaction: await-idle (0 s)', key: 'w@t compaction: await-idle' };
  const rows: [string, Parameters<typeof progressUpdate>, { write: string; shown: string | undefined }][] = [
    ['live, first', ['live', undefined, a], { write: `${CLEAR_LINE}${a.line}`, shown: a.line }],
    ['live, same line', ['live', a.line, a], { write: '', shown: a.line }],
    ['live, the counter moved', ['live', a.line, a2], { write: `${CLEAR_LINE}${a2.line}`, shown: a2.line }],
    ['lines, first', ['lines', undefined, a], { write: `${a.line}\n`, shown: a.key }],
    ['lines, only the counter moved', ['lines', a.key, a2], { write: '', shown: a.key }],
    ['lines, a new stage', ['lines', a.key, b], { write: `${b.line}\n`, shown: b.key }],
    ['quiet', ['quiet', undefined, a], { write: '', shown: undefined }],
  ];
  for (const [name, args, want] of rows) assert.equal(progressUpdate(...args), want, name);
});

test('a live line never wraps: cut to the width less one column, with an ellipsis', () => {
  assert.is(fitLine('abcdef', 80), 'abcdef');
  assert.is(fitLine('abcdefghijkl', 13), 'abcdefghijkl', 'exactly the room: kept whole');
  assert.is(
    progressUpdate('live', undefined, { line: 'z'.repeat(100), key: 'k' }).write,
    `${CLEAR_LINE}${'z'.repeat(78)}…`,
    '80 columns when the width is not known',
  );
  assert.is(fitLine('abcdefghijklmnop', 12), 'abcdefghij…');
  assert.is([...fitLine('é'.repeat(50), 20)].length, 19);
  assert.is(fitLine('x'.repeat(30), 3).length, 10, 'a silly width still shows something');
  const u = progressUpdate('live', undefined, { line: 'y'.repeat(200), key: 'k' }, 40);
  assert.is(u.write, `${CLEAR_LINE}${'y'.repeat(38)}…`);
});

test('progressEnd: clears a live line that is shown; nothing otherwise (table)', () => {
  assert.is(progressEnd('live', 'x'), CLEAR_LINE);
  assert.is(progressEnd('live', undefined), '');
  assert.is(progressEnd('lines', 'x'), '');
  assert.is(progressEnd('quiet', undefined), '');
});

test.run();
