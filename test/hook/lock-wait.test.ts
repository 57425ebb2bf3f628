// A hook run's lock wait (lib/hook/lock-wait.ts): the fallback without a deadline, else all that is
// left but the reserve, never under the floor. One rule for every hook that writes under a lock.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lockWaitFor } from '../../lib/hook/lock-wait.js';
import { parseJsonInput } from '../../lib/hook/input.js';

test('lockWaitFor: fallback, what is left but the reserve, the floor', () => {
  const rule = { fallbackMs: 1000, reserveMs: 300, floorMs: 50 };
  const rows: [number | undefined, number, number][] = [
    [undefined, 0, 1000],
    [3000, 0, 2700],
    [3000, 2000, 700],
    [3000, 2650, 50],
    [3000, 2700, 50],
    [3000, 5000, 50],
  ];
  for (const [deadline, now, want] of rows) assert.is(lockWaitFor(rule, deadline, now), want, `${deadline} ${now}`);
});

test('parseJsonInput: JSON or undefined, never a throw', () => {
  assert.equal(parseJsonInput('{"a":1}'), { a: 1 });
  assert.is(parseJsonInput(''), undefined);
  assert.is(parseJsonInput(undefined), undefined);
  assert.is(parseJsonInput('{"a":'), undefined);
});

test.run();
