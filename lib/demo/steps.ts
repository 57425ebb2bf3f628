// The demo as a list of steps, run in order against a throwaway home and a private tmux server.
// Later features add their own step (a file of its own, listed in DEMO_STEPS); teardown is not a
// step: lib/demo/run.ts always does it (or prints how to, with --keep).
import type { Context } from '../cli/context.js';
import type { TmuxServer } from '../tmux/client.js';
import type { RigSpec } from '../rig/spec.js';
import type { UpReport } from '../rig/up.js';
import { upStep } from './step-up.js';
import { showStep } from './step-show.js';
import { attachStep } from './step-attach.js';
import { sendLandsStep, sendHeldStep, heldListStep } from './step-delivery.js';

export interface DemoRun {
  /** The demo's own context: OPENRIG_HOME, OPENRIG_TMUX_SOCKET and OPENRIG_TMUX_CONFIG point at the throwaway places. */
  ctx: Context;
  /** The throwaway folder holding everything (home, socket, spec). */
  dir: string;
  /** The private tmux server (socket path, config /dev/null). */
  server: TmuxServer & { socket: string };
  /** Where the embedded spec was written. */
  specFile: string;
  /** Set by the up step. */
  spec?: RigSpec;
  report?: UpReport;
  /** One line of demo narration on stdout. */
  say(line?: string): void;
}

export interface DemoStep {
  id: string;
  /** Shown as the step's heading. */
  title: string;
  run(demo: DemoRun): Promise<void>;
}

export const DEMO_STEPS: DemoStep[] = [upStep, showStep, sendLandsStep, sendHeldStep, heldListStep, attachStep];
