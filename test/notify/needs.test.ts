// The notifier's needs (lib/notify/needs.ts): each source's facts in, the needs a tick found out,
// with whose word they rest on. Tables per source.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  compactionNeed,
  heldNeed,
  idleWithRowsNeed,
  indeterminateNeeds,
  waitingNeed,
  IDLE_WITH_ROWS_MS,
  RECENT_WINDOW_MS,
  screenWorthReading,
  MENU_HOOK_GRACE_MS,
  PERMISSION_DESCRIPTOR_GRACE_MS,
} from '../../lib/notify/needs.js';
import { HOOK_DECIDES_MS } from '../../lib/activity/freshness.js';
import type { Attention } from '../../lib/views/attention.js';

const NOW = Date.parse('2026-12-05T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

test('waitingNeed: the first permission or needs_input attention, recorded unless the screen alone says so', () => {
  const cases: Array<[string, Attention[], [string, string, number, boolean] | undefined]> = [
    ['nothing', [], undefined],
    ['held only', [{ kind: 'held', evidence: 'outbox', what: '1 held', ageMs: null }], undefined],
    [
      'permission by the hook',
      [{ kind: 'permission', evidence: 'hook', what: 'Bash', ageMs: 4000 }],
      ['permission', 'Bash', NOW - 4000, true],
    ],
    [
      'needs_input, hook vetoed by the screen',
      [{ kind: 'needs_input', evidence: 'hook+pane', what: 'numbered_menu', ageMs: 1000 }],
      ['needs_input', 'numbered_menu', NOW - 1000, true],
    ],
    [
      'the screen alone',
      [{ kind: 'needs_input', evidence: 'pane', what: 'numbered_menu', ageMs: null }],
      ['needs_input', 'numbered_menu', NOW, false],
    ],
    // The PermissionRequest's activity lands before its tool descriptor (the hook appends the
    // activity, then records the permission evidence): a real Claude 2.1.332 was notified as
    // `needs_input permission_request` when a tick fell between the two.
    [
      'a permission request whose descriptor is not recorded yet',
      [{ kind: 'needs_input', evidence: 'hook', what: 'permission_request', ageMs: 400 }],
      undefined,
    ],
    [
      'the same, just inside the grace',
      [
        {
          kind: 'needs_input',
          evidence: 'hook',
          what: 'permission_request',
          ageMs: PERMISSION_DESCRIPTOR_GRACE_MS - 1,
        },
      ],
      undefined,
    ],
    [
      'the descriptor never came: the wait as the record names it',
      [{ kind: 'needs_input', evidence: 'hook', what: 'permission_request', ageMs: PERMISSION_DESCRIPTOR_GRACE_MS }],
      ['needs_input', 'permission_request', NOW - PERMISSION_DESCRIPTOR_GRACE_MS, true],
    ],
    [
      'no age to go by: not held back',
      [{ kind: 'needs_input', evidence: 'hook', what: 'permission_request', ageMs: null }],
      ['needs_input', 'permission_request', NOW, true],
    ],
  ];
  for (const [name, att, want] of cases) {
    const n = waitingNeed('a@r', att, NOW);
    assert.equal(n ? [n.kind, n.what, n.since, n.recorded] : undefined, want, name);
    if (n) assert.is(n.key, 'a@r#waiting', `${name}: permission and needs_input share one episode`);
  }
});

test('heldNeed: held messages from anyone but OpenRig itself; since the oldest', () => {
  const cases: Array<[string, Array<{ sender: string; createdAt: string }>, [string, number] | undefined]> = [
    ['none', [], undefined],
    ['OpenRig notices only', [{ sender: 'openrig', createdAt: iso(NOW - 5000) }], undefined],
    ['a system actor', [{ sender: 'watchdog@system', createdAt: iso(NOW - 5000) }], undefined],
    [
      'one from a person',
      [{ sender: 'lead@r', createdAt: iso(NOW - 5000) }],
      ['1 held message from lead@r', NOW - 5000],
    ],
    [
      'two, mixed',
      [
        { sender: 'openrig', createdAt: iso(NOW - 9000) },
        { sender: 'unattributed', createdAt: iso(NOW - 7000) },
        { sender: 'b@r', createdAt: iso(NOW - 3000) },
      ],
      ['2 held messages from unattributed, b@r', NOW - 7000],
    ],
  ];
  for (const [name, held, want] of cases) {
    const n = heldNeed('a@r', held);
    assert.equal(n ? [n.what, n.since] : undefined, want, name);
    if (n) assert.equal([n.key, n.kind, n.recorded], ['a@r#held', 'held', true], name);
  }
});

test('indeterminateNeeds: one episode per recent indeterminate record', () => {
  const recs = [
    { id: 'ob-1', state: 'indeterminate', updatedAt: iso(NOW - 1000), sender: 'lead@r' },
    { id: 'ob-2', state: 'complete', updatedAt: iso(NOW - 1000), sender: 'lead@r' },
    { id: 'ob-3', state: 'indeterminate', updatedAt: iso(NOW - RECENT_WINDOW_MS - 1), sender: 'lead@r' },
    { id: 'ob-4', state: 'indeterminate', updatedAt: 'not a time', sender: 'lead@r' },
  ];
  const got = indeterminateNeeds('a@r', recs, NOW);
  assert.equal(
    got.map((n) => [n.key, n.kind, n.what, n.since, n.recorded]),
    [['a@r#indeterminate#ob-1', 'indeterminate', 'delivery ob-1 from lead@r', NOW - 1000, true]],
  );
});

test('idleWithRowsNeed: pending rows and fresh idle hook evidence at least the threshold old', () => {
  const idle = (ageMs: number, stale = false) => ({ state: 'idle' as const, ageMs, stale });
  const cases: Array<[string, Parameters<typeof idleWithRowsNeed>[1], number, boolean]> = [
    ['no hook', undefined, 2, false],
    ['idle, no pending rows', idle(IDLE_WITH_ROWS_MS + 1), 0, false],
    ['idle not yet long', idle(IDLE_WITH_ROWS_MS - 1), 2, false],
    ['idle long enough', idle(IDLE_WITH_ROWS_MS), 2, true],
    ['stale record', idle(IDLE_WITH_ROWS_MS + 1, true), 2, false],
    ['busy', { state: 'running', ageMs: IDLE_WITH_ROWS_MS + 1, stale: false }, 2, false],
    ['unknown age', { state: 'idle', ageMs: null, stale: false }, 2, false],
  ];
  for (const [name, hook, rows, want] of cases) {
    const n = idleWithRowsNeed('a@r', hook, rows, NOW);
    assert.is(n !== undefined, want, name);
    if (n) {
      assert.equal(
        [n.key, n.kind, n.what, n.since],
        ['a@r#idle_with_rows', 'idle_with_rows', '2 pending rows', NOW - IDLE_WITH_ROWS_MS],
        name,
      );
    }
  }
});

test('compactionNeed: a failed run recently; not done, cancelled or old ones', () => {
  const cases: Array<[string, { result: string; reason: string; at: string } | null, boolean]> = [
    ['none', null, false],
    ['failed now', { result: 'failed', reason: 'no_postcompact', at: iso(NOW - 2000) }, true],
    ['done', { result: 'done', reason: 'ok', at: iso(NOW - 2000) }, false],
    ['cancelled', { result: 'cancelled', reason: 'by_operator', at: iso(NOW - 2000) }, false],
    ['failed long ago', { result: 'failed', reason: 'x', at: iso(NOW - RECENT_WINDOW_MS - 1) }, false],
  ];
  for (const [name, last, want] of cases) {
    const n = compactionNeed('a@r', last, NOW);
    assert.is(n !== undefined, want, name);
    if (n) assert.equal([n.key, n.what, n.since], [`a@r#compaction_failed#${last!.at}`, 'no_postcompact', NOW - 2000]);
  }
});

test('the documented thresholds: 2 minutes idle with rows, news for an hour', () => {
  assert.is(IDLE_WITH_ROWS_MS, 120_000);
  assert.is(RECENT_WINDOW_MS, 3_600_000);
});

test('boundaries: exactly the window old still counts; one row is singular; many senders are cut at three', () => {
  const at = iso(NOW - RECENT_WINDOW_MS);
  assert.is(
    indeterminateNeeds('a@r', [{ id: 'ob-1', state: 'indeterminate', updatedAt: at, sender: 'x@r' }], NOW).length,
    1,
  );
  assert.ok(compactionNeed('a@r', { result: 'failed', reason: 'x', at }, NOW));
  const one = idleWithRowsNeed('a@r', { state: 'idle', ageMs: IDLE_WITH_ROWS_MS, stale: false }, 1, NOW)!;
  assert.is(one.what, '1 pending row');
  assert.is(one.recorded, true);
  assert.is(compactionNeed('a@r', { result: 'failed', reason: 'x', at }, NOW)!.recorded, true);
  const senders = ['a@r', 'b@r', 'c@r', 'd@r'].map((sender) => ({ sender, createdAt: iso(NOW) }));
  assert.is(heldNeed('a@r', senders)!.what, '4 held messages from a@r, b@r, c@r, …');
  assert.is(heldNeed('a@r', senders.slice(0, 3))!.what, '3 held messages from a@r, b@r, c@r');
  const long = 'r'.repeat(100);
  assert.is(compactionNeed('a@r', { result: 'failed', reason: `${long}: detail`, at }, NOW)!.what, 'r'.repeat(80));
});

test('screenWorthReading: a wait, a running record right after an event a menu may follow, or an open episode', () => {
  type H = Parameters<typeof screenWorthReading>[0];
  const h = (state: string, event: string, ageMs: number | null, stale = false) =>
    ({ state, event, ageMs, stale }) as H;
  const cases: Array<[string, H, boolean, boolean]> = [
    ['no record', undefined, false, false],
    ['no record, open episode', undefined, true, true],
    ['needs_input, fresh', h('needs_input', 'PermissionRequest', 1000), false, true],
    ['needs_input, stale', h('needs_input', 'PermissionRequest', 1000, true), false, false],
    // The real Claude run: a PreToolUse record with the menu drawn, its PermissionRequest ~0.3 s behind.
    [
      'running after PreToolUse, within the grace for its own menu hook',
      h('running', 'PreToolUse', 1000),
      false,
      false,
    ],
    ['running after PreToolUse, at the grace', h('running', 'PreToolUse', MENU_HOOK_GRACE_MS), false, true],
    ['running after PreToolUse, past the grace', h('running', 'PreToolUse', 5000), false, true],
    ['running after PermissionRequest, fresh', h('running', 'PermissionRequest', 0), false, true],
    ['running after PreToolUse, at the window', h('running', 'PreToolUse', HOOK_DECIDES_MS), false, false],
    ['running after PreToolUse, just inside', h('running', 'PreToolUse', HOOK_DECIDES_MS - 1), false, true],
    ['running after UserPromptSubmit', h('running', 'UserPromptSubmit', 1000), false, false],
    ['running after PostToolUse', h('running', 'PostToolUse', 1000), false, false],
    ['idle after Stop', h('idle', 'Stop', 1000), false, false],
    ['idle after Stop, open episode', h('idle', 'Stop', 1000), true, true],
    ['running, no age (future stamp)', h('running', 'PreToolUse', null), false, false],
    ['running after PreToolUse, stale', h('running', 'PreToolUse', 1000, true), false, false],
  ];
  for (const [name, hook, open, want] of cases) assert.is(screenWorthReading(hook, open), want, name);
});

test.run();
