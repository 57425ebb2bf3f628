// Demo step: write the embedded spec and bring the rig up exactly as `rig up` does.
import { writeFileSync } from 'node:fs';
import { DemoStepError, type DemoStep } from './demo-step.js';
import { DEMO_AGENT_SEAT, DEMO_RIG_SPEC } from './demo-rig.js';
import { demoAgentScript } from './agent-path.js';
import { parseRigSpec } from '../rig/spec.js';
import { dirname } from 'node:path';

export const upStep: DemoStep = {
  id: 'up',
  title: 'Bring up a rig of two terminal seats and a scripted agent seat (rig up)',
  async run(demo) {
    writeFileSync(demo.specFile, DEMO_RIG_SPEC, { mode: 0o600 });
    demo.say(`spec: ${demo.specFile}`);
    demo.spec = parseRigSpec(DEMO_RIG_SPEC, { file: demo.specFile, baseDir: dirname(demo.specFile) });
    const agent = demo.spec.seats.find((s) => s.name === DEMO_AGENT_SEAT);
    const script = demoAgentScript();
    if (agent && script) {
      agent.env.DEMO_AGENT = script;
      agent.env.DEMO_NODE = process.execPath;
      demo.say(`${DEMO_AGENT_SEAT}: a scripted agent (${script}), not Claude Code: no model, fixed replies`);
    } else if (agent) {
      demo.spec.seats = demo.spec.seats.filter((s) => s !== agent);
      demo.say(
        `(no ${DEMO_AGENT_SEAT} seat: this copy of OpenRig has no built demo-agent.cjs; in a clone, npm run build)`,
      );
    }
    demo.report = await demo.up(demo.spec);
    const failed = demo.report.seats.filter((s) => s.outcome === 'failed');
    if (failed.length)
      throw new DemoStepError(
        `the demo seats did not start (${failed.map((f) => `${f.session}: ${f.error}`).join('; ')})`,
        'check that tmux 3.2+ works here, then try again',
      );
  },
};
