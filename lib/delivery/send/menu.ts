// --dangerously-interact answering a recognised menu: the answer went in as keys (no bracketed
// paste) and no Enter follows: a menu takes its choice from the key. The proof is the menu closing;
// while it stays up the outcome is indeterminate (the keys were typed), never "nothing sent".
import { readReadiness } from '../readiness.js';
import type { SendResult } from './contract.js';
import type { Attempt } from './attempt.js';
import type { Typed } from './stage.js';
import { onScreenPrompt } from './verdicts.js';
import { sleep } from '../../util/sleep.js';

export async function confirmMenuAnswer(a: Attempt, typed: Typed): Promise<SendResult> {
  const deadline = typed.pastedAt + a.timing.stagedTimeoutMs;
  for (;;) {
    const now = await readReadiness(a.target, typed.pane, a.runtime, a.composer);
    if (!onScreenPrompt(now)) {
      const r = await a.conclude(
        typed,
        'delivered',
        'menu_answered',
        `Answered the menu in ${a.seatRef} (it closed); no Enter was sent.`,
      );
      r.verified = true;
      return r;
    }
    if (Date.now() >= deadline) {
      return a.conclude(
        typed,
        'indeterminate',
        'menu_answer_unconfirmed',
        `The answer was typed into ${a.seatRef} but the menu is still shown; no Enter was sent. Inspect the pane before answering again.`,
      );
    }
    await sleep(a.timing.pollMs * 5);
  }
}
