// Typing guard policy: which automatic input a seat's mode lets through, and whether lifecycle work
// may write to its pane. Pure: no I/O, no clock. The daemon asks here before every write and before
// every lifecycle operation; docs/typing-guard.md has the same tables in prose.
import type { Runtime, TypingGuardMode } from '../../seat/registry.js';

export type GuardMode = TypingGuardMode;

/**
 * Every mode, from least to most protective (off and hold are the two ends): the one list (rig
 * specs, the CLI and the API validate against it). The registry's TypingGuardMode type must name
 * exactly these; the check below fails to compile otherwise.
 */
export const GUARD_MODES = [
  'off',
  'draft-aware',
  'openrig-urgent',
  'urgent-only',
  'sends-only',
  'hold',
] as const satisfies readonly GuardMode[];
type Missing = Exclude<GuardMode, (typeof GUARD_MODES)[number]>;
const everyModeListed: [Missing] extends [never] ? true : Missing = true;
void everyModeListed;

/**
 * send    a deliberate message from a person or an agent (rig send, POST /api/transport/send);
 * notice  OpenRig's own messages: watchdog reminders, scheduled wakes, notices;
 * urgent  anything marked urgent: rig send --urgent, urgent:true, a queue item at urgent|critical.
 */
export type MessageKind = 'send' | 'notice' | 'urgent';
export const MESSAGE_KINDS: readonly MessageKind[] = ['send', 'notice', 'urgent'];

export type QueuePriority = 'routine' | 'urgent' | 'critical';

/** The one held reason the mode itself produces; draft checks add their own reasons downstream. */
export const TYPING_GUARD_ENABLED = 'typing_guard_enabled';
const DRAFT_AWARE_LIFECYCLE = 'draft_aware_lifecycle';

export interface DeliveryDecision {
  action: 'type' | 'hold';
  reason?: typeof TYPING_GUARD_ENABLED;
  /**
   * Type only into a recognised EMPTY agent composer (checked after buffer preparation). A shell
   * prompt, a draft or an unreadable pane is not one, so the message is held there instead.
   */
  requireEmptyComposer: boolean;
  /** Check again, immediately before Enter, that the composer holds exactly this operation's text. */
  recheckBeforeEnter: boolean;
  /**
   * A deliberate --dangerously-interact: the override's own existing-input check applies (empty or
   * a dim suggestion proceeds; typed text → override_input_present; unreadable →
   * override_input_unknown), whatever the mode. --type-without-checking is the caller's to honour.
   */
  overrideInputCheck: boolean;
}

export interface DecisionOptions {
  /** rig send --dangerously-interact --reason … (the caller has already required the reason). */
  dangerouslyInteract?: boolean;
}

const HOLD: DeliveryDecision = {
  action: 'hold',
  reason: TYPING_GUARD_ENABLED,
  requireEmptyComposer: false,
  recheckBeforeEnter: false,
  overrideInputCheck: false,
};
// "As with off": existing delivery and prompt checks, no composer ownership test.
const AS_OFF: DeliveryDecision = {
  action: 'type',
  requireEmptyComposer: false,
  recheckBeforeEnter: false,
  overrideInputCheck: false,
};
// Never over a draft: empty composer before paste, ownership again before Enter.
const EMPTY_ONLY: DeliveryDecision = {
  action: 'type',
  requireEmptyComposer: true,
  recheckBeforeEnter: true,
  overrideInputCheck: false,
};
const OVERRIDE: DeliveryDecision = {
  action: 'type',
  requireEmptyComposer: false,
  recheckBeforeEnter: false,
  overrideInputCheck: true,
};

// mode → kind → decision. Written out in full so the table test and the spec can be read side by side.
const TABLE: Record<GuardMode, Record<MessageKind, DeliveryDecision>> = {
  off: { send: AS_OFF, notice: AS_OFF, urgent: AS_OFF },
  'draft-aware': { send: EMPTY_ONLY, notice: EMPTY_ONLY, urgent: EMPTY_ONLY },
  'openrig-urgent': { send: HOLD, notice: EMPTY_ONLY, urgent: EMPTY_ONLY },
  'urgent-only': { send: HOLD, notice: HOLD, urgent: EMPTY_ONLY },
  // A terminal seat's shell input cannot be read, so deliberate sends are not draft-protected here.
  'sends-only': { send: AS_OFF, notice: HOLD, urgent: AS_OFF },
  hold: { send: HOLD, notice: HOLD, urgent: HOLD },
};

export function isGuardMode(value: unknown): value is GuardMode {
  return typeof value === 'string' && (GUARD_MODES as readonly string[]).includes(value);
}

