// Activity as people read it (lib/activity/text.ts) and ps's activity per seat
// (lib/views/seat-view.ts viewActivity): tables.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { activityCell, activityLine, fieldText, hooksLine } from '../../lib/activity/text.js';
import { ageText, shortAge } from '../../lib/util/age-text.js';
import { viewActivity, viewHooks } from '../../lib/views/seat-view.js';
import { hookDoc } from '../helpers/hook-doc.js';

test('ageText and shortAge', () => {
  const rows: [number, string, string][] = [
    [-5, '0s', '0s'],
    [999, '0s', '0s'],
    [12_400, '12s', '12s'],
    [59_999, '59s', '59s'],
    [60_000, '1 min', '1m'],
    [125_000, '2 min', '2m'],
    [3_600_000, '1 h', '1h'],
    [47 * 3_600_000, '47 h', '47h'],
    [48 * 3_600_000, '2 d', '2d'],
  ];
  for (const [ms, long, short] of rows) {
    assert.is(ageText(ms), long, `${ms}`);
    assert.is(shortAge(ms), short, `${ms}`);
  }
});

test('activityLine: hook with event and age, screen, a veto', () => {
  const rows: [Parameters<typeof activityLine>[0], string][] = [
    [{ state: 'idle', reason: 'stop', source: 'hook', ageMs: 12_000, event: 'Stop' }, 'idle (hook Stop, 12s ago)'],
    [{ state: 'busy', reason: 'r', source: 'hook' }, 'busy (hook)'],
    [{ state: 'busy', reason: 'working_status', source: 'pane' }, 'busy (screen: working_status)'],
    [
      { state: 'needs_input', reason: 'numbered_menu', source: 'hook+pane', hook: { state: 'idle', ageMs: 40_000 } },
      'needs_input (screen: numbered_menu; the hook said idle 40s ago)',
    ],
    [{ state: 'idle', reason: 'x', source: 'hook', event: 'St\nop\x1b[2J' }, 'idle (hook St\\nop\\x1b[2J)'],
  ];
  for (const [a, want] of rows) assert.is(activityLine(a), want);
});

test('hooksLine and fieldText', () => {
  assert.is(hooksLine({ seen: false, lastEvent: null, ageMs: null }), 'no hook seen since launch');
  assert.is(hooksLine({ seen: true, lastEvent: 'SessionStart', ageMs: 130_000 }), 'seen SessionStart 2 min ago');
  assert.is(fieldText('a\tb\r\n'), 'a\\tb\\r\\n');
  assert.is(fieldText('x'.repeat(200)), `${'x'.repeat(128)}…`);
  assert.is(fieldText('Stop\u202e\x1b'), 'Stop\\u202e\\x1b', 'format and control characters escaped too');
});

test('activityCell: ps’s compact form', () => {
  const rows: [Parameters<typeof activityCell>[0], string][] = [
    [undefined, '-'],
    [{ state: 'idle', source: 'hook', ageMs: 12_000 }, 'idle·hook 12s'],
    [{ state: 'busy', source: 'pane', ageMs: null }, 'busy·screen'],
    [{ state: 'unknown', source: 'hook', ageMs: 400_000 }, 'unknown·hook 6m'],
    [{ state: 'unknown', source: 'none', ageMs: null }, 'unknown'],
  ];
  for (const [a, want] of rows) assert.is(activityCell(a), want, JSON.stringify(a));
});

test('viewActivity: hook record, none, stale, terminal by process, no live pane', () => {
  const now = Date.now();
  const seat = { nodeId: 'n-0123456789abcdef', occupant: 'o-00000000000000aa', name: 'w', rig: 'r' };
  const alive = { state: 'alive' as const, pane: { currentCommand: 'node' } as never };
  const agent = { runtime: 'claude-code' as const };
  const rows: [Parameters<typeof viewActivity>, ReturnType<typeof viewActivity>][] = [
    [
      [agent, alive, hookDoc(seat, { state: 'running', reason: 'tool_use', agoMs: 3000, now }), now],
      { state: 'busy', reason: 'tool_use', source: 'hook', ageMs: 3000 },
    ],
    [
      [agent, alive, hookDoc(seat, { state: 'needs_input', reason: 'permission_request', now }), now],
      { state: 'needs_input', reason: 'permission_request', source: 'hook', ageMs: 0 },
    ],
    [
      [agent, alive, hookDoc(seat, { state: 'idle', agoMs: 301_000, now }), now],
      { state: 'unknown', reason: 'stale_runtime_hook', source: 'hook', ageMs: 301_000 },
    ],
    [[agent, alive, undefined, now], { state: 'unknown', reason: 'no_hook_record', source: 'none', ageMs: null }],
    [
      [{ runtime: 'terminal' }, alive, undefined, now],
      { state: 'busy', reason: 'foreground_process', source: 'pane', ageMs: null },
    ],
    [
      [{ runtime: 'terminal' }, { state: 'alive', pane: { currentCommand: 'bash' } as never }, undefined, now],
      { state: 'unknown', reason: 'shell_foreground', source: 'pane', ageMs: null },
    ],
    [[agent, { state: 'dead' }, hookDoc(seat, { now }), now], null],
  ];
  for (const [args, want] of rows) assert.equal(viewActivity(...args), want, JSON.stringify(args[2]?.activity));
  const h = viewHooks(hookDoc(seat, { agoMs: 5000, session: { id: 'sess-1', source: 'startup' }, now }), now);
  assert.is(h.seen, true);
  assert.is(h.ageMs, 5000);
  assert.is(h.session?.id, 'sess-1');
  assert.is(h.firstLaunch?.bundleHash, 'b3f1c0ffee000000');
  assert.equal(viewHooks(undefined, now), {
    seen: false,
    lastEvent: null,
    ageMs: null,
    session: null,
    firstLaunch: null,
  });
});

test.run();
