// The human "Latest permission observation" section and the terminal escapes it and JSON output
// rely on: every control, format and separator character in recorded data becomes visible, and
// terminal JSON decodes to the very same strings.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatPermissionStop, formatRule } from '../../../lib/activity/permission/format.js';
import { ageText } from '../../../lib/util/age-text.js';
import type { PermissionStopStatus, SuggestedRules } from '../../../lib/activity/permission/types.js';
import { escapeRecordedText, jsonForTerminal } from '../../../lib/util/terminal-text.js';
import { add, bash } from './cases.js';

const observed = (over: Partial<Extract<PermissionStopStatus, { state: 'observed' }>> = {}): PermissionStopStatus => ({
  state: 'observed',
  pending: 'request_observed',
  tool: { name: 'Bash' },
  actor: { category: 'main' },
  observed_at: '2026-12-01T12:00:00.000Z',
  age_ms: 125_000,
  suggested_rules: {
    state: 'available',
    native: 'present',
    entries: [add([bash('npm test:*'), { toolName: 'Read' }, bash('')])],
    unsupported: false,
    size_cut: false,
  },
  ...over,
});

test('unavailable: the section is omitted entirely', () => {
  assert.equal(formatPermissionStop({ state: 'unavailable' }), []);
});

test('the whole section for a main-actor request with one rule entry', () => {
  assert.equal(formatPermissionStop(observed()), [
    'Latest permission observation',
    '  tool: Bash',
    '  actor: main',
    '  observed: 2026-12-01T12:00:00.000Z (2 min ago)',
    "  pending: request observed — this actor's pending state is unknown; other actors' state unknown",
    '  note: one latest observation across actors; it proves neither a permission stop nor its absence',
    '  suggested rules (read-only evidence: not applied or approved, not the exact command or every option):',
    '    1. addRules, behavior allow, destination localSettings:',
    '       Bash(npm test:*)',
    '       Read',
    '       Bash()',
  ]);
});

test('completed, for a subagent or teammate', () => {
  const lines = formatPermissionStop(
    observed({ pending: 'completed', actor: { category: 'subagent_or_teammate', id: 'researcher@team' } }),
  );
  assert.is(lines[2], '  actor: subagent or teammate researcher@team');
  assert.is(lines[4], "  pending: completed — that actor's later tool batch ran; other actors' state unknown");
});

const SUGGESTED_ROWS: [string, SuggestedRules, string[]][] = [
  [
    'native field missing',
    { state: 'available', native: 'missing', entries: [], unsupported: false, size_cut: false },
    ['  suggested rules: none sent (the request carried no permission_suggestions field)'],
  ],
  [
    'native list empty',
    { state: 'available', native: 'present', entries: [], unsupported: false, size_cut: false },
    ['  suggested rules: none (the request sent an empty permission_suggestions list)'],
  ],
  [
    'everything withheld',
    { state: 'available', native: 'present', entries: [], unsupported: true, size_cut: false },
    [
      '  suggested rules: none shown',
      '    [unsupported] some suggestions withheld: mode or directory updates, or malformed entries',
    ],
  ],
  [
    'entries with both markers',
    {
      state: 'available',
      native: 'present',
      entries: [add([], { type: 'removeRules', behavior: 'deny', destination: 'session' })],
      unsupported: true,
      size_cut: true,
    },
    [
      '  suggested rules (read-only evidence: not applied or approved, not the exact command or every option):',
      '    1. removeRules, behavior deny, destination session: no rules',
      '    [unsupported] some suggestions withheld: mode or directory updates, or malformed entries',
      '    [size_cut] some suggestions dropped whole by a size bound: the list is incomplete',
    ],
  ],
  [
    'unavailable (an older relay)',
    { state: 'unavailable', reason: 'not_relayed' },
    ['  suggested rules: unavailable (not_relayed) — not proof that the runtime suggested none'],
  ],
];

for (const [name, rules, expected] of SUGGESTED_ROWS) {
  test(`suggested rules lines: ${name}`, () => {
    assert.equal(formatPermissionStop(observed({ suggested_rules: rules })).slice(6), expected);
  });
}

test('entries are numbered in order, each rule on its own line', () => {
  const lines = formatPermissionStop(
    observed({
      suggested_rules: {
        state: 'available',
        native: 'present',
        entries: [add([bash('b'), bash('a')]), add([{ toolName: 'Edit' }], { type: 'replaceRules', behavior: 'ask' })],
        unsupported: false,
        size_cut: false,
      },
    }),
  );
  assert.equal(lines.slice(7), [
    '    1. addRules, behavior allow, destination localSettings:',
    '       Bash(b)',
    '       Bash(a)',
    '    2. replaceRules, behavior ask, destination localSettings:',
    '       Edit',
  ]);
});

const AGE_ROWS: [number, string][] = [
  [0, '0s'],
  [-5, '0s'],
  [59_999, '59s'],
  [60_000, '1 min'],
  [125_000, '2 min'],
  [3_599_999, '59 min'],
  [3_600_000, '1 h'],
  [3_900_000, '1 h'],
  [7_080_000, '1 h'],
];
for (const [ms, text] of AGE_ROWS)
  test(`the section's age, ageText(${ms}) = ${text}`, () => assert.is(ageText(ms), text));

