// Every real capture in test/fixtures/captures read by the cursor-bound composer reader, with the
// state a careful person would give it: the shared real-client fixtures (Claude Code 2.1.328,
// Codex CLI 0.169.0) and, per pin set, the composer states test/real/capture/capture.ts records
// from Claude Code 2.1.328 and 2.1.332 and Codex 0.169.0 and 0.171.0. The table must list every
// capture in the folder.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readComposer } from '../../../lib/delivery/composer/read.js';
import { stripEscapes } from '../../../lib/delivery/composer/sgr.js';
import type { ComposerSnapshot } from '../../../lib/delivery/composer/types.js';

const DIR = join(import.meta.dirname, '..', '..', 'fixtures', 'captures');

function loadCapture(name: string, inMode = false): ComposerSnapshot {
  const styled = readFileSync(join(DIR, `${name}.styled.txt`), 'utf8');
  const [nums] = readFileSync(join(DIR, `${name}.cursor.txt`), 'utf8')
    .trim()
    .split(' ');
  const [x, y, width, height] = nums!.split(',').map(Number) as [number, number, number, number];
  return { styled, cursor: { x, y }, size: { width, height }, inMode };
}

type Expect = [
  state: 'empty' | 'draft' | 'unknown',
  runtime: 'claude' | 'codex' | null,
  reason: string,
  rows?: string[],
  suggestion?: string,
];

const RESEND = 'Resend your message to try again';
const ASK = 'Ask Codex to do anything';

