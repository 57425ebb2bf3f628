// The parse step: positional arity declared once (a missing or extra argument is a usage error
// from parseArgs, never from a command), "-" kept as a positional, and a verb's typed options.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bool, parseArgs, type ArgSpec } from '../../lib/cli/args.js';
import { isCliError } from '../../lib/cli/errors.js';
import { seatRetireHeldMessageVerb } from '../../lib/cli/seat-retire-held-message.js';
import { defineNoun, defineVerb, type Verb } from '../../lib/cli/verb.js';
import type { Context } from '../../lib/cli/cli-context.js';

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
  assert.equal(ok, { ref: 'a@r', id, reason: 'read', operator: undefined, json: true });
  assert.is(
    seatRetireHeldMessageVerb.parse(['a@r', id, '--reason', 'read', '--operator', 'pat'], site).operator,
    'pat',
  );
  assert.match(
    usageOf(() => seatRetireHeldMessageVerb.parse(['a@r', id, '--reason', 'r', '--operator', ' x'], site)) ?? '',
    /^--operator is not a printable address/,
  );
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

test('defineNoun: a verb in a module of its own is loaded only when it is the one run', async () => {
  const ran: string[] = [];
  const loaded: string[] = [];
  const verb = (name: string): Verb =>
    defineVerb({
      args: { boolean: ['json'] },
      options: (p) => ({ json: bool(p, 'json') }),
      run: async (o) => {
        ran.push(`${name}${o.json ? ' --json' : ''}`);
      },
    }) as Verb;
  const lazy = (name: string) => ({
    name,
    usage: [`rig n ${name} [--json]`],
    load: async () => {
      loaded.push(name);
      return verb(name);
    },
  });
  const noun = defineNoun({ name: 'n' }, [
    { name: 'now', usage: ['rig n now'], verb: verb('now') },
    lazy('a'),
    lazy('b'),
  ]);
  const ctx = {} as Context;
  await noun.run(['b', '--json'], ctx);
  await noun.run(['now'], ctx);
  assert.equal(loaded, ['b']);
  assert.equal(ran, ['b --json', 'now']);
  await noun.run(['c'], ctx).then(
    () => assert.unreachable('an unknown verb ran'),
    (err: unknown) => assert.ok(isCliError(err) && err.what === 'unknown n verb "c"', String(err)),
  );
  assert.equal(loaded, ['b'], 'a refused verb loads nothing');
});

test.run();
