// The cursor-bound composer reader on synthetic screens: each case isolates one rule (display
// hints by faintness, the caret, trailing blanks, anchoring, numbered bodies, bad input).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readComposer } from '../../../lib/delivery/composer/read.js';
import { stripEscapes } from '../../../lib/delivery/composer/sgr.js';
import { textWidth } from '../../../lib/delivery/composer/width.js';
import type { ComposerSnapshot } from '../../../lib/delivery/composer/types.js';

const NBSP = '\u00a0';
const DIM = (t: string) => `\x1b[2m${t}\x1b[0m`;
/** Claude's caret: the cell under it in reverse video, the rest as given. */
const CARET = (ch: string) => `\x1b[7m${ch}\x1b[0m`;

interface ScreenOpts {
  width?: number;
  height?: number;
  above?: string[];
  below?: string[];
  /** Caret position; default: after the last input row's visible text. */
  cursor?: { x: number; y: number };
  inMode?: boolean;
}

function snapshot(lines: string[], cursor: { x: number; y: number }, o: ScreenOpts): ComposerSnapshot {
  const height = o.height ?? Math.max(16, lines.length);
  const all = [...lines];
  while (all.length < height) all.push('');
  return { styled: all.join('\n') + '\n', cursor, size: { width: o.width ?? 40, height }, inMode: o.inMode ?? false };
}

/** A Claude Code frame: rule, `❯` + NBSP + first row, continuation rows, rule, footer. */
function claude(input: string[], o: ScreenOpts = {}): ComposerSnapshot {
  const width = o.width ?? 40;
  const above = o.above ?? ['Ready'];
  const rule = '─'.repeat(width);
  const lines = [
    ...above,
    rule,
    `❯${NBSP}${input[0]}`,
    ...input.slice(1).map((r) => `  ${r}`),
    rule,
    ...(o.below ?? ['  ? for shortcuts']),
  ];
  const last = input.length - 1;
  const cursor = o.cursor ?? { x: 2 + textWidth(stripEscapes(input[last]!)), y: above.length + 1 + last };
  return snapshot(lines, cursor, o);
}

/** A Codex composer: `›` + first row, continuation rows, a blank row, status and hint rows. */
function codex(input: string[], o: ScreenOpts & { glyph?: string } = {}): ComposerSnapshot {
  const above = o.above ?? ['• done', ''];
  const lines = [
    ...above,
    `${o.glyph ?? '›'} ${input[0]}`,
    ...input.slice(1).map((r) => `  ${r}`),
    '',
    ...(o.below ?? ['  fixture default · ~/proj', '  ? for shortcuts']),
  ];
  const last = input.length - 1;
  const cursor = o.cursor ?? { x: 2 + textWidth(stripEscapes(input[last]!)), y: above.length + last };
  return snapshot(lines, cursor, o);
}

const read = readComposer;

test('empty Claude composer: one empty row, caret at the input start', () => {
  const r = read(claude(['']), { runtime: 'claude' });
  assert.is(r.state, 'empty');
  assert.is(r.reason, 'empty_composer');
  assert.equal(r.rows, ['']);
  assert.ok(r.cursorAtEnd);
  assert.is(r.columns, 38);
});

test('nothing visible but the caret is not at the start: a draft (spaces were typed)', () => {
  const r = read(claude([''], { cursor: { x: 5, y: 2 } }));
  assert.is(r.state, 'draft');
  assert.equal(r.rows, ['   ']);
});

test('a typed newline is a draft; so are typed spaces', () => {
  const nl = read(claude(['', '']));
  assert.is(nl.state, 'draft');
  assert.equal(nl.rows, ['', '']);
  const spaces = read(claude(['   ']));
  assert.is(spaces.state, 'draft');
  assert.equal(spaces.rows, ['   ']);
});

