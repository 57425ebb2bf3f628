// The reads behind a tick's needs, per running seat (the decisions are needs.ts's). The seat's wait
// is read through the seat-status model (hook record reconciled with the screen, attentionOf),
// but only for a seat whose fresh hook record says it waits or says running right after an event a
// menu may follow (screenWorthReading), or whose wait is already an open episode: the screen is a
// tmux call per seat, and a screen guess alone never opens an episode. The
// outbox, the queue and compaction records change rarely and cost a directory of reads: they are
// read every SLOW_SOURCES_MS per seat, and reused in between.
import type { HomePaths } from '../home/paths.js';
import type { SeatRecord } from '../seat/registry.js';
import { seatRefOf } from '../seat/ref.js';
import { seatStatus } from '../views/seat-status.js';
import { attentionOf } from '../views/attention.js';
import { hookReadingOf, openRowsOf } from '../watchdog/seat-facts.js';
import { listRecords } from '../delivery/outbox/outbox.js';
import { compactionStatus } from '../compaction/status-section.js';
import {
  compactionNeed,
  heldNeed,
  IDLE_WITH_ROWS_MS,
  idleWithRowsNeed,
  indeterminateNeeds,
  screenWorthReading,
  waitingNeed,
} from './needs.js';
import type { Need } from './need.js';
import type { DocCache } from '../store/doc-cache.js';

export const SLOW_SOURCES_MS = 5000;

export interface SlowCache {
  get(seat: string): { at: number; needs: Need[] } | undefined;
  set(seat: string, v: { at: number; needs: Need[] }): void;
}

export interface GatherInput {
  home: HomePaths;
  seats: readonly SeatRecord[];
  now: number;
  /** Seats whose wait is an open episode: their screen is read whatever the hook says. */
  waiting: ReadonlySet<string>;
  slow: SlowCache;
  /** Hook records and queue indexes unchanged since the last tick are not parsed again. */
  docs?: DocCache;
  report(message: string): void;
}

export async function gatherNeeds(input: GatherInput): Promise<Need[]> {
  const { home, now } = input;
  const needs: Need[] = [];
  for (const rec of input.seats) {
    if (rec.status !== 'running') continue;
    const ref = seatRefOf(rec);
    try {
      const hook = hookReadingOf(home, rec, now, input.docs);
      const fresh = hook && !hook.stale && hook.ageMs !== null;
      if (screenWorthReading(hook, input.waiting.has(ref))) {
        const w = waitingNeed(ref, attentionOf(await seatStatus(home, rec)), now);
        if (w) needs.push(w);
      }
      if (fresh && hook.state === 'idle' && hook.ageMs! >= IDLE_WITH_ROWS_MS) {
        const pending = openRowsOf(home, ref, input.report, input.docs).filter((r) => r.state === 'pending').length;
        const n = idleWithRowsNeed(ref, hook, pending, now);
        if (n) needs.push(n);
      }
      needs.push(...slowNeeds(input, rec, ref));
    } catch (err) {
      input.report(`notify: ${ref}: ${(err as Error).message}`);
    }
  }
  return needs;
}

function slowNeeds(input: GatherInput, rec: SeatRecord, ref: string): Need[] {
  const cached = input.slow.get(ref);
  if (cached && input.now - cached.at < SLOW_SOURCES_MS && input.now >= cached.at) return cached.needs;
  const records = listRecords(input.home, rec.nodeId);
  const needs: Need[] = [];
  const held = heldNeed(
    ref,
    records.filter((r) => r.state === 'held'),
  );
  if (held) needs.push(held);
  needs.push(...indeterminateNeeds(ref, records, input.now));
  const c = compactionNeed(ref, compactionStatus(input.home, rec)?.lastOutcome, input.now);
  if (c) needs.push(c);
  input.slow.set(ref, { at: input.now, needs });
  return needs;
}
