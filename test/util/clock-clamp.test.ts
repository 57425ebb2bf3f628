// Time from files, clamped (lib/util/clock-clamp.ts): a stamp past the skew is suspect and has no
// age; a next-due time more than one interval ahead is pulled back to now + interval. Tables with
// both sides of every edge.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FUTURE_SKEW_MS, isFutureStamp, pullBackDue, stampAgeMs } from '../../lib/util/clock-clamp.js';

const NOW = Date.parse('2026-12-05T12:00:00.000Z');
const Y2100 = Date.parse('2100-01-01T00:00:00.000Z');
const MIN = 60_000;

test('the skew is small: 30 s', () => {
  assert.is(FUTURE_SKEW_MS, 30_000);
});

test('isFutureStamp and stampAgeMs: past, now, within the skew, its edge, past it, 2100', () => {
  // [stamp, suspect, age]
  const rows: [number, boolean, number | null][] = [
    [NOW - 5 * MIN, false, 5 * MIN],
    [NOW - 0.4, false, 0],
    [NOW, false, 0],
    [NOW + 1000, false, 0],
    [NOW + FUTURE_SKEW_MS, false, 0],
    [NOW + FUTURE_SKEW_MS + 1, true, null],
    [NOW + 60 * MIN, true, null],
    [Y2100, true, null],
  ];
  for (const [stamp, suspect, age] of rows) {
    assert.is(isFutureStamp(stamp, NOW), suspect, `${stamp - NOW} ms`);
    assert.is(stampAgeMs(stamp, NOW), age, `${stamp - NOW} ms`);
  }
});

test('pullBackDue: due in the past, now, within one interval, at its edge, past it, 2100', () => {
  const I = 10 * MIN;
  // [due, pulled back to]
  const rows: [number, number][] = [
    [NOW - 3 * I, NOW - 3 * I],
    [NOW, NOW],
    [NOW + I - 1, NOW + I - 1],
    [NOW + I, NOW + I],
    [NOW + I + 1, NOW + I],
    [NOW + 5 * I, NOW + I],
    [Y2100, NOW + I],
  ];
  for (const [due, want] of rows) assert.is(pullBackDue(due, NOW, I), want, `${due - NOW} ms ahead`);
});

test.run();
