// A fake TickContext for the timer jobs: a fixed clock, a notify double that records each request
// and answers with what the test says, and a log kept in memory.
import type { NoticeRequest, TickContext } from '../../lib/timers/contract.js';
import type { SendResult } from '../../lib/delivery/send/contract.js';
import { SeatLeases } from '../../lib/delivery/send/lease.js';
import type { HomePaths } from '../../lib/home/paths.js';

export interface NotifyDouble {
  calls: NoticeRequest[];
  /** The answer to the next calls (a function sees the request). */
  answer: (req: NoticeRequest) => SendResult | Promise<SendResult>;
  notify(req: NoticeRequest): Promise<SendResult>;
}

export function delivered(req: NoticeRequest, o: Partial<SendResult> = {}): SendResult {
  return {
    outcome: 'delivered',
    sent: true,
    reason: 'delivered',
    message: 'Sent.',
    seat: `${req.seat.name}@${req.seat.rig}`,
    nodeId: req.seat.nodeId,
    outboxIds: req.id ? [req.id] : [],
    state: 'complete',
    warnings: [],
    ...o,
  };
}

export function notifyDouble(): NotifyDouble {
  const d: NotifyDouble = {
    calls: [],
    answer: (req) => delivered(req),
    async notify(req) {
      d.calls.push(req);
      return d.answer(req);
    },
  };
  return d;
}

export interface FakeTick {
  ctx(now: number): TickContext;
  lines: string[];
}

export function fakeTick(home: HomePaths, notify: (req: NoticeRequest) => Promise<SendResult>): FakeTick {
  const lines: string[] = [];
  const leases = new SeatLeases(home);
  const log = {
    info: (m: string) => lines.push(`info ${m}`),
    warn: (m: string) => lines.push(`warn ${m}`),
    error: (m: string) => lines.push(`error ${m}`),
  };
  return {
    lines,
    ctx: (now) => ({ home, now, log, leases, notify, signal: new AbortController().signal }),
  };
}