export function isMessageKind(value: unknown): value is MessageKind {
  return typeof value === 'string' && (MESSAGE_KINDS as readonly string[]).includes(value);
}

/**
 * Type or hold one automatic message. --raw and --force are deliberately not options: they never
 * bypass the guard. A deliberate --dangerously-interact types at every interruption level (and at
 * off and draft-aware) under its own input check, but hold still holds it.
 */
export function decideDelivery(mode: GuardMode, kind: MessageKind, opts: DecisionOptions = {}): DeliveryDecision {
  const row = TABLE[mode];
  if (!row) throw new TypeError(`unknown typing guard mode ${JSON.stringify(mode)}`);
  const decision = row[kind];
  if (!decision) throw new TypeError(`unknown message kind ${JSON.stringify(kind)}`);
  if (opts.dangerouslyInteract && mode !== 'hold') return { ...OVERRIDE };
  return { ...decision };
}

/**
 * The mode a new operation obeys. A requested hold is obeyed at once, even before it is activated
 * (holding never writes, so it cannot disturb the operation in flight); any other requested mode
 * waits until it is activated, so a loosening never races the operation it is queued behind.
 */
export function modeInForce(desired: GuardMode, effective: GuardMode): GuardMode {
  return desired === 'hold' ? 'hold' : effective;
}

export interface LifecycleContext {
  /** The pane was created, or a dead pane successfully respawned, within this same operation. */
  freshPane: boolean;
  /** Input is positively absent: no pane, the session is gone, or a single dead pane. */
  inputAbsent: boolean;
}

export interface LifecycleDecision {
  allowed: boolean;
  reason?: typeof TYPING_GUARD_ENABLED | typeof DRAFT_AWARE_LIFECYCLE;
  /** What the person can do about a refusal, for the caller's error text. */
  todo?: string;
}

/**
 * May a lifecycle operation (launch, restart, stop, teardown, startup input) write to the pane?
 * Adopting or rebinding an existing pane is not fresh: the caller must pass freshPane false then.
 */
export function decideLifecycle(mode: GuardMode, ctx: LifecycleContext): LifecycleDecision {
  switch (mode) {
    case 'off':
    case 'sends-only':
      return { allowed: true };
    case 'draft-aware':
      if (ctx.freshPane || ctx.inputAbsent) return { allowed: true };
      return {
        allowed: false,
        reason: DRAFT_AWARE_LIFECYCLE,
        todo: 'an active seat needs an explicit switch to off first',
      };
    case 'openrig-urgent':
    case 'urgent-only':
    case 'hold':
      return {
        allowed: false,
        reason: TYPING_GUARD_ENABLED,
        todo: 'this mode refuses lifecycle work; change it to off (or draft-aware) first',
      };
    default:
      throw new TypeError(`unknown typing guard mode ${JSON.stringify(mode)}`);
  }
}

/**
 * The kind of a queue wake or queue-driven message: urgent and critical items are urgent; a
 * routine one keeps its origin (a person's send, or OpenRig's own scheduled wake → 'notice').
 */
export function kindForQueuePriority(priority: QueuePriority, origin: 'send' | 'notice'): MessageKind {
  if (priority === 'urgent' || priority === 'critical') return 'urgent';
  if (priority !== 'routine') throw new TypeError(`unknown queue priority ${JSON.stringify(priority)}`);
  return origin;
}

/**
 * The mode a seat gets when its spec names none. A terminal's shell input cannot be read, so a
 * terminal member protects OpenRig's notices and types only deliberate sends.
 */
export function defaultModeFor(runtime: Runtime): GuardMode {
  return runtime === 'terminal' ? 'sends-only' : 'off';
}

/** A seat's mode when no preference was ever saved: its record's, else its runtime's default. */
export function fallbackModeOf(seat: { typingGuard?: unknown; runtime: Runtime }): GuardMode {
  return isGuardMode(seat.typingGuard) ? seat.typingGuard : defaultModeFor(seat.runtime);
}

/** Longest reason accepted for a guard change (UTF-16 units). */
export const MAX_GUARD_REASON = 1000;

/**
 * The fail-safe boolean stored beside the mode for writers that only know on/off: on for every
 * mode but off, so a boolean-only daemon holds instead of typing into any protected seat.
 */
export function legacyEnabled(mode: GuardMode): boolean {
  return mode !== 'off';
}

/** What the boolean means to a boolean-only writer: on is hold-all, off is off. */
export function modeForLegacyBoolean(enabled: boolean): GuardMode {
  return enabled ? 'hold' : 'off';
}

/** The public API's hold-all boolean (desiredEnabled/effectiveEnabled): true only for hold. */
export function holdsAll(mode: GuardMode): boolean {
  return mode === 'hold';
}
