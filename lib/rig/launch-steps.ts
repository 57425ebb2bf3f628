// Launch contributions that need I/O before the pane starts (a file to write, a plugin to install),
// run in order for every managed launch (fresh, relaunch, restore, handover). Each returns the
// contribution it adds, or nothing. Add a step at the end of the list.
import type { LaunchContribution } from './launch-plan.js';
import type { LaunchContext, PreLaunchStep } from '../seat/launch-contract.js';
import { sensorLaunchStep } from '../context-usage/launch.js';

export const PRE_LAUNCH_STEPS: PreLaunchStep[] = [sensorLaunchStep];

export async function runPreLaunchSteps(
  ctx: LaunchContext,
  steps: readonly PreLaunchStep[] = PRE_LAUNCH_STEPS,
): Promise<LaunchContribution[]> {
  const out: LaunchContribution[] = [];
  for (const step of steps) {
    const c = await step(ctx);
    if (c) out.push(c);
  }
  return out;
}
