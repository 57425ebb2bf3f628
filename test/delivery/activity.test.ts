// The screen activity classifier on every real capture, then the rules one at a time.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyActivity, type ActivityState } from '../../lib/delivery/activity.js';
import { readComposer } from '../../lib/delivery/composer/read.js';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'captures');
const plain = (name: string) => readFileSync(join(DIR, `${name}.plain.txt`), 'utf8');
const runtimeOf = (name: string) => (name.startsWith('cc-') ? 'claude' : 'codex') as 'claude' | 'codex';

const TABLE: Record<string, [ActivityState, string]> = {
  // Claude Code
  'cc-02-onboarded-startup': ['needs_input', 'selection_prompt'], // workspace trust
  'cc-03-trust-dialog-down': ['needs_input', 'selection_prompt'],
  'cc-04-after-trust': ['needs_input', 'selection_prompt'], // API key question
  'cc-05-apikey-dialog-yes': ['needs_input', 'selection_prompt'],
  'cc-06-after-apikey': ['unknown', 'empty_capture'],
  'cc-07-after-apikey-10s': ['idle', 'idle_prompt'],
  'cc-10-composer-first-paint': ['idle', 'idle_prompt'],
  'cc-30-plugin-dir-startup': ['idle', 'idle_prompt'],
  'cc-31-plugin-after-enter-retries0': ['idle', 'idle_prompt'], // placeholder after an API error
  'cc-32-plugin-dirs-env-nonessential-off': ['idle', 'idle_prompt'],
  'cc-33-plugin-dirs-env-after-enter': ['idle', 'idle_prompt'],
  'cc-40-fakeapi-startup': ['idle', 'idle_prompt'],
  'cc-41-fakeapi-reply': ['idle', 'idle_prompt'],
  'cc-50-nonessential-off-layout': ['idle', 'idle_prompt'],
  'cc-51-nonessential-off-altscreen-draft': ['needs_input', 'prompt_draft'],
  'cc-a-empty-composer': ['idle', 'idle_prompt'],
  'cc-b-typed-draft': ['needs_input', 'prompt_draft'],
  'cc-b2-after-ctrl-u': ['idle', 'idle_prompt'],
  'cc-c-bracketed-paste-40lines': ['needs_input', 'prompt_draft'],
  'cc-c3-bracketed-paste-3lines': ['needs_input', 'prompt_draft'],
  'cc-c5-after-one-escape': ['needs_input', 'prompt_draft'],
  'cc-c6-after-two-escapes': ['idle', 'idle_prompt'],
  'cc-d1-slash-menu': ['needs_input', 'prompt_draft'],
  'cc-e1-tooltest-first-attempt-text-reply': ['idle', 'idle_prompt'],
  'cc-e2-permission-menu-bash': ['needs_input', 'numbered_menu'],
  'cc-e3-after-approve-1': ['idle', 'idle_prompt'],
  'cc-e4-bypass-permissions-dialog': ['needs_input', 'selection_prompt'],
  'cc-f1-after-enter-1s': ['busy', 'interrupt_hint'], // retrying, `esc to interrupt` in the footer
  'cc-f2-busy-with-draft': ['needs_input', 'prompt_draft_busy'], // a draft typed while busy wins
  'cc-f3-final-error': ['needs_input', 'prompt_draft_busy'],
  'cc-f4-final': ['needs_input', 'prompt_draft_busy'],
  'cc-f5-final': ['needs_input', 'prompt_draft'], // the turn ended in an error; the draft stays
  'cc-fresh-01-startup': ['unknown', 'no_activity_signal'],
  'cc-fresh-02-after9s': ['unknown', 'no_activity_signal'],
  'cc-h1-hook-output-context-and-block': ['needs_input', 'prompt_draft'],
  'cc-h2-after-compact': ['idle', 'idle_prompt'],
  'cc-k1-busy': ['busy', 'interrupt_hint'],
  'cc-k3-after-queue-drained': ['idle', 'idle_prompt'],
  'cc-z-exit-attempt': ['idle', 'idle_prompt'],
  'cc-z-exit-attempt2': ['idle', 'idle_prompt'],
  // Codex
  'cx-01-fresh-startup': ['needs_input', 'numbered_menu'], // login
  'cx-02-fresh-after-3': ['needs_input', 'numbered_menu'],
  'cx-03-fresh-apikey': ['needs_input', 'modal_screen'],
  'cx-04-fresh-after-key': ['idle', 'idle_prompt_unverified'],
  'cx-05-fresh-after-key-5s': ['idle', 'idle_prompt_unverified'],
  'cx-10-hooks-untrusted-startup': ['idle', 'idle_prompt_unverified'],
  'cx-11-hooks-untrusted-startup-5s': ['needs_input', 'numbered_menu'],
  'cx-12-hooks-review-screen': ['needs_input', 'modal_screen'],
  'cx-13-hooks-review-screen-scrolled': ['needs_input', 'modal_screen'],
  'cx-14-hooks-review-one-event': ['needs_input', 'modal_screen'],
  'cx-15-hooks-after-trust-all': ['needs_input', 'modal_screen'],
  'cx-16-after-hooks-close': ['idle', 'idle_prompt_unverified'],
  'cx-17-after-enter-hooks-trusted': ['busy', 'turn_status'], // reconnecting
  'cx-20-nodaemon-bypass-trust-startup': ['idle', 'idle_prompt_unverified'],
  'cx-21-nodaemon-bypass-ready': ['idle', 'idle_prompt_unverified'],
  'cx-22-nodaemon-after-enter': ['busy', 'turn_status'],
  'cx-40-fakeapi-startup': ['idle', 'idle_prompt_unverified'],
  'cx-41-fakeapi-reply': ['idle', 'idle_prompt_unverified'],
  'cx-50-preseeded-trust-startup': ['idle', 'idle_prompt_unverified'],
  'cx-60-plugin-hooks-startup': ['needs_input', 'numbered_menu'],
  'cx-61-plugin-hooks-menu-after-2': ['needs_input', 'modal_screen'],
  'cx-a-empty-composer-placeholder': ['idle', 'idle_prompt_unverified'],
  'cx-b-typed-draft': ['needs_input', 'prompt_draft'],
  'cx-c-bracketed-paste-40lines': ['needs_input', 'prompt_draft'],
  'cx-c3-bracketed-paste-3lines': ['needs_input', 'prompt_draft'],
  'cx-c4-after-ctrl-c-nonempty': ['idle', 'idle_prompt_unverified'],
  'cx-d1-slash-menu': ['needs_input', 'prompt_draft'],
  'cx-e1-f2-warnings': ['needs_input', 'modal_screen'],
  'cx-e2-no-menu-escalation-rejected-default-policy': ['idle', 'idle_prompt_unverified'],
  'cx-e3-approval-menu': ['needs_input', 'numbered_menu'],
  'cx-e4-after-approve': ['idle', 'idle_prompt_unverified'],
  'cx-f1-after-enter-2s': ['idle', 'idle_prompt_unverified'], // 2 s after Enter, no status row yet: weak idle
  'cx-f2-after-enter-10s': ['busy', 'turn_status'],
  'cx-f3-after-enter-60s': ['busy', 'turn_status'],
  'cx-f4-after-enter-2min': ['busy', 'turn_status'],
  'cx-f5-hooks-session-error': ['busy', 'turn_status'],
  'cx-f6-after-esc-interrupt': ['idle', 'idle_prompt_unverified'],
  'cx-f7-nodaemon-after-3min': ['busy', 'turn_status'],
  'cx-h1-hook-block': ['idle', 'idle_prompt_unverified'],
  'cx-h2-after-compact': ['idle', 'idle_prompt_unverified'],
  'cx-i1-quick-text-enter': ['needs_input', 'prompt_draft'],
  'cx-i2-second-enter': ['idle', 'idle_prompt_unverified'],
  'cx-j1-typed-1500-chars-no-enter': ['needs_input', 'prompt_draft'],
  'cx-j3-typed-1500-after-8s': ['needs_input', 'prompt_draft'],
  'cx-k1-busy': ['busy', 'turn_status'],
  'cx-k4-after-queue-drained': ['idle', 'idle_prompt_unverified'],
};

