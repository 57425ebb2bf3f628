// What one send carries from step to step, and its outbox bookkeeping: the `sending` receipt, a held
// message, the saved outcome, and the result the caller gets. Every attempt is kept in an outbox:
// a `sending` receipt that cannot be written refuses the send before anything is typed. A failed
// write after that (the outcome) becomes a warning in the result, never a claim about the pane.
import type { DeliveryDecision, GuardMode, MessageKind } from '../guard/policy.js';
import { isDiskFull } from '../../store/errors.js';
import {
  createAttempt,
  finalizeAttempt,
  holdMessage,
  OutboxConflictError,
  publicState,
  RetentionFullError,
  type FinalState,
  type OutboxRecord,
  type PublicDeliveryState,
} from '../outbox/outbox.js';
import type { ComposerOps } from '../composer/ops.js';
import type { Readiness } from '../readiness.js';
import type { PaneTarget } from '../pane/tmux-adapter.js';
import type { SendDeps, SendOutcome, SendRequest, SendResult, SendTiming } from './contract.js';
import type { Stop } from './verdicts.js';
import type { ConsumptionWatch } from './consumed.js';

export const CALLER_ABORTED = 'caller_aborted';

/** Pure: the reason of a send refused for want of its outbox record — a full disk, or anything else. */
export function unrecordedReason(err: unknown): 'outbox_disk_full' | 'outbox_unwritable' {
  return isDiskFull(err) ? 'outbox_disk_full' : 'outbox_unwritable';
}

const HELD_LINE = 'Held, not delivered. No automatic retry is scheduled; inspect it with rig seat held-messages';

/** What the steps after the readiness check report with every result. */
export interface Observed {
  activity: Readiness;
  waitedMs?: number;
}

/** The activity a result reports: the word, its reason, whose word it was and (hook) its age. */
export function activityOf(r: Readiness): NonNullable<SendResult['activity']> {
  return { state: r.state, reason: r.reason, source: r.source, ...(r.ageMs !== undefined ? { ageMs: r.ageMs } : {}) };
}

/** A step either hands its findings on or ends the send with a result. */
export const isResult = (x: object): x is SendResult => 'outcome' in x;

const FINAL_STATE = { delivered: 'complete', indeterminate: 'indeterminate', failed: 'failed' } as const;

export interface AttemptSetup {
  deps: SendDeps;
  req: SendRequest;
  text: string;
  kind: MessageKind;
  mode: GuardMode;
  decision: DeliveryDecision;
  seatRef: string;
  target: PaneTarget;
  timing: SendTiming;
  composer: ComposerOps;
}

export class Attempt {
  warnings: string[] = [];
  record: OutboxRecord | undefined;
  recordTried = false;
  /** Why the `sending` receipt could not be written (then nothing is typed). */
  recordError: Error | undefined;
  /** Input reached the pane: from here on no result may say "nothing sent". */
  written = false;
  /**
   * After Enter on an agent seat: whether the runtime's own UserPromptSubmit record carries this
   * text (submit.ts). Saved on the outcome and reported; undefined (no field) otherwise.
   */
  consumed: boolean | undefined;
  /**
   * The runtime's record is still awaited after the answer (submit.ts followConsumption): the
   * result says so (consumedPending) and the outcome is saved without `consumed`, which follows.
   */
  pendingConsumption: { watch: ConsumptionWatch; until: () => number } | undefined;
  readonly deps: SendDeps;
  readonly req: SendRequest;
  readonly text: string;
  readonly kind: MessageKind;
  readonly mode: GuardMode;
  readonly decision: DeliveryDecision;
  readonly seatRef: string;
  readonly nodeId: string;
  readonly target: PaneTarget;
  readonly runtime: SendRequest['seat']['runtime'];
  readonly timing: SendTiming;
  readonly composer: ComposerOps;
  /** Draft-protecting: only a recognised empty composer is typed into; refusals are kept. */
  readonly protect: boolean;
  /** --dangerously-interact: its own existing-input check replaces the mode's. */
  readonly override: boolean;
  /** The override reads the input (not skipped by --type-without-checking). */
  readonly checkInput: boolean;

