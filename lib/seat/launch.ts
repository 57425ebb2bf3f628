// How a seat's current occupant was launched, as its record keeps it (lib/rig/launch-plan.ts builds it).
export type LaunchKind = 'fresh' | 'relaunch' | 'restore' | 'handover';

export interface SeatLaunch {
  kind: LaunchKind;
  /** The runtime session a restore resumed. */
  resumedSession?: string;
  model?: string;
  effort?: string;
  /** The handoff note placed for a handover successor. */
  handoffNote?: string;
}
