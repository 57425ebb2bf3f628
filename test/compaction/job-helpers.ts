// Shared set-up of the compaction job tests: a throwaway home, a fake clock, a fake
// TickContext whose notify records what would be typed, and the hook evidence written by hand.
import { tempHome, type TestHome } from '../helpers/home.js';
import { hookDoc, writeHookDoc } from '../helpers/hook-doc.js';
import type { SeatRecord } from '../../lib/seat/registry.js';
import { SeatLeases } from '../../lib/delivery/send/lease.js';
import { silentLog } from '../../lib/timers/log.js';
import type { NoticeRequest, TickContext } from '../../lib/timers/contract.js';
import type { SendResult } from '../../lib/delivery/send/contract.js';
import type { CompactionSeams } from '../../lib/compaction/seams.js';
import { updateDocument } from '../../lib/store/index.js';
import { restorePendingKind } from '../../lib/refocus/kinds.js';
import { restoreMarkerFiles } from '../../lib/refocus/keys.js';

export const ENABLED_ENV = { OPENRIG_COMPACTION_ENABLED: 'true' };

export interface FakeTick {
  th: TestHome;
  now: number;
  sent: NoticeRequest[];
  /** The next notify outcomes (default delivered). */
  outcomes: Partial<SendResult>[];
  ctx(): TickContext;
}

export function fakeTick(th: TestHome, startMs: number): FakeTick {
  const leases = new SeatLeases(th.home);
  const f: FakeTick = {
    th,
    now: startMs,
    sent: [],
    outcomes: [],
    ctx: () => ({
      home: th.home,
      now: f.now,
      log: silentLog,
      leases,
      signal: new AbortController().signal,
      async notify(req) {
        f.sent.push(req);
        const o = f.outcomes.shift() ?? {};
        return {
          outcome: 'delivered',
          sent: true,
          reason: 'delivered',
          message: '',
          seat: 'w1@t',
          nodeId: req.seat.nodeId,
          outboxIds: [],
          state: 'complete',
          warnings: [],
          ...o,
        } as SendResult;
      },
    }),
  };
  return f;
}

export const seams = (percent: number | null): Partial<CompactionSeams> => ({
  readUsage: (_h, _s, nowMs) =>
    percent === null
      ? { state: 'unknown', reason: 'no sample' }
      : {
          state: 'known',
          ageMs: 1000,
          sample: {
            usedPercent: percent,
            sampledAt: new Date(nowMs - 1000).toISOString(),
            source: 'statusline',
            sessionId: 'sess-1',
          },
        },
});

/** The seat's Stop hook at `atMs` (explicit idle), with its session id. */
export function idleAt(th: TestHome, seat: SeatRecord, atMs: number): void {
  writeHookDoc(
    th.home,
    hookDoc(
      { nodeId: seat.nodeId, occupant: seat.occupant, name: seat.name, rig: seat.rig },
      { seq: atMs * 1000, session: { id: 'sess-1' } },
    ),
  );
}

/** What the PostCompact hook leaves: this seat's marker stamped at `atMs`. */
export async function postCompactAt(th: TestHome, seat: SeatRecord, atMs: number): Promise<void> {
  const file = restoreMarkerFiles(th.home.restorePending, `${seat.name}@${seat.rig}`).marker;
  await updateDocument(restorePendingKind, file, (cur) => ({
    ...(cur ?? {
      schema: 'restore-pending' as const,
      version: 1 as const,
      sessionName: `${seat.name}@${seat.rig}`,
      sessionId: 'sess-1',
      managedRefocusPending: true,
    }),
    postCompactAt: new Date(atMs).toISOString(),
  }));
}

export { tempHome };
