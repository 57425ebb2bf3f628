// Native consumption after the answer (issue 23 item 3), its pure parts: when the wait for the
// runtime's UserPromptSubmit record may still change the outcome (then it runs under the lease,
// before the answer), and what `rig send` says of consumption while the record is still awaited.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { consumptionDecidesOutcome } from '../../../lib/delivery/send/consumed.js';
import { consumedLine } from '../../../lib/cli/send.js';

test('consumptionDecidesOutcome: only a screen that kept the text, or none to read under --verify', () => {
  // [the screen's verdict, --verify] → the record could change the outcome
  const rows: [boolean | undefined, boolean, boolean][] = [
    [true, false, false],
    [true, true, false],
    [false, false, true],
    [false, true, true],
    [undefined, false, false],
    [undefined, true, true],
  ];
  for (const [screen, verify, want] of rows)
    assert.is(consumptionDecidesOutcome(screen, verify), want, `screen ${screen} × verify ${verify}`);
});

test('consumedLine: confirmed, still awaited (naming the outbox record), or not seen', () => {
  assert.match(
    consumedLine({ consumed: true, outboxIds: ['ob-1'] }),
    "the runtime's own UserPromptSubmit hook recorded",
  );
  const pending = consumedLine({ consumed: false, consumedPending: true, outboxIds: ['ob-20261205-1'] });
  assert.match(pending, /^Consumed: not yet confirmed/);
  assert.match(pending, 'outbox ob-20261205-1 records it when it comes');
  assert.match(consumedLine({ consumed: false, outboxIds: ['ob-1'] }), /^Consumed: not seen/);
});

test.run();
