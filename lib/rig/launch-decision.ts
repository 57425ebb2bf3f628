// What rig up does for one seat, decided from what it found (the seat's record, the panes on its
// tmux server and on the one it last ran on, the typing guard's answer): launch it (fresh,
// relaunch or a continuation), leave it running, or stop with a reason. Pure: the launch flow
// (launch-seat.ts) gathers the facts and carries the decision out.
import type { LaunchKind } from './launch-plan.js';
import type { LifecycleRefusal } from './lifecycle.js';
import type { PaneState } from './liveness.js';
import type { Continuation } from './continuation-plan.js';
import { formatSeatRef } from '../seat/ref.js';

export interface LaunchFacts {
  seat: string;
  rig: string;
  session: string;
  /** The seat has a registry record. */
  recorded: boolean;
  /** The record says running on another tmux server: that server's socket and the pane's state there. */
  elsewhere?: { socket: string | null; state: PaneState };
  /** Listing this server's panes failed for a reason other than no server running. */
  panesError?: string;
  /** The recorded pane's state on this server (a record from another server counts as no pane id). */
  live: PaneState;
  /** A session of the seat's name exists on this server. */
  exists: boolean;
  continuation?: Continuation['kind'];
  /** The typing guard's refusal, when lifecycleQuestion asked and it refused. */
  refusal?: LifecycleRefusal;
}

export type LaunchDecision =
  | { action: 'launch'; kind: LaunchKind; replaceSession: boolean; relaunchOfDead: boolean }
  | { action: 'skip'; reason: 'already-running' }
  | {
      action: 'stop';
      reason: 'running-elsewhere' | 'tmux-unreadable' | 'no-record' | 'lifecycle-guard' | 'foreign-session';
      outcome: 'failed' | 'refused';
      error: string;
      refusal?: LifecycleRefusal;
    };

type Stop = Extract<LaunchDecision, { action: 'stop' }>;

/** The gates before the typing guard is asked: the other server, tmux itself, a record to continue. */
function stopBeforeGuard(f: LaunchFacts): Stop | undefined {
  // One seat, one pane: a seat running on another server must be stopped there first.
  if (f.elsewhere && (f.elsewhere.state === 'alive' || f.elsewhere.state === 'dead')) {
    return {
      action: 'stop',
      reason: 'running-elsewhere',
      outcome: 'failed',
      error: `running on another tmux server (${f.elsewhere.socket ?? 'the default server'}); run rig down ${f.rig} --seat ${f.seat} first`,
    };
  }
  if (f.panesError !== undefined) {
    return {
      action: 'stop',
      reason: 'tmux-unreadable',
      outcome: 'failed',
      error: `cannot ask tmux about the session: ${f.panesError}`,
    };
  }
  if (f.continuation && !f.recorded) {
    return {
      action: 'stop',
      reason: 'no-record',
      outcome: 'failed',
      error: `${formatSeatRef(f.seat, f.rig)} has no record to continue; start it with rig up`,
    };
  }
  return undefined;
}

/**
 * Relaunching a recorded seat is lifecycle work: its guard decides before any effect. For rig up
 * its pane is dead or gone (an alive one is left alone), so no input can be lost; a continuation
 * replaces an alive pane too, which may hold input. Undefined: no question to ask (a brand-new
 * seat, an alive pane rig up leaves alone, or an earlier gate already stops the launch).
 */
export function lifecycleQuestion(f: LaunchFacts): { operation: string; inputAbsent: boolean } | undefined {
  if (stopBeforeGuard(f) || !f.recorded || (f.live === 'alive' && !f.continuation)) return undefined;
  return {
    operation: f.continuation ? `rig seat ${f.continuation}` : 'rig up (relaunch)',
    inputAbsent: f.live !== 'alive',
  };
}

/** The gates in order: the first that stops decides; past them all, the seat launches. */
export function decideLaunch(f: LaunchFacts): LaunchDecision {
  const early = stopBeforeGuard(f);
  if (early) return early;
  if (f.refusal) {
    return { action: 'stop', reason: 'lifecycle-guard', outcome: 'refused', error: f.refusal.what, refusal: f.refusal };
  }
  if (f.exists && f.live === 'alive' && !f.continuation) return { action: 'skip', reason: 'already-running' };
  if (f.exists && f.live !== 'alive' && f.live !== 'dead') {
    return {
      action: 'stop',
      reason: 'foreign-session',
      outcome: 'failed',
      error: `a tmux session named ${f.session} already exists and was not launched by this OpenRig home; stop it (kill-session -t '=${f.session}') or rename the seat`,
    };
  }
  return {
    action: 'launch',
    kind: f.continuation ?? (f.recorded ? 'relaunch' : 'fresh'),
    // Our own pane: exited (rig up), or replaced by a continuation the guard allowed.
    replaceSession: f.exists,
    relaunchOfDead: f.exists && f.live === 'dead',
  };
}