test('trailing blanks on the last row are decided by the caret', () => {
  // tmux trimmed the typed spaces; the caret says there were two.
  const trimmed = read(claude(['hello'], { cursor: { x: 9, y: 2 } }));
  assert.equal(trimmed.rows, ['hello  ']);
  assert.ok(trimmed.cursorAtEnd);
  // Padding cells beyond the caret are screen, not input.
  const padded = read(claude(['hello        '], { cursor: { x: 7, y: 2 } }));
  assert.equal(padded.rows, ['hello']);
  assert.ok(padded.cursorAtEnd);
  // Claude's caret cell at the end is a reverse-video blank: not input either.
  const caret = read(claude([`hello${CARET(' ')}`], { cursor: { x: 7, y: 2 } }));
  assert.equal(caret.rows, ['hello']);
  // Text after the caret stays; the caret is then not at the end.
  const mid = read(claude(['hello world'], { cursor: { x: 4, y: 2 } }));
  assert.equal(mid.rows, ['hello world']);
  assert.is(mid.cursorAtEnd, false);
});

test('a faint suggestion at an empty caret is empty; the same words typed are a draft', () => {
  const ghost = read(claude([`${CARET('f')}${'\x1b[0;2m'}ix the failing tests\x1b[0m`], { cursor: { x: 2, y: 2 } }));
  assert.is(ghost.state, 'empty');
  assert.is(ghost.reason, 'ghost_suggestion');
  assert.is(ghost.suggestion, 'fix the failing tests');
  assert.equal(ghost.rows, ['']);

  const typed = read(claude([`fix the failing tests${CARET(' ')}`], { cursor: { x: 23, y: 2 } }));
  assert.is(typed.state, 'draft');
  assert.equal(typed.rows, ['fix the failing tests']);
  assert.is(typed.suggestion, null);

  // Typed, then the caret moved to the start: Claude's caret sits on the first letter.
  const moved = read(claude([`${CARET('f')}ix the failing tests`], { cursor: { x: 2, y: 2 } }));
  assert.is(moved.state, 'draft');
  assert.equal(moved.rows, ['fix the failing tests']);
  assert.is(moved.cursorAtEnd, false);
});

test('Codex: the faint placeholder is empty; the literal words typed, caret at the start, are a draft', () => {
  const ph = read(codex([DIM('Ask Codex to do anything')], { cursor: { x: 2, y: 2 } }));
  assert.is(ph.state, 'empty');
  assert.is(ph.reason, 'placeholder');
  assert.is(ph.suggestion, 'Ask Codex to do anything');
  const literal = read(codex(['Ask Codex to do anything'], { cursor: { x: 2, y: 2 } }));
  assert.is(literal.state, 'draft');
  assert.equal(literal.rows, ['Ask Codex to do anything']);
  const claudeLiteral = read(claude(['Press up to edit queued messages'], { cursor: { x: 2, y: 2 } }));
  assert.is(claudeLiteral.state, 'draft');
  const claudeQueued = read(
    claude([`${CARET('P')}\x1b[0;2mress up to edit queued messages\x1b[0m`], { cursor: { x: 2, y: 2 } }),
  );
  assert.is(claudeQueued.state, 'empty');
  assert.is(claudeQueued.reason, 'placeholder');
});

test('Codex `»` glyph (0.153 builds) reads like `›`', () => {
  const r = read(codex([DIM('Ask Codex to do anything')], { glyph: '»', cursor: { x: 2, y: 2 } }));
  assert.is(r.state, 'empty');
  assert.is(r.runtime, 'codex');
});

test('a faint autocomplete suffix after typed text is a hint; the typed part is the draft', () => {
  const cc = read(claude([`fix ${CARET('t')}\x1b[0;2mhe tests\x1b[0m`], { cursor: { x: 6, y: 2 } }));
  assert.is(cc.state, 'draft');
  assert.equal(cc.rows, ['fix ']);
  assert.is(cc.suggestion, 'the tests');
  assert.ok(cc.cursorAtEnd);
  const cx = read(codex([`fix ${DIM('the tests')}`], { cursor: { x: 6, y: 2 } }));
  assert.equal(cx.rows, ['fix ']);
  assert.is(cx.suggestion, 'the tests');
});