// The per-version captures of test/real/capture/capture.ts (both pin sets of each client).
const PER_VERSION: Record<'cc' | 'cx', { versions: string[]; states: Record<string, [ActivityState, string]> }> = {
  cc: {
    versions: ['2.1.328', '2.1.332'],
    states: {
      empty: ['idle', 'idle_prompt'],
      'typed-draft': ['needs_input', 'prompt_draft'],
      'multiline-draft': ['needs_input', 'prompt_draft'],
      'paste-label': ['needs_input', 'prompt_draft'],
      placeholder: ['idle', 'idle_prompt'],
      busy: ['busy', 'interrupt_hint'],
      'busy-with-draft': ['needs_input', 'prompt_draft_busy'],
      'queued-followup': ['busy', 'interrupt_hint'],
      'approval-menu': ['needs_input', 'numbered_menu'],
      'after-approval': ['idle', 'idle_prompt'],
      'after-first-prompt-80x24': ['idle', 'idle_prompt'],
    },
  },
  cx: {
    versions: ['0.169.0', '0.171.0'],
    states: {
      empty: ['idle', 'idle_prompt_unverified'],
      'typed-draft': ['needs_input', 'prompt_draft'],
      'multiline-draft': ['needs_input', 'prompt_draft'],
      'paste-label': ['needs_input', 'prompt_draft'],
      placeholder: ['idle', 'idle_prompt_unverified'],
      busy: ['busy', 'turn_status'],
      'busy-with-draft': ['needs_input', 'prompt_draft_busy'],
      'queued-followup': ['busy', 'turn_status'],
      'approval-menu': ['needs_input', 'numbered_menu'],
      'after-approval': ['idle', 'idle_prompt_unverified'],
      'after-first-prompt-80x24': ['idle', 'idle_prompt_unverified'],
      'custom-status-line': ['idle', 'idle_prompt_unverified'],
    },
  },
};
for (const [client, { versions, states }] of Object.entries(PER_VERSION)) {
  for (const v of versions)
    for (const [state, expect] of Object.entries(states)) TABLE[`${client}-${v}-${state}`] = expect;
}

