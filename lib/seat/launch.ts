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

/** One part of a launch command (lib/rig/launch-plan.ts composes them into the pane's command). */
export interface LaunchContribution {
  /** Who added it (shown in warnings and tests). */
  source: string;
  /** Words right after the program (Codex's `resume`). */
  subcommand?: string[];
  options?: string[];
  /** Trailing arguments (a session id, an initial prompt). */
  positionals?: string[];
  /** Pane variables this launch adds (names must be OpenRig's, see PANE_VARS). */
  env?: Record<string, string>;
  /** Something worth saying that did not stop the launch. */
  warning?: string;
}
