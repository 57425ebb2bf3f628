// The permission menu read off real clients' screens (test/fixtures/captures, copied from the
// shared real-client captures), and the one key each answer takes: Claude Code's menu by row digit,
// Codex's by the key its row prints, deny by the row that says No (or Esc where there is none).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPermissionMenu } from '../../../lib/delivery/answer/menu.js';
import { pickAnswerKey, type AnswerAsk } from '../../../lib/delivery/answer/keys.js';

const CAPTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'captures');
const plain = (name: string) => readFileSync(join(CAPTURES, `${name}.plain.txt`), 'utf8');

const CLAUDE_ROWS = ['Yes', 'Yes, and always allow access to', 'Yes, and switch to auto mode', 'No'];
const CODEX_ROWS = ['Yes, proceed (y)', "Yes, and don't ask again", 'No, and tell Codex what to do differently (esc)'];

// capture, runtime, tool (undefined: no menu), rows (label prefixes), selected row
const MENUS: [string, 'claude' | 'codex', string | undefined, string[], number][] = [
  ['cc-e2-permission-menu-bash', 'claude', 'Bash', CLAUDE_ROWS, 1],
  ['cc-2.1.328-approval-menu', 'claude', 'Bash', CLAUDE_ROWS, 1],
  ['cc-2.1.332-approval-menu', 'claude', 'Bash', CLAUDE_ROWS, 1],
  ['cx-e3-approval-menu', 'codex', 'Bash', CODEX_ROWS, 1],
  ['cx-0.169.0-approval-menu', 'codex', 'Bash', CODEX_ROWS, 1],
  ['cx-0.171.0-approval-menu', 'codex', 'Bash', CODEX_ROWS, 1],
];

for (const [name, runtime, tool, rows, selected] of MENUS) {
  test(`${name}: a ${tool} menu with ${rows.length} rows`, () => {
    const menu = readPermissionMenu(plain(name), runtime);
    assert.ok(menu, 'a menu is read');
    assert.is(menu!.tool, tool);
    assert.is(menu!.rows.length, rows.length);
    for (const [i, prefix] of rows.entries()) {
      assert.is(menu!.rows[i]!.n, i + 1);
      assert.ok(menu!.rows[i]!.label.startsWith(prefix), `row ${i + 1}: ${menu!.rows[i]!.label}`);
    }
    assert.equal(
      menu!.rows.filter((r) => r.selected).map((r) => r.n),
      [selected],
    );
    assert.match(menu!.question, /\?$/);
  });
}

