// Demo steps for queue wakes on the scripted agent seat: a row created while the seat's typing
// guard holds everything waits in the held list (nothing typed); with the guard back off, the next
// row wakes the seat: the daemon types ONE pointer from openrig that carries both rows (the held
// wake joins it and its held record is retired: draft_wake_superseded). The rows go through
// `rig queue create` as a person would type it; the daemon `rig up` started does the waking.
import type { DemoRun, DemoStep } from './demo-step.js';
import { paneRows } from './demo-pane.js';
import { agentRef } from './agent-ref.js';
import { listActiveWakes } from '../queue/wake-intent.js';
import { sleep } from '../util/sleep.js';

/** Waits until the seat has a held wake (the daemon ticks every second). */
async function heldWake(demo: DemoRun, ref: string, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (listActiveWakes(demo.home).some((w) => w.destination === ref && w.state === 'held')) return true;
    await sleep(200);
  }
  return false;
}

export const wakeHeldStep: DemoStep = {
  id: 'wake-held',
  title: 'A queue row for a held seat: its wake waits in the held list (rig queue create)',
  async run(demo) {
    const ref = agentRef(demo);
    if (!ref) return demo.say('(no agent seat)');
    await demo.rig(['seat', 'set-typing-guard', ref, '--mode', 'hold', '--reason', 'demo: hold the wakes']);
    await demo.rig(['queue', 'create', '--destination', ref, '--summary', 'Demo: read the parser notes']);
    const held = await heldWake(demo, ref, 10_000);
    demo.say(held ? `The daemon held the wake for ${ref}; nothing was typed:` : `(no held wake for ${ref} yet)`);
    await demo.rig(['seat', 'held-messages', ref]);
    await demo.rig(['seat', 'set-typing-guard', ref, '--mode', 'off', '--reason', 'demo: wakes may type again']);
  },
};

export const wakeTypedStep: DemoStep = {
  id: 'wake',
  title: 'A queue row wakes the idle agent seat: one short pointer from openrig',
  async run(demo) {
    const ref = agentRef(demo);
    if (!ref) return;
    const stops = (await paneRows(demo, ref, (row) => /\] Stop:/.test(row), { ms: 0 })).length;
    await demo.rig(['queue', 'create', '--destination', ref, '--summary', 'Demo: fix the flaky test']);
    // Read the pointer from the agent's history ("> " rows, as it took the prompt), not from the
    // composer: with Enter right after the paste, the composer shows it only for a moment.
    const lines = await paneRows(demo, ref, (row) => /^> Queue q-\d{14}-[0-9a-f]{8} /.test(row), {
      ms: 15_000,
      atLeast: 2,
    });
    demo.say(
      lines.length
        ? `${ref} pane shows the pointer (the held wake joined it):\n  ${lines.map((l) => l.trim()).join('\n  ')}`
        : `${ref} pane shows no wake yet`,
    );
    // The pointer is a prompt to the scripted agent: its turn ends before the next step sends.
    await paneRows(demo, ref, (row) => /\] Stop:/.test(row), { ms: 15_000, atLeast: stops + 1 });
    await demo.rig(['queue', 'list', '--destination', ref]);
    demo.say('The rows stay pending: a wake is only a pointer, not proof the seat took the work.');
  },
};
