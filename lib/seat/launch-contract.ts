// What a pre-launch step is given and returns (lib/rig/launch-steps.ts runs them): the contract
// the steps' own modules (the context-usage sensor's settings, …) import, so none imports the list
// that calls it.
import type { Env, HomePaths } from '../home/paths.js';
import type { Runtime } from './registry.js';
import type { LaunchContribution, LaunchKind } from './launch.js';

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
