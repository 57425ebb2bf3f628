// One send to one seat, end to end, under the seat's lease: guard decision → pane probe →
// readiness → composer check → outbox attempt → buffer → composer check again → paste → wait until
// the staged text is seen → Enter → verification → outbox outcome. Every step that can refuse does
// so before input is written when it can; after a paste the result never claims "nothing sent".
// docs/delivery.md walks through the same flow with its outcomes and reasons.
import type { HomePaths } from '../home/paths.js';
import type { SeatRecord } from '../seat/registry.js';
import { decideDelivery, defaultModeFor, isGuardMode, modeInForce, type GuardMode, type MessageKind } from './guard-policy.js';
import { readGuard } from './guard-store.js';
import {
  createAttempt, finalizeAttempt, holdMessage, OutboxConflictError, publicState, RetentionFullError, UNATTRIBUTED_SENDER,
  type FinalState, type OutboxRecord, type PublicDeliveryState,
} from './outbox.js';
import {
  discardStaged, PaneNotWritableError, pasteStaged, pressEnter, probePane, sanitizeText, stageBuffer,
  type AdapterHooks, type PaneState, type PaneTarget, type StagedBuffer,
} from './tmux-adapter.js';
import { captureForReadiness, classifyReadiness, readReadiness, waitForIdle, type Readiness } from './readiness.js';
import { composerOps, type ComposerOps, type ComposerReading, type ComposerSnapshot } from './composer-ops.js';
import type { Lease, SeatLeases } from './lease.js';
import { auditOverride } from './override-audit.js';

export type SendOutcome = 'delivered' | 'retained' | 'indeterminate' | 'failed' | 'refused';

export interface SendRequest {
  seat: SeatRecord;
  /** The message body (before the envelope). */
  message: string;
  /** Sender identity from transport (X-OpenRig-Session); null = unattributed. */
  sender: string | null;
  /** No envelope. */
  raw?: boolean;
  urgent?: boolean;
  /** OpenRig's own messages pass 'notice'; default 'send' ('urgent' when urgent is set). */
  kind?: MessageKind;
  waitForIdleMs?: number;
  dangerouslyInteract?: boolean;
  reason?: string;
  typeWithoutChecking?: boolean;
  verify?: boolean;
  /** Caller-derived outbox id (a wake, a watchdog occurrence); generated when absent. */
  id?: string;
  pointer?: string;
}

/** Caller-only evidence of input found by --dangerously-interact; never stored anywhere. */
export interface ExistingInput {
  rows: string[];
  suggestionRows: string[];
  cursor: { x: number; y: number } | null;
  size: { width: number; height: number } | null;
  target: { session: string; paneId: string | null };
}

export interface SendResult {
  outcome: SendOutcome;
  sent: boolean;
  reason: string;
  /** One human line: what happened and, when something did not, what to do. */
  message: string;
  seat: string;
  nodeId: string;
  outboxIds: string[];
  /** Public outbox state of the attempt (null when no record could be saved or none was made). */
  state: PublicDeliveryState | null;
  warnings: string[];
  mode?: GuardMode;
  verified?: boolean;
  activity?: { state: string; reason: string };
  waitedMs?: number;
  existingInput?: ExistingInput;
  /** --type-without-checking: the existing-input read was skipped on purpose. */
  inputCheck?: 'skipped';
}

export interface SendTiming {
  /** Least time between paste and Enter (Codex's paste-burst window is 120 ms). */
  minPasteToEnterMs: number;
  /** How long to wait for the pasted text to show in the composer. */
  stagedTimeoutMs: number;
  /** How long to look for the submission after Enter. */
  verifyTimeoutMs: number;
  pollMs: number;
  waitPollMs: number;
}

export const DEFAULT_TIMING: SendTiming = { minPasteToEnterMs: 150, stagedTimeoutMs: 2000, verifyTimeoutMs: 1500, pollMs: 20, waitPollMs: 500 };

