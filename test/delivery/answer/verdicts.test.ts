// The decisions of rig seat answer, as tables: the menu on screen tied to the recorded request
// (occupant, pending, fresh, tool), the menu known closed (PostToolUse, a later hook, the screen;
// never a Notification), the ask checked once for CLI and route, the audit's rotation point.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { matchMenu, closedBy, ANSWER_FRESH_MS, type CloseEvidence } from '../../../lib/delivery/answer/verdicts.js';
import type { PermissionMenu } from '../../../lib/delivery/answer/menu.js';
import type { PermissionStopStatus } from '../../../lib/activity/permission/types.js';
import { checkAnswerAsk } from '../../../lib/delivery/answer/ask.js';
import { AUDIT_MAX_BYTES, auditLabel, shouldRotate } from '../../../lib/delivery/answer/audit.js';

const menu = (tool: string | null, labels = ['Yes', 'No']): PermissionMenu => ({
  question: 'Do you want to proceed?',
  tool,
  toolLine: tool ? `${tool} command` : null,
  rows: labels.map((label, i) => ({ n: i + 1, label, selected: i === 0 })),
});
const stop = (
  tool: string,
  pending: 'request_observed' | 'completed' = 'request_observed',
  age = 1000,
): PermissionStopStatus => ({
  state: 'observed',
  pending,
  tool: { name: tool },
  actor: { category: 'main' },
  observed_at: '2026-12-05T00:00:00.000Z',
  age_ms: age,
  suggested_rules: { state: 'unavailable', reason: 'not_relayed' },
});
const NONE: PermissionStopStatus = { state: 'unavailable' };

const MATCH: [string, PermissionMenu | null, PermissionStopStatus, PermissionStopStatus, string][] = [
  ['the menu and the request agree', menu('Bash'), stop('Bash'), stop('Bash'), 'ok'],
  ['no menu on screen', null, stop('Bash'), stop('Bash'), 'no_menu'],
  ['nothing recorded', menu('Bash'), NONE, NONE, 'no_observation'],
  ["an earlier occupant's request", menu('Bash'), NONE, stop('Bash'), 'other_occupant'],
  ['the request already ran', menu('Bash'), stop('Bash', 'completed'), stop('Bash', 'completed'), 'already_completed'],
  [
    'a stale request',
    menu('Bash'),
    stop('Bash', 'request_observed', ANSWER_FRESH_MS + 1),
    stop('Bash'),
    'stale_observation',
  ],
  ['fresh at the bound', menu('Bash'), stop('Bash', 'request_observed', ANSWER_FRESH_MS), stop('Bash'), 'ok'],
  ['a menu for another tool', menu('Edit'), stop('Bash'), stop('Bash'), 'other_tool'],
  ['a menu whose tool is unknown', menu(null), stop('Bash'), stop('Bash'), 'tool_unknown'],
];
for (const [what, m, current, any, want] of MATCH) {
  test(`match: ${what} → ${want}`, () => {
    const v = matchMenu(m, current, any);
    assert.is(v.ok ? 'ok' : v.reason, want);
    if (!v.ok) assert.ok(v.saw.length > 0);
  });
}

test('a refusal says what the screen showed', () => {
  const v = matchMenu(menu('Edit', ['Yes', 'No']), stop('Bash'), stop('Bash'));
  assert.ok(!v.ok);
  if (!v.ok) {
    assert.match(v.saw, 'Edit command');
    assert.match(v.saw, '1. Yes | 2. No');
    assert.match(v.saw, 'for Bash');
  }
});

