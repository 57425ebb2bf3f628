// Pure: one observation merged into the occupant's document. Each field keeps the newest run by
// seq, so a run that finishes late (Notification is fire-and-forget; two hooks of one turn run
// concurrently) never regresses what a newer run recorded; an equal seq keeps what is there.
// A seq from the future (past the skew at the merge's clock: a clock stepped back since, or a
// forged line) is never newer than a believable one, so real hooks after it still count.
// Activity ranks a deciding run above one that keeps the last state (lib/activity/map.ts), then by
// seq: so news never erases a known state, and the fold stays order-free.
import { UNCHANGED } from '../store/document.js';
import { isFutureStamp } from '../util/clock-clamp.js';
import type { HookActivity, HookObservation, SeatHooksDoc } from './contract.js';
import { mapActivity } from './map.js';

/** How many UserPromptSubmit hashes a document keeps (newest last). */
export const PROMPTS_KEPT = 8;

export const UNKNOWN_PLUGIN = 'unknown';

function activityOf(obs: HookObservation, m = mapActivity(obs.event, obs.subtype)): HookActivity {
  const a: HookActivity = { state: m.state, reason: m.reason, event: obs.event, seq: obs.seq, at: obs.observedAt };
  if (obs.subtype !== undefined) a.subtype = obs.subtype;
  if (m.errorKind !== undefined) a.errorKind = m.errorKind;
  return a;
}

/**
 * Whether a run's activity replaces the stored one (nowMs: the clock seqs are judged by): deciding
 * beats kept, then the newer seq wins (compareSeq: a future seq is never the newer).
 */
export function replacesActivity(stored: HookActivity, run: { keep?: true; seq: number }, nowMs: number): boolean {
  const storedKept = mapActivity(stored.event, stored.subtype).keep === true;
  const runKept = run.keep === true;
  if (storedKept !== runKept) return storedKept;
  return compareSeq(run.seq, stored.seq, nowMs) > 0;
}

function lastHookOf(obs: HookObservation): SeatHooksDoc['lastHook'] {
  return obs.subtype !== undefined
    ? { event: obs.event, subtype: obs.subtype, seq: obs.seq, at: obs.observedAt }
    : { event: obs.event, seq: obs.seq, at: obs.observedAt };
}

function sessionOf(obs: HookObservation): SeatHooksDoc['session'] {
  if (obs.sessionId === undefined) return undefined;
  const s: NonNullable<SeatHooksDoc['session']> = { id: obs.sessionId, seq: obs.seq, at: obs.observedAt };
  if (obs.event === 'SessionStart' && obs.subtype !== undefined) s.source = obs.subtype;
  if (obs.transcriptPath !== undefined) s.transcriptPath = obs.transcriptPath;
  return s;
}

/**
 * The order of two seqs (µs since the epoch) at nowMs (ms): negative when `a` is older. A
 * believable seq is newer than a future one whatever their values; otherwise by seq.
 */
export function compareSeq(a: number, b: number, nowMs: number): number {
  const fa = isFutureStamp(a / 1000, nowMs);
  const fb = isFutureStamp(b / 1000, nowMs);
  if (fa !== fb) return fa ? -1 : 1;
  return a - b;
}

/** The new document, or UNCHANGED when the observation adds nothing newer (nowMs: the clock seqs are judged by). */
export function mergeObservation(
  doc: SeatHooksDoc | undefined,
  obs: HookObservation,
  nowMs: number,
): SeatHooksDoc | typeof UNCHANGED {
  if (doc === undefined) {
    const fresh: SeatHooksDoc = {
      schema: 'seat-hooks',
      version: 1,
      nodeId: obs.nodeId,
      occupant: obs.occupant,
      seat: obs.seat,
      runtime: obs.runtime,
      firstLaunch: {
        at: obs.observedAt,
        seq: obs.seq,
        event: obs.event,
        pluginVersion: obs.plugin?.version ?? UNKNOWN_PLUGIN,
        bundleHash: obs.plugin?.bundleHash ?? UNKNOWN_PLUGIN,
      },
      lastHook: lastHookOf(obs),
      activity: activityOf(obs),
    };
    const session = sessionOf(obs);
    if (session) fresh.session = session;
    if (obs.promptHash !== undefined) fresh.prompts = [{ hash: obs.promptHash, seq: obs.seq, at: obs.observedAt }];
    return fresh;
  }
  let changed = false;
  const next: SeatHooksDoc = { ...doc };
  if (compareSeq(obs.seq, doc.lastHook.seq, nowMs) > 0) {
    next.lastHook = lastHookOf(obs);
    changed = true;
  }
  const mapped = mapActivity(obs.event, obs.subtype);
  if (replacesActivity(doc.activity, { keep: mapped.keep, seq: obs.seq }, nowMs)) {
    next.activity = activityOf(obs, mapped);
    changed = true;
  }
  // SessionStart names the session; any other event fills it only while none is known.
  const session = sessionOf(obs);
  if (
    session &&
    (doc.session === undefined || (obs.event === 'SessionStart' && compareSeq(obs.seq, doc.session.seq, nowMs) > 0))
  ) {
    next.session = session;
    changed = true;
  }
  if (obs.promptHash !== undefined) {
    const prompts = doc.prompts ?? [];
    const known = prompts.some((p) => p.seq === obs.seq && p.hash === obs.promptHash);
    const oldest = prompts.length >= PROMPTS_KEPT ? prompts[0]!.seq : -Infinity;
    if (!known && obs.seq > oldest) {
      const merged = [...prompts, { hash: obs.promptHash, seq: obs.seq, at: obs.observedAt }].sort(
        (a, b) => a.seq - b.seq,
      );
      next.prompts = merged.slice(-PROMPTS_KEPT);
      changed = true;
    }
  }
  return changed ? next : UNCHANGED;
}