export interface SendDeps {
  home: HomePaths;
  leases: SeatLeases;
  hooks?: AdapterHooks;
  composer?: ComposerOps;
  timing?: Partial<SendTiming>;
  log?: (line: string) => void;
  /** Called at each step with the step's name (benchmarks and debugging). */
  trace?: (step: string) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function seatName(seat: SeatRecord): string {
  return `${seat.name}@${seat.rig}`;
}

/** The envelope every non-raw message carries. */
export function envelope(sender: string | null, seat: string, body: string): string {
  return `From: ${sender ?? UNATTRIBUTED_SENDER}\nTo: ${seat}\n---\n${body}`;
}

export function targetOf(seat: SeatRecord): PaneTarget {
  return { server: { socket: seat.tmux.socket }, session: seat.tmux.session, paneId: seat.tmux.paneId };
}

export function fallbackModeOf(seat: SeatRecord): GuardMode {
  return isGuardMode(seat.typingGuard) ? seat.typingGuard : defaultModeFor(seat.runtime);
}

/** Request problems that are the caller's to fix (HTTP 400 / CLI usage). */
export function requestProblem(req: Pick<SendRequest, 'message' | 'waitForIdleMs' | 'dangerouslyInteract' | 'reason' | 'typeWithoutChecking'>): { reason: string; message: string } | undefined {
  if (typeof req.message !== 'string') return { reason: 'invalid_message', message: 'the message must be text' };
  if (req.waitForIdleMs !== undefined && (!Number.isFinite(req.waitForIdleMs) || req.waitForIdleMs <= 0)) {
    return { reason: 'invalid_wait_for_idle', message: 'wait-for-idle must be a positive number of seconds' };
  }
  if (req.typeWithoutChecking && !req.dangerouslyInteract) {
    return { reason: 'invalid_dangerously_interact', message: '--type-without-checking needs --dangerously-interact and --reason' };
  }
  if (req.dangerouslyInteract && (typeof req.reason !== 'string' || !/\S/.test(req.reason))) {
    return { reason: 'dangerously_interact_requires_reason', message: '--dangerously-interact needs --reason "<why>"' };
  }
  if (req.dangerouslyInteract && req.waitForIdleMs !== undefined) {
    return { reason: 'invalid_dangerously_interact', message: '--dangerously-interact cannot be combined with --wait-for-idle' };
  }
  return undefined;
}

/** HTTP status for a send result (the body is the result itself). */
export function statusForResult(r: SendResult): number {
  if (r.outcome === 'delivered' || r.outcome === 'retained') return 200;
  if (r.reason.startsWith('invalid_') || r.reason === 'dangerously_interact_requires_reason') return 400;
  if (r.reason === 'session_missing') return 404;
  if (r.reason === 'tmux_unavailable') return 503;
  if (r.reason === 'send_failed' || r.reason === 'submit_failed') return 502;
  return 409;
}

const SHELLS = new Set(['sh', 'bash', 'zsh', 'fish', 'nu', 'dash', 'ksh', 'mksh', 'tcsh', 'csh', 'login']);
const baseCommand = (command: string) => (command.trim().split('/').pop() ?? '').replace(/^-/, '');

const HELD_LINE = 'Held, not delivered. No automatic retry is scheduled; inspect it with rig seat held-messages';

/** Everything one operation carries from step to step. */
class Attempt {
  warnings: string[] = [];
  record: OutboxRecord | undefined;
  recordTried = false;
  written = false;
  readonly seatRef: string;
  readonly nodeId: string;
  readonly protect: boolean;

  constructor(
    readonly deps: SendDeps,
    readonly req: SendRequest,
    readonly text: string,
    readonly kind: MessageKind,
    readonly mode: GuardMode,
    protect: boolean,
  ) {
    this.seatRef = seatName(req.seat);
    this.nodeId = req.seat.nodeId;
    this.protect = protect;
  }

  base(outcome: SendOutcome, sent: boolean, reason: string, message: string, state: PublicDeliveryState | null): SendResult {
    return {
      outcome, sent, reason, message, seat: this.seatRef, nodeId: this.nodeId,
      outboxIds: this.record ? [this.record.id] : [], state, warnings: this.warnings, mode: this.mode,
    };
  }

