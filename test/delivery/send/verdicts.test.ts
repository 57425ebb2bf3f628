// The send flow's pure decisions, as tables written out independently of the code
// (docs/delivery.md, "One send, step by step" and "Reasons").
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  activityWarning,
  afterPastePollMs,
  agentAmong,
  composerAfterStagingVerdict,
  emptyComposerVerdict,
  endsWithText,
  enterFailureReason,
  enterVerdict,
  enterWindowMs,
  guardReason,
  menuAnswerVerdict,
  overrideInputVerdict,
  paneVerdict,
  pasteRefusal,
  readinessVerdict,
  shellNeedsProcessCheck,
  submissionUnconfirmed,
  waitDeadlineReason,
} from '../../../lib/delivery/send/verdicts.js';
import type { ComposerReading } from '../../../lib/delivery/composer/ops.js';
import type { Readiness } from '../../../lib/delivery/readiness.js';
import type { Runtime } from '../../../lib/seat/registry.js';

const SEAT = 'w1@t';

function reading(state: ComposerReading['state'], extra: Partial<ComposerReading> = {}): ComposerReading {
  return {
    state,
    reason: state === 'empty' ? 'placeholder' : state === 'draft' ? 'typed_text' : 'no_composer',
    runtime: 'claude',
    rows: [],
    suggestion: null,
    pasteLabels: [],
    collapsedPaste: false,
    frame: 'F1',
    numbered: false,
    cursorAtEnd: false,
    ...extra,
  };
}

const readiness = (state: Readiness['state'], composer?: ComposerReading): Readiness => ({
  state,
  reason: `r_${state}`,
  source: 'pane',
  ...(composer ? { composer } : {}),
});

// Shorthand for the expected verdict: action and reason only (details are checked where they matter).
const short = (v: { action: string; reason?: string; keep?: boolean }) => [v.action, v.reason ?? null, v.keep ?? null];

test('guardReason: only a changed target is renamed', () => {
  const rows: [string, string][] = [
    ['target_changed', 'guard_target_changed'],
    ['session_missing', 'session_missing'],
    ['tmux_unavailable', 'tmux_unavailable'],
    ['pane_dead', 'pane_dead'],
  ];
  for (const [given, want] of rows) assert.is(guardReason(given), want, given);
});

test('paneVerdict: dead × copy mode × override read × protecting mode', () => {
  // [dead, inMode, checkInput, protect] → [action, reason, keep]
  const rows: [boolean, boolean, boolean, boolean, unknown[]][] = [
    [false, false, false, false, ['proceed', null, null]],
    [false, false, true, false, ['proceed', null, null]],
    [false, false, false, true, ['proceed', null, null]],
    [true, false, false, false, ['refuse', 'pane_dead', false]],
    [true, false, false, true, ['refuse', 'pane_dead', false]],
    [true, true, true, false, ['refuse', 'pane_dead', false]],
    [true, true, false, true, ['refuse', 'pane_dead', false]],
    [false, true, true, false, ['override_unreadable', null, null]],
    [false, true, true, true, ['override_unreadable', null, null]],
    [false, true, false, true, ['hold', 'draft_input_unknown', null]],
    [false, true, false, false, ['refuse', 'pane_in_mode', null]],
  ];
  for (const [dead, inMode, checkInput, protect, want] of rows) {
    const v = paneVerdict({ paneId: '%3', dead, inMode }, { protect, checkInput }, SEAT);
    assert.equal(short(v), want, JSON.stringify({ dead, inMode, checkInput, protect }));
  }
  const dead = paneVerdict({ paneId: '%3', dead: true, inMode: false }, { protect: false, checkInput: false }, SEAT);
  assert.is(dead.action === 'refuse' && dead.detail, 'pane %3 of w1@t is dead; restart the seat');
});

test('emptyComposerVerdict: only a recognised empty composer proceeds, with its frame', () => {
  const rows: [ComposerReading | undefined, Readiness['state'], unknown[]][] = [
    [reading('empty'), 'idle', ['proceed', null, null]],
    [reading('empty'), 'busy', ['proceed', null, null]],
    [reading('empty'), 'needs_input', ['proceed', null, null]],
    [reading('draft'), 'idle', ['hold', 'draft_input_busy', null]],
    [reading('draft'), 'needs_input', ['hold', 'draft_input_busy', null]],
    [reading('unknown'), 'idle', ['hold', 'draft_input_unknown', null]],
    [reading('unknown'), 'unknown', ['hold', 'draft_input_unknown', null]],
    [reading('unknown'), 'needs_input', ['refuse', 'target_needs_input', null]],
    [undefined, 'idle', ['hold', 'draft_input_unknown', null]],
  ];
  for (const [r, state, want] of rows) {
    assert.equal(short(emptyComposerVerdict(r, readiness(state), SEAT)), want, `${r?.state} × ${state}`);
  }
  assert.equal(emptyComposerVerdict(reading('empty', { frame: 'F9' }), readiness('idle'), SEAT), {
    action: 'proceed',
    frame: 'F9',
  });
  assert.equal(emptyComposerVerdict(undefined, readiness('idle'), SEAT), {
    action: 'hold',
    reason: 'draft_input_unknown',
    detail: 'the input cannot be read (not read)',
  });
  assert.equal(emptyComposerVerdict(reading('unknown'), readiness('needs_input'), SEAT), {
    action: 'refuse',
    reason: 'target_needs_input',
    detail: 'w1@t is waiting at a prompt or menu (r_needs_input)',
  });
});

