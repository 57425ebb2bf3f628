// --dangerously-interact answering a recognised menu: the answer went in as keys (no bracketed
// paste) and no Enter follows: a menu takes its choice from the key. The proof is the menu closing;
// while it stays up the outcome is indeterminate (the keys were typed), never "nothing sent".
import { readReadiness } from '../readiness.js';
import type { SendResult } from './contract.js';
import type { Attempt } from './attempt.js';
import type { Typed } from './stage.js';
import { menuAnswerVerdict } from './verdicts.js';
import { sleep } from '../../util/sleep.js';

export async function confirmMenuAnswer(a: Attempt, typed: Typed): Promise<SendResult> {
  const deadline = typed.pastedAt + a.timing.stagedTimeoutMs;
  for (;;) {
    const seen = menuAnswerVerdict(await readReadiness(a.target, typed.pane, a.runtime, a.composer));
    if (seen === 'closed') {
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
        `The answer was typed into ${a.seatRef} but the menu ${seen === 'open' ? 'is still shown' : 'could not be read since'}; no Enter was sent. Inspect the pane before answering again.`,
      );
    }
    await sleep(a.timing.pollMs * 5);
  }
}
