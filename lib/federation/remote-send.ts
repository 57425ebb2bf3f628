// Remote send (issue 26 items 3–4), the pure part: the request one host puts on the owner's
// subject, the checks the owner makes before anything reaches its send flow, the answer an owner
// gives a repeated id (its own outbox record's first outcome), and what the sender's outbox records
// of an answer — or of no answer in time (indeterminate, never a blind retry). Table-tested in
// test/federation/remote-send.test.ts; the I/O is lib/federation/send-link.ts.
import type { Unreachable } from './reach.js';
import { HOST_NAME_PATTERN } from '../config/federation.js';
import { NODE_ID_PATTERN } from '../seat/ref.js';
import type { SendOutcome, SendResult } from '../delivery/send/contract.js';
import { isOutboxId, type Outcome, type OutboxRecord } from '../delivery/outbox/outbox.js';

/** What crosses hosts: the sender's own outbox id (the message id), both hosts, the seat, the text. */
export interface RemoteSendRequest {
  v: 1;
  id: string;
  from: string;
  to: string;
  nodeId: string;
  /** The seat as the sender named it (name@rig), for messages only. */
  seat: string;
  /** The identity the sender's daemon established for its caller (null: unattributed). */
  sender: string | null;
  message: string;
  raw?: boolean;
  urgent?: boolean;
}

export type RequestCheck = { ok: true; req: RemoteSendRequest } | { ok: false; reason: string; detail: string };

/**
 * The owner's checks, before its send flow sees the request: the shape; the request is for this
 * host and came from the host its subject names (the server lets a host publish only under its own
 * name); the sender is a seat identity as a local caller's must be, and a seat the sending host
 * owns (`isSeatOf`, from the shared view; one name@rig may exist on several hosts): a request claiming
 * another host's seat, or OpenRig itself, is refused.
 */
export function checkRemoteRequest(
  data: unknown,
  own: string,
  subjectFrom: string,
  isSeatOf: (ref: string, host: string) => boolean,
  /** The daemon's caller-identity check (lib/daemon/caller-identity.ts), the one a local caller passes. */
  identityProblem: (sender: string) => string | undefined,
): RequestCheck {
  const bad = (detail: string): RequestCheck => ({ ok: false, reason: 'invalid_remote_request', detail });
  if (!data || typeof data !== 'object') return bad('not an object');
  const r = data as Record<string, unknown>;
  if (r.v !== 1) return bad('unknown version');
  if (typeof r.id !== 'string' || !isOutboxId(r.id)) return bad('id is not an outbox id');
  if (typeof r.from !== 'string' || !HOST_NAME_PATTERN.test(r.from)) return bad('from is not a host name');
  if (r.to !== own) return bad(`addressed to ${String(r.to)}, not this host`);
  if (r.from !== subjectFrom)
    return { ok: false, reason: 'forged_sender', detail: `claims host ${r.from} on ${subjectFrom}'s subject` };
  if (typeof r.nodeId !== 'string' || !NODE_ID_PATTERN.test(r.nodeId)) return bad('nodeId is not a node id');
  if (typeof r.seat !== 'string') return bad('seat is missing');
  if (typeof r.message !== 'string') return bad('message is missing');
  for (const k of ['raw', 'urgent'] as const)
    if (r[k] !== undefined && typeof r[k] !== 'boolean') return bad(`${k} is not a boolean`);
  const sender = r.sender;
  if (sender !== null) {
    if (typeof sender !== 'string') return bad('sender is not a seat ref or null');
    const problem = identityProblem(sender);
    if (problem) return { ok: false, reason: 'forged_sender', detail: `sender ${sender.slice(0, 60)}: ${problem}` };
    if (!isSeatOf(sender, r.from))
      return { ok: false, reason: 'forged_sender', detail: `sender ${sender} is no seat of host ${r.from}` };
  }
  return { ok: true, req: r as unknown as RemoteSendRequest };
}

