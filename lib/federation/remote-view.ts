// The other hosts' seats as a view shows them: what the bucket holds, judged by each host's
// heartbeat. A live host's seat shows its state with ages computed now; a stale (or never heard)
// host's seat shows stale with the heartbeat's age, never its last state. A document filed under
// one host but naming another is dropped: a host speaks only for its own seats. Pure.
import { hostFreshness, type HostFreshness } from './staleness.js';
import type { SeatStateDoc } from './state-doc.js';

/** What the daemon's watch holds: each seat document and each host's heartbeat, with the server's stamps. */
export interface FederationSnapshot {
  seats: { host: string; nodeId: string; doc: SeatStateDoc }[];
  /** host → the server's time of its latest heartbeat (ms). */
  beats: Record<string, number>;
}

export type RemoteSeatRow =
  | {
      host: string;
      hostState: 'live';
      hostAgeMs: number;
      seat: string;
      nodeId: string;
      runtime: string;
      status: string;
      pane: string;
      activity: { state: string; reason: string; source: string; event: string | null; ageMs: number | null };
      context: { state: string; usedPercent: number | null; source: string | null; ageMs: number | null } | null;
      guard: { mode: string; pending: boolean };
      held: number;
      permissionStop: { pending: string; tool: string; actor: string; ageMs: number } | null;
    }
  | {
      host: string;
      hostState: 'stale' | 'unknown';
      /** The heartbeat's age; null when none was ever seen. */
      hostAgeMs: number | null;
      seat: string;
      nodeId: string;
      runtime: string;
    };

const ageOf = (at: string | null, nowMs: number): number | null => {
  if (at === null) return null;
  const t = Date.parse(at);
  return Number.isNaN(t) ? null : Math.max(0, nowMs - t);
};

export function remoteRows(
  snap: FederationSnapshot,
  selfHost: string,
  nowMs: number,
  staleAfterMs?: number,
): RemoteSeatRow[] {
  const out: RemoteSeatRow[] = [];
  const fresh = new Map<string, HostFreshness>();
  for (const { host, nodeId, doc } of snap.seats) {
    if (host === selfHost || doc.host !== host || doc.nodeId !== nodeId) continue;
    let f = fresh.get(host);
    if (!f) {
      f = hostFreshness(snap.beats[host], nowMs, staleAfterMs);
      fresh.set(host, f);
    }
    const base = { host, seat: doc.seat, nodeId, runtime: doc.runtime };
    if (f.state !== 'live') {
      out.push({ ...base, hostState: f.state, hostAgeMs: f.ageMs });
      continue;
    }
    out.push({
      ...base,
      hostState: 'live',
      hostAgeMs: f.ageMs,
      status: doc.status,
      pane: doc.pane,
      activity: {
        state: doc.activity.state,
        reason: doc.activity.reason,
        source: doc.activity.source,
        event: doc.activity.event,
        ageMs: ageOf(doc.activity.since, nowMs),
      },
      context: doc.context
        ? {
            state: doc.context.state,
            usedPercent: doc.context.usedPercent,
            source: doc.context.source,
            ageMs: ageOf(doc.context.sampledAt, nowMs),
          }
        : null,
      guard: doc.guard,
      held: doc.held,
      permissionStop: doc.permissionStop
        ? { ...doc.permissionStop, ageMs: ageOf(doc.permissionStop.observedAt, nowMs) ?? 0 }
        : null,
    });
  }
  return out.sort((a, b) => (a.host === b.host ? a.seat.localeCompare(b.seat) : a.host.localeCompare(b.host)));
}

/** The rows as text lines (rig ps --all): HOST SEAT RUNTIME ACTIVITY GUARD HELD. */
export function remoteTable(rows: readonly RemoteSeatRow[]): string[] {
  const cells = rows.map((r) => {
    if (r.hostState !== 'live')
      return [
        r.host,
        r.seat,
        r.runtime,
        r.hostAgeMs === null ? 'stale (no heartbeat seen)' : `stale (host silent ${Math.round(r.hostAgeMs / 1000)}s)`,
        '-',
        '-',
      ];
    const age = r.activity.ageMs === null ? '' : ` ${Math.round(r.activity.ageMs / 1000)}s`;
    const ctx = r.context?.usedPercent != null ? ` ctx ${r.context.usedPercent}%` : '';
    return [
      r.host,
      r.seat,
      r.runtime,
      `${r.activity.state}·${r.activity.source}${age}${ctx}`,
      r.guard.mode + (r.guard.pending ? '*' : ''),
      String(r.held),
    ];
  });
  const head = ['HOST', 'SEAT', 'RUNTIME', 'ACTIVITY', 'GUARD', 'HELD'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((x, i) => (i === c.length - 1 ? x : x.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), ...cells.map(line)];
}