test('only a wholly faint suffix is a hint: faint before the caret or mixed with normal text is input', () => {
  const mixed = read(codex([`fix ${DIM('the')} tests`], { cursor: { x: 6, y: 2 } }));
  assert.is(mixed.state, 'draft');
  assert.equal(mixed.rows, ['fix the tests']);
  assert.is(mixed.suggestion, null);
  const before = read(codex([`${DIM('fix')} the`]));
  assert.equal(before.rows, ['fix the']);
  assert.is(before.suggestion, null);
  // Faint on a later row, with normal text after the caret on the caret's row.
  const later = read(codex(['abc def', DIM('ghost')], { cursor: { x: 4, y: 2 } }));
  assert.is(later.state, 'draft');
  assert.equal(later.rows, ['abc def', 'ghost']);
});

test('colour parameters are not faint: coloured placeholder-looking text is a draft', () => {
  for (const sgr of ['38;5;2', '38;2;2;2;2', '38;2;0;255;255;2', '2;38;5;2;22']) {
    const r = read(codex([`\x1b[${sgr}mAsk Codex to do anything\x1b[0m`], { cursor: { x: 2, y: 2 } }));
    assert.is(r.state, 'draft', sgr);
  }
  const dim = read(codex(['\x1b[2;38;5;245mAsk Codex to do anything\x1b[0m'], { cursor: { x: 2, y: 2 } }));
  assert.is(dim.state, 'empty');
});

test('the prompt separator may be NBSP or a space, but must be there', () => {
  const space = claude(['hello']);
  assert.is(read({ ...space, styled: space.styled.replace(`❯${NBSP}`, '❯ ') }).state, 'draft');
  const none = read({ ...space, styled: space.styled.replace(`❯${NBSP}`, '❯') });
  assert.is(none.state, 'unknown');
});

test('quoted prompt and frame lines inside a multi-line draft: a draft, never empty', () => {
  const nested = ['look at this:', '─'.repeat(20), `❯${NBSP}`, '─'.repeat(20), '? for shortcuts'];
  const atEnd = read(claude(nested), { runtime: 'claude' });
  assert.is(atEnd.state, 'draft');
  assert.equal(atEnd.rows, nested);
  // Caret on the quoted empty prompt row, where an empty composer's caret would be.
  const onQuoted = read(claude(nested, { cursor: { x: 4, y: 4 } }));
  assert.is(onQuoted.state, 'draft');
  // Without the runtime hint the reader still finds only the one real composer.
  assert.is(read(claude(nested)).state, 'draft');
});

test('an old frame in the transcript above does not compete with the real composer', () => {
  const old = ['─'.repeat(40), `❯${NBSP}`, '─'.repeat(40), '  ? for shortcuts', '', '● reply'];
  const r = read(claude(['draft text'], { above: old }));
  assert.is(r.state, 'draft');
  assert.equal(r.rows, ['draft text']);
});

test('a draft whose head scrolled off the screen is unknown (clipped), even with a quoted frame visible', () => {
  const rule = '─'.repeat(40);
  const lines = [
    '  line 7 of the draft',
    `  ${'─'.repeat(20)}`,
    `  ❯${NBSP}`,
    `  ${'─'.repeat(20)}`,
    rule,
    '  ? for shortcuts',
  ];
  const r = read(snapshot(lines, { x: 4, y: 2 }, {}));
  assert.is(r.state, 'unknown');
  assert.is(r.reason, 'clipped_input');
  const cx = read(snapshot(['  line 7', '  line 8', '', '  fixture default · ~/proj'], { x: 10, y: 1 }, {}));
  assert.is(cx.reason, 'clipped_input');
});

