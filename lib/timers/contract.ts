// The daemon's timers: what every scheduled job (queue wakes, watchdog reminders, the parked-owner
// supervisor, managed compaction) is given on each tick and what it implements. The loop that runs
// them lives in loop.ts; the jobs register in jobs.ts. A job's decisions are pure functions of
// (now, records) in its own module; tick() only reads records, asks them, and acts.
import type { HomePaths } from '../home/paths.js';
import type { SeatLeases } from '../delivery/send/lease.js';
import type { SendRequest, SendResult } from '../delivery/send/contract.js';
import type { DaemonLog } from './log.js';
import type { SeatRecord } from '../seat/registry.js';

/** OpenRig's own notices carry this sender in their envelope (spec: only the daemon produces them). */
export const OPENRIG_SENDER = 'openrig';

/** A notice the daemon types: a send whose sender is always OPENRIG_SENDER. */
export type NoticeRequest = Omit<SendRequest, 'sender'>;

export interface TickContext {
  home: HomePaths;
  /** Milliseconds since the epoch; a fake clock in tests. */
  now: number;
  log: DaemonLog;
  leases: SeatLeases;
  /** Types a notice through the lease and the typing guard (kind 'notice' or 'urgent'). */
  notify(req: NoticeRequest): Promise<SendResult>;
  /** Aborts when the daemon stops. */
  signal: AbortSignal;
  /**
   * Every seat record as listSeats(home) gives it now, read through the loop's cache shared by all
   * jobs: each call lists the registry and stats each record, and parses only a record whose file
   * changed since it was last read (absent in a hand-built context: listSeats(home)).
   */
  seats?: () => SeatRecord[];
}

export interface TimerJob {
  /** Short name for the log (`wakes`, `watchdog`, `supervisor`, `compaction`). */
  name: string;
  /** One pass. Must not throw for one seat's trouble: log it and go on to the next seat. */
  tick(ctx: TickContext): Promise<void>;
  /**
   * The daemon-start pass, run once before the first tick and before new sends are accepted
   * (the queue recovery pass). Optional.
   */
  startup?(ctx: TickContext): Promise<void>;
}
