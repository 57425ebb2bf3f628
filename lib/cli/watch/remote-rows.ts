// Pure: another host's seat (the daemon's federation view, lib/federation/remote-view.ts) as a row
// of `rig watch`. A live host's seat shows what its host published, banded as a local seat is; a
// stale or never-heard host's seat reads stale with the host's silence, never its last state, and
// sorts with the seats that are neither busy nor idle. Nothing of a remote seat is read from here:
// no pane, no queue, no spend (the published document carries none of them).
import type { RemoteSeatRow } from '../../federation/remote-view.js';
import type { Attention } from '../../views/attention.js';
import type { WatchRow } from '../../views/watch-model.js';
import type { ContextView } from '../../context-usage/seat-context.js';

function contextOf(c: Extract<RemoteSeatRow, { hostState: 'live' }>['context']): ContextView | null {
  if (!c) return null;
  const state = c.state as ContextView['state'];
  return {
    state,
    ...(c.usedPercent !== null ? { usedPercent: c.usedPercent } : {}),
    ...(c.ageMs !== null ? { ageMs: c.ageMs } : {}),
    text: '',
  };
}

const EVIDENCE = new Set<string>(['hook', 'hook+pane', 'pane']);
const evidenceOf = (source: string): Attention['evidence'] =>
  EVIDENCE.has(source) ? (source as Attention['evidence']) : 'pane';

function bandOf(waits: readonly Attention[], state: string): number {
  if (waits.length) return 0;
  if (state === 'busy') return 1;
  if (state === 'idle') return 2;
  return 3;
}

export function remoteWatchRow(r: RemoteSeatRow): WatchRow {
  const base = {
    ref: r.seat,
    host: r.host,
    runtime: r.runtime,
    spend: null,
    queue: { pending: 0, wake: null },
    compaction: null,
    tmux: { socket: null, session: r.seat, paneId: null },
  };
  if (r.hostState !== 'live')
    return {
      ...base,
      band: 3,
      activity: { state: 'stale', source: 'host', ageMs: r.hostAgeMs, stale: true },
      waits: [],
      pane: 'remote',
      context: null,
      guard: '—',
    };
  const waits: Attention[] = [];
  if (r.permissionStop?.pending === 'request_observed')
    waits.push({ kind: 'permission', evidence: 'hook', what: r.permissionStop.tool, ageMs: r.permissionStop.ageMs });
  else if (r.activity.state === 'needs_input')
    waits.push({
      kind: 'needs_input',
      evidence: evidenceOf(r.activity.source),
      what: r.activity.reason,
      ageMs: r.activity.ageMs,
    });
  if (r.held > 0) waits.push({ kind: 'held', evidence: 'outbox', what: `${r.held} held`, ageMs: null });
  return {
    ...base,
    band: bandOf(waits, r.activity.state),
    activity: { state: r.activity.state, source: r.activity.source, ageMs: r.activity.ageMs, stale: false },
    waits,
    pane: r.pane,
    context: contextOf(r.context),
    guard: r.guard.mode,
  };
}
