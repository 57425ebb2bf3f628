// What rig seat answer says after a refusal about what the seat waits on (lib/views/attention.ts):
// a table over the attention kinds and whose word it is.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { answerAdvice } from '../../lib/cli/answer-advice.js';
import type { Attention } from '../../lib/views/attention.js';

const a = (kind: Attention['kind'], what: string, evidence: Attention['evidence']): Attention => ({
  kind,
  what,
  evidence,
  ageMs: null,
});

const CASES: [string, Attention[], string][] = [
  ['nothing', [], 'a@r waits for a person on nothing that status knows of.'],
  ['held messages only', [a('held', '2 held', 'outbox')], 'a@r waits for a person on nothing that status knows of.'],
  [
    "auto mode's notice",
    [a('needs_input', 'agent_needs_input', 'hook')],
    'a@r waits for input (agent_needs_input; from the hook): look at the pane, or rig seat status a@r.',
  ],
  [
    'a permission request the screen vetoed into',
    [a('permission', 'Bash', 'hook+pane')],
    'a@r waits for a permission request (Bash; from the hook+pane): look at the pane, or rig seat status a@r.',
  ],
  [
    'a screen guess',
    [a('needs_input', 'selection_prompt', 'pane'), a('held', '1 held', 'outbox')],
    'a@r waits for input (selection_prompt; a screen guess): look at the pane, or rig seat status a@r.',
  ],
];
for (const [what, waits, want] of CASES) {
  test(`advice: ${what}`, () => {
    assert.is(answerAdvice('a@r', waits), want);
  });
}

test.run();
