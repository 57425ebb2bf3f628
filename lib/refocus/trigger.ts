// When a seat is due, and what each event does to its due state. Pure: state in, state out, so
// the whole event contract is a table test. I/O (reading the marker, stat of the transcript,
// writing state) happens in the caller.
import type { Runtime } from './settings.js';
import { isoTime } from '../util/iso-time.js';

export type HookEvent = 'UserPromptSubmit' | 'Stop' | 'PostCompact' | 'SessionStart';

/** Fields of refocus-state@1 (state-schema/refocus-state.v1.schema.json). */
export interface RefocusState {
  schema: 'refocus-state';
  version: 1;
  seat: string;
  occupant: string;
  lastBytes: number;
  baselineAt: string;
  pendingOn?: 'Stop' | 'PostCompact' | 'UserPromptSubmit';
  pendingAt?: string;
  firedAt?: string;
  firedOn?: 'UserPromptSubmit';
  lastReset?: { at: string; fromBytes: number; toBytes: number };
  managedRestorePending?: boolean;
  managedRestorePendingAt?: string;
}

/** The daemon's acknowledgement-only boundary after a managed compaction: never consumes. */
export const ACK_PROMPT_PREFIX = 'OpenRig post-compaction turn boundary.';
/** The daemon's restore request: the prompt a managed hold waits for. */
export const RESTORE_PROMPT_PREFIX =
  'Please respond to this normal user message now by restoring this Claude session after compaction.';
/** Longest a managed hold skips other prompts (the managed restore polls about every 30 s). */
const MANAGED_HOLD_MS = 600_000;

const SHRINK_ADVISORY = (seat: string) =>
  `refocus: transcript shrank for ${seat} — baseline reset; PostCompact pending retained if present`;

