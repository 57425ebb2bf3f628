// `rig down`: stop a rig's seats (or one) and keep their records, marked stopped, so the node id
// survives the next `rig up`. Only a session holding the seat's recorded pane is killed: a session
// that merely shares the name belongs to someone else.
import { UNCHANGED } from '../store/index.js';
import { exactSession, tmux, TmuxError } from '../tmux/client.js';
import { listSeats, updateSeat, type SeatRecord } from '../seat/registry.js';
import type { HomePaths } from '../home/paths.js';
import { listServerPanes, seatLiveState } from './liveness.js';
import { checkLifecycle, type LifecycleRefusal } from './lifecycle.js';
import { formatSeatRef } from '../seat/ref.js';

export type SeatDownOutcome = 'stopped' | 'not-running' | 'already-stopped' | 'foreign-session' | 'refused' | 'failed';

export interface SeatDownResult {
  seat: string;
  rig: string;
  session: string;
  outcome: SeatDownOutcome;
  paneId?: string;
  error?: string;
  /** The typing guard refused this stop (nothing was done). */
  refusal?: LifecycleRefusal;
}

async function downSeat(home: HomePaths, rec: SeatRecord): Promise<SeatDownResult> {
  const result: SeatDownResult = { seat: rec.name, rig: rec.rig, session: rec.tmux.session, outcome: 'failed' };
  await updateSeat(home, rec.rig, rec.name, async (current) => {
    if (!current) {
      result.error = 'the record disappeared';
      return UNCHANGED;
    }
    const server = { socket: current.tmux.socket };
    const panes = await listServerPanes(server);
    const live = seatLiveState(
      { session: current.tmux.session, paneId: current.tmux.paneId, occupant: current.occupant },
      panes,
    );
    result.paneId = current.tmux.paneId;
    if (live.state === 'unknown' && !panes.ok) {
      result.error = `cannot ask tmux about ${current.tmux.session}: ${live.detail}`;
      return UNCHANGED;
    }
    if (live.state === 'alive' || live.state === 'dead') {
      // Before any effect: a live pane may hold input; a dead one holds none.
      const refusal = checkLifecycle(home, current, 'rig down', {
        freshPane: false,
        inputAbsent: live.state === 'dead',
      });
      if (refusal) {
        result.outcome = 'refused';
        result.refusal = refusal;
        result.error = refusal.what;
        return UNCHANGED;
      }
      try {
        await tmux(server, ['kill-session', '-t', exactSession(current.tmux.session)]);
      } catch (err) {
        if (!(err instanceof TmuxError && (err.failure === 'not-found' || err.failure === 'no-server'))) {
          result.error = (err as Error).message;
          return UNCHANGED;
        }
      }
      result.outcome = 'stopped';
    } else if (panes.ok && panes.panes.some((p) => p.session === current.tmux.session)) {
      result.outcome = 'foreign-session';
    } else {
      result.outcome = current.status === 'stopped' ? 'already-stopped' : 'not-running';
    }
    if (current.status === 'stopped') return UNCHANGED;
    return { ...current, status: 'stopped', stoppedAt: new Date().toISOString() };
  });
  return result;
}

export class NoSuchSeatsError extends Error {
  constructor(
    readonly rig: string,
    readonly seat?: string,
  ) {
    super(seat ? `no seat ${formatSeatRef(seat, rig)} is recorded` : `no seats are recorded for rig ${rig}`);
    this.name = 'NoSuchSeatsError';
  }
}

/** Stops a rig's seats, one after another; `onSeat` reports each as it finishes. */
export async function downRig(
  home: HomePaths,
  rig: string,
  opts: {
    seat?: string;
    /** Called as each seat's stop begins (a command can say what it waits for). */
    onSeatStart?: (session: string) => void;
    onSeat?: (r: SeatDownResult) => void;
    records?: readonly SeatRecord[];
  } = {},
): Promise<SeatDownResult[]> {
  // `records`: the rig's records as the caller already read them (the CLI reports unreadable ones).
  const records = (opts.records ?? listSeats(home, rig)).filter(
    (r) => r.rig === rig && (opts.seat === undefined || r.name === opts.seat),
  );
  if (!records.length) throw new NoSuchSeatsError(rig, opts.seat);
  const out: SeatDownResult[] = [];
  for (const rec of records) {
    opts.onSeatStart?.(rec.tmux.session);
    let result: SeatDownResult;
    try {
      result = await downSeat(home, rec);
    } catch (err) {
      result = {
        seat: rec.name,
        rig: rec.rig,
        session: rec.tmux.session,
        outcome: 'failed',
        error: (err as Error).message,
      };
    }
    out.push(result);
    opts.onSeat?.(result);
  }
  return out;
}
