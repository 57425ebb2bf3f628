// The scripted composer's key handling as tables (lib/demo/composer-keys.ts, pure): bytes → keys
// and pastes, and each key → the input, cursor, submissions and menu it leaves, with the early-Enter
// rule (an Enter right after a fast typed burst is a newline) and the clients' paste labels.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  applyKey,
  applyPaste,
  newInputReader,
  printablesIn,
  readInput,
  takeEscPending,
  type KeyRules,
} from '../../lib/demo/composer-keys.js';
import { inputText, newComposerState, type ComposerLook } from '../../lib/demo/composer-state.js';

const ESC = '\x1b';

test('bytes → keys and pastes', () => {
  const rows: [string, string[], { events: unknown[]; escPending: boolean }][] = [
    ['plain characters', ['ab'], { events: [{ key: 'a' }, { key: 'b' }], escPending: false }],
    ['an arrow is one key', [`${ESC}[Dx`], { events: [{ key: `${ESC}[D` }, { key: 'x' }], escPending: false }],
    [
      'a bracketed paste, CR as newline',
      [`${ESC}[200~one\r\ntwo\rthree${ESC}[201~!`],
      { events: [{ paste: 'one\ntwo\nthree' }, { key: '!' }], escPending: false },
    ],
    [
      'a paste across chunks',
      [`${ESC}[200~one`, `two${ESC}[201~`],
      { events: [{ paste: 'onetwo' }], escPending: false },
    ],
    ['a lone Esc waits for the rest', [ESC], { events: [], escPending: true }],
    ['a split paste start waits', [`x${ESC}[20`], { events: [{ key: 'x' }], escPending: true }],
    ['Esc then a letter: two keys', [`${ESC}q`], { events: [{ key: ESC }, { key: 'q' }], escPending: false }],
    ['a wide character is one key', ['漢'], { events: [{ key: '漢' }], escPending: false }],
    ['an empty paste', [`${ESC}[200~${ESC}[201~`], { events: [{ paste: '' }], escPending: false }],
  ];
  for (const [name, chunks, want] of rows) {
    const r = newInputReader();
    const events: unknown[] = [];
    let last: ReturnType<typeof readInput> = { events: [], escPending: false };
    for (const c of chunks) {
      last = readInput(r, c);
      events.push(...last.events);
    }
    assert.equal({ events, escPending: last.escPending }, want, name);
  }
});

test('an escape that never completed: each character becomes a key', () => {
  const r = newInputReader();
  readInput(r, `${ESC}[`);
  assert.equal(takeEscPending(r), [ESC, '[']);
  assert.is(r.pending, '');
});

test('printables count what a chunk typed', () => {
  assert.is(printablesIn('abc'), 3);
  assert.is(printablesIn(`\r\x7f${ESC}`), 0);
  assert.is(printablesIn('a\nb'), 2);
  assert.is(printablesIn(' '), 1, 'a space is typed');
  assert.is(printablesIn('\x1f'), 0);
});

const rules = (over: Partial<KeyRules> = {}): KeyRules => ({
  runtime: 'claude',
  burstWindowMs: 120,
  burstMin: 3,
  collapseLines: 10,
  collapseChars: 1000,
  busyAfterSubmitMs: 0,
  clearAfterSubmitMs: 0,
  ...over,
});

/** Keys at times: [key, ms, printables of its chunk]. */
type Step = [string, number, number];
const typed = (text: string, at: number, chunk = [...text].length): Step[] => [...text].map((k) => [k, at, chunk]);

function play(steps: Step[], r = rules()) {
  const s = newComposerState();
  const effects = steps.flatMap(([k, at, n]) => applyKey(s, k, at, n, r));
  return { input: inputText(s), cursor: s.cursor, submissions: s.submissions, menu: s.menu, effects, s };
}

