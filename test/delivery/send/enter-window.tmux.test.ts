// When Enter follows the paste (issue 23 item 1): after a bracketed paste that the composer shows
// as exactly this text, Enter goes at once — the client took the paste as one event, so no
// paste-burst window applies. Input typed as keys (a --dangerously-interact answer, pasted without
// brackets) still waits the keys window, since a client reads an Enter right after a fast typed
// burst as a newline. The window is set far longer than a send takes, so load cannot blur the two.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { harness, enveloped, type Harness } from '../send-harness.js';
import { deliver, type SendRequest } from '../../../lib/delivery/send/send.js';
import { waitFor } from '../../helpers/tmux.js';

const WINDOW_MS = 6000;

let h: Harness;
test.before(async () => {
  h = await harness();
});
test.after(async () => {
  await h.close();
});

/** One send with the keys window set to WINDOW_MS; the time from paste to Enter, from the flow's trace. */
async function timedSend(seat: Awaited<ReturnType<Harness['addSeat']>>, message: string, extra: Partial<SendRequest>) {
  const at: Record<string, number> = {};
  const r = await deliver(
    {
      home: h.home,
      leases: h.leases,
      timing: { keysToEnterMs: WINDOW_MS },
      trace: (step) => {
        at[step] ??= Date.now();
      },
    },
    { seat: seat.record, message, sender: 'lead@t', ...extra },
  );
  return { r, pasteToEnterMs: (at.enter ?? Number.NaN) - (at.paste ?? Number.NaN) };
}

test('a bracketed paste owned on screen: Enter at once, not after the keys window (Claude and Codex)', async () => {
  for (const runtime of ['claude', 'codex'] as const) {
    const seat = await h.addSeat({ runtime });
    const text = `no window after a bracketed paste (${runtime})\nsecond line`;
    const { r, pasteToEnterMs } = await timedSend(seat, text, {});
    assert.is(r.outcome, 'delivered', JSON.stringify(r));
    assert.ok(pasteToEnterMs < WINDOW_MS, `${runtime}: paste → Enter took ${pasteToEnterMs} ms`);
    await waitFor(() => seat.state().submissions.length > 0 || undefined, 10_000, 'the submission');
    assert.equal(seat.state().submissions, [enveloped(seat, text)], `${runtime}: submitted whole, once`);
    console.log(`figure: ${runtime} scripted composer: paste → Enter ${pasteToEnterMs} ms`);
  }
});

test('input typed as keys (--dangerously-interact, no brackets): Enter waits the keys window', async () => {
  const seat = await h.addSeat({ runtime: 'codex' });
  const { r, pasteToEnterMs } = await timedSend(seat, 'typed answer', {
    dangerouslyInteract: true,
    reason: 'keys window test',
  });
  assert.is(r.outcome, 'delivered', JSON.stringify(r));
  assert.ok(pasteToEnterMs >= WINDOW_MS, `paste → Enter took ${pasteToEnterMs} ms`);
  await waitFor(() => seat.state().submissions.length > 0 || undefined, 10_000, 'the submission');
  assert.equal(seat.state().submissions, ['typed answer']);
});

test.run();