/** The owner's answer to an id its outbox already holds: the first outcome, nothing typed again. */
export function repeatResult(rec: OutboxRecord, nodeId: string): SendResult {
  const outcome: SendOutcome =
    rec.state === 'complete'
      ? 'delivered'
      : rec.state === 'held' || rec.state === 'retired'
        ? 'retained'
        : rec.state === 'failed'
          ? 'failed'
          : 'indeterminate';
  const state = rec.state === 'retired' ? 'held' : rec.state;
  return {
    outcome,
    sent: outcome === 'delivered',
    reason: rec.state === 'sending' ? 'remote_in_progress' : rec.reason,
    message: `repeated request ${rec.id}: answered with its first outcome (${state}); nothing typed again`,
    seat: rec.destination,
    nodeId,
    outboxIds: [rec.id],
    state,
    warnings: [],
  };
}

/** The answer an owner publishes. */
export interface RemoteAnswer {
  v: 1;
  id: string;
  from: string;
  to: string;
  result: SendResult;
}

/** What the sender's outbox records of the owner's answer: both hosts named; held there is not held here. */
export function senderOutcome(result: Pick<SendResult, 'outcome' | 'reason'>, from: string, to: string): Outcome {
  const where = `remote send from host ${from} to host ${to}`;
  const reason = /^[a-z][a-z0-9_]*$/.test(result.reason) ? result.reason : 'remote_unknown_reason';
  switch (result.outcome) {
    case 'delivered':
      return { state: 'complete', reason, warnings: [`${where}: delivered by ${to}`] };
    case 'retained':
      return {
        state: 'failed',
        reason: `remote_held_${reason}`.slice(0, 80),
        warnings: [`${where}: held at ${to} (${reason}), not typed; see rig seat held-messages there`],
      };
    case 'indeterminate':
      return { state: 'indeterminate', reason, warnings: [`${where}: ${to} could not confirm it; check the pane`] };
    default:
      return { state: 'failed', reason, warnings: [`${where}: ${result.outcome} by ${to}`] };
  }
}

/** No answer within the send's time: it may still arrive; never sent again on its own. */
export function noAnswerResult(id: string, seat: string, nodeId: string, to: string, waitedMs: number): SendResult {
  return {
    outcome: 'indeterminate',
    sent: false,
    reason: 'remote_no_answer',
    message: `no answer from host ${to} within ${Math.round(waitedMs / 1000)} s: the request may still be delivered (it is never sent again on its own); check with rig seat status ${seat} and the pane before sending again`,
    seat,
    nodeId,
    outboxIds: [id],
    state: 'indeterminate',
    warnings: [],
  };
}

const NOT_SENT: Record<Unreachable, (to: string) => string> = {
  federation_disconnected: (to) =>
    `not sent: this host is cut off from NATS, so host ${to} cannot be reached; nothing was queued — send again when rig ps --all shows the connection back`,
  jetstream_unreachable: (to) =>
    `not sent: this host's NATS server answers but JetStream does not (a leaf node cut off from its hub), so host ${to} cannot be reached; nothing was queued — send again when rig ps --all shows federation connected`,
  remote_host_stale: (to) =>
    `not sent: host ${to} has been silent (its heartbeat stopped), so nothing can say the request would be taken; nothing was queued — send again when rig ps --all shows it live`,
};

/**
 * A send to a remote seat that cannot go out (ownerReach, lib/federation/reach.ts): this host cut off
 * from NATS, connected with no JetStream behind it (a leaf node cut off from its hub), or the owner
 * silent. Said at once; nothing queued.
 */
export function cutOffResult(
  id: string | undefined,
  seat: string,
  nodeId: string,
  to: string,
  why: Unreachable = 'federation_disconnected',
): SendResult {
  return {
    outcome: 'failed',
    sent: false,
    reason: why,
    message: NOT_SENT[why](to),
    seat,
    nodeId,
    outboxIds: id ? [id] : [],
    state: id ? 'failed' : null,
    warnings: [],
  };
}