test('the table lists every capture', () => {
  const names = [
    ...new Set(
      readdirSync(DIR)
        .filter((f) => f.endsWith('.txt'))
        .map((f) => f.replace(/\.(plain|styled|cursor)\.txt$/, '')),
    ),
  ].sort();
  assert.equal(Object.keys(TABLE).sort(), names);
});

for (const [name, [state, reason]] of Object.entries(TABLE)) {
  test(`${name}: ${state} (${reason})`, () => {
    assert.equal(classifyActivity(plain(name), runtimeOf(name)), { state, reason });
  });
}

test('the registry spelling claude-code is accepted', () => {
  assert.equal(classifyActivity(plain('cc-k1-busy'), 'claude-code'), { state: 'busy', reason: 'interrupt_hint' });
});

test('history above the visible screen (activity reads add 20 lines) does not change the answer', () => {
  const history = plain('cc-e2-permission-menu-bash').split('\n').slice(16, 30).join('\n');
  assert.equal(classifyActivity(`${history}\n${plain('cc-a-empty-composer')}`, 'claude'), {
    state: 'idle',
    reason: 'idle_prompt',
  });
  const cxHistory = plain('cx-e3-approval-menu').split('\n').slice(24, 40).join('\n');
  assert.is(classifyActivity(`${cxHistory}\n${plain('cx-f2-after-enter-10s')}`, 'codex').state, 'busy');
});

test('Claude live status row without the interrupt hint is busy; a finished one is not', () => {
  const noHint = plain('cc-k1-busy').replace(' · esc to interrupt', '');
  assert.equal(classifyActivity(noHint, 'claude'), { state: 'busy', reason: 'live_status' });
  const timed = noHint.replace('✽ Swooping…', '✢ Working… (5m 9s · ↑ 4.4k tokens)');
  assert.equal(classifyActivity(timed, 'claude'), { state: 'busy', reason: 'live_status' });
  const done = noHint.replace('✽ Swooping…', '✻ Churned for 10s · done 1:57 PM');
  assert.equal(classifyActivity(done, 'claude'), { state: 'idle', reason: 'idle_prompt' });
  const retry = plain('cc-f1-after-enter-1s').replace(' · esc to interrupt', '');
  assert.equal(classifyActivity(retry, 'claude'), { state: 'busy', reason: 'api_retry' });
});

