// The guard's text beside the mode in force (rig seat show, rig seat status, set-typing-guard): a
// requested mode still waiting for activation is named; nothing is added otherwise.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pendingText } from '../../../lib/delivery/guard/seat-guard.js';
import { guardLabel } from '../../../lib/views/seat-status.js';
import type { GuardMode } from '../../../lib/delivery/guard/policy.js';

const CASES: [GuardMode, boolean, GuardMode, string, string][] = [
  // effective, pending, desired → pendingText, guardLabel
  ['off', false, 'off', '', 'Typing guard: off'],
  ['draft-aware', false, 'draft-aware', '', 'Typing guard: draft-aware'],
  ['hold', false, 'hold', '', 'Typing guard: on (hold)'],
  [
    'off',
    true,
    'urgent-only',
    ' (activation pending; requested urgent-only)',
    'Typing guard: off (activation pending; requested urgent-only)',
  ],
  [
    'hold',
    true,
    'off',
    ' (activation pending; requested off)',
    'Typing guard: on (hold) (activation pending; requested off)',
  ],
  // A pending flag with the same mode requested (a re-save of the mode in force) adds nothing.
  ['sends-only', true, 'sends-only', '', 'Typing guard: sends-only'],
  // Not pending, though the two differ (a document caught mid-write): only the mode in force.
  ['off', false, 'hold', '', 'Typing guard: off'],
];

test('pendingText and guardLabel, table', () => {
  for (const [effective, pending, desired, text, label] of CASES) {
    const what = `${effective} pending=${pending} desired=${desired}`;
    assert.is(pendingText(effective, pending, desired), text, what);
    assert.is(guardLabel(effective, pending, desired), label, what);
  }
});

test.run();
