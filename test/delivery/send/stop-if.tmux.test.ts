// The send flow's stopIf seam on real tmux: asked at the last moment before the paste and again
// before Enter. A reason at paste writes nothing and keeps nothing; a reason at Enter (a stage that
// began after the paste) leaves the pasted text where it is, sends no Enter and reports an honest
// partial input (indeterminate): never erased, never replayed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, enveloped, sleep, type Harness } from '../send-harness.js';
import { waitFor } from '../../helpers/tmux.js';
import { getRecord } from '../../../lib/delivery/outbox/outbox.js';
import type { StopStage } from '../../../lib/delivery/send/contract.js';

let h: Harness;
test.before(async () => {
  h = await harness();
});
test.after(async () => {
  await h.close();
});

for (const mode of ['off', 'draft-aware'] as const) {
  test(`${mode}: stopIf at paste → refused, nothing in the composer, nothing kept`, async () => {
    const seat = await h.addSeat({ runtime: 'claude', typingGuard: mode });
    const asked: StopStage[] = [];
    const r = await h.send(seat, 'reminder', {
      stopIf: (stage) => {
        asked.push(stage);
        return { reason: 'compaction_owes_turn', detail: 'managed compaction began to owe this seat its turn' };
      },
    });
    assert.equal(asked, ['paste']);
    assert.is(r.outcome, 'refused', JSON.stringify(r));
    assert.is(r.reason, 'compaction_owes_turn');
    assert.is(r.sent, false);
    await sleep(300);
    assert.is(seat.state().input, '');
    assert.equal(seat.state().submissions, []);
    const rec = getRecord(h.home, seat.record.nodeId, r.outboxIds[0]!);
    assert.is(rec?.state, 'failed', 'the attempt is saved as a definite no-write, not held');
  });

  test(`${mode}: stopIf at Enter → indeterminate, the text stays in the input, no Enter, not replayed`, async () => {
    const seat = await h.addSeat({ runtime: 'codex', typingGuard: mode });
    const asked: StopStage[] = [];
    const r = await h.send(seat, 'reminder', {
      stopIf: (stage) => {
        asked.push(stage);
        return stage === 'enter'
          ? { reason: 'compaction_owes_turn', detail: 'managed compaction began to owe this seat its turn' }
          : undefined;
      },
    });
    assert.equal(asked, ['paste', 'enter']);
    assert.is(r.outcome, 'indeterminate', JSON.stringify(r));
    assert.is(r.reason, 'compaction_owes_turn');
    assert.is(r.sent, true, 'input was written: never "nothing sent"');
    assert.match(r.message, /Enter was not sent\. The text stays in the input; it is not erased or replayed\./);
    await sleep(400);
    assert.is(seat.state().input, enveloped(seat, 'reminder'));
    assert.equal(seat.state().submissions, []);
    assert.is(getRecord(h.home, seat.record.nodeId, r.outboxIds[0]!)?.state, 'indeterminate');
  });
}

test('no stopIf, or one that answers nothing: delivered as before', async () => {
  const seat = await h.addSeat({ runtime: 'claude' });
  const r = await h.send(seat, 'plain', { stopIf: () => undefined });
  assert.is(r.outcome, 'delivered', JSON.stringify(r));
  await waitFor(() => seat.state().submissions.length === 1, 3000, 'submission');
});

test.run();