const answered = menu('Bash');
const ev = (e: Partial<CloseEvidence>): CloseEvidence => ({
  menu: answered,
  answered,
  stop: stop('Bash'),
  lastHook: { seq: 100, event: 'PermissionRequest' },
  hookBefore: 100,
  ...e,
});
const CLOSED: [string, CloseEvidence, string | null][] = [
  ['still shown, nothing new', ev({}), null],
  ['PostToolUse completed the request', ev({ stop: stop('Bash', 'completed') }), 'post_tool_use'],
  ['a later Stop', ev({ lastHook: { seq: 101, event: 'Stop' } }), 'activity'],
  ['a later Notification is no evidence', ev({ lastHook: { seq: 101, event: 'Notification' } }), null],
  ['an equal seq is not later', ev({ lastHook: { seq: 100, event: 'Stop' } }), null],
  ['the screen shows no menu', ev({ menu: null }), 'screen'],
  ['the screen shows another menu', ev({ menu: menu('Bash', ['Yes', 'Maybe', 'No']) }), 'screen'],
  ['the screen could not be read', ev({ menu: undefined }), null],
  ['the same question and row count, other labels', ev({ menu: menu('Bash', ['Yes', 'Never']) }), 'screen'],
  ['no hook document before or after', ev({ lastHook: undefined, hookBefore: 0 }), null],
];
for (const [what, e, want] of CLOSED) {
  test(`closed: ${what} → ${want}`, () => {
    assert.is(closedBy(e), want);
  });
}

// [what, input, "ok: <ask>" or the start of the refusal]
const ASKS: [string, Parameters<typeof checkAnswerAsk>[0], string][] = [
  ['choice 1', { choice: '1', reason: 'ok' }, 'ok: choice 1'],
  ['choice 9, the last digit', { choice: '9', reason: 'ok' }, 'ok: choice 9'],
  ['choice as a number (the route)', { choice: 3, reason: 'ok' }, 'ok: choice 3'],
  ['deny', { deny: true, reason: 'no' }, 'ok: deny'],
  ['a reason at its bound', { deny: true, reason: 'x'.repeat(500) }, 'ok: deny'],
  ['both', { choice: '1', deny: true, reason: 'x' }, 'use exactly one'],
  ['neither', { reason: 'x' }, 'use exactly one'],
  ['choice 0', { choice: '0', reason: 'x' }, '--choice 0 is not a row number'],
  ['choice 10', { choice: '10', reason: 'x' }, '--choice 10 is not a row number'],
  ['choice 1.5', { choice: '1.5', reason: 'x' }, '--choice 1.5 is not a row number'],
  ['choice 1.5 as a number', { choice: 1.5, reason: 'x' }, '--choice 1.5 is not a row number'],
  ['choice text', { choice: 'yes', reason: 'x' }, '--choice yes is not a row number'],
  ['choice in exponent form', { choice: '1e0', reason: 'x' }, '--choice 1e0 is not a row number'],
  ['choice true', { choice: true, reason: 'x' }, '--choice true is not a row number'],
  ['empty reason', { choice: '1', reason: '  ' }, '--reason is missing or empty'],
  ['no reason', { deny: true }, '--reason is missing or empty'],
  ['deny not a boolean', { deny: 'true', reason: 'x' }, 'deny must be true or false'],
  ['a long reason', { deny: true, reason: 'x'.repeat(501) }, '--reason is 501 characters long'],
];
for (const [what, input, want] of ASKS) {
  test(`ask: ${what}`, () => {
    const c = checkAnswerAsk(input);
    const got = c.ok ? `ok: ${c.ask.kind === 'deny' ? 'deny' : `choice ${c.ask.n}`}` : c.what;
    assert.ok(got.startsWith(want), `${got} (wanted ${want})`);
  });
}

test('the audit keeps a label without the quoted command or a path', () => {
  assert.is(
    auditLabel("Yes, and don't ask again for commands that start with `echo x > /tmp/f` (p)"),
    "Yes, and don't ask again for commands that start with `…` (p)",
  );
  assert.is(
    auditLabel('Yes, and always allow access to /home/dev/fake from this project'),
    'Yes, and always allow access to … from this project',
  );
  assert.is(auditLabel('Yes'), 'Yes');
  assert.is(
    auditLabel('No, and tell Codex what to do differently (esc)'),
    'No, and tell Codex what to do differently (esc)',
  );
});

test('the audit rotates at its bound, not before', () => {
  assert.is(shouldRotate(undefined), false);
  assert.is(shouldRotate(AUDIT_MAX_BYTES - 1), false);
  assert.is(shouldRotate(AUDIT_MAX_BYTES), true);
});

test.run();
