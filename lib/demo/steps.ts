// The demo as a list of steps, run in order against a throwaway home and a private tmux server.
// Later features add their own step (a file of its own, listed here); teardown is not a step:
// lib/demo/run.ts always does it (or prints how to, with --keep). The step contract is in
// demo-step.ts.
import type { DemoStep } from './demo-step.js';
import { upStep } from './step-up.js';
import { showStep } from './step-show.js';
import { attachStep } from './step-attach.js';
import { sendLandsStep, sendHeldStep, heldListStep } from './step-delivery.js';
import { agentTurnStep, agentPermissionStep } from './step-agent.js';
import { wakeHeldStep, wakeTypedStep } from './step-wakes.js';
import { notifyChannelStep, watchNotifyAnswerStep } from './step-operator.js';

export const DEMO_STEPS: DemoStep[] = [
  upStep,
  showStep,
  sendLandsStep,
  sendHeldStep,
  heldListStep,
  agentTurnStep,
  wakeHeldStep,
  wakeTypedStep,
  notifyChannelStep,
  agentPermissionStep,
  watchNotifyAnswerStep,
  attachStep,
];
