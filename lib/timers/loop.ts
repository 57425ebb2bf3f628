// The daemon's timer loop: every TIMER_INTERVAL_MS it runs timerJobs() in order, one tick in flight
// at a time (a tick that runs long makes the next one wait, never overlap). At daemon start, after
// the prior process's claims are reconciled and before any new send is accepted, each job's
// startup() runs once, in the same order. Jobs type only through notify(): the existing send flow
// (lease, typing guard, outbox), always as OPENRIG_SENDER. Tests give a fake clock and tick by hand.
import type { HomePaths } from '../home/paths.js';
import type { SeatLeases } from '../delivery/send/lease.js';
import { deliver } from '../delivery/send/send.js';
import type { SendDeps, SendResult } from '../delivery/send/contract.js';
import type { DaemonLog } from './log.js';
import { listSeats, seatKind } from '../seat/registry.js';
import { seatRecordPath } from '../home/paths.js';
import { DocCache } from '../store/doc-cache.js';
import { OPENRIG_SENDER, type NoticeRequest, type TickContext, type TimerJob } from './contract.js';

/** How often the daemon ticks. */
export const TIMER_INTERVAL_MS = 1000;

export interface TimerLoopOptions {
  /** Tick interval (default TIMER_INTERVAL_MS). */
  intervalMs?: number;
  /** The clock each tick reads (default Date.now); a fake clock in tests. */
  clock?: () => number;
  /** No interval timer: ticks run only through tick() (tests). */
  manual?: boolean;
  /** The jobs (default timerJobs()). */
  jobs?: TimerJob[];
}

export interface TimerLoopDeps {
  home: HomePaths;
  log: DaemonLog;
  leases: SeatLeases;
  /** The daemon's send dependencies (hooks, timing) beside home and leases. */
  sendDeps?: Partial<SendDeps>;
  /** Replaces the send flow (loop tests); default deliver(). */
  send?: (deps: SendDeps, req: Parameters<typeof deliver>[1]) => Promise<SendResult>;
}

export class TimerLoop {
  private readonly controller = new AbortController();
  private readonly clock: () => number;
  private readonly intervalMs: number;
  private timer: ReturnType<typeof setInterval> | undefined;
  private inFlight: Promise<void> | undefined;
  private stopped = false;
  /** Seat records unchanged since a job last listed them are not parsed again (TickContext.seats). */
  private readonly seatCache = new DocCache();
  /** Ticks run so far (status and tests). */
  ticks = 0;

  constructor(
    private readonly deps: TimerLoopDeps,
    readonly jobs: TimerJob[],
    opts: Omit<TimerLoopOptions, 'jobs'> = {},
  ) {
    this.clock = opts.clock ?? Date.now;
    this.intervalMs = opts.intervalMs ?? TIMER_INTERVAL_MS;
    this.manual = opts.manual ?? false;
  }

  private readonly manual: boolean;

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** What each job is given: the time now and a notify() that is always OpenRig's. */
  context(): TickContext {
    const { home, log, leases } = this.deps;
    const signal = this.controller.signal;
    const send = this.deps.send ?? deliver;
    return {
      home,
      now: this.clock(),
      log,
      leases,
      signal,
      seats: () =>
        listSeats(home, undefined, (h, rig, name) =>
          this.seatCache.read(seatKind, seatRecordPath(h, rig, name), { onCorrupt: 'fresh' }),
        ),
      notify: (req: NoticeRequest) =>
        send(
          { home, leases, ...this.deps.sendDeps },
          // The sender is OpenRig's whatever the job passed; the kind defaults to a notice. The
          // loop's signal is not the send's: a notice already under way finishes at stop, as the
          // daemon's other operations do, rather than leave a paste without its Enter.
          { kind: 'notice', ...req, sender: OPENRIG_SENDER },
        ),
    };
  }

  /** Each job's startup pass, once, in order; one job's failure is logged and the next still runs. */
  async startup(): Promise<void> {
    for (const job of this.jobs) {
      if (!job.startup || this.controller.signal.aborted) continue;
      try {
        await job.startup(this.context());
      } catch (err) {
        this.deps.log.error(`timer ${job.name}: startup pass failed: ${(err as Error)?.stack ?? String(err)}`);
      }
    }
  }

  /** Starts the interval (unless manual). */
  start(): void {
    if (this.manual || this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      if (!this.inFlight) void this.tick();
    }, this.intervalMs);
    this.timer.unref();
  }

  /** One pass of every job, in order. A tick asked for while one runs joins that one. */
  tick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.inFlight ??= this.runTick().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async runTick(): Promise<void> {
    this.ticks++;
    try {
      for (const job of this.jobs) {
        if (this.controller.signal.aborted) return;
        try {
          await job.tick(this.context());
        } catch (err) {
          this.deps.log.error(`timer ${job.name}: tick failed: ${(err as Error)?.stack ?? String(err)}`);
        }
      }
    } finally {
      // Records of seats no longer listed leave the cache.
      this.seatCache.sweep();
    }
  }

  /** Stops ticking: the signal aborts (jobs start nothing more) and the tick in flight, with its notice, is awaited. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.controller.abort();
    await this.inFlight;
  }
}