test("Codex's wrapped row is one row, its key still last", () => {
  const menu = readPermissionMenu(plain('cx-0.171.0-approval-menu'), 'codex')!;
  assert.match(menu.rows[1]!.label, /tool- ran\.txt` \(p\)$/);
});

// Screens that show no permission menu: the menu's aftermath, slash lists, other dialogs, a composer.
const NO_MENU: [string, 'claude' | 'codex'][] = [
  ['cc-e3-after-approve-1', 'claude'],
  ['cc-2.1.328-after-approval', 'claude'],
  ['cc-2.1.332-after-approval', 'claude'],
  ['cx-e4-after-approve', 'codex'],
  ['cx-0.169.0-after-approval', 'codex'],
  ['cx-0.171.0-after-approval', 'codex'],
  ['cc-d1-slash-menu', 'claude'],
  ['cx-d1-slash-menu', 'codex'],
  ['cc-e4-bypass-permissions-dialog', 'claude'],
  ['cx-61-plugin-hooks-menu-after-2', 'codex'],
];
for (const [name, runtime] of NO_MENU) {
  test(`${name}: no permission menu`, () => {
    assert.is(readPermissionMenu(plain(name), runtime), null);
  });
}

const SYNTHETIC: [string, string, 'claude' | 'codex', 'menu' | 'none', string | null][] = [
  [
    'a numbered list in the transcript, the composer below',
    [
      '● Should I do these?',
      '  1. Build',
      '  2. Test',
      '',
      '─'.repeat(40),
      '❯\u00a0',
      '─'.repeat(40),
      '  ? for shortcuts',
    ].join('\n'),
    'claude',
    'none',
    null,
  ],
  [
    'rows that do not start at 1',
    [' Do you want to proceed?', ' ❯ 2. Yes', '   3. No', '', ' Esc to cancel'].join('\n'),
    'claude',
    'none',
    null,
  ],
  [
    'a menu under a heading we do not know: the tool is unknown',
    [' Edit file', ' src/a.ts', ' Do you want to make this edit?', ' ❯ 1. Yes', '   2. No', '', ' Esc to cancel'].join(
      '\n',
    ),
    'claude',
    'menu',
    null,
  ],
  [
    'no question above the rows',
    [' Bash command', ' ❯ 1. Yes', '   2. No', '', ' Esc to cancel'].join('\n'),
    'claude',
    'none',
    null,
  ],
  [
    'a footer reworded: still the menu',
    [
      ' Bash command',
      ' ls',
      ' Do you want to proceed?',
      ' ❯ 1. Yes',
      '   2. No',
      '',
      ' Esc cancels · Tab amends · ? help',
    ].join('\n'),
    'claude',
    'menu',
    'Bash',
  ],
];

/** A Claude-looking menu: heading, `gap` lines, the question, `qGap` lines, two rows, then `footer`. */
const built = (opts: { gap?: number; qGap?: number; footer?: string[]; rows?: string[] }) =>
  [
    ' Bash command',
    ...Array.from({ length: opts.gap ?? 0 }, (_, i) => ` line ${i}`),
    ' Do you want to proceed?',
    ...Array.from({ length: opts.qGap ?? 0 }, (_, i) => ` detail ${i}`),
    ...(opts.rows ?? [' ❯ 1. Yes', '   2. No']),
    ...(opts.footer ?? ['', ' Esc to cancel']),
  ].join('\n');

const BOUNDS: [string, string, 'menu' | 'none', string | null][] = [
  ['two footer lines under the rows', built({ footer: ['', ' Esc to cancel', ' Tab to amend'] }), 'menu', 'Bash'],
  ['three footer lines: not a menu', built({ footer: [' one', ' two', ' three'] }), 'none', null],
  ['a prompt right under the rows: transcript', built({ footer: ['❯\u00a0'] }), 'none', null],
  ['a rule under the rows: transcript', built({ footer: ['─'.repeat(20)] }), 'none', null],
  ['the question 12 lines above row 1', built({ qGap: 11 }), 'menu', 'Bash'],
  ['the question 13 lines above row 1: none', built({ qGap: 12 }), 'none', null],
  ['the heading 10 lines above the question', built({ gap: 9 }), 'menu', 'Bash'],
  ['the heading 11 lines above the question: tool unknown', built({ gap: 10 }), 'menu', null],
  ['a single row is no menu', built({ rows: [' ❯ 1. Yes'] }), 'none', null],
  ['two selected rows is no menu', built({ rows: [' ❯ 1. Yes', ' ❯ 2. No'] }), 'none', null],
  ['no row 1 up to the top of the screen', ['   2. Yes', '   3. No', '', ' Esc'].join('\n'), 'none', null],
  ['a row broken by a flush line', built({ rows: [' ❯ 1. Yes', 'flush', '   2. No'] }), 'none', null],
  ['trailing blank lines after the footer', `${built({})}\n\n\n\n`, 'menu', 'Bash'],
];
for (const [what, screen, want, tool] of BOUNDS) {
  test(`bounds: ${what}`, () => {
    const menu = readPermissionMenu(screen, 'claude');
    if (want === 'none') assert.is(menu, null);
    else {
      assert.ok(menu);
      assert.is(menu!.tool, tool);
      assert.is(menu!.rows.length >= 2, true);
    }
  });
}

for (const [what, screen, runtime, want, tool] of SYNTHETIC) {
  test(`synthetic: ${what}`, () => {
    const menu = readPermissionMenu(screen, runtime);
    if (want === 'none') assert.is(menu, null);
    else {
      assert.ok(menu);
      assert.is(menu!.tool, tool);
    }
  });
}

// capture, runtime, ask, key (literal unless Escape), row
const KEYS: [string, 'claude' | 'codex', AnswerAsk, string, number | null][] = [
  ['cc-2.1.328-approval-menu', 'claude', { kind: 'choice', n: 1 }, '1', 1],
  ['cc-2.1.332-approval-menu', 'claude', { kind: 'choice', n: 2 }, '2', 2],
  ['cc-2.1.332-approval-menu', 'claude', { kind: 'deny' }, '4', 4],
  ['cx-0.169.0-approval-menu', 'codex', { kind: 'choice', n: 1 }, 'y', 1],
  ['cx-0.171.0-approval-menu', 'codex', { kind: 'choice', n: 2 }, 'p', 2],
  ['cx-0.171.0-approval-menu', 'codex', { kind: 'deny' }, 'Escape', 3],
  ['cx-0.169.0-approval-menu', 'codex', { kind: 'choice', n: 3 }, 'Escape', 3],
];
for (const [name, runtime, ask, key, row] of KEYS) {
  test(`${name}: ${ask.kind === 'deny' ? 'deny' : `choice ${ask.n}`} presses ${key}`, () => {
    const pick = pickAnswerKey(readPermissionMenu(plain(name), runtime)!, ask, runtime);
    assert.ok(pick.ok);
    if (!pick.ok) return;
    assert.is(pick.key.key, key);
    assert.is(pick.key.literal, key !== 'Escape');
    assert.is(pick.row?.n ?? null, row);
  });
}

test('a row the screen does not show is refused, naming the rows it shows', () => {
  const pick = pickAnswerKey(
    readPermissionMenu(plain('cc-2.1.332-approval-menu'), 'claude')!,
    { kind: 'choice', n: 5 },
    'claude',
  );
  assert.ok(!pick.ok);
  if (pick.ok) return;
  assert.is(pick.reason, 'no_such_row');
  assert.match(pick.message, '4. No');
});

test('deny on a menu with no No row presses Esc (its own cancel key)', () => {
  const menu = readPermissionMenu(
    [' Bash command', ' Do you want to proceed?', ' ❯ 1. Yes', '   2. Yes, always', '', ' Esc to cancel'].join('\n'),
    'claude',
  )!;
  const pick = pickAnswerKey(menu, { kind: 'deny' }, 'claude');
  assert.ok(pick.ok && pick.key.key === 'Escape' && pick.row === null);
});

test('a Codex row that prints no key of its own is refused, not guessed', () => {
  const menu = readPermissionMenu(
    [
      '  Would you like to run the following command?',
      '  $ ls',
      '› 1. Yes',
      '  2. No, and stop',
      '',
      '  Press enter',
    ].join('\n'),
    'codex',
  )!;
  const pick = pickAnswerKey(menu, { kind: 'choice', n: 1 }, 'codex');
  assert.ok(!pick.ok && pick.reason === 'no_row_key');
  // ...and its deny row too: "No, and stop" shows no key.
  assert.ok(!pickAnswerKey(menu, { kind: 'deny' }, 'codex').ok);
});

test.run();
