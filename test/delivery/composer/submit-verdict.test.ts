// submitVerdict, the decision after Enter, as a table: evidence ends the wait at once, the cap ends
// it only while the composer still shows the text, an unreadable composer ends it on its own bound.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  afterEnterPollMs,
  submitVerdict,
  type AfterEnterLook,
  type SubmitVerdict,
} from '../../../lib/delivery/composer/submitted.js';

const LIMITS = { capMs: 10_000, unreadableMs: 1500 };
const look = (o: Partial<AfterEnterLook>): AfterEnterLook => ({
  elapsedMs: 100,
  state: 'draft',
  holdsText: true,
  turnBegan: false,
  unreadableForMs: 0,
  ...o,
});

const TABLE: Array<[string, Partial<AfterEnterLook>, SubmitVerdict]> = [
  ['composer cleared at once', { state: 'empty', holdsText: false }, 'confirmed'],
  [
    'composer cleared late, 2.5 s after Enter (a loaded client)',
    { elapsedMs: 2500, state: 'empty', holdsText: false },
    'confirmed',
  ],
  ['the text left the input (other text there now)', { state: 'draft', holdsText: false }, 'confirmed'],
  ['a turn began while the text is still shown', { turnBegan: true }, 'confirmed'],
  [
    'a turn began on an unreadable screen',
    { state: 'unknown', holdsText: false, turnBegan: true, unreadableForMs: 5000 },
    'confirmed',
  ],
  ['text still there at 1.5 s (the old window)', { elapsedMs: 1500 }, 'wait'],
  ['text still there at 9.9 s', { elapsedMs: 9900 }, 'wait'],
  ['text still there at the cap', { elapsedMs: 10_000 }, 'unconfirmed'],
  ['text still there past the cap', { elapsedMs: 12_000 }, 'unconfirmed'],
  ['briefly unreadable (a repaint)', { state: 'unknown', holdsText: false, unreadableForMs: 200 }, 'wait'],
  ['unreadable for its bound', { state: 'unknown', holdsText: false, unreadableForMs: 1500 }, 'unreadable'],
  [
    'unreadable at the cap',
    { elapsedMs: 10_000, state: 'unknown', holdsText: false, unreadableForMs: 100 },
    'unreadable',
  ],
  [
    'an empty reading at the cap is still a cleared composer',
    { elapsedMs: 10_000, state: 'empty', holdsText: false },
    'confirmed',
  ],
];

for (const [name, o, expected] of TABLE) {
  test(`${name} → ${expected}`, () => {
    assert.is(submitVerdict(look(o), LIMITS), expected);
  });
}

test("the cap is the caller's: a short cap ends the wait sooner, a long one later", () => {
  assert.is(submitVerdict(look({ elapsedMs: 3000 }), { capMs: 3000, unreadableMs: 1500 }), 'unconfirmed');
  assert.is(submitVerdict(look({ elapsedMs: 3000 }), { capMs: 30_000, unreadableMs: 1500 }), 'wait');
});

test('looks are frequent at first, then at most every 100 ms', () => {
  assert.is(afterEnterPollMs(0, 20), 20);
  assert.is(afterEnterPollMs(1499, 20), 20);
  assert.is(afterEnterPollMs(1500, 20), 100);
  assert.is(afterEnterPollMs(5000, 250), 250);
});

test.run();
