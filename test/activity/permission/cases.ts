// Shared rows for the evidence tables: PermissionRequest inputs and the suggested_rules the producer
// must make of them. The ingress table runs every row's output through the checker too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SuggestedRuleEntry, SuggestedRules } from '../../../lib/activity/permission/types.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'hook-json');
export const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as Record<string, unknown>;

export const SEQ = 1_796_169_600_000_000;
export const AT = '2026-12-01T12:00:00.000Z';

/** 😀: one code point, two UTF-16 units, four UTF-8 bytes. */
export const ASTRAL = '\u{1F600}';
/** é: one UTF-16 unit, two UTF-8 bytes. */
export const TWO_BYTE = '\u00e9';

export const add = (
  rules: SuggestedRuleEntry['rules'],
  extra: Partial<SuggestedRuleEntry> = {},
): SuggestedRuleEntry => ({
  type: 'addRules',
  rules,
  behavior: 'allow',
  destination: 'localSettings',
  ...extra,
});
export const bash = (ruleContent?: string) =>
  ruleContent === undefined ? { toolName: 'Bash' } : { toolName: 'Bash', ruleContent };
export const rulesOf = (n: number) => Array.from({ length: n }, (_, i) => bash(`cmd-${i}`));

export const request = (suggestions?: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  hook_event_name: 'PermissionRequest',
  tool_name: 'Bash',
  tool_input: { command: 'echo hi' },
  ...(suggestions === undefined ? {} : { permission_suggestions: suggestions }),
  ...extra,
});

const avail = (entries: SuggestedRuleEntry[], unsupported = false, size_cut = false): SuggestedRules => ({
  state: 'available',
  native: 'present',
  entries,
  unsupported,
  size_cut,
});
const MISSING: SuggestedRules = {
  state: 'available',
  native: 'missing',
  entries: [],
  unsupported: false,
  size_cut: false,
};

const SET_MODE = { type: 'setMode', mode: 'acceptEdits', destination: 'session' };
const ADD_DIRS = { type: 'addDirectories', directories: ['/tmp/x'], destination: 'session' };
const REMOVE_DIRS = { type: 'removeDirectories', directories: ['/tmp/x'], destination: 'session' };

