// One send to one seat, end to end, under the seat's lease. deliverUnderLease reads as the flow;
// each step lives in a file named for it:
//   attempt.ts        what the send carries; outbox attempt, held message, outcome, result
//   pane.ts           pane probe, readiness, empty composer (protecting modes), --wait-for-idle
//   stage.ts          attempt + buffer, composer again, paste, wait until the staged text is seen
//   override.ts       --dangerously-interact's own (audited) input read
//   submit.ts         Enter (at once after a bracketed paste seen whole), then verification
//   menu.ts           a --dangerously-interact menu answer: no Enter, the menu must close
//   verdicts.ts       the pure decisions behind them (table-tested)
//   contract.ts       the request, result, timing and dependencies every step shares
// Every step that can refuse does so before input is written when it can; after a paste the result
// never claims "nothing sent". docs/delivery.md walks through the same flow with its outcomes and reasons.
import type { SeatRecord } from '../../seat/registry.js';
import {
  decideDelivery,
  fallbackModeOf,
  modeInForce,
  TYPING_GUARD_ENABLED,
  type GuardMode,
  type MessageKind,
} from '../guard/policy.js';
import { readGuard } from '../guard/store.js';
import { UNATTRIBUTED, seatRefOf } from '../../seat/ref.js';
import { discardStaged, sanitizeText, type PaneTarget } from '../pane/tmux-adapter.js';
import { composerOps } from '../composer/ops.js';
import { LeaseAbortedError, type Lease } from './lease.js';
import type { SendDeps, SendRequest, SendResult, SendTiming } from './contract.js';
import { Attempt, CALLER_ABORTED, isResult } from './attempt.js';
import { awaitIdle, resolvePane } from './pane.js';
import { stageMessage, typeStaged } from './stage.js';
import { submit } from './submit.js';
import { confirmMenuAnswer } from './menu.js';
import { requestProblem } from './request-rules.js';

export type { ExistingInput, SendDeps, SendOutcome, SendRequest, SendResult, SendTiming } from './contract.js';

const DEFAULT_TIMING: SendTiming = {
  keysToEnterMs: 150,
  stagedTimeoutMs: 2000,
  verifyTimeoutMs: 10_000,
  pollMs: 20,
  waitPollMs: 500,
  // Waited after the answer (it holds nothing): long enough for a hook on a loaded machine.
  consumedWaitMs: 10_000,
};

/** The envelope every non-raw message carries. */
export function envelope(sender: string | null, seat: string, body: string): string {
  return `From: ${sender ?? UNATTRIBUTED}\nTo: ${seat}\n---\n${body}`;
}

export function targetOf(seat: SeatRecord): PaneTarget {
  return { server: { socket: seat.tmux.socket }, session: seat.tmux.session, paneId: seat.tmux.paneId };
}

/** HTTP status for a send result (the body is the result itself). */
export function statusForResult(r: SendResult): number {
  if (r.outcome === 'delivered' || r.outcome === 'retained') return 200;
  if (r.reason.startsWith('invalid_') || r.reason === 'dangerously_interact_requires_reason') return 400;
  if (r.reason === 'session_missing') return 404;
  if (r.reason === 'tmux_unavailable') return 503;
  // Insufficient Storage: the attempt's outbox record did not fit on the disk.
  if (r.reason === 'outbox_disk_full') return 507;
  if (r.reason === 'send_failed' || r.reason === 'submit_failed') return 502;
  return 409;
}

/** Sends one message. Never throws for delivery problems: every path ends in a SendResult. */
export async function deliver(deps: SendDeps, req: SendRequest): Promise<SendResult> {
  const seatRef = seatRefOf(req.seat);
  const problem = requestProblem(req);
  const kind: MessageKind = req.urgent ? 'urgent' : (req.kind ?? 'send');
  // A deliberate prompt answer is typed as given: no envelope around a menu choice.
  const raw = req.raw || req.dangerouslyInteract;
  const text =
    typeof req.message === 'string' ? sanitizeText(raw ? req.message : envelope(req.sender, seatRef, req.message)) : '';
  if (problem || !/\S/.test(text)) {
    const p = problem ?? { reason: 'invalid_message', message: 'the message is empty' };
    return {
      outcome: 'refused',
      sent: false,
      reason: p.reason,
      message: `No text was sent: ${p.message}.`,
      seat: seatRef,
      nodeId: req.seat.nodeId,
      outboxIds: [],
      state: null,
      warnings: [],
    };
  }
  const aborted = (): SendResult => ({
    outcome: 'failed',
    sent: false,
    reason: CALLER_ABORTED,
    message: 'No text was sent: the caller went away before the send began.',
    seat: seatRef,
    nodeId: req.seat.nodeId,
    outboxIds: [],
    state: null,
    warnings: [],
  });
  if (req.signal?.aborted) return aborted();
  return deps.leases
    .run(req.seat.nodeId, 'send', (lease) => deliverUnderLease(deps, req, text, kind, lease), { signal: req.signal })
    .catch((err: unknown) => {
      if (err instanceof LeaseAbortedError) return aborted();
      throw err;
    });
}

/** The steps in order; each one either hands its findings on or ends the send with its result. */
async function deliverUnderLease(
  deps: SendDeps,
  req: SendRequest,
  text: string,
  kind: MessageKind,
  lease: Lease,
): Promise<SendResult> {
  deps.trace?.('lease');
  const a = openAttempt(deps, req, text, kind);
  if (req.signal?.aborted) return a.cancelled();
  if (a.decision.action === 'hold')
    return a.hold(TYPING_GUARD_ENABLED, `the typing guard (${a.mode}) holds ${kind} messages`);
  deps.trace?.('guard');

  const found = await resolvePane(a);
  if (isResult(found)) return found;
  const ready = await awaitIdle(a, found);
  if (isResult(ready)) return ready;
  if (req.signal?.aborted) return a.cancelled();

  const staged = await stageMessage(a, ready);
  if (isResult(staged)) return staged;
  try {
    const typed = await typeStaged(a, lease, ready, staged);
    if (isResult(typed)) return typed;
    // A menu answer is already typed (no Enter follows): its result is the menu closing, whoever waits.
    if (typed.menuAnswer) return await confirmMenuAnswer(a, typed);
    return await submit(a, lease, typed);
  } catch (err) {
    return await a.interrupted(ready, err);
  } finally {
    // -d removed the buffer on a successful paste; otherwise it is deleted here. The file always goes.
    await discardStaged(a.target, staged, { buffer: !a.written });
  }
}

/** The mode is read at lease start: a change requested while another operation ran is in force now. */
function openAttempt(deps: SendDeps, req: SendRequest, text: string, kind: MessageKind): Attempt {
  const pref = readGuard(deps.home, req.seat.nodeId, fallbackModeOf(req.seat));
  const mode: GuardMode = modeInForce(pref.desiredMode, pref.effectiveMode);
  return new Attempt({
    deps,
    req,
    text,
    kind,
    mode,
    decision: decideDelivery(mode, kind, { dangerouslyInteract: req.dangerouslyInteract }),
    seatRef: seatRefOf(req.seat),
    target: targetOf(req.seat),
    timing: { ...DEFAULT_TIMING, ...deps.timing },
    composer: deps.composer ?? composerOps,
  });
}
