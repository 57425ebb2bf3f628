// The daemon's managed-compaction timer job: for every seat with something to do, read the record
// and the observation, ask transition.ts, write the record, and send at most one step through
// TickContext.notify (the lease and the typing guard). The record is written before a send begins
// (with the attempt's outbox id) and after it ends, so a restart resumes at the same step and
// never types a step twice: a dangling attempt is resolved from its outbox record.
import { rmSync } from 'node:fs';
import { compactionStatePath, type Env, type HomePaths } from '../home/paths.js';
import { listSeats, type SeatRecord } from '../seat/registry.js';
import { readDocument, updateDocument, UNCHANGED } from '../store/index.js';
import { getRecord } from '../delivery/outbox/outbox.js';
import { seatRefOf } from '../seat/ref.js';
import { restoreMarkerFiles } from '../refocus/keys.js';
import { writeRestoreMarker } from '../refocus/restore-marker.js';
import { restorePendingKind } from '../refocus/kinds.js';
import { crypto } from '../util/lazy-builtins.js';
import type { TickContext, TimerJob } from '../timers/contract.js';
import { COMPACTION_TICK_MS, SEND_IDLE_WAIT_MS } from './constants.js';
import { readExtraFile } from './extra-file.js';
import { messageFor } from './messages.js';
import { observeSeat, readPolicy } from './observe.js';
import { compactionStateKind, type CompactionRecord, type SendStep } from './record.js';
import { defaultSeams, type CompactionSeams } from './seams.js';
import { afterSend, decide, freshRecord, resolveAttempt, type SendOutcomeWord } from './transition.js';

export interface CompactionJobOptions {
  seams?: Partial<CompactionSeams>;
  /** The daemon's environment (policy overrides). */
  env?: Env;
  tickMs?: number;
}

export const newRunId = () => `r${Date.now().toString(36)}-${crypto().randomBytes(3).toString('hex')}`;

export function readRecord(home: HomePaths, nodeId: string): CompactionRecord | undefined {
  return readDocument(compactionStateKind, compactionStatePath(home, nodeId), { onCorrupt: 'fresh' });
}

/** Writes `next` unless the record changed under us (a manual request armed a new run meanwhile). */
async function commit(home: HomePaths, seen: CompactionRecord | undefined, next: CompactionRecord): Promise<boolean> {
  let written = false;
  await updateDocument(
    compactionStateKind,
    compactionStatePath(home, next.nodeId),
    (cur) => {
      const same =
        (cur?.run?.id ?? null) === (seen?.run?.id ?? null) && (cur?.step ?? 'armed') === (seen?.step ?? 'armed');
      if (!same) return UNCHANGED;
      if (cur && JSON.stringify(stripMeta(cur)) === JSON.stringify(stripMeta(next))) return UNCHANGED;
      written = true;
      return next;
    },
    { onCorrupt: 'fresh' },
  );
  return written;
}

function stripMeta(r: CompactionRecord): unknown {
  const { revision: _r, updatedAt: _u, ...rest } = r as CompactionRecord & { revision?: unknown; updatedAt?: unknown };
  return rest;
}

/** A seat worth a look: a Claude seat with policy on, or any seat with a record (a run may be owed). */
function worthALook(home: HomePaths, seat: SeatRecord, enabled: boolean): CompactionRecord | undefined | false {
  const rec = readRecord(home, seat.nodeId);
  if (rec) return rec;
  return seat.runtime === 'claude-code' && enabled ? undefined : false;
}

export function compactionJob(opts: CompactionJobOptions = {}): TimerJob {
  const seams: CompactionSeams = { ...defaultSeams(), ...opts.seams };
  const env = opts.env ?? process.env;
  const tickMs = opts.tickMs ?? COMPACTION_TICK_MS;
  const lastLook = new Map<string, number>();
  return {
    name: 'compaction',
    async tick(ctx: TickContext) {
      const policy = readPolicy(ctx.home, env);
      const enabled = policy.valid && policy.policy.enabled;
      for (const seat of ctx.seats?.() ?? listSeats(ctx.home)) {
        if (ctx.signal.aborted) return;
        const last = lastLook.get(seat.nodeId);
        if (last !== undefined && ctx.now - last < tickMs) continue;
        try {
          const rec = worthALook(ctx.home, seat, enabled);
          if (rec === false) continue;
          lastLook.set(seat.nodeId, ctx.now);
          await stepSeat(ctx, seat, rec, seams, env);
        } catch (err) {
          ctx.log.warn(`compaction seat=${seatRefOf(seat)} error=${(err as Error).message}`);
        }
      }
    },
  };
}

