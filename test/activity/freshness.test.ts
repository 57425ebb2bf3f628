// Hook activity freshness and its meeting with the screen (lib/activity/freshness.ts): every row of
// the rules, with the 15 s and 5 min edges on both sides.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  combineReadiness,
  HOOK_DECIDES_MS,
  HOOK_STALE_MS,
  hookActivityAt,
  type HookActivityReading,
  type ScreenWord,
} from '../../lib/activity/freshness.js';
import type { HookActivityState } from '../../lib/activity/contract.js';
import { FUTURE_SKEW_MS } from '../../lib/util/clock-clamp.js';

const NOW = 1_800_000_000_000;
const doc = (state: HookActivityState, ageMs: number, reason = `${state}_reason`) => ({
  activity: { state, reason, event: 'Ev', seq: (NOW - ageMs) * 1000, at: new Date(NOW - ageMs).toISOString() },
});

test('the figures are the issue’s, as literals: a hook within 15 s decides, a record older than 5 minutes is stale', () => {
  const screen: ScreenWord = { state: 'idle', reason: 'idle_prompt' };
  assert.is(hookActivityAt(doc('running', 300_000), NOW).stale, false);
  assert.is(hookActivityAt(doc('running', 300_001), NOW).stale, true);
  assert.is(combineReadiness(hookActivityAt(doc('running', 15_000), NOW), screen).source, 'hook');
  assert.is(combineReadiness(hookActivityAt(doc('running', 15_001), NOW), screen).source, 'pane');
});

test('hookActivityAt: no record, fresh, the 5-minute edge, stale, a future seq (both sides of the skew)', () => {
  const rows: [ReturnType<typeof doc> | undefined, Partial<HookActivityReading>][] = [
    [undefined, { state: 'unknown', reason: 'no_hook_record', ageMs: null, stale: false }],
    [doc('idle', 0), { state: 'idle', reason: 'idle_reason', ageMs: 0, stale: false, event: 'Ev' }],
    [doc('running', 12_000), { state: 'running', ageMs: 12_000, stale: false }],
    [doc('needs_input', HOOK_STALE_MS), { state: 'needs_input', ageMs: HOOK_STALE_MS, stale: false }],
    [doc('needs_input', HOOK_STALE_MS + 1), { state: 'unknown', reason: 'stale_runtime_hook', stale: true }],
    [doc('idle', HOOK_STALE_MS + 1), { state: 'unknown', reason: 'stale_runtime_hook', stale: true }],
    [doc('unknown', 1000, 'session_start_observed'), { state: 'unknown', reason: 'session_start_observed' }],
    // a seq ahead of the clock: within the skew it is now; past it, suspect (never fresh, no age)
    [doc('idle', -FUTURE_SKEW_MS), { state: 'idle', ageMs: 0, stale: false, recorded: 'idle' }],
    [
      doc('running', -FUTURE_SKEW_MS - 1),
      { state: 'unknown', reason: 'future_hook_stamp', ageMs: null, stale: true, recorded: undefined },
    ],
    // the record's own state is kept beside a stale reading
    [doc('idle', HOOK_STALE_MS + 1), { recorded: 'idle' }],
  ];
  for (const [d, want] of rows) {
    const got = hookActivityAt(d, NOW);
    assert.is(got.source, 'hook');
    for (const [k, v] of Object.entries(want))
      assert.equal((got as unknown as Record<string, unknown>)[k], v, `${JSON.stringify(d?.activity)} ${k}`);
  }
});

const S = (state: ScreenWord['state'], reason = `screen_${state}`): ScreenWord => ({ state, reason });
const H = (state: HookActivityState, ageMs: number) => hookActivityAt(doc(state, ageMs), NOW);
const none = hookActivityAt(undefined, NOW);
const F = HOOK_DECIDES_MS;
const OLD = F + 1;
const STALE = HOOK_STALE_MS + 1;

// [hook, screen, state, source, reason]
const rows: [HookActivityReading, ScreenWord | undefined, string, string, string][] = [
  // a hook within 15 s decides (the edge itself included)
  [H('running', 0), S('idle'), 'busy', 'hook', 'running_reason'],
  [H('running', F), S('idle'), 'busy', 'hook', 'running_reason'],
  [H('idle', F), S('busy'), 'idle', 'hook', 'idle_reason'],
  [H('idle', 100), S('unknown'), 'idle', 'hook', 'idle_reason'],
  [H('needs_input', 100), S('idle'), 'needs_input', 'hook', 'needs_input_reason'],
  [H('needs_input', F), S('busy'), 'needs_input', 'hook', 'needs_input_reason'],
  // the screen's needs_input always vetoes what the hook said: idle fresh or old, running fresh
  [H('idle', 0), S('needs_input', 'numbered_menu'), 'needs_input', 'hook+pane', 'numbered_menu'],
  [H('idle', OLD), S('needs_input', 'prompt_draft'), 'needs_input', 'hook+pane', 'prompt_draft'],
  [H('running', 0), S('needs_input', 'permission_prompt'), 'needs_input', 'hook+pane', 'permission_prompt'],
  // ... and agrees with a hook needs_input (the hook's reason is kept)
  [H('needs_input', 0), S('needs_input', 'numbered_menu'), 'needs_input', 'hook', 'needs_input_reason'],
  // an older idle (15 s – 5 min) is trusted over any screen but a veto
  [H('idle', OLD), S('busy'), 'idle', 'hook', 'idle_reason'],
  [H('idle', HOOK_STALE_MS), S('unknown'), 'idle', 'hook', 'idle_reason'],
  // an older running or needs_input falls through to the screen
  [H('running', OLD), S('idle'), 'idle', 'pane', 'screen_idle'],
  [H('needs_input', OLD), S('idle'), 'idle', 'pane', 'screen_idle'],
  [H('running', OLD), S('needs_input', 'numbered_menu'), 'needs_input', 'pane', 'numbered_menu'],
  // stale (> 5 min), missing, or the hook's own unknown: the screen decides
  [H('idle', STALE), S('busy'), 'busy', 'pane', 'screen_busy'],
  [H('idle', STALE), S('needs_input', 'numbered_menu'), 'needs_input', 'pane', 'numbered_menu'],
  [none, S('idle'), 'idle', 'pane', 'screen_idle'],
  [none, S('unknown'), 'unknown', 'pane', 'screen_unknown'],
  [H('unknown', 0), S('busy'), 'busy', 'pane', 'screen_busy'],
  // no screen reading: a decisive hook answers, anything else is not read
  [H('idle', 0), undefined, 'idle', 'hook', 'idle_reason'],
  [H('running', OLD), undefined, 'unknown', 'pane', 'not_read'],
  [none, undefined, 'unknown', 'pane', 'not_read'],
];

test('combineReadiness: hook first, the screen as fallback and veto (every row)', () => {
  for (const [hook, screen, state, source, reason] of rows) {
    const got = combineReadiness(hook, screen);
    const label = `hook ${hook.state}/${hook.ageMs}ms${hook.stale ? '/stale' : ''} + screen ${screen?.state}`;
    assert.is(got.state, state, label);
    assert.is(got.source, source, label);
    assert.is(got.reason, reason, label);
    if (source === 'pane') assert.is(got.ageMs, undefined, `${label}: no hook age on a screen word`);
    else assert.is(got.ageMs, hook.ageMs, `${label}: the hook's age`);
  }
});

test.run();