test('absent ruleContent, empty ruleContent and spaces are shown apart', () => {
  assert.is(formatRule({ toolName: 'Bash' }), 'Bash');
  assert.is(formatRule({ toolName: 'Bash', ruleContent: '' }), 'Bash()');
  assert.is(formatRule({ toolName: ' Bash', ruleContent: ' ls ' }), ' Bash( ls )');
});

const ESCAPE_ROWS: [string, string, string][] = [
  ['plain text and U+0020 kept', 'npm run test -- a b', 'npm run test -- a b'],
  ['non-ASCII letters and emoji kept', 'naïve 日本 \u{1F600}', 'naïve 日本 \u{1F600}'],
  ['backslashes kept', 'C:\\tmp\\x', 'C:\\tmp\\x'],
  ['ESC (Cc)', 'a\u001b[2Jb', 'a\\x1b[2Jb'],
  ['NUL, BEL, BS', '\u0000\u0007\u0008', '\\x00\\x07\\x08'],
  ['TAB and LF too: one line stays one line', 'a\tb\nc\r', 'a\\x09b\\x0ac\\x0d'],
  ['DEL and C1 (CSI, NEL)', '\u007f\u009b\u0085', '\\x7f\\x9b\\x85'],
  ['bidi override and isolate (Cf)', 'ab\u202ecd\u2066e', 'ab\\u202ecd\\u2066e'],
  ['zero-width space, joiner, BOM (Cf)', '\u200b\u200d\ufeff', '\\u200b\\u200d\\ufeff'],
  ['soft hyphen and Arabic letter mark (Cf)', '\u00ad\u061c', '\\xad\\u061c'],
  ['Mongolian vowel separator, interlinear annotation (Cf)', '\u180e\ufff9', '\\u180e\\ufff9'],
  ['an astral tag character (Cf)', 'x\u{E0041}y', 'x\\u{e0041}y'],
  ['line and paragraph separators (Zl, Zp)', '\u2028\u2029', '\\u2028\\u2029'],
  ['no-break space (Zs)', 'a\u00a0b', 'a\\xa0b'],
  ['en, em, thin, ideographic spaces (Zs)', '\u2002\u2003\u2009\u3000', '\\u2002\\u2003\\u2009\\u3000'],
  ['narrow no-break and medium math spaces (Zs)', '\u202f\u205f', '\\u202f\\u205f'],
  ['ogham space mark (Zs)', '\u1680', '\\u1680'],
  ['a lone surrogate', 'a\ud800b', 'a\\ud800b'],
];

for (const [name, input, expected] of ESCAPE_ROWS) {
  test(`escapeRecordedText: ${name}`, () => assert.is(escapeRecordedText(input), expected));
}

const NASTY = ESCAPE_ROWS.map(([, input]) => input).join('|');
const SAFE_OUTPUT = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Zs}]*$/u;

test('every recorded string in the section is escaped (nothing nonprinting reaches a line)', () => {
  const lines = formatPermissionStop(
    observed({
      tool: { name: NASTY },
      actor: { category: 'subagent_or_teammate', id: NASTY },
      observed_at: NASTY,
      suggested_rules: {
        state: 'available',
        native: 'present',
        entries: [add([{ toolName: NASTY, ruleContent: NASTY }], { behavior: NASTY, destination: NASTY })],
        unsupported: false,
        size_cut: false,
      },
    }),
  );
  for (const line of lines) assert.ok(SAFE_OUTPUT.test(line.replaceAll(' ', '')), JSON.stringify(line));
  const unavailable = formatPermissionStop(observed({ suggested_rules: { state: 'unavailable', reason: NASTY } }));
  for (const line of unavailable) assert.ok(SAFE_OUTPUT.test(line.replaceAll(' ', '')), JSON.stringify(line));
});

test('jsonForTerminal: the same characters \\u-escaped, the decoded values unchanged', () => {
  for (const [name, input] of ESCAPE_ROWS) {
    const value = { s: input, nested: [{ k: input }], [input]: 1 };
    const text = jsonForTerminal(value);
    assert.equal(JSON.parse(text), value, name);
    // outside JSON's own layout (LF, U+0020), nothing nonprinting is left raw
    assert.ok(SAFE_OUTPUT.test(text.replaceAll('\n', '').replaceAll(' ', '')), `${name}: ${text}`);
  }
});

test('jsonForTerminal: layout is standard two-space JSON; astral Cf as a surrogate pair', () => {
  assert.is(jsonForTerminal({ a: [1, 'x'] }), '{\n  "a": [\n    1,\n    "x"\n  ]\n}');
  assert.is(jsonForTerminal('\u{E0041}\u00a0\u2028'), '"\\udb40\\udc41\\u00a0\\u2028"');
  assert.is(jsonForTerminal('a b'), '"a b"');
  assert.is(jsonForTerminal('\u0085\u007f'), '"\\u0085\\u007f"');
});

test('a whole permission_stop through jsonForTerminal round-trips exactly', () => {
  const status = observed({
    tool: { name: NASTY },
    suggested_rules: {
      state: 'available',
      native: 'present',
      entries: [add([{ toolName: NASTY, ruleContent: NASTY }, bash('')])],
      unsupported: true,
      size_cut: false,
    },
  });
  assert.equal(JSON.parse(jsonForTerminal({ permission_stop: status })), { permission_stop: status });
  assert.equal(JSON.parse(jsonForTerminal({ permission_stop: { state: 'unavailable' } })), {
    permission_stop: { state: 'unavailable' },
  });
});

test.run();
