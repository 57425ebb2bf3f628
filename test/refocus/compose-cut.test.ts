// cutReason: a lookup that never started names where the budget went; one cut while running names
// itself and its cut. The refocus hook's reasons (and the issue it reports) carry these lines.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cutReason } from '../../lib/refocus/compose.js';
import { NO_BUDGET } from '../../lib/refocus/budget.js';

const LEDGER = ['start-up, input and lock 40 ms', 'config 3 ms', 'queue whoami 2000 ms'];

test('cutReason: not started (no budget, 0 ms) versus cut while running', () => {
  const cases: [string, { ms: number; reason: string }, readonly string[], string][] = [
    [
      'trace',
      { ms: 0, reason: NO_BUDGET },
      LEDGER,
      `trace not started: ${NO_BUDGET} (spent: start-up, input and lock 40 ms, config 3 ms, queue whoami 2000 ms)`,
    ],
    ['config', { ms: 0, reason: NO_BUDGET }, [], `config not started: ${NO_BUDGET} (spent: )`],
    [
      'queue whoami',
      { ms: 2001, reason: 'cut at its 2000 ms deadline' },
      LEDGER,
      'queue whoami cut at its 2000 ms deadline',
    ],
    // The same words after time has run are a cut, not a lookup that never started.
    ['trace', { ms: 5, reason: NO_BUDGET }, LEDGER, `trace ${NO_BUDGET}`],
    // A zero-time cut for another reason names the cut.
    ['config', { ms: 0, reason: 'cut at its 50 ms deadline' }, LEDGER, 'config cut at its 50 ms deadline'],
  ];
  for (const [what, cut, ledger, want] of cases) assert.is(cutReason(what, cut, ledger), want, `${what} ${cut.ms}`);
});

test.run();