  input() {
    return {
      id: this.req.id,
      destination: this.seatRef,
      sender: this.req.sender,
      kind: this.kind,
      text: this.text,
      binding: { session: this.req.seat.tmux.session, occupant: this.req.seat.occupant, ...(this.req.seat.tmux.paneId ? { paneId: this.req.seat.tmux.paneId } : {}) },
      ...(this.req.pointer ? { pointer: this.req.pointer } : {}),
    };
  }

  /** Holds the message for inspection: a hold-mode send, or a protected refusal before input. */
  async hold(reason: string, detail: string): Promise<SendResult> {
    try {
      if (this.record) {
        this.record = await finalizeAttempt(this.deps.home, this.nodeId, this.record.id, { state: 'held', reason, body: this.text, warnings: [detail] });
      } else {
        this.record = await holdMessage(this.deps.home, this.nodeId, { ...this.input(), warnings: [detail] }, reason).catch((err: Error) => {
          if (!(err instanceof OutboxConflictError) || !this.req.id) throw err;
          this.warnings.push(`The id ${this.req.id} was already used; this request is a new attempt (ids no longer deduplicate input).`);
          return holdMessage(this.deps.home, this.nodeId, { ...this.input(), id: undefined, warnings: [detail] }, reason);
        });
      }
    } catch (err) {
      if (err instanceof RetentionFullError) {
        if (err.record) this.record = err.record;
        const r = this.base('failed', false, reason === 'typing_guard_enabled' ? 'retained_quota_full' : reason,
          `No text was sent and nothing was kept: ${err.message} (rig seat held-messages ${this.seatRef})`, this.record ? publicState(this.record).state : null);
        r.warnings.push(`retained_quota_full: ${detail}`);
        return r;
      }
      this.warnings.push(`The held message could not be saved: ${(err as Error).message}`);
      const r = this.base('failed', false, reason, `No text was sent, and the message could not be kept (${reason}).`, null);
      r.outboxIds = [];
      return r;
    }
    return this.base('retained', false, reason, `${HELD_LINE} ${this.seatRef} (${reason}: ${detail})`, publicState(this.record).state);
  }

  /** Saves the outcome of an attempt that was created; a failed write is a warning, never a claim. */
  async finish(state: FinalState, reason: string, warnings: string[] = []): Promise<PublicDeliveryState | null> {
    if (!this.record) return this.recordTried ? null : state === 'held' ? 'held' : state;
    try {
      this.record = await finalizeAttempt(this.deps.home, this.nodeId, this.record.id, { state, reason, warnings });
      return publicState(this.record).state;
    } catch (err) {
      this.warnings.push(`The outcome could not be recorded (${(err as Error).message}); the record may still read "sending" until the daemon restarts.`);
      return null;
    }
  }