test('readinessVerdict: a shell on an agent seat, and a waiting prompt without --dangerously-interact', () => {
  // [runtime, command, composer state, readiness, dangerouslyInteract, agent process under the shell] → [action, reason]
  // The agent process: true = a non-shell process runs under the pane's shell (sh -c claude),
  // false = the shell has none, undefined = the process tree could not be read.
  const rows: [
    Runtime,
    string,
    ComposerReading['state'] | undefined,
    Readiness['state'],
    boolean,
    boolean | undefined,
    unknown[],
  ][] = [
    ['claude-code', 'node', 'empty', 'idle', false, undefined, ['proceed', null, null]],
    ['claude-code', 'bash', 'unknown', 'idle', false, false, ['refuse', 'target_runtime_not_running', null]],
    ['claude-code', 'bash', 'unknown', 'idle', false, undefined, ['refuse', 'target_runtime_not_running', null]],
    ['codex', '-zsh', 'unknown', 'unknown', false, false, ['refuse', 'target_runtime_not_running', null]],
    ['codex', '/usr/bin/fish', 'unknown', 'needs_input', true, false, ['refuse', 'target_runtime_not_running', null]],
    // sh -c left the shell as the pane's process: the agent under it, or (tree unreadable) its menu on screen.
    ['claude-code', 'sh', 'unknown', 'needs_input', false, true, ['refuse', 'target_needs_input', null]],
    ['claude-code', 'sh', 'unknown', 'needs_input', true, true, ['proceed', null, null]],
    ['claude-code', 'sh', 'unknown', 'needs_input', false, undefined, ['refuse', 'target_needs_input', null]],
    ['codex', 'sh', 'unknown', 'needs_input', true, undefined, ['proceed', null, null]],
    ['claude-code', 'sh', 'unknown', 'busy', false, true, ['proceed', null, null]],
    ['claude-code', 'sh', 'unknown', 'idle', false, undefined, ['refuse', 'target_runtime_not_running', null]],
    ['claude-code', 'bash', 'empty', 'idle', false, false, ['proceed', null, null]],
    ['claude-code', 'bash', undefined, 'idle', false, undefined, ['proceed', null, null]],
    ['claude-code', 'node', 'unknown', 'idle', false, undefined, ['proceed', null, null]],
    ['terminal', 'bash', 'unknown', 'idle', false, false, ['proceed', null, null]],
    ['claude-code', 'node', 'unknown', 'needs_input', false, undefined, ['refuse', 'target_needs_input', null]],
    ['terminal', 'bash', 'unknown', 'needs_input', false, undefined, ['refuse', 'target_needs_input', null]],
    ['claude-code', 'node', 'unknown', 'needs_input', true, undefined, ['proceed', null, null]],
    ['claude-code', 'node', 'empty', 'busy', false, undefined, ['proceed', null, null]],
  ];
  for (const [runtime, command, composerState, state, dangerous, agent, want] of rows) {
    const v = readinessVerdict(
      readiness(state, composerState ? reading(composerState) : undefined),
      { currentCommand: command },
      runtime,
      dangerous,
      SEAT,
      agent,
    );
    assert.equal(short(v), want, JSON.stringify({ runtime, command, composerState, state, dangerous, agent }));
  }
});

test("agentAmong: a non-shell process below the pane's shell is the agent; unreadable stays unknown", () => {
  assert.is(agentAmong(['claude']), true);
  assert.is(agentAmong(['env', 'codex']), true);
  assert.is(agentAmong(['sh', '-bash']), false);
  assert.is(agentAmong([]), false);
  assert.is(agentAmong(undefined), undefined);
});

test('shellNeedsProcessCheck: only an agent seat whose pane shows a shell and no composer', () => {
  assert.is(shellNeedsProcessCheck('claude-code', 'sh', reading('unknown')), true);
  assert.is(shellNeedsProcessCheck('codex', '-bash', reading('unknown')), true);
  assert.is(shellNeedsProcessCheck('codex', '-bash', undefined), false, 'no reading taken: nothing to contradict');
  assert.is(shellNeedsProcessCheck('claude-code', 'sh', reading('empty')), false);
  assert.is(shellNeedsProcessCheck('claude-code', 'claude', reading('unknown')), false);
  assert.is(shellNeedsProcessCheck('terminal', 'sh', reading('unknown')), false);
});