const TABLE: Record<string, Expect> = {
  // Claude Code: startup dialogs (no composer on screen; keys would answer the dialog).
  'cc-02-onboarded-startup': ['unknown', null, 'no_composer'],
  'cc-03-trust-dialog-down': ['unknown', null, 'no_composer'],
  'cc-04-after-trust': ['unknown', null, 'no_composer'],
  'cc-05-apikey-dialog-yes': ['unknown', null, 'no_composer'],
  'cc-06-after-apikey': ['unknown', null, 'no_composer'], // blank screen between dialog and composer
  'cc-e4-bypass-permissions-dialog': ['unknown', null, 'no_composer'],
  'cc-fresh-01-startup': ['unknown', null, 'no_composer'], // "Unable to connect", the client exits
  'cc-fresh-02-after9s': ['unknown', null, 'no_composer'],
  // Empty composers: different footers, statusLine rows, warnings above, inline and alternate screen.
  'cc-07-after-apikey-10s': ['empty', 'claude', 'empty_composer', ['']], // footer + `◐ medium · /effort` row
  'cc-10-composer-first-paint': ['empty', 'claude', 'empty_composer', ['']], // statusLine between rule and footer
  'cc-30-plugin-dir-startup': ['empty', 'claude', 'empty_composer', ['']],
  'cc-32-plugin-dirs-env-nonessential-off': ['empty', 'claude', 'empty_composer', ['']], // alternate screen, rows 36-39
  'cc-40-fakeapi-startup': ['empty', 'claude', 'empty_composer', ['']],
  'cc-41-fakeapi-reply': ['empty', 'claude', 'empty_composer', ['']], // a submitted `❯ hello fake server` above is history
  'cc-50-nonessential-off-layout': ['empty', 'claude', 'empty_composer', ['']],
  'cc-a-empty-composer': ['empty', 'claude', 'empty_composer', ['']],
  'cc-b2-after-ctrl-u': ['empty', 'claude', 'empty_composer', ['']], // hint `ctrl+y to paste deleted text`
  'cc-c6-after-two-escapes': ['empty', 'claude', 'empty_composer', ['']],
  'cc-e1-tooltest-first-attempt-text-reply': ['empty', 'claude', 'empty_composer', ['']],
  'cc-e3-after-approve-1': ['empty', 'claude', 'empty_composer', ['']], // the answered menu is gone
  'cc-h2-after-compact': ['empty', 'claude', 'empty_composer', ['']],
  'cc-k3-after-queue-drained': ['empty', 'claude', 'empty_composer', ['']],
  'cc-z-exit-attempt2': ['empty', 'claude', 'empty_composer', ['']],
  // Busy screens whose composer is empty: the composer reading is independent of activity.
  'cc-f1-after-enter-1s': ['empty', 'claude', 'empty_composer', ['']],
  'cc-k1-busy': ['empty', 'claude', 'empty_composer', ['']],
  // The faint placeholder after an API error, Claude's reverse-video caret on its first letter.
  'cc-31-plugin-after-enter-retries0': ['empty', 'claude', 'placeholder', [''], RESEND],
  'cc-33-plugin-dirs-env-after-enter': ['empty', 'claude', 'placeholder', [''], RESEND],
  'cc-z-exit-attempt': ['empty', 'claude', 'placeholder', [''], RESEND],
  // Drafts.
  'cc-b-typed-draft': ['draft', 'claude', 'typed_text', ['hello draft']],
  'cc-51-nonessential-off-altscreen-draft': ['draft', 'claude', 'typed_text', ['hello draft']],
  'cc-c-bracketed-paste-40lines': ['draft', 'claude', 'pasted_label', ['[Pasted text #1 +39 lines]']],
  'cc-c3-bracketed-paste-3lines': ['draft', 'claude', 'typed_text', ['short1', 'short2', 'short3']],
  'cc-c5-after-one-escape': ['draft', 'claude', 'pasted_label', ['short1', 'short2[Pasted text #3]']],
  'cc-d1-slash-menu': ['draft', 'claude', 'typed_text', ['/']], // slash list open under the input
  'cc-f2-busy-with-draft': ['draft', 'claude', 'typed_text', ['queued draft while busy']], // typed while busy
  'cc-f3-final-error': ['draft', 'claude', 'typed_text', ['queued draft while busy']],
  'cc-f4-final': ['draft', 'claude', 'typed_text', ['queued draft while busy']],
  'cc-f5-final': ['draft', 'claude', 'typed_text', ['queued draft while busy']],
  'cc-h1-hook-output-context-and-block': ['draft', 'claude', 'typed_text', ['BLOCKME please']], // prompt put back
  // Menus replace the composer.
  'cc-e2-permission-menu-bash': ['unknown', null, 'no_composer'],

  // Codex: login, API key, hook review and warnings screens.
  'cx-01-fresh-startup': ['unknown', null, 'no_composer'],
  'cx-02-fresh-after-3': ['unknown', null, 'no_composer'],
  'cx-03-fresh-apikey': ['unknown', null, 'no_composer'],
  'cx-11-hooks-untrusted-startup-5s': ['unknown', null, 'no_composer'], // `› 1. Review hooks` modal
  'cx-12-hooks-review-screen': ['unknown', null, 'no_composer'],
  'cx-13-hooks-review-screen-scrolled': ['unknown', null, 'no_composer'],
  'cx-14-hooks-review-one-event': ['unknown', null, 'no_composer'],
  'cx-15-hooks-after-trust-all': ['unknown', null, 'no_composer'],
  'cx-60-plugin-hooks-startup': ['unknown', null, 'no_composer'],
  'cx-61-plugin-hooks-menu-after-2': ['unknown', null, 'no_composer'],
  'cx-e1-f2-warnings': ['unknown', null, 'no_composer'],
  'cx-e3-approval-menu': ['unknown', null, 'no_composer'], // `› 1. Yes, proceed (y)`
  // Empty composers: the faint placeholder at the caret, with one footer row (first frames) or two.
  'cx-04-fresh-after-key': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-05-fresh-after-key-5s': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-10-hooks-untrusted-startup': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-16-after-hooks-close': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-20-nodaemon-bypass-trust-startup': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-21-nodaemon-bypass-ready': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-40-fakeapi-startup': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-41-fakeapi-reply': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-50-preseeded-trust-startup': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-a-empty-composer-placeholder': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-c4-after-ctrl-c-nonempty': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-e2-no-menu-escalation-rejected-default-policy': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-e4-after-approve': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-h1-hook-block': ['empty', 'codex', 'placeholder', [''], ASK], // Codex clears a blocked prompt
  'cx-h2-after-compact': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-i2-second-enter': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-k4-after-queue-drained': ['empty', 'codex', 'placeholder', [''], ASK],
  // Busy screens with an empty composer (Codex keeps the placeholder mid-turn).
  'cx-17-after-enter-hooks-trusted': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-22-nodaemon-after-enter': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-f1-after-enter-2s': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-f2-after-enter-10s': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-f3-after-enter-60s': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-f4-after-enter-2min': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-f5-hooks-session-error': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-f6-after-esc-interrupt': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-f7-nodaemon-after-3min': ['empty', 'codex', 'placeholder', [''], ASK],
  'cx-k1-busy': ['empty', 'codex', 'placeholder', [''], ASK],
  // Drafts.
  'cx-b-typed-draft': ['draft', 'codex', 'typed_text', ['hello draft']],
  'cx-c-bracketed-paste-40lines': ['draft', 'codex', 'pasted_label', ['[Pasted Content 2159 chars]']],
  'cx-c3-bracketed-paste-3lines': ['draft', 'codex', 'typed_text', ['short1', 'short2', 'short3']],
  'cx-d1-slash-menu': ['draft', 'codex', 'typed_text', ['/']], // slash list open above the input
  'cx-i1-quick-text-enter': ['draft', 'codex', 'typed_text', ['quick text then enter', '']], // Enter became a newline
  'cx-j1-typed-1500-chars-no-enter': ['draft', 'codex', 'pasted_label', ['[Pasted Content 1024 chars]']],
  'cx-j3-typed-1500-after-8s': ['draft', 'codex', 'pasted_label'], // label + literal tail, checked below
};