test('keys → state', () => {
  const rows: [string, Step[], { input: string; cursor: number; submissions: string[] }][] = [
    [
      'typed slowly then Enter: submitted',
      [...typed('hi', 0, 1), ['\r', 1000, 1]],
      { input: '', cursor: 0, submissions: ['hi'] },
    ],
    [
      'a fast burst then Enter inside the window: a newline',
      [...typed('hello', 0), ['\r', 50, 1]],
      { input: 'hello\n', cursor: 6, submissions: [] },
    ],
    [
      'a fast burst then Enter after the window: submitted',
      [...typed('hello', 0), ['\r', 121, 1]],
      { input: '', cursor: 0, submissions: ['hello'] },
    ],
    [
      'Enter on the window edge is still the burst',
      [...typed('abc', 0), ['\r', 120, 1]],
      { input: 'abc\n', cursor: 4, submissions: [] },
    ],
    [
      'two fast characters are no burst',
      [...typed('ab', 0), ['\r', 10, 1]],
      { input: '', cursor: 0, submissions: ['ab'] },
    ],
    [
      'one-by-one keys 8 ms apart make a burst',
      [
        ['a', 0, 1],
        ['b', 8, 1],
        ['c', 16, 1],
        ['\r', 20, 1],
      ],
      { input: 'abc\n', cursor: 4, submissions: [] },
    ],
    [
      'a chunk of two keeps a burst going, whatever the gap',
      [
        ['a', 0, 2],
        ['b', 20, 2],
        ['c', 40, 2],
        ['\r', 41, 1],
      ],
      { input: 'abc\n', cursor: 4, submissions: [] },
    ],
    [
      'a slow key starts a new burst of one',
      [
        ['a', 0, 1],
        ['b', 100, 1],
        ['c', 105, 1],
        ['\r', 106, 1],
      ],
      { input: '', cursor: 0, submissions: ['abc'] },
    ],
    [
      'unbound control keys do nothing',
      [
        ['\x03', 0, 0],
        ['\x1f', 0, 0],
      ],
      { input: '', cursor: 0, submissions: [] },
    ],
    [
      'DEL on the first character',
      [
        ['a', 0, 1],
        ['\x7f', 1, 0],
      ],
      { input: '', cursor: 0, submissions: [] },
    ],
    [
      'DEL in the middle deletes one',
      [...typed('abc', 0, 1), [`${ESC}[D`, 1, 0], ['\x7f', 2, 0]],
      { input: 'ac', cursor: 1, submissions: [] },
    ],
    ['← moves one', [...typed('abc', 0, 1), [`${ESC}[D`, 1, 0]], { input: 'abc', cursor: 2, submissions: [] }],
    [
      '9 ms apart do not',
      [
        ['a', 0, 1],
        ['b', 9, 1],
        ['c', 18, 1],
        ['\r', 20, 1],
      ],
      { input: '', cursor: 0, submissions: ['abc'] },
    ],
    [
      'a blank input is not submitted',
      [...typed('  ', 0, 1), ['\r', 1000, 1]],
      { input: '  ', cursor: 2, submissions: [] },
    ],
    [
      'C-j inserts a newline',
      [
        ['a', 0, 1],
        ['\n', 1, 1],
      ],
      { input: 'a\n', cursor: 2, submissions: [] },
    ],
    [
      'DEL and BS delete back',
      [...typed('abc', 0, 1), ['\x7f', 1, 0], ['\x08', 2, 0]],
      { input: 'a', cursor: 1, submissions: [] },
    ],
    ['DEL at the start does nothing', [['\x7f', 1, 0]], { input: '', cursor: 0, submissions: [] }],
    ['C-u clears', [...typed('abc', 0, 1), ['\x15', 1, 0]], { input: '', cursor: 0, submissions: [] }],
    [
      'C-a then typing inserts at the start',
      [...typed('bc', 0, 1), ['\x01', 1, 0], ['a', 2, 1]],
      { input: 'abc', cursor: 1, submissions: [] },
    ],
    [
      'C-e goes to the end',
      [...typed('ab', 0, 1), ['\x01', 1, 0], ['\x05', 2, 0]],
      { input: 'ab', cursor: 2, submissions: [] },
    ],
    [
      '← and → move, bounded',
      [...typed('ab', 0, 1), [`${ESC}[D`, 1, 0], [`${ESC}[D`, 1, 0], [`${ESC}[D`, 1, 0], [`${ESC}[C`, 1, 0]],
      { input: 'ab', cursor: 1, submissions: [] },
    ],
    ['→ stops at the end', [...typed('a', 0, 1), [`${ESC}[C`, 1, 0]], { input: 'a', cursor: 1, submissions: [] }],
    [
      'other escape sequences are ignored',
      [
        [`${ESC}[A`, 0, 0],
        [ESC, 0, 0],
      ],
      { input: '', cursor: 0, submissions: [] },
    ],
  ];
  for (const [name, steps, want] of rows) {
    const { input, cursor, submissions } = play(steps);
    assert.equal({ input, cursor, submissions }, want, name);
  }
});

test('a submission: its effect, the transcript, the busy clock, and a late clear', () => {
  const now = play([...typed('a\nb', 0, 1), ['\r', 1000, 1]]);
  assert.equal(now.effects, [{ kind: 'submitted', text: 'a\nb', clearLater: false }]);
  assert.equal(now.s.history, ['> a', '> b', '']);
  assert.is(now.s.busyUntil, 0, 'no busy row unless asked');
  const busy = play([...typed('x', 0, 1), ['\r', 1000, 1]], rules({ busyAfterSubmitMs: 500 }));
  assert.is(busy.s.busyUntil, 1500);
  assert.is(play([...typed('x', 0, 1), ['\r', 1000, 1]], rules({ busyAfterSubmitMs: 1 })).s.busyUntil, 1001);
  assert.equal(play([...typed('x', 0, 1), ['\r', 1000, 1]], rules({ clearAfterSubmitMs: 1 })).effects, [
    { kind: 'submitted', text: 'x', clearLater: true },
  ]);
  const late = play([...typed('x', 0, 1), ['\r', 1000, 1]], rules({ clearAfterSubmitMs: 300 }));
  assert.equal(late.effects, [{ kind: 'submitted', text: 'x', clearLater: true }]);
  assert.equal([late.input, late.submissions, late.s.history], ['x', ['x'], []], 'recorded, still on screen');
});

