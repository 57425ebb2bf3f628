// The scripted agent seat's ref in this demo run, once rig up has started it (undefined when it
// failed or was not started): every agent step acts on it.
import type { DemoRun } from './demo-step.js';
import { DEMO_AGENT_SEAT } from './demo-rig.js';

export function agentRef(demo: DemoRun): string | undefined {
  return demo.report?.seats.find((s) => s.outcome !== 'failed' && s.session.startsWith(`${DEMO_AGENT_SEAT}@`))?.session;
}