// The states capture.ts records from every client version, with the reading each must give.
// `cc-<version>-<state>` / `cx-<version>-<state>`; the versions are the two pin sets.
const PER_VERSION: Record<'cc' | 'cx', { versions: string[]; states: Record<string, Expect> }> = {
  cc: {
    versions: ['2.1.328', '2.1.332'],
    states: {
      empty: ['empty', 'claude', 'empty_composer', ['']],
      'typed-draft': ['draft', 'claude', 'typed_text', ['hello draft']],
      'multiline-draft': ['draft', 'claude', 'typed_text', ['short1', 'short2', 'short3']],
      'paste-label': ['draft', 'claude', 'pasted_label', ['[Pasted text #1 +39 lines]']],
      placeholder: ['empty', 'claude', 'placeholder', [''], RESEND], // after an API error
      busy: ['empty', 'claude', 'empty_composer', ['']],
      'busy-with-draft': ['draft', 'claude', 'typed_text', ['draft while busy']],
      'queued-followup': ['empty', 'claude', 'placeholder', [''], 'Press up to edit queued messages'],
      'approval-menu': ['unknown', null, 'no_composer'],
      'after-approval': ['empty', 'claude', 'empty_composer', ['']],
      'after-first-prompt-80x24': ['empty', 'claude', 'empty_composer', ['']],
    },
  },
  cx: {
    versions: ['0.169.0', '0.171.0'],
    states: {
      empty: ['empty', 'codex', 'placeholder', [''], ASK],
      'typed-draft': ['draft', 'codex', 'typed_text', ['hello draft']],
      'multiline-draft': ['draft', 'codex', 'typed_text', ['short1', 'short2', 'short3']],
      'paste-label': ['draft', 'codex', 'pasted_label', ['[Pasted Content 1430 chars]']],
      placeholder: ['empty', 'codex', 'placeholder', [''], ASK], // after Ctrl-C cleared a paste
      busy: ['empty', 'codex', 'placeholder', [''], ASK],
      'busy-with-draft': ['draft', 'codex', 'typed_text', ['draft while busy']],
      'queued-followup': ['empty', 'codex', 'placeholder', [''], ASK], // Tab queued the draft above
      'approval-menu': ['unknown', null, 'no_composer'], // `› 1. Yes, proceed (y)` over `Press enter to confirm`
      // 0.171.0: ` · <thread title>` on the status line from here on.
      'after-approval': ['empty', 'codex', 'placeholder', [''], ASK],
      // 0.171.0: the status line with the title wraps onto a second row at 80 columns.
      'after-first-prompt-80x24': ['empty', 'codex', 'placeholder', [''], ASK],
      // `[tui] status_line = ["current-dir", "thread-title", "model-with-reasoning"]`.
      'custom-status-line': ['empty', 'codex', 'placeholder', [''], ASK],
    },
  },
};
for (const [client, { versions, states }] of Object.entries(PER_VERSION)) {
  for (const v of versions)
    for (const [state, expect] of Object.entries(states)) TABLE[`${client}-${v}-${state}`] = expect;
}

