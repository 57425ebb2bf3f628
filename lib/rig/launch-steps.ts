// Launch contributions that need I/O before the pane starts (a file to write, a plugin to install),
// run in order for every managed launch (fresh, relaunch, restore, handover). Each returns the
// contribution it adds, or nothing. Add a step at the end of the list.
import type { Env, HomePaths } from '../home/paths.js';
import type { Runtime } from '../seat/registry.js';
import type { LaunchContribution, LaunchKind } from './launch-plan.js';
import { sensorLaunchStep } from '../context-usage/launch.js';

export interface LaunchContext {
  home: HomePaths;
  rig: string;
  seat: string;
  runtime: Runtime;
  plugins: readonly string[];
  nodeId: string;
  /** The occupant this launch starts. */
  occupant: string;
  kind: LaunchKind;
  /** Real path of the seat's cwd. */
  projectDir: string;
  /** The seat's own command, before any contribution. */
  command: string;
  /** The seat's environment: the launching environment with the spec's env over it. */
  env: Env;
}

export type PreLaunchStep = (ctx: LaunchContext) => Promise<LaunchContribution | undefined>;

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
