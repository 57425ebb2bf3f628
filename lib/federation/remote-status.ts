// `rig seat status REF` for a seat another host owns: which remote row a ref names, and the lines
// that show it (with its host; a stale host's seat as stale with the silence, never its last state).
// Pure.
import type { RemoteSeatRow } from './remote-view.js';

export type RemoteMatch = { kind: 'one'; row: RemoteSeatRow } | { kind: 'none' } | { kind: 'many'; hosts: string[] };

/** A ref is `name@rig` or a node id; `name@rig` on two hosts is ambiguous (the node id is not). */
export function matchRemoteSeat(rows: readonly RemoteSeatRow[], ref: string): RemoteMatch {
  const found = rows.filter((r) => r.seat === ref || r.nodeId === ref);
  if (found.length === 0) return { kind: 'none' };
  if (found.length === 1) return { kind: 'one', row: found[0]! };
  return { kind: 'many', hosts: found.map((r) => r.host) };
}

const secs = (ms: number | null) => (ms === null ? 'unknown' : `${Math.round(ms / 1000)}s`);

export function remoteStatusLines(r: RemoteSeatRow): string[] {
  const head = `${r.seat}  (${r.nodeId}, ${r.runtime}, on host ${r.host})`;
  if (r.hostState !== 'live')
    return [
      head,
      r.hostAgeMs === null
        ? `Stale: no heartbeat from host ${r.host} has been seen; its seats' state is not known`
        : `Stale: host ${r.host} has been silent for ${secs(r.hostAgeMs)}; its seats' state is not known`,
    ];
  const lines = [
    head,
    `Typing guard: ${r.guard.mode}${r.guard.pending ? ' (activation pending)' : ''}; ${r.held} held`,
    `Activity: ${r.activity.state} (${r.activity.reason}; ${r.activity.source}${r.activity.ageMs === null ? '' : `, ${secs(r.activity.ageMs)} ago`})`,
    `Pane: ${r.pane}; record ${r.status}`,
  ];
  if (r.context)
    lines.push(
      `Context: ${r.context.usedPercent === null ? r.context.state : `${r.context.usedPercent}%`}${r.context.ageMs === null ? '' : ` (${secs(r.context.ageMs)} ago)`}`,
    );
  if (r.permissionStop)
    lines.push(
      `Permission stop: ${r.permissionStop.tool} (${r.permissionStop.pending}, ${r.permissionStop.actor}, ${secs(r.permissionStop.ageMs)} ago)`,
    );
  lines.push(`Heard from host ${r.host} ${secs(r.hostAgeMs)} ago`);
  return lines;
}
