// Demo steps for the scripted agent seat (lib/demo/agent.ts: no model, not Claude Code, it fires
// the OpenRig plugin's hooks as Claude Code does): a prompt sent with rig send gets the refocus
// payload from the plugin's UserPromptSubmit hook (the seat has OPENRIG_REFOCUS_NOW=1); rig seat
// status reads the turn busy, then idle; a prompt asking to run the build stops at a permission
// menu, and rig seat status shows it (step-operator.ts then watches, notifies and answers it).
import type { DemoRun, DemoStep } from './demo-step.js';
import { paneRows } from './demo-pane.js';
import { agentRef } from './agent-ref.js';

/** The agent pane's rows matching `match` (trimmed), waiting up to `ms` for at least one. */
const agentRows = async (demo: DemoRun, ref: string, match: RegExp, ms: number): Promise<string[]> =>
  (await paneRows(demo, ref, (row) => match.test(row.trim()), { ms })).map((row) => row.trim());

export const agentTurnStep: DemoStep = {
  id: 'agent-turn',
  title: 'A scripted agent seat: refocus at a prompt, busy then idle from its hooks',
  async run(demo) {
    const ref = agentRef(demo);
    if (!ref) return demo.say('(no agent seat)');
    demo.say(`${ref} runs a SCRIPTED agent (no model, not Claude Code) that fires the plugin's hooks as Claude does.`);
    await agentRows(demo, ref, /SessionStart:/, 10_000);
    await demo.rig(['send', ref, 'What should I work on next?']);
    const ctx = await agentRows(demo, ref, /UserPromptSubmit hook context received/, 15_000);
    demo.say(
      ctx.length
        ? `${ref} pane shows: ${ctx[0]}`
        : `${ref} pane shows no hook context (the refocus hook added nothing this time)`,
    );
    demo.say('While the scripted turn runs:');
    await demo.rig(['seat', 'status', ref]);
    const stop = await agentRows(demo, ref, /\] Stop:/, 15_000);
    demo.say(`${ref} pane shows: ${stop[0] ?? '(no Stop yet)'}`);
    demo.say('After the turn:');
    await demo.rig(['seat', 'status', ref]);
    // The context sensor: the agent ran its status line (OpenRig's, from --settings) after the turn.
    const line = await agentRows(demo, ref, /status line: openrig/, 10_000);
    demo.say(`${ref} pane shows: ${line[0] ?? '(no status line yet)'}`);
    demo.say('rig ps shows the context usage the status-line sensor recorded (CONTEXT):');
    await demo.rig(['ps']);
  },
};

export const agentPermissionStep: DemoStep = {
  id: 'agent-permission',
  title: 'The scripted agent stops at a permission menu (rig seat status)',
  async run(demo) {
    const ref = agentRef(demo);
    if (!ref) return;
    await demo.rig(['send', ref, 'Please run the build']);
    const menu = await agentRows(demo, ref, /Do you want to proceed\?/, 15_000);
    demo.say(`${ref} pane shows: ${menu[0] ?? '(no menu yet)'}`);
    // The PermissionRequest hook has run before the menu is drawn; the Notification follows.
    await agentRows(demo, ref, /\] Notification:/, 5000);
    await demo.rig(['seat', 'status', ref]);
  },
};