test('the menu: C-o opens it, a digit or Esc answers it, other keys do nothing while it is open', () => {
  const answered = play([
    ['\x0f', 0, 0],
    ['x', 1, 1],
    ['2', 2, 1],
  ]);
  assert.equal(
    [answered.menu, answered.input, answered.s.menuAnswers, answered.effects],
    [false, '', [2], [{ kind: 'menu-answer', answer: 2 }]],
  );
  const cancelled = play([
    ['\x0f', 0, 0],
    [ESC, 1, 0],
  ]);
  assert.equal(
    [cancelled.menu, cancelled.s.menuAnswers, cancelled.effects],
    [false, [], [{ kind: 'menu-answer', answer: 0 }]],
  );
  const zero = play([
    ['\x0f', 0, 0],
    ['0', 1, 1],
  ]);
  assert.equal([zero.menu, zero.effects], [true, []], '0 is no answer');
  const toggled = play([
    ['\x0f', 0, 0],
    ['\x0f', 1, 0],
  ]);
  assert.is(toggled.menu, true, 'C-o inside the menu is not a toggle (the menu owns the keys)');
});

test('C-t toggles the ghost suggestion, C-b the working row', () => {
  const s = play([
    ['\x14', 0, 0],
    ['\x02', 0, 0],
  ]).s;
  assert.equal([s.ghost, s.busyToggle], [true, true]);
  const again = play([
    ['\x14', 0, 0],
    ['\x14', 0, 0],
  ]).s;
  assert.is(again.ghost, false);
});

test('pastes: inserted as typed, or one labelled token as each client labels it', () => {
  const rows: [string, ComposerLook, Partial<KeyRules>, string, { tokens: number; label?: string }][] = [
    ['claude: short', 'claude', {}, 'a b', { tokens: 3 }],
    ['claude: 10 lines collapse', 'claude', {}, 'x\n'.repeat(10), { tokens: 1, label: '[Pasted text #1 +10 lines]' }],
    ['claude: 9 lines do not', 'claude', {}, 'x\n'.repeat(9), { tokens: 18 }],
    ['claude: long, one line', 'claude', { collapseChars: 5 }, 'abcdef', { tokens: 1, label: '[Pasted text #1]' }],
    ['claude: exactly the limit stays', 'claude', { collapseChars: 6 }, 'abcdef', { tokens: 6 }],
    ['codex: lines alone never collapse', 'codex', {}, 'x\n'.repeat(10), { tokens: 20 }],
    ['codex: long', 'codex', { collapseChars: 5 }, 'abcdef', { tokens: 1, label: '[Pasted Content 6 chars]' }],
    ['codex: exactly the limit stays', 'codex', { collapseChars: 6 }, 'abcdef', { tokens: 6 }],
    [
      'claude: long with one newline',
      'claude',
      { collapseChars: 3 },
      'ab\ncd',
      { tokens: 1, label: '[Pasted text #1 +1 lines]' },
    ],
  ];
  for (const [name, runtime, over, text, want] of rows) {
    const s = newComposerState();
    applyPaste(s, text, rules({ runtime, ...over }));
    assert.equal({ tokens: s.tokens.length, ...(s.tokens[0]?.label ? { label: s.tokens[0].label } : {}) }, want, name);
    assert.is(inputText(s), text, `${name}: the text is whole`);
  }
});

test('a paste ends a typed burst, and labels count up', () => {
  const s = newComposerState();
  const r = rules({ collapseChars: 2 });
  for (const k of 'abc') applyKey(s, k, 0, 3, r);
  applyPaste(s, 'xyz', r);
  applyPaste(s, 'uvw', r);
  assert.equal(
    s.tokens.slice(3).map((t) => t.label),
    ['[Pasted text #1]', '[Pasted text #2]'],
  );
  applyKey(s, '\r', 10, 1, r);
  assert.equal(s.submissions, ['abcxyzuvw'], 'Enter right after the paste submits');
});

test('a collapsed paste goes in at the cursor as one token, and a burst after it counts from zero', () => {
  const r = rules({ collapseChars: 2 });
  const s = newComposerState();
  for (const k of 'ab') applyKey(s, k, 0, 1, r);
  applyKey(s, `${ESC}[D`, 0, 0, r);
  applyPaste(s, 'xyz', r);
  assert.equal([inputText(s), s.cursor], ['axyzb', 2]);
  const t = newComposerState();
  applyPaste(t, 'xyz', r);
  applyKey(t, 'p', 500, 2, r);
  applyKey(t, 'q', 500, 2, r);
  applyKey(t, '\r', 501, 1, r);
  assert.equal(t.submissions, ['xyzpq'], 'two fast keys after a paste are no burst of three');
  const u = newComposerState();
  applyPaste(u, 'xyz', r);
  for (const k of 'pqr') applyKey(u, k, 500, 3, r);
  applyKey(u, '\r', 501, 1, r);
  assert.equal([u.submissions, inputText(u)], [[], 'xyzpqr\n'], 'three are');
});

test.run();
