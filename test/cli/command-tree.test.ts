// The command table as data (lib/cli/command-tree.ts): each verb's flags and positionals read from
// the declarations parsing uses, a noun's verbs loaded from their own modules, and a command the
// walk cannot read refused by name.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { commandTree, flagsOf } from '../../lib/cli/command-tree.js';
import type { ArgSpec } from '../../lib/cli/args.js';
import type { CommandEntry } from '../../lib/cli/command.js';
import { defineCommand, defineNoun, defineVerb } from '../../lib/cli/verb.js';
import { COMMAND_ENTRIES } from '../../lib/cli/commands.js';

const FLAGS: [string, ArgSpec, [string, boolean, unknown?][]][] = [
  ['nothing declared: --help alone', {}, [['help', false]]],
  [
    'value flags first, then switches, then --help',
    { boolean: ['json'], string: ['seat'], multiple: ['tag'] },
    [
      ['seat', true],
      ['tag', true],
      ['json', false],
      ['help', false],
    ],
  ],
  [
    'what a value flag completes rides along; a switch completes nothing',
    { string: ['seat', 'note'], boolean: ['json'], completes: { seat: 'seat', json: ['x'] } },
    [
      ['seat', true, 'seat'],
      ['note', true],
      ['json', false],
      ['help', false],
    ],
  ],
  [
    'a flag declared twice is listed once',
    { string: ['id'], multiple: ['id'] },
    [
      ['id', true],
      ['help', false],
    ],
  ],
];

for (const [name, args, want] of FLAGS) {
  test(`flagsOf: ${name}`, () => {
    assert.equal(
      flagsOf(args).map((f) => [f.name, f.takesValue, ...(f.completes === undefined ? [] : [f.completes])]),
      want,
    );
  });
}

const noop = async () => undefined;
const listVerb = defineVerb({ args: { boolean: ['json'] }, options: () => ({}), run: noop });
const showVerb = defineVerb({
  args: { boolean: ['json'], positionals: [{ name: 'REF', what: 'a seat ref', completes: 'seat' }] },
  options: () => ({}),
  run: noop,
});
let loadedShow = 0;
const TABLE: CommandEntry[] = [
  {
    name: 'ps',
    summary: 'show',
    load: async () =>
      defineCommand(
        { name: 'ps', usage: ['rig ps [--json]'] },
        { args: { string: ['rig'], boolean: ['json'] }, options: () => ({}), run: noop },
      ),
  },
  {
    name: 'seat',
    summary: 'seats',
    load: async () =>
      defineNoun({ name: 'seat', defaultVerb: 'list' }, [
        { name: 'list', usage: ['rig seat list [--json]'], verb: listVerb },
        {
          name: 'show',
          usage: ['rig seat show REF [--json]'],
          load: async () => {
            loadedShow++;
            return showVerb;
          },
        },
      ]),
  },
];

test('commandTree: a command without verbs has one nameless verb; a noun its verbs, lazy ones loaded', async () => {
  const tree = await commandTree(TABLE);
  assert.equal(tree, [
    {
      name: 'ps',
      summary: 'show',
      verbs: [
        {
          usage: ['rig ps [--json]'],
          flags: [
            { name: 'rig', takesValue: true },
            { name: 'json', takesValue: false },
            { name: 'help', takesValue: false },
          ],
          positionals: [],
        },
      ],
    },
    {
      name: 'seat',
      summary: 'seats',
      defaultVerb: 'list',
      verbs: [
        {
          name: 'list',
          usage: ['rig seat list [--json]'],
          flags: [
            { name: 'json', takesValue: false },
            { name: 'help', takesValue: false },
          ],
          positionals: [],
        },
        {
          name: 'show',
          usage: ['rig seat show REF [--json]'],
          flags: [
            { name: 'json', takesValue: false },
            { name: 'help', takesValue: false },
          ],
          positionals: [{ name: 'REF', what: 'a seat ref', completes: 'seat' }],
        },
      ],
    },
  ]);
  assert.is(loadedShow, 1, 'the lazy verb was loaded to read its arguments');
});

test('commandTree: a command built by hand (no verb table) is refused by name', async () => {
  const bare: CommandEntry = { name: 'bare', summary: 'x', load: async () => ({ name: 'bare', usage: [], run: noop }) };
  try {
    await commandTree([bare]);
    assert.unreachable('should refuse');
  } catch (err) {
    assert.match((err as Error).message, 'rig bare declares no verb table');
  }
});

test('the real table: every command is walkable, and the walk reads what parsing reads', async () => {
  const tree = await commandTree(COMMAND_ENTRIES);
  assert.equal(
    tree.map((c) => c.name),
    COMMAND_ENTRIES.map((e) => e.name),
  );
  const refocus = tree.find((c) => c.name === 'refocus')!.verbs[0]!;
  assert.equal(
    refocus.flags.find((f) => f.name === 'seat'),
    { name: 'seat', takesValue: true, completes: 'seat' },
  );
  const status = tree.find((c) => c.name === 'seat')!.verbs.find((v) => v.name === 'status')!;
  assert.is(status.positionals[0]!.completes, 'seat');
});

test('the real table: help shows every flag parsing accepts (the usage lines of its verb)', async () => {
  const unshown = (await commandTree(COMMAND_ENTRIES)).flatMap((c) =>
    c.verbs.flatMap((v) =>
      v.flags
        .filter((f) => f.name !== 'help' && !v.usage.some((u) => u.includes(`--${f.name}`)))
        .map((f) => `rig ${c.name}${v.name ? ` ${v.name}` : ''} --${f.name}`),
    ),
  );
  assert.equal(unshown, []);
});

test.run();