/** [name, permission_suggestions (undefined: field absent), expected suggested_rules]. */
export const SUGGESTION_ROWS: [string, unknown, SuggestedRules][] = [
  // missing vs empty vs not a list
  ['field absent → native missing', undefined, MISSING],
  ['empty list → present, nothing withheld', [], avail([])],
  ['null → present, withheld', null, avail([], true)],
  ['an object → present, withheld', { type: 'addRules' }, avail([], true)],
  ['a string → present, withheld', 'addRules', avail([], true)],
  // supported kinds, exact copies
  ['addRules kept', [add([bash('npm test:*')])], avail([add([bash('npm test:*')])])],
  [
    'replaceRules kept',
    [add([bash()], { type: 'replaceRules', behavior: 'deny', destination: 'projectSettings' })],
    avail([add([bash()], { type: 'replaceRules', behavior: 'deny', destination: 'projectSettings' })]),
  ],
  [
    'removeRules kept',
    [add([bash('x')], { type: 'removeRules', behavior: 'ask', destination: 'userSettings' })],
    avail([add([bash('x')], { type: 'removeRules', behavior: 'ask', destination: 'userSettings' })]),
  ],
  [
    'every destination word: session',
    [add([bash()], { destination: 'session' })],
    avail([add([bash()], { destination: 'session' })]),
  ],
  [
    'every destination word: cliArg',
    [add([bash()], { destination: 'cliArg' })],
    avail([add([bash()], { destination: 'cliArg' })]),
  ],
  ['an entry with no rules is kept as it is', [add([])], avail([add([])])],
  // strings untouched
  [
    'leading and trailing spaces kept in toolName and ruleContent',
    [add([{ toolName: ' Bash ', ruleContent: '  npm test  ' }])],
    avail([add([{ toolName: ' Bash ', ruleContent: '  npm test  ' }])]),
  ],
  ['empty ruleContent stays empty, distinct from absent', [add([bash(''), bash()])], avail([add([bash(''), bash()])])],
  [
    'controls and bidi characters are data: kept as they are',
    [add([{ toolName: 'Ba\u202esh', ruleContent: 'a\u001b[2Jb\nc' }])],
    avail([add([{ toolName: 'Ba\u202esh', ruleContent: 'a\u001b[2Jb\nc' }])]),
  ],
  [
    'extra fields on an entry or rule are not copied',
    [{ ...add([{ ...bash('x'), note: 'SECRET-RULE-EXTRA' } as never]), reason: 'SECRET-ENTRY-EXTRA' }],
    avail([add([bash('x')])]),
  ],
  // withheld kinds
  ['setMode withheld', [SET_MODE], avail([], true)],
  ['addDirectories withheld (the real Claude fixture shape)', [ADD_DIRS], avail([], true)],
  ['removeDirectories withheld', [REMOVE_DIRS], avail([], true)],
  ['an unknown type withheld', [{ ...add([bash()]), type: 'addRule' }], avail([], true)],
  ['type missing withheld', [{ rules: [bash()], behavior: 'allow', destination: 'session' }], avail([], true)],
  ['an entry that is a string withheld', ['addRules'], avail([], true)],
  ['an entry that is null withheld', [null], avail([], true)],
  ['an entry that is a list withheld', [[add([bash()])]], avail([], true)],
  ['rules not a list withheld', [{ ...add([]), rules: bash() }], avail([], true)],
  ['a rule that is a string withheld', [{ ...add([]), rules: ['Bash(ls)'] }], avail([], true)],
  ['a rule without toolName withheld', [{ ...add([]), rules: [{ ruleContent: 'ls' }] }], avail([], true)],
  ['a rule with an empty toolName withheld', [{ ...add([]), rules: [{ toolName: '' }] }], avail([], true)],
  ['a rule with a numeric toolName withheld', [{ ...add([]), rules: [{ toolName: 7 }] }], avail([], true)],
  ['ruleContent null withheld', [{ ...add([]), rules: [{ toolName: 'Bash', ruleContent: null }] }], avail([], true)],
  ['ruleContent a number withheld', [{ ...add([]), rules: [{ toolName: 'Bash', ruleContent: 3 }] }], avail([], true)],
  [
    'behavior with a space is not trimmed into allow: withheld',
    [add([bash()], { behavior: ' allow' })],
    avail([], true),
  ],
  ['behavior in another case withheld', [add([bash()], { behavior: 'Allow' })], avail([], true)],
  ['behavior missing withheld', [{ type: 'addRules', rules: [bash()], destination: 'session' }], avail([], true)],
  ['an unknown destination withheld', [add([bash()], { destination: 'everywhere' })], avail([], true)],
  ['destination missing withheld', [{ type: 'addRules', rules: [bash()], behavior: 'allow' }], avail([], true)],
  [
    'one malformed rule withholds its whole entry, never part of it',
    [add([bash('ok'), { toolName: 'Bash', ruleContent: 1 } as never])],
    avail([], true),
  ],
  // order
  [
    'entries and rules keep their order around withheld ones',
    [
      add([bash('b'), bash('a')], { type: 'removeRules' }),
      SET_MODE,
      add([{ toolName: 'Read' }, bash('c')]),
      ADD_DIRS,
      add([bash('z')], { type: 'replaceRules', behavior: 'deny' }),
    ],
    avail(
      [
        add([bash('b'), bash('a')], { type: 'removeRules' }),
        add([{ toolName: 'Read' }, bash('c')]),
        add([bash('z')], { type: 'replaceRules', behavior: 'deny' }),
      ],
      true,
    ),
  ],
  // bounds: entries
  ['8 entries: all kept', rulesOf(8).map((r) => add([r])), avail(rulesOf(8).map((r) => add([r])))],
  [
    '9 entries: the ninth dropped, size_cut',
    rulesOf(9).map((r) => add([r])),
    avail(
      rulesOf(8).map((r) => add([r])),
      false,
      true,
    ),
  ],
  [
    '8 kept entries and a withheld ninth: unsupported, not size_cut',
    [...rulesOf(8).map((r) => add([r])), SET_MODE],
    avail(
      rulesOf(8).map((r) => add([r])),
      true,
    ),
  ],
  [
    'withheld entries do not count toward the eight',
    [SET_MODE, ...rulesOf(8).map((r) => add([r]))],
    avail(
      rulesOf(8).map((r) => add([r])),
      true,
    ),
  ],
  // bounds: rules per entry
  ['16 rules: kept', [add(rulesOf(16))], avail([add(rulesOf(16))])],
  [
    '17 rules: the entry dropped whole, size_cut',
    [add(rulesOf(17)), add([bash('next')])],
    avail([add([bash('next')])], false, true),
  ],
  // bounds: rule toolName in UTF-16 units
  [
    'rule toolName of 128 units kept',
    [add([{ toolName: 'T'.repeat(128) }])],
    avail([add([{ toolName: 'T'.repeat(128) }])]),
  ],
  [
    'rule toolName of 129 units: entry dropped, size_cut',
    [add([{ toolName: 'T'.repeat(129) }])],
    avail([], false, true),
  ],
  [
    'rule toolName of 64 astral characters (128 units) kept',
    [add([{ toolName: ASTRAL.repeat(64) }])],
    avail([add([{ toolName: ASTRAL.repeat(64) }])]),
  ],
  [
    'rule toolName of 127 ASCII + 1 astral (129 units): dropped, size_cut',
    [add([{ toolName: 'T'.repeat(127) + ASTRAL }])],
    avail([], false, true),
  ],
  // bounds: ruleContent in UTF-16 units
  ['ruleContent of 2048 units kept', [add([bash('c'.repeat(2048))])], avail([add([bash('c'.repeat(2048))])])],
  ['ruleContent of 2049 units: dropped, size_cut', [add([bash('c'.repeat(2049))])], avail([], false, true)],
  [
    'ruleContent of 1024 astral characters (2048 units, 4096 bytes) kept',
    [add([bash(ASTRAL.repeat(1024))])],
    avail([add([bash(ASTRAL.repeat(1024))])]),
  ],
  [
    'ruleContent of 1024 astral + 1 ASCII (2049 units): dropped',
    [add([bash(ASTRAL.repeat(1024) + 'c')])],
    avail([], false, true),
  ],
  [
    'ruleContent of 2048 two-byte characters (2048 units) kept',
    [add([bash(TWO_BYTE.repeat(2048))])],
    avail([add([bash(TWO_BYTE.repeat(2048))])]),
  ],
  [
    'an oversized entry is dropped whole and the entries after it are kept in order',
    [add([bash('a')]), add([bash('c'.repeat(2049))]), add([bash('b')])],
    avail([add([bash('a')]), add([bash('b')])], false, true),
  ],
  [
    'withheld and size_cut together',
    [SET_MODE, add(rulesOf(17)), add([bash('kept')])],
    avail([add([bash('kept')])], true, true),
  ],
];