  constructor(s: AttemptSetup) {
    this.deps = s.deps;
    this.req = s.req;
    this.text = s.text;
    this.kind = s.kind;
    this.mode = s.mode;
    this.decision = s.decision;
    this.seatRef = s.seatRef;
    this.nodeId = s.req.seat.nodeId;
    this.target = s.target;
    this.runtime = s.req.seat.runtime;
    this.timing = s.timing;
    this.composer = s.composer;
    this.protect = s.decision.requireEmptyComposer;
    this.override = s.decision.overrideInputCheck;
    this.checkInput = this.override && !s.req.typeWithoutChecking;
  }

  base(
    outcome: SendOutcome,
    sent: boolean,
    reason: string,
    message: string,
    state: PublicDeliveryState | null,
  ): SendResult {
    return {
      outcome,
      sent,
      reason,
      message,
      seat: this.seatRef,
      nodeId: this.nodeId,
      outboxIds: this.record ? [this.record.id] : [],
      state,
      warnings: this.warnings,
      mode: this.mode,
    };
  }

  /** A result from the steps after readiness: it also says what activity was seen (and the wait). */
  report(
    seen: Observed,
    outcome: SendOutcome,
    sent: boolean,
    reason: string,
    message: string,
    state: PublicDeliveryState | null,
  ): SendResult {
    const r = this.base(outcome, sent, reason, message, state);
    r.activity = activityOf(seen.activity);
    if (seen.waitedMs !== undefined) r.waitedMs = seen.waitedMs;
    if (this.consumed !== undefined) r.consumed = this.consumed;
    if (this.pendingConsumption) r.consumedPending = true;
    return r;
  }

  /** Saves the outcome on the attempt, then reports it. */
  async conclude(
    seen: Observed,
    outcome: keyof typeof FINAL_STATE,
    reason: string,
    message: string,
  ): Promise<SendResult> {
    const state = await this.finish(FINAL_STATE[outcome], reason);
    return this.report(seen, outcome, outcome !== 'failed', reason, message, state);
  }

  input() {
    return {
      id: this.req.id,
      destination: this.seatRef,
      sender: this.req.sender,
      kind: this.kind,
      text: this.text,
      binding: {
        session: this.req.seat.tmux.session,
        occupant: this.req.seat.occupant,
        ...(this.req.seat.tmux.paneId ? { paneId: this.req.seat.tmux.paneId } : {}),
      },
      ...(this.req.pointer ? { pointer: this.req.pointer } : {}),
      ...(this.req.receiptIds?.length ? { ids: this.req.receiptIds } : {}),
    };
  }

  /** The `sending` receipt (hash and size only). Without one nothing is typed (see unrecorded). */
  async open(): Promise<void> {
    this.recordTried = true;
    const record = await createAttempt(this.deps.home, this.nodeId, this.input()).catch(async (err: Error) => {
      // A reused id never deduplicates a current request: it becomes a new attempt with a new id.
      if (!(err instanceof OutboxConflictError) || !this.req.id) return err;
      this.warnings.push(
        `The id ${this.req.id} was already used; this request is a new attempt (ids no longer deduplicate input).`,
      );
      return createAttempt(this.deps.home, this.nodeId, { ...this.input(), id: undefined }).catch((e: Error) => e);
    });
    if (record instanceof Error) this.recordError = record;
    else this.record = record;
  }

  /**
   * The `sending` receipt could not be written: refused, nothing typed. An attempt with no record
   * could not be told apart from one that never happened; on a full disk the reason says so.
   */
  unrecorded(seen: Observed): SendResult {
    const err = this.recordError;
    return this.report(
      seen,
      'refused',
      false,
      unrecordedReason(err),
      `No text was sent: the outbox record of this attempt could not be written (${err?.message ?? 'unknown error'}); every attempt is kept in an outbox, so nothing is typed without one.`,
      null,
    );
  }

