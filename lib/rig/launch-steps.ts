// Launch contributions that need I/O before the pane starts (a file to write, a plugin to install),
// run in order for every managed launch (fresh, relaunch, restore, handover). Each returns the
// contribution it adds, or nothing. Add a step at the end of the list.
import type { HomePaths } from '../home/paths.js';
import type { Runtime } from '../seat/registry.js';
import type { LaunchContribution, LaunchKind } from './launch-plan.js';

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
}

export type PreLaunchStep = (ctx: LaunchContext) => Promise<LaunchContribution | undefined>;

export const PRE_LAUNCH_STEPS: PreLaunchStep[] = [
  // MERGE: SENSOR — the per-seat Claude settings file: return { source: 'sensor', options: ['--settings', file] }.
];

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
