// Rows and models for the rig watch suites: a test names only the fields it relies on.
import type { WatchModel, WatchRow } from '../../lib/views/watch-model.js';
import { totalSpend } from '../../lib/views/watch-model.js';

export function row(ref: string, over: Partial<WatchRow> = {}): WatchRow {
  return {
    ref,
    host: null,
    runtime: 'claude-code',
    band: 2,
    activity: { state: 'idle', source: 'hook', ageMs: 12_000, stale: false },
    waits: [],
    pane: 'ready',
    context: null,
    spend: null,
    guard: 'off',
    queue: { pending: 0, wake: null },
    compaction: null,
    tmux: { socket: '/tmp/s', session: ref, paneId: '%1' },
    ...over,
  };
}

export function model(rows: WatchRow[]): WatchModel {
  const count = (b: number) => rows.filter((r) => r.band === b).length;
  return {
    counts: { seats: rows.length, attention: count(0), busy: count(1), idle: count(2), other: count(3) },
    spend: totalSpend(rows.map((r) => r.spend)),
    rows,
  };
}
