// A test run's closing line, `N passed, N failed, N skipped` (test/run.mjs and test/unit.mjs print
// it last), read back and added up, so CI's own closing line can count several runs.

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export const NO_COUNTS: Counts = { passed: 0, failed: 0, skipped: 0 };

const COUNT_LINE = /^(\d+) passed, (\d+) failed, (\d+) skipped$/;

/** The counts of one closing line, or undefined when the line is anything else. */
export function countLine(line: string): Counts | undefined {
  const m = COUNT_LINE.exec(line.trim());
  return m ? { passed: Number(m[1]), failed: Number(m[2]), skipped: Number(m[3]) } : undefined;
}

/**
 * What a run counts for: its last closing line. A run that printed none (it crashed, or was killed)
 * or exited non-zero with no failure counted counts one failure more, never a pass.
 */
export function runCounts(output: string, exitCode: number | null): Counts {
  const lines = output.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const counts = countLine(lines[i]!);
    if (!counts) continue;
    return exitCode !== 0 && counts.failed === 0 ? { ...counts, failed: 1 } : counts;
  }
  return { passed: 0, failed: 1, skipped: 0 };
}

export function addCounts(...all: Counts[]): Counts {
  return all.reduce(
    (sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped }),
    NO_COUNTS,
  );
}

export const formatCounts = (c: Counts): string => `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;

/** CI fails on any failure, and on a run that passed nothing at all. */
export const countsFail = (c: Counts): boolean => c.failed > 0 || c.passed === 0;
