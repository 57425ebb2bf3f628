// The parse step: positional arity declared once (a missing or extra argument is a usage error
// from parseArgs, never from a command), "-" kept as a positional, and a verb's typed options.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseArgs, type ArgSpec } from '../../lib/cli/args.js';
import { isCliError } from '../../lib/cli/errors.js';
import { seatRetireHeldMessageVerb } from '../../lib/cli/seat-retire-held-message.js';

const usageOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (err) {
    if (isCliError(err) && err.exitCode === 2) return `${err.what} — ${err.todo}`;
    throw err;
  }
};

const TWO: ArgSpec = {
  positionals: [
    { name: 'REF', what: 'a seat ref' },
    { name: 'ID', optional: true },
  ],
  usage: 'rig x REF [ID]',
};
const NONE: ArgSpec = { boolean: ['json'], positionals: [], usage: 'rig y [--json]' };

test('arity: every count against the declaration', () => {
  const rows: [ArgSpec, string[], string | Record<string, string | undefined>][] = [
    [TWO, ['a@r'], { REF: 'a@r', ID: undefined }],
    [TWO, ['a@r', 'o-1'], { REF: 'a@r', ID: 'o-1' }],
    [TWO, [], 'a seat ref is required — usage: rig x REF [ID]'],
    [TWO, [''], 'a seat ref is required — usage: rig x REF [ID]'],
    [TWO, ['a', 'b', 'c'], 'unexpected argument "c" — quote values that contain spaces'],
    [NONE, ['--json'], {}],
    [NONE, ['stray'], 'unexpected argument "stray" — usage: rig y [--json]'],
    [TWO, ['a@r', '-'], { REF: 'a@r', ID: '-' }],
  ];
  for (const [spec, argv, want] of rows) {
    const label = JSON.stringify(argv);
    if (typeof want === 'string')
      assert.is(
        usageOf(() => parseArgs(argv, spec, 'x')),
        want,
        label,
      );
    else assert.equal(parseArgs(argv, spec, 'x').args, want, label);
  }
});

test('required flags: declared once, a blank value is not given', () => {
  const spec: ArgSpec = { string: ['reason'], positionals: [], required: { reason: 'say why' } };
  assert.is(
    usageOf(() => parseArgs([], spec, 'x')),
    '--reason is required — say why',
  );
  assert.is(
    usageOf(() => parseArgs(['--reason', '  '], spec, 'x')),
    '--reason is required — say why',
  );
  assert.is(parseArgs(['--reason', 'because'], spec, 'x').flags.reason, 'because');
});

test('a spec that declares no positionals list leaves them to the caller', () => {
  assert.equal(parseArgs(['a', '-', 'b'], {}, 'x').positionals, ['a', '-', 'b']);
});

test('a verb parses to typed options without running anything', () => {
  const site = { helpFor: 'seat', usage: 'rig seat retire-held-message REF OUTBOX_ID --reason R' };
  const id = 'o-20260101T000000Z-0123456789abcdef';
  const ok = seatRetireHeldMessageVerb.parse(['a@r', id, '--reason', 'read', '--json'], site);
  assert.equal(ok, { ref: 'a@r', id, reason: 'read', json: true });
  assert.match(
    usageOf(() => seatRetireHeldMessageVerb.parse(['a@r'], site)) ?? '',
    /^an outbox id is required — usage: rig seat retire/,
  );
  assert.match(
    usageOf(() => seatRetireHeldMessageVerb.parse(['a@r', '../x', '--reason', 'r'], site)) ?? '',
    /invalid outbox id/,
  );
  assert.match(usageOf(() => seatRetireHeldMessageVerb.parse(['a@r', id], site)) ?? '', /--reason is required/);
});

test.run();