test('the table lists every capture in the fixtures folder, and every capture has its three files', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.txt'));
  const names = [...new Set(files.map((f) => f.replace(/\.(plain|styled|cursor)\.txt$/, '')))].sort();
  assert.ok(names.length >= 86 + 46, `expected the 86 shared and 46 per-version captures, found ${names.length}`);
  assert.equal(Object.keys(TABLE).sort(), names);
  for (const n of names)
    for (const kind of ['plain', 'styled', 'cursor']) assert.ok(files.includes(`${n}.${kind}.txt`), `${n}.${kind}.txt`);
});

for (const [name, [state, runtime, reason, rows, suggestion]] of Object.entries(TABLE)) {
  test(`${name}: ${state} (${reason})`, () => {
    const reading = readComposer(loadCapture(name));
    assert.is(reading.state, state, `state; reading ${JSON.stringify(reading)}`);
    assert.is(reading.reason, reason, 'reason');
    assert.is(reading.runtime, runtime, 'runtime');
    if (rows) assert.equal(reading.rows, rows, 'rows');
    if (state !== 'unknown') {
      assert.is(reading.suggestion, suggestion ?? null, 'suggestion');
      assert.ok(reading.cursorAtEnd, 'cursor at end');
      // With the seat's runtime given, the same reading; with the other runtime, nothing.
      const own = readComposer(loadCapture(name), { runtime: runtime! });
      assert.equal({ ...own }, { ...reading });
      const other = readComposer(loadCapture(name), { runtime: runtime === 'claude' ? 'codex' : 'claude' });
      assert.is(other.state, 'unknown');
    }
    // Copy mode never authorises input, whatever the screen shows.
    const inMode = readComposer(loadCapture(name, true));
    assert.is(inMode.state, 'unknown');
    assert.is(inMode.reason, 'copy_mode');
  });
}

test('cx-j3: a collapsed label followed by the literal tail of typed text', () => {
  const r = readComposer(loadCapture('cx-j3-typed-1500-after-8s'));
  assert.equal(r.pasteLabels, ['[Pasted Content 1024 chars]']);
  assert.is(r.collapsedPaste, false);
  assert.is(r.rows.length, 6);
  assert.ok(r.rows[0]!.startsWith('[Pasted Content 1024 chars] text long'));
  assert.is(r.rows[5], '', 'the caret sits on an empty last row');
});

test('labels: Claude collapsed label is the whole input; Codex counts characters', () => {
  const cc = readComposer(loadCapture('cc-c-bracketed-paste-40lines'));
  assert.ok(cc.collapsedPaste);
  assert.equal(cc.pasteLabels, ['[Pasted text #1 +39 lines]']);
  const cc5 = readComposer(loadCapture('cc-c5-after-one-escape'));
  assert.is(cc5.collapsedPaste, false);
  assert.equal(cc5.pasteLabels, ['[Pasted text #3]']);
  const cx = readComposer(loadCapture('cx-c-bracketed-paste-40lines'));
  assert.ok(cx.collapsedPaste);
});

test('the frame names the composer: same runtime, glyph, prefix, width and anchor across readings of one seat', () => {
  const empty = readComposer(loadCapture('cx-a-empty-composer-placeholder'));
  const draft = readComposer(loadCapture('cx-b-typed-draft'));
  assert.ok(empty.frame);
  assert.is(draft.frame, empty.frame, 'the hint row changes while typing; the frame does not');
  const ccEmpty = readComposer(loadCapture('cc-a-empty-composer'));
  const ccDraft = readComposer(loadCapture('cc-b-typed-draft'));
  assert.is(ccDraft.frame, ccEmpty.frame);
  assert.is.not(ccEmpty.frame, empty.frame);
});

test('the same screen with the caret moved off the input is unknown, never empty', () => {
  const snap = loadCapture('cc-a-empty-composer');
  assert.is(readComposer({ ...snap, cursor: { x: 2, y: 4 } }).reason, 'cursor_outside_input');
  assert.is(readComposer({ ...snap, cursor: { x: 0, y: 7 } }).reason, 'cursor_outside_input');
  const cx = loadCapture('cx-a-empty-composer-placeholder');
  assert.is(readComposer({ ...cx, cursor: { x: 2, y: 38 } }).reason, 'cursor_outside_input');
});

test('the Codex placeholder with the caret moved to its end reads as a draft', () => {
  // Only a faint suffix from the caret onwards is a hint; before the caret it is text.
  const snap = loadCapture('cx-a-empty-composer-placeholder');
  const r = readComposer({ ...snap, cursor: { x: 2 + ASK.length, y: 36 } });
  assert.is(r.state, 'draft');
  assert.equal(r.rows, [ASK]);
});

