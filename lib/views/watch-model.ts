// The rig-wide model `rig watch` draws and streams: one row per seat from its readings (the status
// read model, its queue and wake, its spend), seats that need a person first, then busy, then idle,
// and a header with the counts and the total spend. Pure: the reading is lib/views/watch-read.ts.
import type { SeatDeliveryStatus } from './seat-status.js';
import { attentionBand, attentionOf, type Attention } from './attention.js';
import type { ContextView } from '../context-usage/seat-context.js';
import { compareText } from '../util/compare-text.js';

/** What the runtime reports a seat has spent: Claude's status line a cost, Codex's rollout tokens. */
export interface Spend {
  usd?: number;
  tokens?: number;
}

/** One seat's readings, as the edge gathers them. */
export interface SeatReading {
  status: SeatDeliveryStatus;
  /** Queue rows addressed to the seat still pending, and the state of its newest active wake. */
  queue: { pending: number; wake: string | null };
  /** null: the runtime reports nothing (a terminal, no sample yet, a stale sample). */
  spend: Spend | null;
  /** Where Enter takes the operator. */
  tmux: { socket: string | null; session: string };
}

export interface WatchActivity {
  state: string;
  /** hook, pane, hook+pane: whose word it is. */
  source: string;
  ageMs: number | null;
  /** The hook's record is too old (or from the future) to be the seat's state: shown as stale. */
  stale: boolean;
}

export interface WatchRow {
  ref: string;
  /** The host the seat runs on when it is another host's (federation); null for this host's own. */
  host: string | null;
  runtime: string;
  /** 0 needs a person, 1 busy, 2 idle, 3 anything else (unknown, no pane). */
  band: number;
  activity: WatchActivity;
  /** What it waits for a person on, most pressing first (lib/views/attention.ts). */
  waits: Attention[];
  pane: string;
  context: ContextView | null;
  spend: Spend | null;
  guard: string;
  queue: { pending: number; wake: string | null };
  /** Managed compaction's stage; null where it is not offered or idle. */
  compaction: string | null;
  tmux: { socket: string | null; session: string; paneId: string | null };
}

export interface WatchModel {
  counts: { seats: number; attention: number; busy: number; idle: number; other: number };
  /** Summed over the seats that report it; null when none does. */
  spend: Spend | null;
  rows: WatchRow[];
}

/** Pure: a seat's activity with its staleness named (a stale hook record is never shown as a state). */
export function watchActivity(s: SeatDeliveryStatus): WatchActivity {
  const a = s.activity;
  const hookDecided = a.source === 'hook' || a.source === 'hook+pane';
  const stale = a.state === 'unknown' && a.hook?.stale === true;
  return {
    state: stale ? 'stale' : a.state,
    source: a.source,
    ageMs: hookDecided ? (a.ageMs ?? null) : stale ? (a.hook?.ageMs ?? null) : null,
    stale,
  };
}

/** Compaction steps that are not news (lib/compaction/record.ts STEPS): no record, or armed and waiting for the threshold. */
const QUIET_STAGES = new Set(['none', 'armed']);

function compactionOf(s: SeatDeliveryStatus): string | null {
  const stage = s.compaction?.stage;
  return stage && !QUIET_STAGES.has(stage) ? stage : null;
}

/** Pure: one seat's row. */
export function watchRow(r: SeatReading): WatchRow {
  const s = r.status;
  return {
    ref: s.seat,
    host: null,
    runtime: s.runtime,
    band: attentionBand(s),
    activity: watchActivity(s),
    waits: attentionOf(s),
    pane: s.pane.state,
    context: s.context,
    spend: r.spend,
    guard: s.typingGuard.effectiveMode,
    queue: r.queue,
    compaction: compactionOf(s),
    tmux: { socket: r.tmux.socket, session: r.tmux.session, paneId: s.pane.paneId },
  };
}

/** Pure: sums what the seats report; a figure nobody reports stays absent. */
export function totalSpend(spends: readonly (Spend | null)[]): Spend | null {
  let usd: number | undefined;
  let tokens: number | undefined;
  for (const s of spends) {
    if (s?.usd !== undefined) usd = (usd ?? 0) + s.usd;
    if (s?.tokens !== undefined) tokens = (tokens ?? 0) + s.tokens;
  }
  if (usd === undefined && tokens === undefined) return null;
  return { ...(usd !== undefined ? { usd } : {}), ...(tokens !== undefined ? { tokens } : {}) };
}

/**
 * Pure: the whole view, rows in band order and by ref within a band (a stable order to move in),
 * this host's seats before another host's of the same ref. `remote`: other hosts' rows, made by the
 * caller from the daemon's federation view (lib/cli/watch/remote-rows.ts).
 */
export function watchModel(readings: readonly SeatReading[], remote: readonly WatchRow[] = []): WatchModel {
  const rows = [...readings.map(watchRow), ...remote].sort(
    (a, b) => a.band - b.band || compareText(a.ref, b.ref) || compareText(a.host ?? '', b.host ?? ''),
  );
  const count = (band: number) => rows.filter((r) => r.band === band).length;
  return {
    counts: { seats: rows.length, attention: count(0), busy: count(1), idle: count(2), other: count(3) },
    spend: totalSpend(rows.map((r) => r.spend)),
    rows,
  };
}
