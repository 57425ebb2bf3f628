// The keys of rig watch (lib/cli/watch/keys.ts): bytes → keys, and each key's move of the view's
// state and the one effect it asks the edge for.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  choiceOf,
  initialUi,
  keepSelection,
  parseKeys,
  step,
  type Key,
  type UiState,
} from '../../lib/cli/watch/keys.js';

const keyCases: Array<[string, string, Key[]]> = [
  ['arrows (CSI and SS3)', '\x1b[A\x1b[B\x1bOA\x1bOB', [{ k: 'up' }, { k: 'down' }, { k: 'up' }, { k: 'down' }]],
  ['enter as CR or LF', '\r\n', [{ k: 'enter' }, { k: 'enter' }]],
  [
    'letters and a wide character',
    'q古',
    [
      { k: 'char', ch: 'q' },
      { k: 'char', ch: '古' },
    ],
  ],
  ['an astral character is one key', '👍', [{ k: 'char', ch: '👍' }]],
  ['a lone ESC', '\x1b', [{ k: 'esc' }]],
  ['ESC then a letter (Alt-q): both', '\x1bq', [{ k: 'esc' }, { k: 'char', ch: 'q' }]],
  ['a space is a character', ' ', [{ k: 'char', ch: ' ' }]],
  ['an unknown CSI sequence is dropped whole (F5)', '\x1b[15~x', [{ k: 'char', ch: 'x' }]],
  ['ctrl-c, backspace, other controls ignored', '\x03\x7f\x01', [{ k: 'interrupt' }, { k: 'backspace' }]],
];

test('parseKeys', () => {
  for (const [name, data, want] of keyCases) assert.equal(parseKeys(data), want, name);
});

const REFS = ['a@r', 'b@r', 'c@r'];
const at = (selected: string | null, over: Partial<UiState> = {}): UiState => ({ ...initialUi(), selected, ...over });
const ch = (c: string): Key => ({ k: 'char', ch: c });

test('moving: arrows and j/k, clamped at both ends', () => {
  const rows: Array<[UiState, Key, string | null]> = [
    [at('a@r'), { k: 'down' }, 'b@r'],
    [at('a@r'), ch('j'), 'b@r'],
    [at('c@r'), { k: 'down' }, 'c@r'],
    [at('a@r'), { k: 'up' }, 'a@r'],
    [at('b@r'), ch('k'), 'a@r'],
    [at('c@r'), { k: 'up' }, 'b@r'],
    [at('c@r'), ch('k'), 'b@r'],
    [at(null), { k: 'down' }, 'a@r'],
  ];
  for (const [ui, key, want] of rows) assert.is(step(ui, key, REFS).ui.selected, want, JSON.stringify(key));
});

test('keepSelection: the same seat after a re-sort; the first row when it left', () => {
  assert.is(keepSelection(at('b@r'), ['c@r', 'b@r']).selected, 'b@r');
  assert.is(keepSelection(at('x@r'), ['c@r', 'b@r']).selected, 'c@r');
  assert.is(keepSelection(at(null), []).selected, null);
});

test('effects from the list: q and ctrl-c quit, Enter jumps, h asks for held messages', () => {
  assert.equal(step(at('a@r'), ch('q'), REFS).effect, { kind: 'quit' });
  assert.equal(step(at('a@r'), { k: 'interrupt' }, REFS).effect, { kind: 'quit' });
  assert.equal(step(at('b@r'), { k: 'enter' }, REFS).effect, { kind: 'jump', ref: 'b@r' });
  assert.equal(step(at('b@r'), ch('h'), REFS).effect, { kind: 'held', ref: 'b@r' });
  const none = step(at(null), { k: 'enter' }, []);
  assert.is(none.effect, undefined);
  assert.match(none.ui.message!, /^rig: no seat selected — /);
});

/** Types keys one after another from a state; returns the last state and every effect asked. */
function run(ui: UiState, keys: Key[]) {
  const effects = [];
  for (const key of keys) {
    const r = step(ui, key, REFS);
    ui = r.ui;
    if (r.effect) effects.push(r.effect);
  }
  return { ui, effects };
}
const typed = (text: string) => [...text].map(ch);

test('s: a prompt; typed text (q is a letter there), backspace, Enter sends; Esc and empty cancel', () => {
  const r = run(at('b@r'), [ch('s'), ...typed('hqx'), { k: 'backspace' }, ...typed('!'), { k: 'enter' }]);
  assert.equal(r.effects, [{ kind: 'send', ref: 'b@r', text: 'hq!' }]);
  assert.is(r.ui.mode, 'list');
  assert.is(r.ui.message, 'sending to b@r…');
  assert.equal(run(at('b@r'), [ch('s'), ...typed('x'), { k: 'esc' }]).effects, []);
  const empty = run(at('b@r'), [ch('s'), ...typed('  '), { k: 'enter' }]);
  assert.equal(empty.effects, []);
  assert.match(empty.ui.message!, /nothing sent/);
});

test('a: a choice (number or d), then a reason; a bad choice or no reason is said and asked again', () => {
  const ok = run(at('c@r'), [ch('a'), ...typed('2'), { k: 'enter' }, ...typed('looks safe'), { k: 'enter' }]);
  assert.equal(ok.effects, [{ kind: 'answer', ref: 'c@r', choice: 2, reason: 'looks safe' }]);
  const deny = run(at('c@r'), [ch('a'), ...typed('d'), { k: 'enter' }, ...typed('no'), { k: 'enter' }]);
  assert.equal(deny.effects, [{ kind: 'answer', ref: 'c@r', choice: 'deny', reason: 'no' }]);
  const bad = run(at('c@r'), [ch('a'), ...typed('x'), { k: 'enter' }]);
  assert.equal(bad.effects, []);
  assert.is(bad.ui.mode, 'prompt');
  assert.match(bad.ui.message!, /^rig: a choice is a menu number or d — /);
  const noReason = run(at('c@r'), [ch('a'), ...typed('1'), { k: 'enter' }, { k: 'enter' }]);
  assert.equal(noReason.effects, []);
  assert.match(noReason.ui.message!, /^rig: a reason is required — /);
});

test('choiceOf', () => {
  const rows: Array<[string, number | 'deny' | undefined]> = [
    ['1', 1],
    [' 12 ', 12],
    ['0', undefined],
    ['d', 'deny'],
    ['DENY', 'deny'],
    ['1x', undefined],
    ['', undefined],
    ['100', undefined],
  ];
  for (const [t, want] of rows) assert.is(choiceOf(t), want, t);
});

test('? shows help; any key closes it (q too), ctrl-c still quits', () => {
  const help = step(at('a@r'), ch('?'), REFS).ui;
  assert.is(help.mode, 'help');
  const closed = step(help, ch('q'), REFS);
  assert.is(closed.ui.mode, 'list');
  assert.is(closed.effect, undefined);
  assert.equal(step(help, { k: 'interrupt' }, REFS).effect, { kind: 'quit' });
});

test.run();