test('activityWarning: busy and unknown warn, idle does not', () => {
  assert.is(activityWarning(readiness('idle'), SEAT), undefined);
  assert.is(activityWarning(readiness('needs_input'), SEAT), undefined);
  assert.is(activityWarning(readiness('busy'), SEAT), 'w1@t looked busy (r_busy); the message joins its running turn.');
  assert.is(activityWarning(readiness('unknown'), SEAT), "w1@t's activity could not be read (r_unknown); sent anyway.");
});

test('waitDeadlineReason: unknown activity is told apart from busy', () => {
  assert.equal(waitDeadlineReason('busy'), { reason: 'wait_for_idle_timeout', still: 'busy' });
  assert.equal(waitDeadlineReason('unknown'), { reason: 'target_activity_unknown', still: 'of unknown activity' });
});

test('overrideInputVerdict: empty or a suggestion proceeds; text or no reading stops', () => {
  const rows: [ComposerReading | undefined, string, string][] = [
    [reading('empty'), 'empty', 'proceeding'],
    [reading('empty', { suggestion: 'Try "fix lint"' }), 'suggestion', 'proceeding'],
    [reading('draft', { rows: ['half typed'] }), 'present', 'override_input_present'],
    [reading('draft', { suggestion: 'ghost' }), 'present', 'override_input_present'],
    [reading('unknown'), 'unknown', 'override_input_unknown'],
    [undefined, 'unknown', 'override_input_unknown'],
  ];
  for (const [r, classification, result] of rows)
    assert.equal(overrideInputVerdict(r), { classification, result }, `${r?.state}`);
});

test('composerAfterStagingVerdict: the same empty composer, or held', () => {
  // [reading, inMode, emptyFrame] → [action, reason]
  const rows: [ComposerReading, boolean, unknown, unknown[]][] = [
    [reading('empty'), false, 'F1', ['proceed', null, null]],
    [reading('empty'), false, undefined, ['proceed', null, null]],
    [reading('empty', { frame: 'F2' }), false, undefined, ['proceed', null, null]],
    [reading('empty', { frame: 'F2' }), false, 'F1', ['hold', 'draft_input_changed', null]],
    [reading('empty', { frame: null }), false, 'F1', ['hold', 'draft_input_changed', null]],
    [reading('empty', { frame: null }), false, null, ['proceed', null, null]],
    [reading('draft'), false, 'F1', ['hold', 'draft_input_changed', null]],
    [reading('draft'), true, 'F1', ['hold', 'draft_input_changed', null]],
    [reading('unknown'), false, 'F1', ['hold', 'draft_input_changed', null]],
    [reading('unknown'), true, 'F1', ['hold', 'draft_input_unknown', null]],
  ];
  for (const [r, inMode, frame, want] of rows) {
    assert.equal(
      short(composerAfterStagingVerdict(r, inMode, frame)),
      want,
      JSON.stringify({ state: r.state, rf: r.frame, inMode, frame }),
    );
  }
});

test('pasteRefusal: the paste probe refused, so nothing was typed', () => {
  // [probe reason, protect] → [action, reason, keep]
  const rows: [Parameters<typeof pasteRefusal>[0], boolean, unknown[]][] = [
    ['pane_in_mode', true, ['hold', 'draft_input_unknown', null]],
    ['pane_in_mode', false, ['refuse', 'pane_in_mode', null]],
    ['pane_dead', true, ['refuse', 'pane_dead', false]],
    ['pane_dead', false, ['refuse', 'pane_dead', false]],
    ['target_changed', true, ['refuse', 'guard_target_changed', true]],
    ['target_changed', false, ['refuse', 'guard_target_changed', true]],
    ['session_missing', true, ['refuse', 'session_missing', true]],
    ['tmux_unavailable', false, ['refuse', 'tmux_unavailable', true]],
  ];
  for (const [reason, protect, want] of rows) {
    const v = pasteRefusal(reason, protect, 'why');
    assert.equal(short(v), want, `${reason} × protect=${protect}`);
    assert.is(v.detail, 'why');
  }
});

test('enterVerdict: a mode that must own the composer withholds Enter unless it saw our text', () => {
  // [owned, recognised, mustOwn] → verdict
  const rows: [boolean, boolean, boolean, string][] = [
    [true, true, true, 'enter'],
    [true, true, false, 'enter'],
    [false, true, true, 'withhold'],
    [false, false, true, 'withhold'],
    [false, true, false, 'enter_with_warning'],
    [false, false, false, 'enter'],
  ];
  for (const [owned, recognised, mustOwn, want] of rows)
    assert.is(enterVerdict({ owned, recognised }, mustOwn), want, JSON.stringify({ owned, recognised, mustOwn }));
});

