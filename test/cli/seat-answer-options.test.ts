// rig seat answer's parse step, as a table: argv → the daemon request body or the usage error
// (exit 2), with nothing read, asked or typed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { seatAnswerVerb } from '../../lib/cli/seat-answer.js';
import { isCliError } from '../../lib/cli/errors.js';

const site = { helpFor: 'seat answer', usage: 'rig seat answer REF (--choice N | --deny) --reason R [--json]' };
const parse = (argv: string[]) => seatAnswerVerb.parse(argv, site);

const CASES: [string[], Record<string, unknown> | string][] = [
  [['a@r', '--choice', '1', '--reason', 'ok'], { ref: 'a@r', body: { choice: 1, reason: 'ok' }, json: false }],
  [['a@r', '--deny', '--reason', 'no', '--json'], { body: { deny: true, reason: 'no' }, json: true }],
  [['a@r', '--choice', '2', '--deny', '--reason', 'x'], 'exactly one of --choice N or --deny'],
  [['a@r', '--reason', 'x'], 'exactly one of --choice N or --deny'],
  [['a@r', '--choice', '0', '--reason', 'x'], 'not a row number'],
  [['a@r', '--choice', 'y', '--reason', 'x'], 'not a row number'],
  [['a@r', '--choice', '1'], 'reason'],
  [['a@r', '--choice', '1', '--reason', ' '], '--reason is required'],
  [['--choice', '1', '--reason', 'x'], 'a seat ref'],
  [['a@r', '--choice', '1', '--reason', 'x', '--actor', 'me@r'], 'unknown'],
];

test('rig seat answer: argv to the request or a usage error', () => {
  for (const [argv, want] of CASES) {
    let got: unknown;
    let err: unknown;
    try {
      got = parse(argv);
    } catch (e) {
      err = e;
    }
    const label = JSON.stringify(argv);
    if (typeof want === 'string') {
      assert.ok(isCliError(err), `${label}: expected a usage error, got ${JSON.stringify(got)}`);
      assert.is((err as { exitCode: number }).exitCode, 2, label);
      assert.ok(
        `${(err as Error).message} ${(err as { what?: string }).what ?? ''}`.includes(want),
        `${label}: ${(err as Error).message}`,
      );
    } else {
      assert.is(err, undefined, `${label}: ${(err as Error)?.message}`);
      for (const [k, v] of Object.entries(want)) assert.equal((got as Record<string, unknown>)[k], v, `${label} ${k}`);
    }
  }
});

test.run();