/** Claude expands a paste into `<pasted_content id="X">…</pasted_content id="X">`; the text inside is the prompt. */
export function unwrapPrompt(prompt: unknown, runtime: Runtime): string {
  if (typeof prompt !== 'string') return '';
  const text = prompt.trim();
  if (runtime !== 'claude') return text;
  const m = /^<pasted_content id="([^"]*)">([\s\S]*)<\/pasted_content id="([^"]*)">$/.exec(text);
  if (m && m[1] === m[3]) return (m[2] ?? '').trim();
  return text;
}

export function isAcknowledgement(prompt: string): boolean {
  return prompt.startsWith(ACK_PROMPT_PREFIX);
}

function newState(seat: string, occupant: string, size: number, nowIso: string): RefocusState {
  return { schema: 'refocus-state', version: 1, seat, occupant, lastBytes: size, baselineAt: nowIso };
}

export type Plan =
  /** Nothing to deliver; `state` is set when the baseline changed and must be stored. */
  | { kind: 'nothing'; state?: RefocusState; advisories: string[] }
  /** Due at a non-prompt event: store the due state, print nothing. */
  | { kind: 'record'; state: RefocusState; advisories: string[] }
  /** A managed compaction's hold skips this prompt without touching state. */
  | { kind: 'hold'; advisories: string[] }
  /** Deliver now; `state` is the state before consumption (store it first when `changed`). */
  | { kind: 'deliver'; state: RefocusState; changed: boolean; why: string; advisories: string[] };

export interface PlanInput {
  event: Exclude<HookEvent, 'SessionStart'>;
  runtime: Runtime;
  seat: string;
  occupant: string;
  state: RefocusState | undefined;
  /** Transcript size in bytes; 0 when absent or unreadable (never moves a baseline). */
  size: number;
  nowMs: number;
  thresholdBytes: number;
  onDemand: boolean;
  /** Unwrapped prompt (UserPromptSubmit). */
  prompt: string;
  /** Claude PostCompact only: the seat's own restore marker says the compaction was managed. */
  managed?: boolean;
}

export function whyText(onDemand: boolean, state: RefocusState, size: number): string {
  if (onDemand) return 'on demand';
  if (state.pendingOn === 'PostCompact') return 'just compacted — your picture is lossy';
  const grown = Math.max(0, size - state.lastBytes);
  return `${Math.round(grown / 1e5) / 10}MB of work since your last refocus`;
}

export function plan(input: PlanInput): Plan {
  const { event, runtime, size, nowMs } = input;
  const nowIso = isoTime(nowMs);
  const advisories: string[] = [];
  let changed = false;
  let s: RefocusState;
  if (!input.state) {
    // First observation: the occupant's own baseline. It never fires on growth.
    s = newState(input.seat, input.occupant, size, nowIso);
    changed = true;
  } else if (size > 0 && size < input.state.lastBytes) {
    // A smaller transcript (compaction, rewrite): new baseline; a Stop's due state goes with the
    // old baseline, an exact PostCompact obligation stays.
    const { pendingOn, pendingAt, ...rest } = input.state;
    s = { ...rest, lastBytes: size, lastReset: { at: nowIso, fromBytes: input.state.lastBytes, toBytes: size } };
    if (pendingOn === 'PostCompact') Object.assign(s, { pendingOn, pendingAt });
    changed = true;
    advisories.push(SHRINK_ADVISORY(input.seat));
  } else {
    s = { ...input.state };
  }
  const grown = Math.max(0, size - s.lastBytes);
  const due =
    input.onDemand ||
    event === 'PostCompact' ||
    s.pendingOn !== undefined ||
    (runtime === 'claude' && grown >= input.thresholdBytes);
  if (!due) return { kind: 'nothing', state: changed ? s : undefined, advisories };
  if (event !== 'UserPromptSubmit') {
    if (event === 'PostCompact') {
      if (runtime === 'claude') {
        if (input.managed) {
          s.managedRestorePending = true;
          s.managedRestorePendingAt = nowIso;
        } else {
          // A manual /compact (or no marker of ours) clears any earlier hold.
          s.managedRestorePending = false;
          delete s.managedRestorePendingAt;
        }
      }
      s.pendingOn = 'PostCompact';
      // Always the latest compaction: a delivery that began before it must not consume it
      // (consumeAfterDelivery compares this stamp with the one the delivery claimed).
      s.pendingAt = nowIso;
    } else if (s.pendingOn === undefined) {
      s.pendingOn = event;
    }
    s.pendingAt ??= nowIso;
    return { kind: 'record', state: s, advisories };
  }
  if (runtime === 'claude' && s.managedRestorePending) {
    const heldFor = nowMs - Date.parse(s.managedRestorePendingAt ?? '');
    const holding = Number.isFinite(heldFor) && heldFor >= 0 && heldFor < MANAGED_HOLD_MS;
    if (holding && !input.prompt.startsWith(RESTORE_PROMPT_PREFIX)) return { kind: 'hold', advisories };
    delete s.managedRestorePending;
    delete s.managedRestorePendingAt;
    changed = true;
  }
  return { kind: 'deliver', state: s, changed, why: whyText(input.onDemand, s, size), advisories };
}

/**
 * Pure: what a plan made on a lock-free snapshot of the state (a whole, valid document; the
 * no-identity sentinel quiet) settles without the state lock. 'done': there is nothing to write (no
 * change, or a prompt held for a managed restore); 'deliver': deliver as the snapshot stands;
 * 'locked': something must be written, so decide again under the state lock.
 */
export function snapshotOutcome(p: Plan): 'done' | 'deliver' | 'locked' {
  if (p.kind === 'hold' || (p.kind === 'nothing' && !p.state)) return 'done';
  if (p.kind === 'deliver' && !p.changed) return 'deliver';
  return 'locked';
}

/** After the payload was written (or failed): consume on success, keep due on failure. */
export function afterAttempt(s: RefocusState, ok: boolean, size: number, nowMs: number): RefocusState {
  const nowIso = isoTime(nowMs);
  if (!ok) {
    return { ...s, pendingOn: s.pendingOn ?? 'UserPromptSubmit', pendingAt: s.pendingAt ?? nowIso };
  }
  const { pendingOn: _p, pendingAt: _a, ...rest } = s;
  return { ...rest, lastBytes: size > 0 ? size : s.lastBytes, firedAt: nowIso, firedOn: 'UserPromptSubmit' };
}

/**
 * The state after a delivery, folded into what is stored now: `current` may hold a PostCompact
 * recorded while this run delivered (due state is recorded under a short lock of its own, never
 * behind a delivery). Such a compaction stays due: the payload was composed before it. A Stop's
 * growth recorded meanwhile is consumed with the baseline this delivery moves.
 */
export function consumeAfterDelivery(
  current: RefocusState | undefined,
  claimed: RefocusState,
  ok: boolean,
  size: number,
  nowMs: number,
): RefocusState {
  const base = current ?? claimed;
  const after = afterAttempt(base, ok, size, nowMs);
  const compactedSince =
    base.pendingOn === 'PostCompact' &&
    base.pendingAt !== undefined &&
    !(claimed.pendingOn === 'PostCompact' && claimed.pendingAt === base.pendingAt);
  return ok && compactedSince ? { ...after, pendingOn: 'PostCompact', pendingAt: base.pendingAt } : after;
}
