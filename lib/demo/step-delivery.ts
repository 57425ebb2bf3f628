// Demo steps for per-seat terminal delivery: a send landing in a seat's pane, a send held under
// the typing guard's hold mode (nothing typed), and the held list. They go through the same CLI
// commands a person would type (run by the host), against the daemon `rig up` started.
import type { DemoStep, DemoRun } from './demo-step.js';
import { paneRows } from './demo-pane.js';

function seatRef(demo: DemoRun, index: number): string | undefined {
  const seat = demo.report?.seats.filter((s) => s.outcome !== 'failed')[index];
  return seat?.session;
}

/** The command line and its output: the two rows holding `text`. */
const paneLines = (demo: DemoRun, session: string, text: string) =>
  paneRows(demo, session, (row) => row.includes(text), { ms: 6000, atLeast: 2 });

export const sendLandsStep: DemoStep = {
  id: 'send',
  title: 'Send a message into a seat (rig send)',
  async run(demo) {
    const ref = seatRef(demo, 0);
    if (!ref) return demo.say('(no running seat to send to)');
    demo.say('A terminal seat runs each line it receives as a command, so this one is sent --raw:');
    await demo.rig(['send', ref, 'echo "hello from OpenRig"', '--raw']);
    const lines = await paneLines(demo, ref, 'hello from OpenRig');
    demo.say(`${ref} pane now shows: ${lines.length ? lines.join(' | ') : '(nothing yet)'}`);
  },
};

export const sendHeldStep: DemoStep = {
  id: 'hold',
  title: "Hold a seat's terminal input (typing guard: hold), then send",
  async run(demo) {
    const ref = seatRef(demo, 1);
    if (!ref) return demo.say('(no second seat)');
    await demo.rig(['seat', 'set-typing-guard', ref, '--mode', 'hold', '--reason', 'demo: keep my terminal quiet']);
    await demo.rig(['send', ref, 'echo "this waits outside the pane"', '--raw']);
    const lines = await paneLines(demo, ref, 'this waits outside the pane');
    demo.say(`${ref} pane shows the text ${lines.length ? '(unexpected!)' : 'nowhere: nothing was typed'}`);
  },
};

export const heldListStep: DemoStep = {
  id: 'held',
  title: 'Read what was held (rig seat held-messages, rig seat status)',
  async run(demo) {
    const ref = seatRef(demo, 1);
    if (!ref) return;
    await demo.rig(['seat', 'held-messages', ref]);
    await demo.rig(['seat', 'status', ref]);
  },
};
