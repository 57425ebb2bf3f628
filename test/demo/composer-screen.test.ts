// The scripted composer's screen model as tables (lib/demo/composer-screen.ts, pure): state → the
// rows each client's look draws and where the caret sits (empty, typed, busy, menu), and the repaint
// that rewrites only the rows that changed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { charWidth, frameOf, placeholderFor, repaint, type ScreenView } from '../../lib/demo/composer-screen.js';
import { newComposerState, type ComposerLook } from '../../lib/demo/composer-state.js';

const ESC = '\x1b';
/** Rows as a reader sees them: SGR dropped. */
const plain = (rows: string[]) => rows.map((r) => r.replace(/\x1b\[[0-9;]*m/g, ''));

function view(
  runtime: ComposerLook,
  text = '',
  over: Partial<ScreenView['state']> & { busy?: boolean } = {},
): ScreenView {
  const state = newComposerState();
  state.tokens = [...text].map((ch) => ({ text: ch }));
  state.cursor = state.tokens.length;
  const { busy = false, ...rest } = over;
  Object.assign(state, rest);
  return { runtime, state, busy, title: ' fixture composer (test)', placeholder: placeholderFor(runtime, true) };
}

test('the placeholder each client shows, and none on request', () => {
  assert.equal(
    [placeholderFor('claude', true), placeholderFor('codex', true), placeholderFor('codex', false)],
    ['Try "refactor the parser"', 'Ask Codex to do anything', ''],
  );
});

test('claude: the framed input at the bottom, the transcript above', () => {
  const f = frameOf(view('claude', 'hello', { history: ['> earlier', ''] }), 20, 10);
  assert.equal(plain(f.lines), [
    ' fixture composer (test)',
    '',
    '> earlier',
    '',
    '─'.repeat(20),
    '❯\u00a0hello ',
    '─'.repeat(20),
    '  ? for shortcuts',
  ]);
  assert.equal([f.cursorAt, f.hideCursor], [{ x: 7, y: 5 }, true]);
});

test('claude: empty shows the placeholder with its first cell reversed; the ghost replaces it', () => {
  const empty = frameOf(view('claude'), 30, 8);
  assert.ok(empty.lines.includes(`❯\u00a0${ESC}[7mT${ESC}[0m${ESC}[2mry "refactor the parser"${ESC}[0m`));
  assert.equal(empty.cursorAt, { x: 2, y: 3 });
  const ghost = frameOf(view('claude', '', { ghost: true }), 30, 8);
  assert.ok(plain(ghost.lines).includes('❯\u00a0run the tests again'));
});

test('claude: busy adds the working row and the interrupt hint; the menu replaces the frame', () => {
  const busy = plain(frameOf(view('claude', 'x', { busy: true }), 20, 10).lines);
  assert.equal(busy.slice(-6), ['✢ Working…', '', '─'.repeat(20), '❯\u00a0x ', '─'.repeat(20), '  esc to interrupt']);
  const menu = frameOf(view('claude', 'x', { menu: true, menuCommand: 'rm -rf build' }), 20, 14);
  const rows = plain(menu.lines);
  assert.ok(rows.includes(' rm -rf build') && rows.includes(' Do you want to proceed?') && !rows.includes('❯\u00a0x '));
  assert.equal(menu.cursorAt.y, rows.indexOf(' Do you want to proceed?'), 'the hidden caret parks on the question');
});

test('codex: prompt above the footer, history padded down; the menu hides the caret in the corner', () => {
  const f = frameOf(view('codex', 'hi'), 40, 8);
  assert.equal(plain(f.lines), [
    ' fixture composer (test)',
    '',
    '',
    '',
    '› hi',
    '',
    '  fixture default · /tmp',
    `${' '.repeat(12)}⚠ 1 warning · f2 to view`,
  ]);
  assert.equal([f.cursorAt, f.hideCursor], [{ x: 4, y: 4 }, false]);
  const empty = plain(frameOf(view('codex'), 40, 8).lines);
  assert.equal(empty.slice(-4), ['› Ask Codex to do anything', '', '  fixture default · /tmp', '  ? for shortcuts']);
  const busy = frameOf(view('codex', 'hi', { busy: true }), 40, 8);
  assert.equal(plain(busy.lines).slice(2, 5), ['• Working (5s • esc to interrupt)', '', '› hi']);
  assert.equal(busy.cursorAt, { x: 4, y: 4 });
  const menu = frameOf(view('codex', 'hi', { menu: true }), 40, 14);
  assert.ok(plain(menu.lines).includes('  $ npm test'));
  assert.equal([menu.cursorAt, menu.hideCursor], [{ x: 39, y: 13 }, true]);
});

test('a long input wraps inside the frame and the caret follows it', () => {
  const f = frameOf(view('claude', 'one two three'), 10, 10);
  const rows = plain(f.lines);
  assert.equal(rows.slice(-5), ['─'.repeat(10), '❯\u00a0one two ', '  three ', '─'.repeat(10), '  ? for shortcuts']);
  assert.equal(f.cursorAt, { x: 7, y: rows.length - 3 });
});

test('repaint: only changed rows are rewritten, a full repaint clears first, the caret goes last', () => {
  const frame = { lines: ['a', 'b'], cursorAt: { x: 1, y: 0 }, hideCursor: false };
  const first = repaint([], frame, 3, false);
  assert.equal(first.shown, ['a', 'b', '']);
  assert.is(
    first.out,
    `${ESC}[?25h${ESC}[1;1H${ESC}[0m${ESC}[2Ka${ESC}[0m${ESC}[2;1H${ESC}[0m${ESC}[2Kb${ESC}[0m${ESC}[3;1H${ESC}[0m${ESC}[2K${ESC}[0m${ESC}[1;2H`,
  );
  const same = repaint(first.shown, frame, 3, false);
  assert.is(same.out, `${ESC}[?25h${ESC}[1;2H`, 'nothing changed: only the caret');
  const changed = repaint(first.shown, { ...frame, lines: ['a', 'c'], hideCursor: true }, 3, false);
  assert.is(changed.out, `${ESC}[?25l${ESC}[2;1H${ESC}[0m${ESC}[2Kc${ESC}[0m${ESC}[1;2H`);
  const full = repaint(first.shown, frame, 3, true);
  assert.ok(full.out.startsWith(`${ESC}[?25h${ESC}[2J${ESC}[1;1H`), 'cleared, then every row');
  assert.equal(
    repaint([], { ...frame, lines: ['a', 'b', 'c', 'd'] }, 3, false).shown,
    ['a', 'b', 'c'],
    'cut to the height',
  );
});

test('wide characters: two cells inside each wide range, one just outside it', () => {
  const ranges: [number, number][] = [
    [0x1100, 0x115f],
    [0x2e80, 0xa4cf],
    [0xac00, 0xd7a3],
    [0xf900, 0xfaff],
    [0xfe30, 0xfe4f],
    [0xff00, 0xff60],
    [0xffe0, 0xffe6],
  ];
  for (const [lo, hi] of ranges) {
    const w = (c: number) => charWidth(String.fromCodePoint(c));
    assert.equal([w(lo - 1), w(lo), w(hi), w(hi + 1)], [1, 2, 2, 1], lo.toString(16));
  }
  assert.is(charWidth('a'), 1);
});

test('a short screen keeps the newest history rows above the input', () => {
  const history = ['h1', 'h2', 'h3', 'h4', 'h5'];
  // Claude: 1 input row + 2 rules + hint, one spare row: 8 - 4 - 1 = 3 rows of history.
  assert.equal(plain(frameOf(view('claude', 'x', { history }), 20, 8).lines).slice(0, 3), ['h3', 'h4', 'h5']);
  // Busy takes two more.
  assert.equal(plain(frameOf(view('claude', 'x', { history, busy: true }), 20, 8).lines)[0], 'h5');
  // Codex: prompt row + 3 footer rows: 8 - 4 = 4 rows of history.
  assert.equal(plain(frameOf(view('codex', 'x', { history }), 40, 8).lines).slice(0, 4), ['h2', 'h3', 'h4', 'h5']);
  const tiny = frameOf(view('claude', 'x', { history, menu: true }), 20, 6);
  assert.equal([tiny.cursorAt, tiny.hideCursor], [{ x: 1, y: 5 }, true], 'the menu caret stays on screen');
});

test('the caret inside a typed input and on a wrapped row; where the codex warning sits', () => {
  const claude = frameOf(view('claude', 'abc', { cursor: 1 }), 20, 8);
  assert.equal(claude.cursorAt, { x: 3, y: 3 });
  assert.is(claude.lines[3], `❯\u00a0a${ESC}[7mb${ESC}[0mc`, 'claude draws its own caret cell, reversed');
  assert.is(
    frameOf(view('claude', 'ab'), 20, 8).lines[3],
    `❯\u00a0ab${ESC}[7m ${ESC}[0m`,
    'at the end: a reversed blank',
  );
  assert.is(
    frameOf(view('claude', 'a\nb', { cursor: 1 }), 20, 8).lines[3],
    `❯\u00a0a${ESC}[7m ${ESC}[0m`,
    'on a newline',
  );
  assert.is(
    frameOf(view('codex', 'ab', { cursor: 1 }), 40, 8).lines[4],
    `${ESC}[1m›${ESC}[0m ab`,
    'codex leaves the caret to the terminal',
  );
  const codex = frameOf(view('codex', 'abcdefgh ijk'), 12, 8);
  assert.equal(plain(codex.lines).slice(3, 5), ['› abcdefgh ', '  ijk']);
  assert.equal(codex.cursorAt, { x: 5, y: 4 });
  const wide = plain(frameOf(view('codex', 'x'), 30, 6).lines);
  assert.is(wide.at(-1), `${' '.repeat(2)}⚠ 1 warning · f2 to view`);
});

test.run();