  /** Holds the message for inspection: a hold-mode send, or a protected refusal before input. */
  async hold(reason: string, detail: string): Promise<SendResult> {
    try {
      if (this.record) {
        this.record = await finalizeAttempt(this.deps.home, this.nodeId, this.record.id, {
          state: 'held',
          reason,
          body: this.text,
          warnings: [detail],
        });
      } else {
        this.record = await holdMessage(
          this.deps.home,
          this.nodeId,
          { ...this.input(), warnings: [detail] },
          reason,
        ).catch((err: Error) => {
          if (!(err instanceof OutboxConflictError) || !this.req.id) throw err;
          this.warnings.push(
            `The id ${this.req.id} was already used; this request is a new attempt (ids no longer deduplicate input).`,
          );
          return holdMessage(
            this.deps.home,
            this.nodeId,
            { ...this.input(), id: undefined, warnings: [detail] },
            reason,
          );
        });
      }
    } catch (err) {
      if (err instanceof RetentionFullError) {
        if (err.record) this.record = err.record;
        const r = this.base(
          'failed',
          false,
          reason === 'typing_guard_enabled' ? 'retained_quota_full' : reason,
          `No text was sent and nothing was kept: ${err.message} (rig seat held-messages ${this.seatRef})`,
          this.record ? publicState(this.record).state : null,
        );
        r.warnings.push(`retained_quota_full: ${detail}`);
        return r;
      }
      this.warnings.push(`The held message could not be saved: ${(err as Error).message}`);
      const r = this.base(
        'failed',
        false,
        reason,
        `No text was sent, and the message could not be kept (${reason}).`,
        null,
      );
      r.outboxIds = [];
      return r;
    }
    return this.base(
      'retained',
      false,
      reason,
      `${HELD_LINE} ${this.seatRef} (${reason}: ${detail})`,
      publicState(this.record).state,
    );
  }

  /** Saves the outcome of an attempt that was created; a failed write is a warning, never a claim. */
  async finish(state: FinalState, reason: string, warnings: string[] = []): Promise<PublicDeliveryState | null> {
    if (!this.record) return this.recordTried ? null : state === 'held' ? 'held' : state;
    try {
      this.record = await finalizeAttempt(this.deps.home, this.nodeId, this.record.id, {
        state,
        reason,
        warnings,
        ...(this.consumed !== undefined && !this.pendingConsumption ? { consumed: this.consumed } : {}),
      });
      return publicState(this.record).state;
    } catch (err) {
      this.warnings.push(
        `The outcome could not be recorded (${(err as Error).message}); the record may still read "sending" until the daemon restarts.`,
      );
      return null;
    }
  }

  /** Refusal before any input: held when the mode protects this seat, otherwise just refused. */
  async refuse(reason: string, detail: string, opts: { keep?: boolean } = {}): Promise<SendResult> {
    if (this.protect && opts.keep !== false) return this.hold(reason, detail);
    return this.refused(reason, `No text was sent: ${detail}`);
  }

  /** Not sent and never kept; an attempt already opened is saved as failed. */
  async refused(reason: string, message: string): Promise<SendResult> {
    const state = this.record ? await this.finish('failed', reason) : null;
    return this.base('refused', false, reason, message, state);
  }

  /** Carries out a verdict that stops the send before input. */
  stop(v: Stop): Promise<SendResult> {
    return v.action === 'hold' ? this.hold(v.reason, v.detail) : this.refuse(v.reason, v.detail, { keep: v.keep });
  }

  /**
   * The caller went away (its connection closed). Before any input: a definite failure, nothing
   * typed. Once the text may be in the pane: indeterminate, and Enter is not sent.
   */
  async cancelled(seen?: Observed): Promise<SendResult> {
    if (this.written) {
      const state = await this.finish('indeterminate', CALLER_ABORTED);
      const r = this.base(
        'indeterminate',
        true,
        CALLER_ABORTED,
        `The text was pasted into ${this.seatRef}, but the caller went away before Enter; Enter was not sent and the text is not replayed.`,
        state,
      );
      if (seen) r.activity = activityOf(seen.activity);
      return r;
    }
    const state = this.record ? await this.finish('failed', CALLER_ABORTED) : null;
    return this.base(
      'failed',
      false,
      CALLER_ABORTED,
      'No text was sent: the caller went away before the paste.',
      state,
    );
  }

  /** An unexpected error once the buffer was staged: whether input may be in the pane decides the claim. */
  async interrupted(seen: Observed, err: unknown): Promise<SendResult> {
    if (this.written) {
      const state = await this.finish('indeterminate', 'delivery_indeterminate');
      return this.report(
        seen,
        'indeterminate',
        true,
        'delivery_indeterminate',
        `Input may have been written to ${this.seatRef} (${(err as Error).message}); it is not replayed.`,
        state,
      );
    }
    const state = await this.finish('failed', 'send_failed');
    return this.report(seen, 'failed', false, 'send_failed', `No text was sent (${(err as Error).message}).`, state);
  }
}
