// The managed-compaction section of `rig seat status`: the stage and why it waits, for a Claude
// seat (or any seat with a record). Read lock-free from the record; the one call sits in
// lib/views/seat-status.ts, the lines in lib/cli/seat-status.ts.
import { compactionStatePath, type HomePaths } from '../home/paths.js';
import type { SeatRecord } from '../seat/registry.js';
import { readDocument } from '../store/index.js';
import { recordOwesTurn } from './owes.js';
import { compactionStateKind } from './record.js';
import { compactionView } from './view.js';
import { seatRefOf } from '../seat/ref.js';

export interface CompactionStatus {
  stage: string;
  since: string | null;
  waitingFor: string;
  owesTurn: boolean;
  lastOutcome: { result: string; reason: string; at: string } | null;
}

export function compactionStatus(home: HomePaths, seat: SeatRecord): CompactionStatus | undefined {
  let rec;
  try {
    rec = readDocument(compactionStateKind, compactionStatePath(home, seat.nodeId), { onCorrupt: 'fresh' });
  } catch {
    rec = undefined;
  }
  if (!rec && seat.runtime !== 'claude-code') return undefined;
  const v = compactionView(seatRefOf(seat), rec, recordOwesTurn(rec), seat.runtime === 'claude-code');
  return {
    stage: v.stage,
    since: v.since,
    waitingFor: v.waitingFor,
    owesTurn: v.owesTurn,
    lastOutcome: v.lastOutcome
      ? { result: v.lastOutcome.result, reason: v.lastOutcome.reason, at: v.lastOutcome.at }
      : null,
  };
}

/** Pure: the human lines (none for an older daemon's answer without the section). */
export function compactionLines(s: CompactionStatus | undefined): string[] {
  if (!s) return [];
  const lines = [`Compaction: ${s.stage}${s.since ? ` since ${s.since}` : ''} — ${s.waitingFor}`];
  if (s.lastOutcome) lines.push(`  last run: ${s.lastOutcome.result} at ${s.lastOutcome.at}: ${s.lastOutcome.reason}`);
  return lines;
}
