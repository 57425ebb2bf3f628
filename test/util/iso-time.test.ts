// isoTime writes Date#toISOString's text by hand (lib/util/iso-time.ts): the same text for every
// time, a fraction of a millisecond cut toward zero as the Date constructor cuts it, and
// toISOString's own answer (or its RangeError) outside years 0–9999.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isoTime } from '../../lib/util/iso-time.js';

test('the same text as Date#toISOString: epoch, leap days, century rules, fractions, negative times', () => {
  const table = [
    0,
    1,
    -1,
    0.9,
    -0.9,
    -1.5,
    1_796_169_691_610.75,
    951_782_400_000, // 2000-02-29
    4_107_456_000_000, // 2100-02-28 (2100 is no leap year)
    4_107_542_399_999, // 2100-03-01 just before midnight
    Date.UTC(2024, 1, 29, 23, 59, 59, 999),
    Date.UTC(1969, 11, 31, 23, 59, 59, 999),
    Date.UTC(1900, 2, 1), // 1900 is no leap year
    -62_167_219_200_000, // 0000-01-01, the first day written as YYYY
    Date.UTC(9999, 11, 31, 23, 59, 59, 999),
    Date.UTC(10000, 0, 1), // +010000: toISOString's own text
    -62_198_755_200_001, // a year before 0: the same
  ];
  let x = 1_796_169_691_610;
  for (let i = 0; i < 2000; i++) {
    x = (x * 48_271 + 12_345) % 8_640_000_000_000;
    table.push(x, -x);
  }
  for (const ms of table) assert.is(isoTime(ms), new Date(ms).toISOString(), String(ms));
});

test('no time at all throws as toISOString does', () => {
  for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 8.64e15 + 1])
    assert.throws(
      () => isoTime(bad),
      (e: unknown) => e instanceof RangeError,
      String(bad),
    );
});

test.run();