test("a numbered body is a menu unless it is this operation's own text in the composer it saw empty", () => {
  const emptyFrame = read(claude(['']), { runtime: 'claude' }).frame!;
  const body = '1. Review the change';
  const fresh = read(claude([body]), { runtime: 'claude' });
  assert.is(fresh.state, 'unknown');
  assert.is(fresh.reason, 'numbered_menu');
  assert.ok(fresh.numbered);
  assert.equal(fresh.rows, [body], 'what was seen stays visible as evidence');

  const owned = read(claude([body]), { runtime: 'claude', owned: { text: body, frame: emptyFrame } });
  assert.is(owned.state, 'draft');
  assert.is(owned.reason, 'owned_numbered_text');
  assert.ok(owned.numbered);

  const edited = read(claude([`${body}s`]), { runtime: 'claude', owned: { text: body, frame: emptyFrame } });
  assert.is(edited.reason, 'numbered_menu', 'a human edit after the paste is not ours');
  const otherFrame = read(claude([body], { width: 50 }), {
    runtime: 'claude',
    owned: { text: body, frame: emptyFrame },
  });
  assert.is(otherFrame.reason, 'numbered_menu', 'another composer is not the one seen empty');

  for (const menu of ['1. Yes', '2) Review the change', '1.Yes']) {
    assert.is(read(claude([menu])).reason, 'numbered_menu', menu);
  }
  const codexMenu = read(codex(['1. Yes, proceed (y)', '2. No (esc)']));
  assert.is(codexMenu.reason, 'numbered_menu');
});

test('a screen both layouts can read is ambiguous without the runtime, and read as asked with it', () => {
  // Contrived on purpose: an indented Claude frame under a Codex prompt line, one footer row both know.
  const rule = `  ${'─'.repeat(30)}`;
  const lines = ['› y', rule, `  ❯${NBSP}x`, rule, '', '  ? for shortcuts'];
  const snap = snapshot(lines, { x: 5, y: 2 }, {});
  assert.is(read(snap).reason, 'ambiguous_composer');
  const asClaude = read(snap, { runtime: 'claude' });
  assert.is(asClaude.state, 'draft');
  assert.equal(asClaude.rows, ['x']);
  assert.is(read(snap, { runtime: 'codex' }).state, 'draft');
});

test('unreadable input is unknown, never empty', () => {
  const base = claude(['']);
  assert.is(read(null).reason, 'no_snapshot');
  assert.is(read({ ...base, inMode: true }).reason, 'copy_mode');
  assert.is(read({ ...base, size: { width: 2, height: 16 } }).reason, 'bad_geometry');
  assert.is(read({ ...base, cursor: { x: 2, y: 16 } }).reason, 'bad_geometry');
  assert.is(read({ ...base, cursor: { x: 41, y: 2 } }).reason, 'bad_geometry');
  assert.is(read({ ...base, cursor: { x: Number.NaN, y: 2 } }).reason, 'bad_geometry');
  assert.is(
    read({ ...base, size: { width: 40, height: 10 } }).reason,
    'incomplete_screen',
    'more lines than the pane has',
  );
  assert.is(
    read({ ...base, styled: 'Ready\n', cursor: { x: 0, y: 5 } }).reason,
    'incomplete_screen',
    'caret row missing',
  );
  assert.is(read({ ...base, cursor: { x: 2, y: 4 } }).reason, 'cursor_outside_input');
  assert.is(read({ ...base, cursor: { x: 1, y: 2 } }).reason, 'cursor_outside_input');
  assert.is(read({ ...base, styled: '\n'.repeat(16) }).reason, 'no_composer');
  assert.is(read({ ...base, styled: '' }).reason, 'incomplete_screen');
});

test("the block under Claude's closing rule is free text, bounded; a menu's footer or marker there is no composer", () => {
  const ok = [
    ['  ⏸ manual mode on'],
    ['  SLTEST sid=abc', '  ⏸ manual mode on · ? for shortcuts · ← for agents'],
    ['  ⏵⏵ auto mode on (shift+tab to cycle) · ← for agents', '                   ◐ medium · /effort'],
    ['  -- INSERT -- ⏵⏵ accept edits on (shift+tab to cycle)'],
    ['  ? for shortcuts', '  ✘ Auto-update failed: no write permission to npm prefix · Run claude doctor'],
    ['  ⏵⏵ bypass permissions on', "  tmux focus-events off · add 'set -g focus-events on' to ~/.tmux.conf"],
    ['  status one', '  status two', '  status three', '  paste again to expand'],
    // No known word at all: a user's statusLine, a hint a newer version added.
    ['  ? for shortcuts', '  something after the footer'],
    ['  ~/proj on main · $0.12'],
    ['  s1', '  s2', '  s3', '  s4', '  s5', '  s6', '  s7', '  ⏸ manual mode on'],
  ];
  for (const below of ok) assert.is(read(claude([''], { below })).state, 'empty', below.join(' / '));
  const bad = [
    ['  Enter to confirm · Esc to cancel'],
    ['  ❯ 1. Yes', '    2. No'],
    ['  s1', '  s2', '  s3', '  s4', '  s5', '  s6', '  s7', '  s8', '  ⏸ manual mode on'], // more than the block allows
    [],
  ];
  for (const below of bad) assert.is(read(claude([''], { below })).reason, 'no_composer', below.join(' / '));
});

