// Demo steps for the operator's surface around the scripted agent's permission stop: a command
// notification channel added before the stop (each notification appended to a file in the demo's
// folder), then one frame of `rig watch --once` with the seat first, the notification that arrived,
// and the menu answered from outside the pane with `rig seat answer`.
import { join } from 'node:path';
import type { DemoStep } from './demo-step.js';
import { paneRows } from './demo-pane.js';
import { agentRef } from './agent-ref.js';
import { readIfPresent } from '../util/read-if-present.js';
import { shellQuote } from '../util/shell-quote.js';
import { sleep } from '../util/sleep.js';

const NOTIFICATIONS = 'notifications.jsonl';

/** The notification texts appended so far (one JSON event per line; a torn last line is skipped). */
export function notificationTexts(file: string): string[] {
  const out: string[] = [];
  for (const line of (readIfPresent(file) ?? '').split('\n')) {
    if (!line.trim()) continue;
    try {
      // The text names the seat, what it waits for, since when, and the command that jumps there.
      const e = JSON.parse(line) as { text?: unknown };
      if (typeof e.text === 'string') out.push(e.text);
    } catch {
      // still being written
    }
  }
  return out;
}

export const notifyChannelStep: DemoStep = {
  id: 'notify-channel',
  title: 'A notification channel: a command that gets each notification as JSON on stdin',
  async run(demo) {
    if (!agentRef(demo)) return;
    await demo.rig(['notify', 'add', '--command', `cat >> ${shellQuote(join(demo.dir, NOTIFICATIONS))}`]);
  },
};

export const watchNotifyAnswerStep: DemoStep = {
  id: 'watch-notify-answer',
  title: 'The operator: rig watch shows the stop first, one notification arrives, rig seat answer answers it',
  async run(demo) {
    const ref = agentRef(demo);
    if (!ref) return;
    demo.say('One frame of rig watch (the seat that needs a person comes first):');
    await demo.rig(['watch', '--once']);
    const file = join(demo.dir, NOTIFICATIONS);
    // The daemon's timer loop notices the stop from the hook record; its tick is a few seconds.
    const end = Date.now() + 20_000;
    let texts = notificationTexts(file);
    while (!texts.some((t) => t.includes(ref)) && Date.now() < end) {
      await sleep(200);
      texts = notificationTexts(file);
    }
    if (texts.length === 0) demo.say('(no notification arrived within 20 s)');
    for (const t of texts) demo.say(`the command channel got: ${t}`);
    demo.say('Answered from here, without attaching (1 runs the scripted build):');
    const isStop = (row: string) => /\] Stop:/.test(row);
    const stops = (await paneRows(demo, ref, isStop, { ms: 0 })).length;
    await demo.rig(['seat', 'answer', ref, '--choice', '1', '--reason', 'demo: run the build']);
    const ran = await paneRows(demo, ref, (row) => /\] PostToolUse:/.test(row), { ms: 15_000 });
    demo.say(`${ref} pane shows: ${ran[0]?.trim() ?? '(no PostToolUse yet)'}`);
    // The turn ends with its Stop hooks and the status line: let them finish before the teardown,
    // or a hook still writing could outlive the throwaway folder.
    const ended = await paneRows(demo, ref, isStop, { ms: 15_000, atLeast: stops + 1 });
    demo.say(`${ref} pane shows: ${ended[ended.length - 1]?.trim() ?? '(no Stop yet)'}`);
  },
};
