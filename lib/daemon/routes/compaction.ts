// Managed compaction's routes: POST /api/seat/compact/:seatRef arms a manual run (the timer job
// drives it); GET /api/seat/compaction/:seatRef shows the stage. The actor is X-OpenRig-Session.
import type { HomePaths } from '../../home/paths.js';
import { seatFor } from '../seat-param.js';
import { seatRefOf } from '../../seat/ref.js';
import { armCompaction, readCompactionRecord } from '../../compaction/arm.js';
import { compactionView } from '../../compaction/view.js';
import { recordOwesTurn } from '../../compaction/owes.js';
import { defaultSeams, type CompactionSeams } from '../../compaction/seams.js';
import { HttpError, type Handler } from '../http.js';
import type { DaemonLog } from '../../timers/log.js';

export interface CompactionRouteDeps {
  home: HomePaths;
  log: DaemonLog;
  seams?: Partial<CompactionSeams>;
  now?: () => number;
}

/** Pure: the request body's wait, in ms (`waitForIdleMs`, or `waitForIdle` in seconds). */
export function waitOf(body: unknown): number | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'invalid_body', 'the request body must be a JSON object');
  const b = body as Record<string, unknown>;
  const extra = Object.keys(b).filter((k) => k !== 'waitForIdleMs' && k !== 'waitForIdle');
  if (extra.length) throw new HttpError(400, 'invalid_body', `unknown field ${extra.join(', ')}`);
  const raw = b.waitForIdleMs ?? (typeof b.waitForIdle === 'number' ? b.waitForIdle * 1000 : b.waitForIdle);
  if (raw === undefined) return undefined;
  if (typeof raw !== 'number' || !Number.isFinite(raw) || raw <= 0)
    throw new HttpError(400, 'invalid_wait_for_idle', 'wait-for-idle must be a positive number of seconds');
  return Math.ceil(raw);
}

/** POST /api/seat/compact/:seatRef: arms a manual run, answered 202 with the stage. */
export function armCompactionRoute(deps: CompactionRouteDeps): Handler {
  const seams: CompactionSeams = { ...defaultSeams(), ...deps.seams };
  const now = deps.now ?? Date.now;
  return async (req) => {
    const waitForIdleMs = waitOf(req.body);
    const seat = seatFor(deps.home, req.params.seatRef!);
    const answer = await armCompaction(deps.home, seat, { waitForIdleMs, session: req.session, nowMs: now() }, seams);
    deps.log.info(
      `compaction arm seat=${seatRefOf(seat)} ok=${answer.ok} ${answer.ok ? `run=${answer.record.run?.id}` : `reason=${answer.reason}`} caller=${req.session ?? 'unattributed'}`,
    );
    if (!answer.ok) throw new HttpError(answer.status, answer.reason, answer.message);
    return { status: 202, body: compactionView(seatRefOf(seat), answer.record, recordOwesTurn(answer.record)) };
  };
}

/** GET /api/seat/compaction/:seatRef: the stage of the seat's managed compaction. */
export function compactionRoute(deps: CompactionRouteDeps): Handler {
  return (req) => {
    const seat = seatFor(deps.home, req.params.seatRef!);
    const rec = readCompactionRecord(deps.home, seat.nodeId);
    return {
      status: 200,
      body: compactionView(seatRefOf(seat), rec, recordOwesTurn(rec), seat.runtime === 'claude-code'),
    };
  };
}