/** One seat, one tick. Exported for tests. */
export async function stepSeat(
  ctx: TickContext,
  seat: SeatRecord,
  found: CompactionRecord | undefined,
  seams: CompactionSeams,
  env: Env,
): Promise<CompactionRecord> {
  const home = ctx.home;
  let rec = found ?? freshRecord(seat.nodeId, seatRefOf(seat), seat.occupant, ctx.now);
  // A send that began before a restart: its outbox record says whether it happened.
  if (rec.attempt) {
    const a = rec.attempt;
    const state = safeState(home, seat.nodeId, a.id);
    const resolved = resolveAttempt(state);
    const next = afterSend(
      rec,
      a.step,
      resolved === 'sent' ? 'indeterminate' : 'failed',
      `resumed: outbox ${state ?? 'missing'}`,
      ctx.now,
    );
    await commit(home, found, next);
    ctx.log.info(
      `compaction seat=${rec.seat} resumed attempt step=${a.step} outbox=${state ?? 'missing'} -> ${next.step}`,
    );
    found = next;
    rec = next;
  }
  const obs = observeSeat(home, seat, ctx.now, env, seams, newRunId());
  const d = decide(rec, obs);
  if (d.clearExpected || !['await-idle', 'await-postcompact'].includes(d.next.step)) clearExpected(home, d.next.seat);
  if (d.next.step === 'cooldown' && rec.step !== 'cooldown') await endManagedHold(home, d.next.seat);
  if (!d.send) {
    if (found || d.next.step !== 'armed' || d.next.lastOutcome) await commit(home, found, d.next);
    return d.next;
  }
  const step = d.send;
  const id = `cmp-${d.next.run?.id ?? 'run'}-${step}-${ctx.now.toString(36)}`;
  const before: CompactionRecord = { ...d.next, attempt: { step, id, at: new Date(ctx.now).toISOString() } };
  if (!(await commit(home, found, before))) return readRecord(home, seat.nodeId) ?? d.next;
  if (step === 'compact') await writeExpected(home, before, obs.sessionId);
  const policy = obs.policy.policy;
  const msg = messageFor(step, {
    seat: before.seat,
    policy,
    usedPercent: before.run?.usedPercent,
    thresholdPercent: before.run?.thresholdPercent,
    origin: before.run?.origin ?? 'manual',
    markerPath: restoreMarkerFiles(home.restorePending, before.seat).marker,
    extra: step === 'restore' ? readExtraFile(home, before.seat) : undefined,
  });
  let outcome: SendOutcomeWord = 'failed';
  let reason = 'send_failed';
  try {
    const r = await ctx.notify({
      seat,
      message: msg.text,
      raw: msg.raw,
      kind: 'notice',
      waitForIdleMs: SEND_IDLE_WAIT_MS,
      id,
      signal: ctx.signal,
    });
    outcome = r.outcome;
    reason = r.reason;
  } catch (err) {
    reason = `send_failed: ${(err as Error).message}`;
  }
  const after = afterSend(before, step, outcome, reason, ctx.now);
  await commit(home, before, after);
  if (after.step === 'cooldown') await endManagedHold(home, after.seat);
  ctx.log.info(
    `compaction seat=${before.seat} run=${before.run?.id ?? '-'} step=${step} outcome=${outcome} reason=${reason} -> ${after.step}`,
  );
  return after;
}

function safeState(home: HomePaths, nodeId: string, id: string): string | undefined {
  try {
    return getRecord(home, nodeId, id)?.state;
  } catch {
    return undefined;
  }
}

/** The early sentinel the refocus hook and PreCompact read first: this seat, this session. */
async function writeExpected(home: HomePaths, rec: CompactionRecord, sessionId: string | null) {
  if (!sessionId) return; // PreCompact then reads the record's compact attempt instead.
  await writeRestoreMarker(
    home,
    {
      sessionName: rec.seat,
      sessionId,
      managedRefocusPending: true,
      createdAt: new Date().toISOString(),
      nodeId: rec.nodeId,
      runId: rec.run?.id ?? null,
    },
    { expected: true },
  );
}

/**
 * A run ended: this seat's marker no longer speaks for a managed compaction, so a later /compact
 * whose PreCompact did not run (and so left the marker as it was) is not held as managed.
 */
async function endManagedHold(home: HomePaths, seat: string) {
  const file = restoreMarkerFiles(home.restorePending, seat).marker;
  await updateDocument(
    restorePendingKind,
    file,
    (cur) => (cur?.managedRefocusPending ? { ...cur, managedRefocusPending: false } : UNCHANGED),
    { onCorrupt: 'fresh' },
  );
}

function clearExpected(home: HomePaths, seat: string) {
  rmSync(restoreMarkerFiles(home.restorePending, seat).expected, { force: true });
}

export type { SendStep };