test('enterWindowMs: no window after a bracketed paste a recognised composer shows; keys and unreadable screens keep it', () => {
  // [bracketed, composerRecognised] → window (keys window 150 ms)
  const rows: [boolean, boolean, number][] = [
    [true, true, 0],
    [true, false, 150],
    [false, true, 150],
    [false, false, 150],
  ];
  for (const [bracketed, composerRecognised, want] of rows)
    assert.is(
      enterWindowMs({ bracketed, composerRecognised }, 150),
      want,
      JSON.stringify({ bracketed, composerRecognised }),
    );
  assert.is(enterWindowMs({ bracketed: false, composerRecognised: true }, 0), 0, 'the keys window is the caller’s');
});

test('afterPastePollMs: every 5 ms while the paste is fresh, then the usual pace', () => {
  // [ms since the paste, pollMs] → pause
  const rows: [number, number, number][] = [
    [0, 20, 5],
    [199, 20, 5],
    [200, 20, 20],
    [1500, 20, 20],
    [0, 2, 2], // never slower than asked
  ];
  for (const [elapsed, poll, want] of rows)
    assert.is(afterPastePollMs(elapsed, poll), want, `${elapsed} ms, poll ${poll}`);
});

test('enterFailureReason: a refused probe is a changed draft only in a protecting mode', () => {
  const rows: [Parameters<typeof enterFailureReason>[0], boolean, string][] = [
    [undefined, false, 'submit_failed'],
    [undefined, true, 'submit_failed'],
    ['pane_dead', false, 'pane_dead'],
    ['pane_in_mode', false, 'pane_in_mode'],
    ['target_changed', false, 'target_changed'],
    ['pane_dead', true, 'draft_input_changed'],
    ['pane_in_mode', true, 'draft_input_changed'],
    ['unanswered', false, 'delivery_indeterminate'],
    ['unanswered', true, 'delivery_indeterminate'],
  ];
  for (const [reason, protect, want] of rows)
    assert.is(enterFailureReason(reason, protect), want, `${reason} × protect=${protect}`);
});

test('submissionUnconfirmed: still there, or unreadable when --verify was asked', () => {
  const rows: [boolean | undefined, boolean | undefined, boolean][] = [
    [true, undefined, false],
    [true, true, false],
    [false, undefined, true],
    [false, false, true],
    [undefined, undefined, false],
    [undefined, false, false],
    [undefined, true, true],
  ];
  for (const [verified, verify, want] of rows)
    assert.is(submissionUnconfirmed(verified, verify), want, `${verified} × verify=${verify}`);
});

test('endsWithText: a draft with the caret at its end that ends with the text, spacing aside', () => {
  const rows: [ComposerReading, string, boolean][] = [
    [reading('draft', { rows: ['earlier words hello', 'world'], cursorAtEnd: true }), 'hello\nworld', true],
    [reading('draft', { rows: ['hello  world'], cursorAtEnd: true }), 'hello world', true],
    [reading('draft', { rows: ['hello world'], cursorAtEnd: false }), 'hello world', false],
    [reading('draft', { rows: ['hello world!'], cursorAtEnd: true }), 'hello world', false],
    [reading('empty', { rows: ['hello world'], cursorAtEnd: true }), 'hello world', false],
    [reading('unknown', { rows: ['hello world'], cursorAtEnd: true }), 'hello world', false],
  ];
  for (const [r, text, want] of rows)
    assert.is(
      endsWithText(r, text),
      want,
      JSON.stringify({ rows: r.rows, state: r.state, cursorAtEnd: r.cursorAtEnd, text }),
    );
});

test('menuAnswerVerdict: a failed capture is no proof the menu closed', () => {
  const rows: [Pick<Readiness, 'state' | 'reason'>, string][] = [
    [{ state: 'needs_input', reason: 'numbered_menu' }, 'open'],
    [{ state: 'needs_input', reason: 'permission_prompt' }, 'open'],
    [{ state: 'unknown', reason: 'capture_failed: tmux did not answer' }, 'unreadable'],
    [{ state: 'idle', reason: 'idle_prompt' }, 'closed'],
    [{ state: 'busy', reason: 'working_status' }, 'closed'],
    [{ state: 'unknown', reason: 'no_activity_signal' }, 'closed'],
    [{ state: 'needs_input', reason: 'prompt_draft' }, 'closed'],
  ];
  for (const [r, want] of rows) assert.is(menuAnswerVerdict(r), want, JSON.stringify(r));
});

test.run();
