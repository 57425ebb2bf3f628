// The matrix's counting: a run's closing line read back, a run without one or with a failed exit
// never counted as passed, and the sum that becomes CI's closing line.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { addCounts, countLine, countsFail, formatCounts, runCounts } from '../../scripts/node-matrix/counts.js';

test('countLine: the closing line and nothing else', () => {
  const rows: [string, ReturnType<typeof countLine>][] = [
    ['12 passed, 0 failed, 3 skipped', { passed: 12, failed: 0, skipped: 3 }],
    ['  0 passed, 1 failed, 0 skipped  ', { passed: 0, failed: 1, skipped: 0 }],
    ['12 passed, 0 failed', undefined],
    ['ok   test/x.test.ts  (12 passed, 0 failed; 1.0 s)', undefined],
    ['x 12 passed, 0 failed, 3 skipped', undefined],
    ['', undefined],
  ];
  for (const [line, want] of rows) assert.equal(countLine(line), want, line);
});

test('runCounts: the last closing line; a bad exit or no closing line is a failure', () => {
  const rows: [string, number | null, string][] = [
    ['dots\n5 passed, 0 failed, 1 skipped\n', 0, '5 passed, 0 failed, 1 skipped'],
    ['0 passed, 0 failed, 0 skipped\nlater\n7 passed, 2 failed, 0 skipped', 1, '7 passed, 2 failed, 0 skipped'],
    ['5 passed, 0 failed, 0 skipped\n', 1, '5 passed, 1 failed, 0 skipped'],
    ['5 passed, 0 failed, 0 skipped\n', null, '5 passed, 1 failed, 0 skipped'],
    ['Segmentation fault\n', 0, '0 passed, 1 failed, 0 skipped'],
    ['', 139, '0 passed, 1 failed, 0 skipped'],
  ];
  for (const [output, code, want] of rows) assert.is(formatCounts(runCounts(output, code)), want, `${output} ${code}`);
});

test('addCounts sums each column; countsFail on a failure or when nothing passed', () => {
  const a = { passed: 3, failed: 0, skipped: 1 };
  const b = { passed: 4, failed: 2, skipped: 0 };
  assert.equal(addCounts(a, b), { passed: 7, failed: 2, skipped: 1 });
  assert.equal(addCounts(), { passed: 0, failed: 0, skipped: 0 });
  const rows: [typeof a, boolean][] = [
    [a, false],
    [b, true],
    [{ passed: 5, failed: 1, skipped: 0 }, true],
    [{ passed: 0, failed: 0, skipped: 4 }, true],
    [{ passed: 1, failed: 0, skipped: 4 }, false],
  ];
  for (const [c, want] of rows) assert.is(countsFail(c), want, formatCounts(c));
});

test.run();
