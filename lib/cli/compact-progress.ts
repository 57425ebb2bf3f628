// What `rig seat compact` shows while it follows the run it armed, and when it stops following.
// Pure: the command reads the record, asks these, and writes through progress.ts.
import type { CompactionRecord } from '../compaction/record.js';
import type { CompactionView } from '../compaction/view.js';
import { escapeRecordedText } from '../util/terminal-text.js';

export type FollowState =
  | { state: 'running' }
  | { state: 'ended'; result: 'done' | 'failed' | 'cancelled'; reason: string }
  /** The record no longer speaks of this run (a relaunch started it afresh). */
  | { state: 'gone' };

export function followState(rec: CompactionRecord | undefined, runId: string): FollowState {
  if (rec?.run?.id === runId) return { state: 'running' };
  const last = rec?.lastOutcome;
  if (last?.runId === runId) return { state: 'ended', result: last.result, reason: last.reason };
  return { state: 'gone' };
}

const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));

/**
 * The stage line: `key` names the stage and what it waits for (a new one per stage: one line each
 * on a pipe); `line` adds, on a terminal, the time in the stage and its bound.
 */
export function compactStageLine(
  view: Pick<CompactionView, 'seat' | 'stage' | 'since' | 'waitingFor'>,
  o: { nowMs: number; boundMs?: number; live: boolean },
): { line: string; key: string } {
  const key = escapeRecordedText(`${view.seat} compaction: ${view.stage} — ${view.waitingFor}`);
  const bound = o.boundMs !== undefined ? `up to ${seconds(o.boundMs)} s` : '';
  const since = view.since ? Date.parse(view.since) : Number.NaN;
  if (!o.live || Number.isNaN(since)) return { key, line: bound ? `${key} (${bound})` : key };
  const elapsed = `${seconds(o.nowMs - since)} s`;
  return { key, line: `${key} (${bound ? `${elapsed}, ${bound}` : elapsed})` };
}
