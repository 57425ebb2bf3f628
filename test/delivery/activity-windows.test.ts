// The activity classifier's search windows, at their edges: a menu row is seen up to the 12th
// non-blank row from the bottom, a work row up to the 8th, Claude's live status up to the 4th row
// above its input; one row further is out of sight. Pure, synthetic screens.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { classifyActivity } from '../../lib/delivery/activity.js';

const fillers = (n: number) => Array.from({ length: n }, (_, i) => `transcript line ${i + 1}`);
const RULE = '─'.repeat(60);
const claudeFrame = (input = '') => [RULE, `❯\u00a0${input}`, RULE, '  ? for shortcuts'];

// [label, screen rows, runtime, expected state, expected reason]
const CASES: [string, string[], 'claude' | 'codex', string, string][] = [
  ['menu row 12th from the bottom', ['  ❯ 1. Yes', ...fillers(11)], 'claude', 'needs_input', 'numbered_menu'],
  ['menu row 13th from the bottom', ['  ❯ 1. Yes', ...fillers(12)], 'claude', 'unknown', 'no_activity_signal'],
  [
    'question 12th from the bottom',
    ['Do you want to proceed?', ...fillers(11)],
    'codex',
    'needs_input',
    'permission_prompt',
  ],
  [
    'question 13th from the bottom',
    ['Do you want to proceed?', ...fillers(12)],
    'codex',
    'unknown',
    'no_activity_signal',
  ],
  ['spinner 8th from the bottom', ['⠋ Thinking hard', ...fillers(7)], 'claude', 'busy', 'working_status'],
  ['spinner 9th from the bottom', ['⠋ Thinking hard', ...fillers(8)], 'claude', 'unknown', 'no_activity_signal'],
  [
    'live status 4th row above the input',
    ['✽ Swooping…', ...fillers(3), ...claudeFrame()],
    'claude',
    'busy',
    'live_status',
  ],
  [
    'live status 5th row above the input',
    ['✽ Swooping…', ...fillers(4), ...claudeFrame()],
    'claude',
    'idle',
    'idle_prompt',
  ],
  [
    'a draft that reads like the interrupt hint is a draft, not work',
    [...fillers(2), ...claudeFrame('esc to interrupt')],
    'claude',
    'needs_input',
    'prompt_draft',
  ],
  [
    'the interrupt hint under the frame is work',
    [...fillers(2), RULE, '❯\u00a0', RULE, '  esc to interrupt'],
    'claude',
    'busy',
    'interrupt_hint',
  ],
];

test('activity windows at their edges', () => {
  for (const [label, rows, runtime, state, reason] of CASES) {
    const got = classifyActivity(rows.join('\n'), runtime);
    assert.equal([got.state, got.reason], [state, reason], label);
  }
});

test.run();
