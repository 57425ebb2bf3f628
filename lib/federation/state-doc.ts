// The state document a host publishes for one of its seats, built from the seat status read model
// (lib/views/seat-status.ts, which already reconciles hook and screen): only what issue 26 lists —
// the seat, its host, runtime, activity with source and age, context, guard mode, held count and
// the permission stop's descriptor. Never drafts, tool input, reasons or paths. Ages travel as
// times (`since`), so a reader computes the age at its own moment. Pure.
import type { SeatDeliveryStatus } from '../views/seat-status.js';

export const STATE_DOC_VERSION = 1;

export interface SeatStateDoc {
  v: typeof STATE_DOC_VERSION;
  host: string;
  seat: string;
  nodeId: string;
  runtime: string;
  status: string;
  pane: string;
  activity: { state: string; reason: string; source: string; event: string | null; since: string | null };
  context: { state: string; usedPercent: number | null; source: string | null; sampledAt: string | null } | null;
  guard: { mode: string; pending: boolean };
  held: number;
  /** The latest permission request's fixed descriptor (tool name, actor kind), never its input. */
  permissionStop: { pending: string; tool: string; actor: string; observedAt: string } | null;
  publishedAt: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function seatStateDoc(s: SeatDeliveryStatus, host: string, nowMs: number): SeatStateDoc {
  const stop = s.permission_stop;
  return {
    v: STATE_DOC_VERSION,
    host,
    seat: s.seat,
    nodeId: s.nodeId,
    runtime: s.runtime,
    status: s.status,
    pane: s.pane.state,
    activity: {
      state: s.activity.state,
      reason: s.activity.reason,
      source: s.activity.source,
      event: s.activity.event ?? null,
      // Whole seconds: the hook's stamp is fixed, so the time is too, publish after publish.
      since: s.activity.ageMs === undefined ? null : iso(Math.floor((nowMs - s.activity.ageMs) / 1000) * 1000),
    },
    context: s.context
      ? {
          state: s.context.state,
          usedPercent: s.context.usedPercent ?? null,
          source: s.context.source ?? null,
          sampledAt: s.context.sampledAt ?? null,
        }
      : null,
    guard: { mode: s.typingGuard.effectiveMode, pending: s.typingGuard.pending },
    held: s.typingGuard.heldCount,
    permissionStop:
      stop.state === 'observed'
        ? { pending: stop.pending, tool: stop.tool.name, actor: stop.actor.category, observedAt: stop.observed_at }
        : null,
    publishedAt: iso(nowMs),
  };
}

/** Does the new document say something the last one did not? (The publish time alone is no change;
 *  a `since` that moved by the rounding of one second is none either.) */
export function stateChanged(prev: SeatStateDoc | undefined, next: SeatStateDoc): boolean {
  if (!prev) return true;
  const a = { ...prev, publishedAt: '', activity: { ...prev.activity, since: null } };
  const b = { ...next, publishedAt: '', activity: { ...next.activity, since: null } };
  if (JSON.stringify(a) !== JSON.stringify(b)) return true;
  const sa = prev.activity.since === null ? null : Date.parse(prev.activity.since);
  const sb = next.activity.since === null ? null : Date.parse(next.activity.since);
  if (sa === null || sb === null) return sa !== sb;
  return Math.abs(sa - sb) > 1000;
}

/** A document read from the bucket, checked for shape before a view trusts a field of it. */
export function isSeatStateDoc(x: unknown): x is SeatStateDoc {
  const d = x as SeatStateDoc;
  return (
    !!d &&
    typeof d === 'object' &&
    d.v === STATE_DOC_VERSION &&
    typeof d.host === 'string' &&
    typeof d.seat === 'string' &&
    typeof d.nodeId === 'string' &&
    typeof d.runtime === 'string' &&
    !!d.activity &&
    typeof d.activity.state === 'string' &&
    !!d.guard &&
    typeof d.held === 'number'
  );
}
