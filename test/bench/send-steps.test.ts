// The steps bench/send-real.bench.ts prints from one send's timestamps (bench/lib/send-steps.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stepDurations } from '../../bench/lib/send-steps.js';

test('stepDurations: each step from its two timestamps; a missing or reversed end leaves it out', () => {
  const table: [string, Parameters<typeof stepDurations>[0], Record<string, number>][] = [
    [
      'a whole rig send',
      { start: 100, text: 216, enter: 384, model: 584, returned: 547 },
      {
        'start → text in the pane': 116,
        'text → Enter': 168,
        "start → Enter (the sender's own part)": 284,
        'Enter → model request (the client and its hooks)': 200,
        'start → model request': 484,
        'start → rig send returns': 447,
      },
    ],
    [
      'a baseline (nothing returns) whose Enter became a newline (no model request)',
      { start: 0, text: 9, enter: 24 },
      { 'start → text in the pane': 9, 'text → Enter': 15, "start → Enter (the sender's own part)": 24 },
    ],
    [
      'the text never seen: every step through it is left out',
      { start: 0, model: 300 },
      { 'start → model request': 300 },
    ],
    ['an end before its start is no duration', { start: 50, text: 40 }, {}],
  ];
  for (const [name, sample, want] of table) assert.equal(stepDurations(sample), want, name);
});

test.run();
