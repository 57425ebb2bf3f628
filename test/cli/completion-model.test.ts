// What the completion scripts know, from the command tree (lib/cli/completion-model.ts): the
// commands and help, each noun's verbs and default, each key's flags and value flags, and what a
// slot offers (seat refs by their marker, or fixed words). And fish's quoting.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completionModel, SEAT_OFFER } from '../../lib/cli/completion-model.js';
import type { CommandNode } from '../../lib/cli/command-tree.js';
import { fishQuote } from '../../lib/cli/completion-fish.js';
import { shellQuote } from '../../lib/util/shell-quote.js';

const help = { name: 'help', takesValue: false };
const json = { name: 'json', takesValue: false };

const TREE: CommandNode[] = [
  {
    name: 'send',
    summary: "type into a seat's terminal",
    verbs: [
      {
        usage: [],
        flags: [{ name: 'wait-for-idle', takesValue: true }, json, help],
        positionals: [
          { name: 'SEAT', completes: 'seat' },
          { name: 'MESSAGE', optional: true },
        ],
      },
    ],
  },
  {
    name: 'config',
    summary: 'configuration',
    defaultVerb: 'show',
    verbs: [
      { name: 'show', usage: [], flags: [json, help], positionals: [] },
      {
        name: 'get',
        usage: [],
        flags: [json, help],
        positionals: [{ name: 'KEY', completes: ['a.b', 'c.d'] }],
      },
    ],
  },
  {
    name: 'seat',
    summary: 'seats',
    verbs: [
      {
        name: 'set-typing-guard',
        usage: [],
        flags: [{ name: 'mode', takesValue: true, completes: ['off', 'hold'] }, json, help],
        positionals: [{ name: 'REF', completes: 'seat' }],
      },
    ],
  },
];

test('the model of a tree: commands with help, nouns, keys and what each slot offers', () => {
  assert.equal(completionModel(TREE), {
    commands: [
      { name: 'send', summary: "type into a seat's terminal" },
      { name: 'config', summary: 'configuration' },
      { name: 'seat', summary: 'seats' },
      { name: 'help', summary: "list the commands, or show one command's usage" },
    ],
    nouns: [
      { name: 'config', verbs: ['show', 'get'], defaultVerb: 'show' },
      { name: 'seat', verbs: ['set-typing-guard'] },
    ],
    keys: [
      {
        key: 'send',
        flags: ['--wait-for-idle', '--json', '--help'],
        valueFlags: ['--wait-for-idle'],
        offers: [{ slot: '0', words: [SEAT_OFFER] }],
      },
      { key: 'config show', flags: ['--json', '--help'], valueFlags: [], offers: [] },
      {
        key: 'config get',
        flags: ['--json', '--help'],
        valueFlags: [],
        offers: [{ slot: '0', words: ['a.b', 'c.d'] }],
      },
      {
        key: 'seat set-typing-guard',
        flags: ['--mode', '--json', '--help'],
        valueFlags: ['--mode'],
        offers: [
          { slot: '--mode', words: ['off', 'hold'] },
          { slot: '0', words: [SEAT_OFFER] },
        ],
      },
    ],
  });
});

const QUOTES: [string, string, string][] = [
  ['plain', "'plain'", 'plain'],
  ["stop a rig's seats", "'stop a rig\\'s seats'", "'stop a rig'\\''s seats'"],
  ['back\\slash', "'back\\\\slash'", "'back\\slash'"],
  ['tab\there', "'tab\there'", "'tab\there'"],
];

for (const [word, fish, sh] of QUOTES) {
  test(`quoting ${JSON.stringify(word)} for fish and for sh`, () => {
    assert.is(fishQuote(word), fish);
    assert.is(shellQuote(word), sh);
  });
}

test.run();