  /** Refusal before any input: held when the mode protects this seat, otherwise just refused. */
  async refuse(reason: string, detail: string, opts: { keep?: boolean } = {}): Promise<SendResult> {
    if (this.protect && opts.keep !== false) return this.hold(reason, detail);
    const state = this.record ? await this.finish('failed', reason) : null;
    return this.base('refused', false, reason, `No text was sent: ${detail}`, state);
  }
}

function existingInputOf(reading: ComposerReading | undefined, snap: ComposerSnapshot | null, target: PaneTarget, paneId: string | null): ExistingInput {
  const suggestion = reading?.suggestion;
  const suggestionRows = suggestion == null ? [] : Array.isArray(suggestion) ? suggestion.map(String) : [String(suggestion)];
  return {
    rows: reading?.rows ? [...reading.rows] : [],
    suggestionRows,
    cursor: snap ? { x: snap.cursor.x, y: snap.cursor.y } : null,
    size: snap ? { width: snap.size.width, height: snap.size.height } : null,
    target: { session: target.session, paneId },
  };
}

/** Sends one message. Never throws for delivery problems: every path ends in a SendResult. */
export async function deliver(deps: SendDeps, req: SendRequest): Promise<SendResult> {
  const seatRef = seatName(req.seat);
  const problem = requestProblem(req);
  const kind: MessageKind = req.urgent ? 'urgent' : req.kind ?? 'send';
  // A deliberate prompt answer is typed as given: no envelope around a menu choice.
  const raw = req.raw || req.dangerouslyInteract;
  const text = typeof req.message === 'string' ? sanitizeText(raw ? req.message : envelope(req.sender, seatRef, req.message)) : '';
  if (problem || !/\S/.test(text)) {
    const p = problem ?? { reason: 'invalid_message', message: 'the message is empty' };
    return { outcome: 'refused', sent: false, reason: p.reason, message: `No text was sent: ${p.message}.`, seat: seatRef, nodeId: req.seat.nodeId, outboxIds: [], state: null, warnings: [] };
  }
  return deps.leases.run(req.seat.nodeId, 'send', (lease) => deliverUnderLease(deps, req, text, kind, lease));
}

async function deliverUnderLease(deps: SendDeps, req: SendRequest, text: string, kind: MessageKind, lease: Lease): Promise<SendResult> {
  const timing = { ...DEFAULT_TIMING, ...deps.timing };
  const composer = deps.composer ?? composerOps;
  const seat = req.seat;
  const target = targetOf(seat);
  const runtime = seat.runtime;

  // The mode is read at lease start: a change requested while another operation ran is in force now.
  deps.trace?.('lease');
  const pref = readGuard(deps.home, seat.nodeId, fallbackModeOf(seat));
  const mode: GuardMode = modeInForce(pref.desiredMode, pref.effectiveMode);
  const decision = decideDelivery(mode, kind, { dangerouslyInteract: req.dangerouslyInteract });
  const a = new Attempt(deps, req, text, kind, mode, decision.requireEmptyComposer);
  if (decision.action === 'hold') return a.hold('typing_guard_enabled', `the typing guard (${mode}) holds ${kind} messages`);
  const override = decision.overrideInputCheck;
  const checkInput = override && !req.typeWithoutChecking;

  // --- the pane, as it is now -----------------------------------------------------------------
  deps.trace?.('guard');
  // Reading the screen is harmless, so it starts alongside the probe when the pane id is bound.
  const bound = target.paneId && composer === composerOps ? target.paneId : undefined;
  const [probe, early] = await Promise.all([
    probePane(target),
    bound ? captureForReadiness(target, bound).catch(() => undefined) : Promise.resolve(undefined),
  ]);
  deps.trace?.('probe');
  if (!probe.ok) {
    const reason = probe.reason === 'target_changed' ? 'guard_target_changed' : probe.reason;
    return a.refuse(reason, probe.detail);
  }
  let pane: PaneState = probe.pane;
  if (pane.dead) return a.refuse('pane_dead', `pane ${pane.paneId} of ${a.seatRef} is dead; restart the seat`, { keep: false });
  if (pane.inMode) {
    if (override && checkInput) {
      if (!writeOverrideAudit(a, 'checked', 'unknown', undefined, 'override_input_unknown')) return auditUnavailable(a);
      return overrideStop(a, 'override_input_unknown', undefined, null, target, pane);
    }
    if (a.protect) return a.hold('draft_input_unknown', `pane ${pane.paneId} is in copy mode; its input cannot be read`);
    return a.refuse('pane_in_mode', `pane ${pane.paneId} is in copy mode (leave it with q or Esc, then send again)`);
  }

  // --- readiness, and (draft-aware) the composer must be empty before anything is prepared ----------
  const readiness = early && pane.paneId === bound ? classifyReadiness(early, pane, runtime, composer) : await readReadiness(target, pane, runtime, composer);
  deps.trace?.('readiness');
  let activity: Readiness = readiness;
  let emptyFrame: unknown;
  if (a.protect) {
    const reading = readiness.composer ?? composer.read(await composer.capture(target.server, pane.paneId), { runtime });
    if (reading.state === 'draft') return a.hold('draft_input_busy', 'the input holds unsubmitted text');
    if (reading.state !== 'empty') {
      if (readiness.state === 'needs_input') return a.refuse('target_needs_input', `${a.seatRef} is waiting at a prompt or menu (${readiness.reason})`);
      return a.hold('draft_input_unknown', `the input cannot be read (${reading.reason})`);
    }
    emptyFrame = reading.frame;
  }
  if (runtime !== 'terminal' && SHELLS.has(baseCommand(pane.currentCommand)) && readiness.composer?.state === 'unknown') {
    return a.refuse('target_runtime_not_running', `${a.seatRef} shows a shell (${pane.currentCommand}) and no ${runtime} composer; the agent is not running there`);
  }
  if (readiness.state === 'needs_input' && !req.dangerouslyInteract) {
    return a.refuse('target_needs_input', `${a.seatRef} is waiting at a prompt or menu (${readiness.reason}); answer it first, or use --dangerously-interact --reason`);
  }

  // --- wait for idle: nothing is kept when it ends busy or unknown --------------------------------
  let waitedMs: number | undefined;
  if (req.waitForIdleMs !== undefined) {
    const waited = await waitForIdle(() => readReadiness(target, pane, runtime, composer), req.waitForIdleMs, timing.waitPollMs);
    waitedMs = waited.waitedMs;
    activity = waited.readiness;
    if (waited.ended === 'needs_input') return a.refuse('target_needs_input', `${a.seatRef} is waiting at a prompt or menu. No text was sent.`, { keep: false });
    if (waited.ended === 'deadline') {
      const reason = waited.readiness.state === 'unknown' ? 'target_activity_unknown' : 'wait_for_idle_timeout';
      const r = await a.refuse(reason, `${a.seatRef} was still ${waited.readiness.state === 'unknown' ? 'of unknown activity' : 'busy'} after ${Math.round(req.waitForIdleMs / 1000)} s. No text was sent.`, { keep: false });
      r.message = `No text was sent. ${a.seatRef} was still ${waited.readiness.state === 'unknown' ? 'of unknown activity' : 'busy'} when the wait ended; nothing is kept to send later.`;
      r.waitedMs = waitedMs;
      r.activity = { state: activity.state, reason: activity.reason };
      return r;
    }
    if (a.protect) {
      // The screen changed while waiting (a status row went away): the composer is judged afresh.
      const reading = waited.readiness.composer;
      if (reading?.state === 'draft') return a.hold('draft_input_busy', 'the input holds unsubmitted text');
      if (reading?.state !== 'empty') return a.hold('draft_input_unknown', `the input cannot be read (${reading?.reason ?? 'not read'})`);
      emptyFrame = reading.frame;
    }
  } else if (activity.state === 'busy' || activity.state === 'unknown') {
    a.warnings.push(activity.state === 'busy'
      ? `${a.seatRef} looked busy (${activity.reason}); the message joins its running turn.`
      : `${a.seatRef}'s activity could not be read (${activity.reason}); sent anyway.`);
  }

  // --- the attempt record and the buffer (both before any input; neither writes to the pane) ------
  a.recordTried = true;
  const [record, stagedOrError] = await Promise.all([
    createAttempt(deps.home, seat.nodeId, a.input()).catch(async (err: Error) => {
      // A reused id never deduplicates a current request: it becomes a new attempt with a new id.
      if (!(err instanceof OutboxConflictError) || !req.id) return err;
      a.warnings.push(`The id ${req.id} was already used; this request is a new attempt (ids no longer deduplicate input).`);
      return createAttempt(deps.home, seat.nodeId, { ...a.input(), id: undefined }).catch((e: Error) => e);
    }),
    stageBuffer(target, text).catch((err: Error) => err),
  ]);
  deps.trace?.('attempt+buffer');
  if (record instanceof Error) a.warnings.push(`No outbox record was saved for this attempt (${record.message}); delivery went ahead without a receipt.`);
  else a.record = record;

  let staged: StagedBuffer;
  if (!(stagedOrError instanceof Error)) {
    staged = stagedOrError;
  } else {
    const err = stagedOrError;
    const state = await a.finish('failed', 'send_failed');
    return done(a, 'failed', false, 'send_failed', `No text was sent: the tmux buffer could not be loaded (${(err as Error).message}).`, state, activity, waitedMs);
  }
  let pasted = false;
  try {
    await deps.hooks?.afterLoad?.(pane);

    // --- the composer again, after buffer preparation -----------------------------------------
    if (a.protect || checkInput) {
      const snap = await composer.capture(target.server, pane.paneId);
      const reading = composer.read(snap, { runtime });
      if (checkInput) {
        const classification = reading.state === 'draft' ? 'present' : reading.state === 'empty' ? (reading.suggestion ? 'suggestion' : 'empty') : 'unknown';
        const result = reading.state === 'draft' ? 'override_input_present' : reading.state === 'empty' ? 'proceeding' : 'override_input_unknown';
        if (!writeOverrideAudit(a, 'checked', classification, reading, result)) return await auditUnavailable(a);
        if (reading.state === 'draft') return await overrideStop(a, 'override_input_present', reading, snap, target, pane);
        if (reading.state !== 'empty') return await overrideStop(a, 'override_input_unknown', reading, snap, target, pane);
      } else if (reading.state === 'draft') {
        return await a.hold('draft_input_changed', 'text appeared in the input while the message was being prepared');
      } else if (reading.state !== 'empty') {
        return await a.hold(snap?.inMode ? 'draft_input_unknown' : 'draft_input_changed', `the input could not be read after buffer preparation (${reading.reason})`);
      } else if (emptyFrame !== undefined && reading.frame !== undefined && JSON.stringify(reading.frame) !== JSON.stringify(emptyFrame)) {
        return await a.hold('draft_input_changed', 'the composer changed while the message was being prepared');
      }
      if (emptyFrame === undefined) emptyFrame = reading.frame;
    }
    if (override && req.typeWithoutChecking && !writeOverrideAudit(a, 'type-without-checking', 'skipped', undefined, 'proceeding')) return await auditUnavailable(a);
    if (req.typeWithoutChecking) a.warnings.push('--type-without-checking: the existing input was not read; this text may join or submit whatever was already there.');

    // --- paste -----------------------------------------------------------------------------------
    lease.assertActive();
    try {
      pane = await pasteStaged(target, staged, { bracketed: !req.dangerouslyInteract });
    } catch (err) {
      if (err instanceof PaneNotWritableError) {
        if (err.reason === 'pane_in_mode') {
          if (a.protect) return await a.hold('draft_input_unknown', err.message);
          return await a.refuse('pane_in_mode', err.message);
        }
        return await a.refuse(err.reason === 'target_changed' ? 'guard_target_changed' : err.reason, err.message, { keep: err.reason !== 'pane_dead' });
      }
      const state = await a.finish('failed', 'send_failed');
      return done(a, 'failed', false, 'send_failed', `No text was sent: tmux refused the paste (${(err as Error).message}).`, state, activity, waitedMs);
    }
    deps.trace?.('paste');
    pasted = true;
    a.written = true;
    const pastedAt = Date.now();
    await deps.hooks?.afterPaste?.(pane);

    // --- wait until the composer shows exactly this text --------------------------------------
    const seen = await waitForStaged(composer, target, pane, runtime, text, emptyFrame, pastedAt, timing, req.typeWithoutChecking === true);
    if (!seen.owned && (decision.recheckBeforeEnter || override)) {
      const state = await a.finish('indeterminate', 'draft_input_changed');
      return done(a, 'indeterminate', true, 'draft_input_changed',
        `The text was pasted but ${seen.why}; Enter was not sent. Inspect ${a.seatRef}'s input; the message is not replayed.`, state, activity, waitedMs);
    }
    if (!seen.owned && seen.recognised) a.warnings.push(`The pasted text was not recognised in the composer (${seen.why}); Enter was sent anyway (typing guard ${mode}).`);

    deps.trace?.('staged-seen');
    // Codex reads an Enter within 120 ms of a burst as a newline: keep the window after the paste.
    const windowLeft = pastedAt + timing.minPasteToEnterMs - Date.now();
    if (windowLeft > 0) await sleep(windowLeft);
    await deps.hooks?.beforeEnter?.(pane);
    if (decision.recheckBeforeEnter) {
      const last = await composer.capture(target.server, pane.paneId);
      const reading = composer.read(last, { runtime, owned: { text, frame: emptyFrame } });
      if (!composer.owns(reading, text, { emptyFrame, labelsSeenAfterPaste: seen.labels })) {
        const state = await a.finish('indeterminate', 'draft_input_changed');
        return done(a, 'indeterminate', true, 'draft_input_changed',
          `The input changed after the paste; Enter was not sent. Inspect ${a.seatRef}'s input; the message is not replayed.`, state, activity, waitedMs);
      }
    }

    // --- Enter -----------------------------------------------------------------------------------
    lease.assertActive();
    try {
      pane = await pressEnter(target);
    } catch (err) {
      const reason = err instanceof PaneNotWritableError ? (a.protect ? 'draft_input_changed' : err.reason) : 'submit_failed';
      const state = await a.finish('indeterminate', reason === 'submit_failed' ? 'submit_failed' : reason);
      return done(a, 'indeterminate', true, reason, `The text is in ${a.seatRef}'s input but Enter could not be sent (${(err as Error).message}).`, state, activity, waitedMs);
    }

    deps.trace?.('enter');
    // --- verification ------------------------------------------------------------------------------
    const verified = await verifySubmitted(composer, target, pane, runtime, text, emptyFrame, seen.labels, seen.recognised, timing, req.typeWithoutChecking === true);
    if (verified === false || (verified === undefined && req.verify)) {
      const state = await a.finish('indeterminate', 'submit_unconfirmed');
      const r = done(a, 'indeterminate', true, 'submit_unconfirmed',
        `Enter was sent to ${a.seatRef}, but the submission could not be confirmed on screen; check the pane before sending again.`, state, activity, waitedMs);
      r.verified = false;
      return r;
    }
    deps.trace?.('verified');
    const state = await a.finish('complete', 'delivered');
    deps.trace?.('finalized');
    const r = done(a, 'delivered', true, 'delivered', `Sent to ${a.seatRef}.`, state, activity, waitedMs);
    if (verified === true) r.verified = true;
    if (req.typeWithoutChecking) r.inputCheck = 'skipped';
    return r;
  } catch (err) {
    if (a.written) {
      const state = await a.finish('indeterminate', 'delivery_indeterminate');
      return done(a, 'indeterminate', true, 'delivery_indeterminate', `Input may have been written to ${a.seatRef} (${(err as Error).message}); it is not replayed.`, state, activity, waitedMs);
    }
    const state = await a.finish('failed', 'send_failed');
    return done(a, 'failed', false, 'send_failed', `No text was sent (${(err as Error).message}).`, state, activity, waitedMs);
  } finally {
    // -d removed the buffer on a successful paste; otherwise it is deleted here. The file always goes.
    await discardStaged(target, staged, { buffer: !pasted });
  }
}

function done(a: Attempt, outcome: SendOutcome, sent: boolean, reason: string, message: string, state: PublicDeliveryState | null, activity: Readiness, waitedMs?: number): SendResult {
  const r = a.base(outcome, sent, reason, message, state);
  r.activity = { state: activity.state, reason: activity.reason };
  if (waitedMs !== undefined) r.waitedMs = waitedMs;
  return r;
}

/** A stopped --dangerously-interact: 409, nothing kept, the observed input returned to the caller only. */
async function overrideStop(a: Attempt, reason: 'override_input_present' | 'override_input_unknown', reading: ComposerReading | undefined, snap: ComposerSnapshot | null, target: PaneTarget, pane: PaneState): Promise<SendResult> {
  const state = await a.finish('failed', reason);
  const what = reason === 'override_input_present'
    ? 'the input already holds text (author unknown)'
    : 'the input could not be read';
  const r = a.base('refused', false, reason, `No text was sent: ${what}. Inspect the pane, clear the prompt yourself if you mean to, then send again.`, state);
  r.existingInput = existingInputOf(reading, snap, target, pane.paneId);
  return r;
}

/** Appends the override audit line (classification and counts only); false when it cannot be written. */
function writeOverrideAudit(a: Attempt, choice: 'checked' | 'type-without-checking', classification: string, reading: ComposerReading | undefined, result: string): boolean {
  try {
    auditOverride(a.deps.home, {
      at: new Date().toISOString(), seat: a.seatRef, nodeId: a.nodeId, actor: a.req.sender, reason: a.req.reason ?? '',
      choice, classification, rows: reading?.rows.length ?? 0, suggestionRows: reading?.suggestion ? 1 : 0, result,
    });
    return true;
  } catch (err) {
    a.warnings.push(`The override audit could not be written (${(err as Error).message}).`);
    return false;
  }
}

async function auditUnavailable(a: Attempt): Promise<SendResult> {
  const state = await a.finish('failed', 'prompt_override_audit_unavailable');
  return a.base('refused', false, 'prompt_override_audit_unavailable', 'No text was sent: a deliberate interaction is only typed once its audit is written, and the audit could not be written.', state);
}

interface StagedSeen {
  owned: boolean;
  /** The composer was readable at all (false for a shell or an unsupported layout). */
  recognised: boolean;
  labels?: unknown;
  why: string;
}

/**
 * Polls the composer until it shows exactly the staged text (and at least the paste-burst window
 * has passed). Paste labels seen right after this paste are remembered: only those may stand for
 * hidden content later. An unreadable layout (a shell) settles on a quiet screen instead.
 */
/** --type-without-checking: the text may have joined existing input; it must at least end the draft. */
function endsWithText(reading: ComposerReading, text: string): boolean {
  if (reading.state !== 'draft' || !reading.cursorAtEnd) return false;
  const squash = (t: string) => t.replace(/\s+/g, '');
  return squash(reading.rows.join('\n')).endsWith(squash(text));
}

async function waitForStaged(composer: ComposerOps, target: PaneTarget, pane: PaneState, runtime: SeatRecord['runtime'], text: string, emptyFrame: unknown, pastedAt: number, timing: SendTiming, joined = false): Promise<StagedSeen> {
  const deadline = pastedAt + timing.stagedTimeoutMs;
  let labels: unknown;
  let why = 'it did not appear in the composer';
  let recognised = false;
  let previousStyled: string | undefined;
  let stableSince = 0;
  for (;;) {
    const snap = await composer.capture(target.server, pane.paneId);
    const reading = composer.read(snap, { runtime, owned: { text, frame: emptyFrame } });
    if (labels === undefined && reading.pasteLabels && (reading.pasteLabels as unknown[]).length) labels = reading.pasteLabels;
    const now = Date.now();
    if (reading.state !== 'unknown') recognised = true;
    if (composer.owns(reading, text, { emptyFrame, labelsSeenAfterPaste: labels }) || (joined && endsWithText(reading, text))) {
      return { owned: true, recognised: true, labels, why: '' };
    } else if (reading.state === 'unknown') {
      why = `the composer could not be read (${reading.reason})`;
      // A layout we cannot read (a shell prompt): settle on a screen that stopped changing.
      const styled = snap?.styled;
      if (styled !== undefined && styled === previousStyled) {
        if (!recognised && now - stableSince >= 60 && now - pastedAt >= timing.minPasteToEnterMs) return { owned: false, recognised: false, labels, why };
      } else {
        stableSince = now;
      }
      previousStyled = styled;
    } else {
      why = reading.state === 'draft' ? 'the composer holds other text than the message' : 'the composer looks empty';
    }
    if (now >= deadline) return { owned: false, recognised, labels, why };
    await sleep(timing.pollMs);
  }
}

/**
 * After Enter: true when the composer no longer holds the text; false when it still does at the
 * deadline; undefined when the composer cannot be read (nothing to confirm with).
 */
async function verifySubmitted(composer: ComposerOps, target: PaneTarget, pane: PaneState, runtime: SeatRecord['runtime'], text: string, emptyFrame: unknown, labels: unknown, recognised: boolean, timing: SendTiming, joined = false): Promise<boolean | undefined> {
  if (!recognised) return undefined;
  const deadline = Date.now() + timing.verifyTimeoutMs;
  for (;;) {
    const snap = await composer.capture(target.server, pane.paneId);
    const reading = composer.read(snap, { runtime, owned: { text, frame: emptyFrame } });
    const stillThere = composer.owns(reading, text, { emptyFrame, labelsSeenAfterPaste: labels }) || (joined && endsWithText(reading, text));
    if (reading.state !== 'unknown' && !stillThere) return true;
    if (Date.now() >= deadline) return reading.state === 'unknown' ? undefined : false;
    await sleep(timing.pollMs);
  }
}