test('rules: equal indentation above the prompt and closing the input; a label is the frame anchor', () => {
  const labelled = claude(['hi']);
  const withLabel = {
    ...labelled,
    styled: labelled.styled.replace(/^(.*\n)─+\n/, `$1${'─'.repeat(20)} dev@rig ${'─'.repeat(2)}\n`),
  };
  const r = read(withLabel);
  assert.is(r.state, 'draft');
  assert.ok(r.frame!.includes('dev@rig'));
  // No rule above the prompt line: not a frame this reader knows.
  const noTop = { ...labelled, styled: labelled.styled.replace(/^(.*\n)─+\n/, '$1\n') };
  assert.is(read(noTop).reason, 'unsupported_layout');
});

test('Claude slash list under an empty input is not a known layout; under typed text it is a draft', () => {
  const popup = [
    '  ❯ /add-dir        Add a working directory',
    '    /clear          Start a new session',
    '    ↓ 64 more',
  ];
  assert.is(read(claude([''], { below: popup })).reason, 'unsupported_layout');
  const typed = read(claude(['/'], { below: popup }));
  assert.is(typed.state, 'draft');
  assert.equal(typed.rows, ['/']);
});

test('wrapped rows: continuation rows join the reading in order', () => {
  const r = read(claude(['abcdefghijklmnopqrstuvwxyzabcdefghijkl', 'mn'], { width: 40 }));
  assert.equal(r.rows, ['abcdefghijklmnopqrstuvwxyzabcdefghijkl', 'mn']);
  assert.ok(r.cursorAtEnd);
  const cjk = read(codex(['中文輸入', '測試']));
  assert.equal(cjk.rows, ['中文輸入', '測試']);
  assert.ok(cjk.cursorAtEnd, 'caret after two wide characters is 4 cells in');
});

test('Codex: one footer row is enough (first frames); a non-blank row above the footer is no composer', () => {
  const first = read(
    codex([DIM('Ask Codex to do anything')], { below: ['  ? for shortcuts'], cursor: { x: 2, y: 2 } }),
  );
  assert.is(first.state, 'empty');
  const lines = ['› hello', '  fixture default · ~/proj', '  ? for shortcuts'];
  assert.is(read(snapshot(lines, { x: 7, y: 0 }, {})).reason, 'no_composer');
  const menuFooter = read(codex(['1. Yes'], { below: ['  Press enter to confirm or esc to cancel'] }));
  assert.is(menuFooter.reason, 'no_composer');
});

test("Codex: the footer is free text of one to four indented rows (a wrapped status line, a user's items)", () => {
  for (const below of [
    ['  anything at all'],
    ['  model · ~/proj · a long thread', '  title that wrapped', '  ? for shortcuts'],
    ['  a', '  b', '  c', '  d'],
  ]) {
    assert.is(read(codex(['hi'], { below })).state, 'draft', below.join(' / '));
  }
  for (const below of [['not indented'], ['  a', '  b', '  c', '  d', '  e'], ['› 1. Yes']]) {
    assert.is(read(codex(['hi'], { below })).reason, 'no_composer', below.join(' / '));
  }
  // The status line is no part of the frame: a title appearing does not make another composer.
  const before = read(codex([''], { below: ['  m · ~/proj'] })).frame;
  assert.is(read(codex([''], { below: ['  m · ~/proj · hello'] })).frame, before);
});

test.run();