/** A capture with the one screen row showing `find` replaced by the plain row(s) `row`. */
function withRow(name: string, find: string, row: string): ComposerSnapshot {
  const snap = loadCapture(name);
  const lines = snap.styled.split('\n');
  const at = lines.findIndex((l) => stripEscapes(l).includes(find));
  assert.ok(at >= 0, `${name} shows ${find}`);
  const rows = row.split('\n');
  // Keep the screen height: a row added here takes the place of a blank row above the composer.
  const blank = lines.findIndex((l, i) => i < at - 3 && stripEscapes(l).trim() === '');
  const out = [...lines.slice(0, at), ...rows, ...lines.slice(at + 1)];
  if (rows.length > 1) assert.ok(blank >= 0, 'a blank row to give up');
  for (let k = 1; k < rows.length; k++) out.splice(blank, 1);
  return { ...snap, styled: out.join('\n'), cursor: { ...snap.cursor, y: snap.cursor.y - (rows.length - 1) } };
}

test('Codex 0.171.0 after the first prompt at 80 columns: the status line with the thread title wraps, the composer is still found', () => {
  const plain = readFileSync(join(DIR, 'cx-0.171.0-after-first-prompt-80x24.plain.txt'), 'utf8');
  assert.match(
    plain,
    /· hello fake server, this first\n {2}prompt names the thread/,
    'the capture shows the wrapped title',
  );
  const r = readComposer(loadCapture('cx-0.171.0-after-first-prompt-80x24'), { runtime: 'codex' });
  assert.is(r.state, 'empty');
  assert.is(
    r.frame,
    readComposer(loadCapture('cx-0.171.0-empty'), { runtime: 'codex' }).frame!.replace('120', '80'),
    'the footer is no part of the frame',
  );
});

test('a Codex status line the user configured is free text: any items, one row or wrapped, still the composer', () => {
  const status = 'fake-model default · /tmp/openrig-capture/proj';
  for (const custom of [
    '  main* · 37% left · build passing',
    '  tokens 12k | $0.03',
    `  very long ${'item · '.repeat(20)}`.slice(0, 110) + '\n  and its wrapped tail',
  ]) {
    const empty = readComposer(withRow('cx-0.171.0-empty', status, custom), { runtime: 'codex' });
    assert.is(empty.state, 'empty', custom);
    assert.is(empty.reason, 'placeholder');
    const draft = readComposer(withRow('cx-0.171.0-typed-draft', status, custom), { runtime: 'codex' });
    assert.is(draft.state, 'draft', custom);
    assert.equal(draft.rows, ['hello draft']);
  }
  // A footer row at column 0 is no Codex footer; a menu's footer is a menu.
  assert.is(
    readComposer(withRow('cx-0.171.0-empty', status, 'not indented'), { runtime: 'codex' }).reason,
    'no_composer',
  );
  assert.is(
    readComposer(withRow('cx-0.171.0-empty', status, '  Press enter to confirm or esc to cancel'), { runtime: 'codex' })
      .reason,
    'no_composer',
  );
});

test('a Claude footer block of free text (a statusLine, an unknown hint) is still the composer', () => {
  const footer = '⏸ manual mode on · ? for shortcuts · ← for agents';
  for (const custom of [
    '  ~/proj on main [+2] · opus · $0.41',
    '  unheard-of hint from a newer version',
    '  line one of a statusLine\n  line two',
  ]) {
    const r = readComposer(withRow('cc-2.1.332-empty', footer, custom), { runtime: 'claude' });
    assert.is(r.state, 'empty', custom);
    const d = readComposer(withRow('cc-2.1.332-typed-draft', '⏸ manual mode on', custom), { runtime: 'claude' });
    assert.is(d.state, 'draft', custom);
  }
  // A menu's footer or a selection marker under the rule belongs to a dialog.
  assert.is(
    readComposer(withRow('cc-2.1.332-empty', footer, '  Enter to confirm · Esc to cancel'), { runtime: 'claude' })
      .reason,
    'no_composer',
  );
  assert.is(
    readComposer(withRow('cc-2.1.332-empty', footer, ' ❯ 1. Yes'), { runtime: 'claude' }).reason,
    'no_composer',
  );
});

test.run();
