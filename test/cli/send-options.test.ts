// rig send's parse step, as a table: argv → typed options or the usage error, with nothing read or sent.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sendCommand } from '../../lib/cli/send.js';
import { isCliError } from '../../lib/cli/errors.js';

const site = { helpFor: 'send', usage: 'rig send SEAT "MESSAGE" [options]' };
const parse = (argv: string[]) => sendCommand.verb.parse(argv, site);

// [argv, expected fields (subset) or the start of the usage error]
const CASES: [string[], Record<string, unknown> | string][] = [
  [
    ['a@r', 'hi'],
    { ref: 'a@r', text: 'hi', bodyFile: undefined, waitForIdleMs: undefined, dangerouslyInteract: false },
  ],
  [['a@r', '--body-file', 'm.txt'], { text: undefined, bodyFile: 'm.txt' }],
  [['a@r', 'hi', '--wait-for-idle', '1.5'], { waitForIdleMs: 1500 }],
  [['a@r', 'hi', '--wait-for-idle', '6'], { waitForIdleMs: 6000 }],
  [['a@r', '1', '--dangerously-interact', '--reason', 'menu'], { dangerouslyInteract: true, reason: 'menu' }],
  [['a@r', 'hi', '--urgent', '--raw', '--verify', '--json'], { urgent: true, raw: true, verify: true, json: true }],
  [['a@r', '--context'], { context: true, text: undefined }],
  [['a@r', 'hi', '--body-file', 'm.txt'], 'give the message or --body-file, not both'],
  [['a@r', 'hi', '--reason', 'why'], '--reason goes with --dangerously-interact'],
  [['a@r', 'hi', '--wait-for-idle', '0'], '--wait-for-idle 0 is not a positive number'],
  [['a@r', 'hi', '--wait-for-idle', 'soon'], '--wait-for-idle soon is not a positive number'],
  [['a@r', 'hi', '--wait-for-idle=-1'], '--wait-for-idle -1 is not a positive number'],
  [['a@r', 'hi', 'extra'], 'unexpected argument'],
  [[], 'a seat ref'],
  [['zzz@r', 'hi', '--dangerously-interact'], '--dangerously-interact needs --reason'],
  [['zzz@r', 'hi', '--type-without-checking'], '--type-without-checking needs --dangerously-interact'],
  [
    ['zzz@r', '1', '--dangerously-interact', '--reason', 'x', '--wait-for-idle', '5'],
    'cannot be combined with --wait-for-idle',
  ],
  [['zzz@r'], 'a message is required'],
  [['a@r', 'hi', '--no-such-flag'], 'unknown'],
];

test('rig send: argv to options or a usage error', () => {
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
        `${label}: ${(err as { what?: string }).what}`,
      );
    } else {
      assert.is(err, undefined, `${label}: ${(err as { what?: string })?.what}`);
      for (const [k, v] of Object.entries(want)) assert.equal((got as Record<string, unknown>)[k], v, `${label} ${k}`);
    }
  }
});

test.run();
