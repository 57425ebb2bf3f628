// Remote send in the daemon: both ends. As the owner, a request from another host runs through this
// daemon's own send flow (lease, typing guard, composer checks) with the sender's outbox id, the
// sender its daemon established, and the caller-identity check a local caller passes. As the
// sender, POST /api/federation/send saves this host's outbox attempt for the remote seat (under its
// node id, both hosts named), forwards it, and records the owner's answer — or, with none in time,
// indeterminate: the request may still land, and it is never sent again on its own.
import { createAttempt, finalizeAttempt, newOutboxId, type Outcome } from '../delivery/outbox/outbox.js';
import { deliver, envelope, type SendDeps, type SendResult } from '../delivery/send/send.js';
import { sanitizeText } from '../delivery/pane/tmux-adapter.js';
import { resolveSeat } from '../seat/registry.js';
import { matchRemoteSeat } from '../federation/remote-status.js';
import { cutOffResult, noAnswerResult, senderOutcome, type RemoteSendRequest } from '../federation/remote-send.js';
import { notSentReason, ownerReach } from '../federation/reach.js';
import type { OwnerDeps } from '../federation/send-link.js';
import { checkCallerIdentity } from './caller-identity.js';
import { HttpError } from './http.js';
import type { DaemonContext } from './routes/context.js';

/** How long a remote send waits for the owner's answer unless the caller says (the CLI waits longer). */
export const REMOTE_ANSWER_MS = 60_000;

export function ownerDeps(ctx: Pick<DaemonContext, 'home' | 'leases' | 'log' | 'sendDeps'>): OwnerDeps {
  return {
    identityProblem(sender) {
      const id = checkCallerIdentity([sender]);
      return id.ok ? undefined : id.problem;
    },
    async deliverLocal(req: RemoteSendRequest): Promise<SendResult> {
      let seat;
      try {
        seat = resolveSeat(ctx.home, req.nodeId, { report: () => undefined });
      } catch (err) {
        return {
          outcome: 'refused',
          sent: false,
          reason: 'seat_not_found',
          message: `no seat ${req.seat} (${req.nodeId}) is recorded here: ${(err as Error).message}`,
          seat: req.seat,
          nodeId: req.nodeId,
          outboxIds: [],
          state: null,
          warnings: [],
        };
      }
      const deps: SendDeps = { home: ctx.home, leases: ctx.leases, log: (l) => ctx.log.warn(l), ...ctx.sendDeps };
      const r = await deliver(deps, {
        seat,
        message: req.message,
        sender: req.sender,
        raw: req.raw,
        urgent: req.urgent,
        id: req.id,
      });
      ctx.log.info(
        `remote send from ${req.from} seat=${r.seat} outcome=${r.outcome} reason=${r.reason} ids=${r.outboxIds.join(',') || '-'} sender=${req.sender ?? 'unattributed'}`,
      );
      return r;
    },
  };
}

export interface RemoteSendAsk {
  ref: string;
  message: string;
  sender: string | null;
  raw?: boolean;
  urgent?: boolean;
  answerWithinMs?: number;
}

export async function sendToRemoteSeat(ctx: DaemonContext, ask: RemoteSendAsk): Promise<SendResult> {
  const f = ctx.federation;
  if (f?.state !== 'on')
    throw new HttpError(404, 'seat_not_found', `no seat ${ask.ref} is recorded here, and federation is off`);
  const link = await f.link;
  const m = matchRemoteSeat(link.rows(), ask.ref);
  if (m.kind === 'none') throw new HttpError(404, 'seat_not_found', `no seat ${ask.ref} here or on another host`);
  if (m.kind === 'many')
    throw new HttpError(409, 'seat_ambiguous', `${ask.ref} is a seat on ${m.hosts.join(' and ')}: name its node id`);
  const row = m.row;
  const from = f.host;
  const to = row.host;
  const blocked = ownerReach(link.status().connection, row.hostState);
  if (blocked !== 'ok') return cutOffResult(undefined, row.seat, row.nodeId, to, blocked);
  const id = newOutboxId();
  const kind = ask.urgent ? 'urgent' : 'send';
  const text = sanitizeText(ask.raw ? ask.message : envelope(ask.sender, row.seat, ask.message));
  const where = `remote send from host ${from} to host ${to}`;
  // Saved before anything leaves this host: a daemon killed from here on leaves it `sending`, and
  // the next start makes it indeterminate (recoverSending) — never lost, never sent again.
  await createAttempt(ctx.home, row.nodeId, {
    id,
    destination: row.seat,
    sender: ask.sender,
    kind,
    text,
    warnings: [where],
  });
  const req: RemoteSendRequest = {
    v: 1,
    id,
    from,
    to,
    nodeId: row.nodeId,
    seat: row.seat,
    sender: ask.sender,
    message: ask.message,
    ...(ask.raw ? { raw: true } : {}),
    ...(ask.urgent ? { urgent: true } : {}),
  };
  const waitMs = ask.answerWithinMs ?? REMOTE_ANSWER_MS;
  const answer = await link.remoteSend(req, waitMs);
  const finish = (o: Outcome) =>
    finalizeAttempt(ctx.home, row.nodeId, id, o).catch((err) =>
      ctx.log.warn(`remote send ${id}: the outcome could not be recorded: ${(err as Error).message}`),
    );
  let result: SendResult;
  if (answer === 'cut-off' || answer === 'no-jetstream') {
    // Never stored: it can never be typed later.
    const reason = notSentReason(answer);
    await finish({ state: 'failed', reason, warnings: [`${where}: not sent (${reason})`] });
    result = cutOffResult(id, row.seat, row.nodeId, to, reason);
  } else if (answer === undefined) {
    await finish({ state: 'indeterminate', reason: 'remote_no_answer', warnings: [`${where}: no answer in time`] });
    result = noAnswerResult(id, row.seat, row.nodeId, to, waitMs);
  } else {
    await finish(senderOutcome(answer.result, from, to));
    result = {
      ...answer.result,
      message: `host ${to}: ${answer.result.message}`,
      outboxIds: [id],
      warnings: answer.result.warnings,
    };
  }
  ctx.log.info(`${where} seat=${row.seat} outcome=${result.outcome} reason=${result.reason} id=${id}`);
  return { ...result, remote: { from, to } };
}
