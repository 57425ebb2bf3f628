// What rig up takes and reports per seat: the types up.ts (the rig) and launch-seat.ts (one seat)
// share, in a file of their own so neither imports the other.
import type { Env, HomePaths } from '../home/paths.js';
import type { TmuxServer } from '../tmux/client.js';
import type { SeatLaunch } from '../seat/registry.js';
import type { TopologyOutcome } from './topology.js';
import type { LifecycleRefusal } from './lifecycle.js';
import type { Continuation } from './continuation-plan.js';

export type SeatOutcome = 'started' | 'relaunched' | 'already-running' | 'refused' | 'failed';

export interface SeatUpResult {
  seat: string;
  rig: string;
  session: string;
  outcome: SeatOutcome;
  nodeId?: string;
  occupant?: string;
  paneId?: string;
  /** Why a seat failed, in words. */
  error?: string;
  /** Things worth knowing that did not stop the seat (missing role file, dead pane, …). */
  warnings: string[];
  topology?: TopologyOutcome;
  /** The typing guard refused the relaunch (nothing was done). */
  refusal?: LifecycleRefusal;
  /** How the seat was launched (kind, resumed session, model, handoff note). */
  launch?: SeatLaunch;
  /** A Codex seat's plugin and hook-trust state after the launch step. */
  codexPlugin?: { state?: string; version?: string; install?: string; trust?: string; line: string };
}

export interface UpOptions {
  home: HomePaths;
  /** The launching environment. */
  env: Env;
  cwd: string;
  server: TmuxServer;
  selfPath?: string;
  /** Called as each seat's launch begins (a command can say what it waits for). */
  onSeatStart?: (session: string) => void;
  /** Called once per seat as soon as its outcome is known (progress output). */
  onSeat?: (result: SeatUpResult) => void;
  /** Called with the daemon step's note, if any. */
  onNote?: (line: string) => void;
  /**
   * Starts the daemon when it is not running, before any seat (the CLI's step, lib/cli/up-daemon-step.ts:
   * the daemon's layer is above this one); returns the line to print, if any.
   */
  ensureDaemon?: () => Promise<{ note?: string }>;
  /** A managed continuation (restore, handover) of a recorded seat instead of rig up's own launch. */
  continuation?: Continuation;
}
