// The send flow's contract: what a caller asks (SendRequest), what it gets back (SendResult), and
// what every step shares (SendDeps, SendTiming). send.ts runs the flow; the send-*.ts steps and
// the daemon's routes read these types from here, so no step imports the flow that calls it.
import type { HomePaths } from '../../home/paths.js';
import type { SeatRecord } from '../../seat/registry.js';
import type { GuardMode, MessageKind } from '../guard/policy.js';
import type { PublicDeliveryState } from '../outbox/record.js';
import type { AdapterHooks } from '../pane/tmux-adapter.js';
import type { ComposerOps } from '../composer/ops.js';
import type { SeatLeases } from './lease.js';

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
  /** Receipt ids when one paste carries several outbox ids (a combined wake keeps each original id). */
  receiptIds?: string[];
  /** Aborts when the caller goes away (the daemon: its connection closed); see Attempt.cancelled. */
  signal?: AbortSignal;
  /**
   * The caller's own stop condition, asked under the lease at the last moment before the paste and
   * again before Enter (a wake whose row is no longer current: draft_wake_superseded; the
   * supervisor while managed compaction owes the seat its turn). A stop before the paste refuses
   * with nothing written and nothing kept; before Enter the pasted text stays where it is, Enter is
   * not sent and the result is indeterminate: OpenRig never erases or replays it. In-process
   * callers only (the HTTP route builds its request field by field).
   */
  stopIf?: (stage: StopStage) => CallerStop | undefined | Promise<CallerStop | undefined>;
}

/** Where a request's stopIf is asked. */
export type StopStage = 'paste' | 'enter';

/** Why the caller stopped its own send: reason snake_case, detail one human clause. */
export interface CallerStop {
  reason: string;
  detail: string;
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
  /** source: hook, pane (the screen) or hook+pane (the screen vetoed the hook); ageMs: the hook record's age. */
  activity?: { state: string; reason: string; source?: string; ageMs?: number };
  waitedMs?: number;
  existingInput?: ExistingInput;
  /** --type-without-checking: the existing-input read was skipped on purpose. */
  inputCheck?: 'skipped';
  /**
   * Agent seats, after Enter: the runtime's own UserPromptSubmit record carried this text's prompt
   * hash by the time of the answer (native consumption, which `complete` alone does not claim).
   * Absent for terminal seats.
   */
  consumed?: boolean;
  /**
   * consumed is false because the record is still awaited: the caller was answered once the screen
   * showed the text taken, and the outbox record gets `consumed` when it lands (false when the
   * grace ends without it).
   */
  consumedPending?: true;
  /** A send to another host's seat (lib/daemon/remote-send.ts): this host and the owner. */
  remote?: { from: string; to: string };
}

export interface SendTiming {
  /**
   * Least time between input typed as keys (not a bracketed paste) and Enter: Codex reads an Enter
   * within 120 ms of a typed burst as a newline. A bracketed paste has no window (verdicts.ts enterWindowMs).
   */
  keysToEnterMs: number;
  /** How long to wait for the pasted text to show in the composer. */
  stagedTimeoutMs: number;
  /** Cap on looking for the submission after Enter (evidence ends it sooner; see composer/submitted.ts). */
  verifyTimeoutMs: number;
  pollMs: number;
  waitPollMs: number;
  /**
   * After Enter on a seat that read idle and whose hooks are live: how long the runtime's
   * UserPromptSubmit record is waited for once the screen has decided (within verifyTimeoutMs),
   * after the answer unless the record could still change the outcome.
   */
  consumedWaitMs: number;
}

export interface SendDeps {
  home: HomePaths;
  leases: SeatLeases;
  hooks?: AdapterHooks;
  composer?: ComposerOps;
  timing?: Partial<SendTiming>;
  /** Problems after the answer (a consumption that could not be recorded). */
  log?: (line: string) => void;
  /** Called at each step with the step's name (benchmarks and debugging). */
  trace?: (step: string) => void;
}
