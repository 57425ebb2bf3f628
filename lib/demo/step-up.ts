// Demo step: write the embedded spec and bring the rig up exactly as `rig up` does.
import { writeFileSync } from 'node:fs';
import { DemoStepError, type DemoStep } from './demo-step.js';
import { DEMO_RIG_SPEC } from './demo-rig.js';
import { parseRigSpec } from '../rig/spec.js';
import { dirname } from 'node:path';

export const upStep: DemoStep = {
  id: 'up',
  title: 'Bring up a rig of two terminal seats (rig up)',
  async run(demo) {
    writeFileSync(demo.specFile, DEMO_RIG_SPEC, { mode: 0o600 });
    demo.say(`spec: ${demo.specFile}`);
    demo.spec = parseRigSpec(DEMO_RIG_SPEC, { file: demo.specFile, baseDir: dirname(demo.specFile) });
    demo.report = await demo.up(demo.spec);
    const failed = demo.report.seats.filter((s) => s.outcome === 'failed');
    if (failed.length)
      throw new DemoStepError(
        `the demo seats did not start (${failed.map((f) => `${f.session}: ${f.error}`).join('; ')})`,
        'check that tmux 3.2+ works here, then try again',
      );
  },
};
