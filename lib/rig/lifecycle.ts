// Lifecycle work (rig up relaunching a seat, rig down stopping one) asks the seat's typing guard
// first, before any effect: refused at hold, openrig-urgent and urgent-only; at draft-aware an
// active seat needs an explicit switch to off. A brand-new seat's first pane is fresh startup
// (nothing of the seat exists yet), so up never asks for it; adopting a pane grants nothing
// (rig up refuses a session it did not launch).
import type { HomePaths } from '../home/paths.js';
import type { SeatRecord } from '../seat/registry.js';
import {
  decideLifecycle,
  fallbackModeOf,
  modeInForce,
  TYPING_GUARD_ENABLED,
  type GuardMode,
  type LifecycleContext,
  type LifecycleDecision,
} from '../delivery/guard/policy.js';
import { readGuard } from '../delivery/guard/store.js';
import { seatRefOf } from '../seat/ref.js';

export interface LifecycleRefusal {
  mode: GuardMode;
  reason: string;
  /** The two halves of the CLI's one line. */
  what: string;
  todo: string;
}

/** The refusal as the person reads it: the mode, what was not done, and the command that changes it. Pure. */
export function lifecycleRefusal(
  seatRef: string,
  mode: GuardMode,
  operation: string,
  decision: LifecycleDecision,
): LifecycleRefusal | undefined {
  if (decision.allowed) return undefined;
  const what =
    decision.reason === TYPING_GUARD_ENABLED
      ? `${seatRef}'s typing guard is ${mode}, which refuses lifecycle work: ${operation} was not done`
      : `${seatRef}'s typing guard is ${mode} and the seat is active, so ${operation} needs an explicit switch to off: nothing was done`;
  return {
    mode,
    reason: decision.reason ?? 'lifecycle_refused',
    what,
    todo: `change the mode first: rig seat set-typing-guard ${seatRef} --mode off --reason "…"`,
  };
}

/** The mode lifecycle work obeys now (a requested hold counts at once, as for sends). */
export function lifecycleMode(home: HomePaths, seat: SeatRecord): GuardMode {
  const pref = readGuard(home, seat.nodeId, fallbackModeOf(seat));
  return modeInForce(pref.desiredMode, pref.effectiveMode);
}

/** Asks the guard about one operation on a recorded seat; undefined when it may go ahead. */
export function checkLifecycle(
  home: HomePaths,
  seat: SeatRecord,
  operation: string,
  ctx: LifecycleContext,
): LifecycleRefusal | undefined {
  const mode = lifecycleMode(home, seat);
  return lifecycleRefusal(seatRefOf(seat), mode, operation, decideLifecycle(mode, ctx));
}