test('a Claude question with its select footer, or a permission question, needs a person', () => {
  const question = [
    '● Which option?',
    '',
    '❯ 1. First',
    '  2. Second',
    '',
    'Enter to select · ↑/↓ to navigate · Esc to cancel',
  ].join('\n');
  assert.equal(classifyActivity(question, 'claude'), { state: 'needs_input', reason: 'numbered_menu' });
  const unnumbered = ['Do you want to make this edit to foo.ts?', '❯ Yes', '  No'].join('\n');
  assert.equal(classifyActivity(unnumbered, 'claude'), { state: 'needs_input', reason: 'permission_prompt' });
  const allow = ['Allow Codex to run `rm -rf build`?', '  y / n'].join('\n');
  assert.equal(classifyActivity(allow, 'codex'), { state: 'needs_input', reason: 'permission_prompt' });
});

test('without a composer, work patterns near the bottom are busy; nothing else is unknown', () => {
  assert.equal(classifyActivity('⠋ Thinking about it\n', 'codex'), { state: 'busy', reason: 'working_status' });
  assert.equal(classifyActivity('output\n• Working (3s • esc to interrupt)\n', 'codex'), {
    state: 'busy',
    reason: 'working_status',
  });
  assert.equal(classifyActivity('just some text\n', 'claude'), { state: 'unknown', reason: 'no_activity_signal' });
  assert.equal(classifyActivity('\n\n   \n', 'claude'), { state: 'unknown', reason: 'empty_capture' });
});

test('a styled composer reading decides empty versus draft where plain text cannot', () => {
  // Plain text cannot tell the Codex placeholder from the same words typed; the styled read can.
  const snap = {
    styled: readFileSync(join(DIR, 'cx-a-empty-composer-placeholder.styled.txt'), 'utf8').replace('\x1b[2mAsk', 'Ask'),
    cursor: { x: 2, y: 36 },
    size: { width: 120, height: 40 },
    inMode: false,
  };
  const typed = readComposer(snap, { runtime: 'codex' });
  assert.is(typed.state, 'draft');
  const text = plain('cx-a-empty-composer-placeholder');
  assert.equal(classifyActivity(text, 'codex'), { state: 'idle', reason: 'idle_prompt_unverified' });
  assert.equal(classifyActivity(text, 'codex', { composer: typed }), { state: 'needs_input', reason: 'prompt_draft' });
  // A Claude suggestion that is not a known placeholder reads as a draft in plain text only.
  const ghost = plain('cc-a-empty-composer').replace('❯\u00a0', '❯\u00a0fix the failing tests');
  assert.is(classifyActivity(ghost, 'claude').state, 'needs_input');
  const emptyReading = readComposer({
    styled: readFileSync(join(DIR, 'cc-a-empty-composer.styled.txt'), 'utf8'),
    cursor: { x: 2, y: 7 },
    size: { width: 120, height: 40 },
    inMode: false,
  });
  assert.equal(classifyActivity(ghost, 'claude', { composer: emptyReading }), { state: 'idle', reason: 'idle_prompt' });
  // A reading of the other runtime, or an unknown one, is ignored.
  assert.is(
    classifyActivity(ghost, 'claude', { composer: { ...emptyReading, runtime: 'codex' } }).state,
    'needs_input',
  );
  assert.is(
    classifyActivity(ghost, 'claude', { composer: { ...emptyReading, state: 'unknown' } }).state,
    'needs_input',
  );
});

test('terminal seats: a shell in the foreground is unknown (its input cannot be read); anything else is busy', () => {
  for (const shell of ['bash', 'zsh', '-zsh', 'sh', 'fish', '/bin/bash', 'nu']) {
    assert.equal(
      classifyActivity('$ ', 'terminal', { paneCurrentCommand: shell }),
      { state: 'unknown', reason: 'shell_foreground' },
      shell,
    );
  }
  for (const cmd of ['vim', 'node', 'python3', 'make']) {
    assert.equal(
      classifyActivity('', 'terminal', { paneCurrentCommand: cmd }),
      { state: 'busy', reason: 'foreground_process' },
      cmd,
    );
  }
  assert.equal(classifyActivity('$ ', 'terminal'), { state: 'unknown', reason: 'no_pane_command' });
});

test.run();
