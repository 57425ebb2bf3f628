// The daemon's notifier: each tick, the needs of running seats (gather.ts) go through the episode
// rule (episodes.ts), the state is written, and each notification due is started on its channel
// without being awaited: a channel that hangs is bounded by its own deadline (deliver.ts) and
// never delays this tick, the other timers or a send. At most MAX_IN_FLIGHT_PER_CHANNEL attempts
// run per channel; one more is recorded as skipped. Each attempt's outcome goes to history.
// Nothing runs (no reads beyond the channels file) while no channel is configured.
import type { TickContext, TimerJob } from '../timers/contract.js';
import { listSeats, type SeatRecord } from '../seat/registry.js';
import { seatRefOf } from '../seat/ref.js';
import { os } from '../util/lazy-builtins.js';
import type { Channel } from './channel.js';
import { historyEntry } from './history-entry.js';
import { deliverTo, type AttemptResult } from './deliver.js';
import { decideEpisodes, type Fire, type NotifierState } from './episodes.js';
import { eventOf, type NotifyEvent } from './event.js';
import { focusedSeats } from './focus.js';
import { gatherNeeds, type SlowCache } from './gather.js';
import type { Need } from './need.js';
import { DocCache } from '../store/doc-cache.js';
import { appendHistory, readChannels, readNotifierState, writeNotifierState } from './store.js';

export const NOTIFY_TIMER_NAME = 'notify';
/** After a notification, the next for the same seat on the same channel waits this long. */
export const HOLD_DOWN_MS = 60_000;
export const MAX_IN_FLIGHT_PER_CHANNEL = 4;

export interface NotifyJobOptions {
  deliver?: (channel: Channel, event: NotifyEvent) => Promise<AttemptResult>;
  focus?: (seats: readonly SeatRecord[]) => Promise<Set<string>>;
  holdDownMs?: number;
  host?: string;
}

export interface NotifyJob extends TimerJob {
  /** Resolves when every attempt started so far has ended and been recorded (tests, the benchmark). */
  settled(): Promise<void>;
}

export function notifyJob(opts: NotifyJobOptions = {}): NotifyJob {
  const deliver = opts.deliver ?? deliverTo;
  const focus = opts.focus ?? focusedSeats;
  const holdDownMs = opts.holdDownMs ?? HOLD_DOWN_MS;
  const inFlight = new Map<string, number>();
  const pending = new Set<Promise<void>>();
  const slowMap = new Map<string, { at: number; needs: Need[] }>();
  const slow: SlowCache = { get: (s) => slowMap.get(s), set: (s, v) => slowMap.set(s, v) };
  let host: string | undefined = opts.host;
  const docs = new DocCache();

  const start = (ctx: TickContext, channel: Channel, event: NotifyEvent) => {
    const busy = inFlight.get(channel.id) ?? 0;
    if (busy >= MAX_IN_FLIGHT_PER_CHANNEL) {
      const entry = historyEntry(channel, event, {
        outcome: 'skipped',
        detail: `${busy} attempts still running on this channel`,
        ms: 0,
      });
      track(
        appendHistory(ctx.home, [entry]).catch((err) => ctx.log.error(`notify: history: ${(err as Error).message}`)),
      );
      return;
    }
    inFlight.set(channel.id, busy + 1);
    track(
      deliver(channel, event)
        .then(async (r) => {
          ctx.log.info(
            `notify: ${event.seat} ${event.kind} → ${channel.id} (${channel.kind}): ${r.outcome} in ${r.ms} ms${r.detail ? ` (${r.detail})` : ''}`,
          );
          await appendHistory(ctx.home, [historyEntry(channel, event, r)]);
        })
        .catch((err) => ctx.log.error(`notify: ${channel.id}: ${(err as Error).message}`))
        .finally(() => inFlight.set(channel.id, (inFlight.get(channel.id) ?? 1) - 1)),
    );
  };
  const track = (p: Promise<void>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };

  return {
    name: NOTIFY_TIMER_NAME,
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
    async tick(ctx) {
      let channels: Channel[];
      let prior: NotifierState;
      try {
        channels = readChannels(ctx.home);
        if (!channels.length) {
          slowMap.clear();
          return;
        }
        prior = readNotifierState(ctx.home);
      } catch (err) {
        ctx.log.error(`notify: the channels file cannot be read (${(err as Error).message})`);
        return;
      }
      const seats = (ctx.seats?.() ?? listSeats(ctx.home)).filter((s) => s.status === 'running');
      const byRef = new Map(seats.map((s) => [seatRefOf(s), s]));
      const waiting = new Set(
        Object.entries(prior.episodes)
          .filter(([k]) => k.endsWith('#waiting'))
          .map(([, e]) => e.seat),
      );
      const found = await gatherNeeds({
        home: ctx.home,
        seats,
        now: ctx.now,
        waiting,
        slow,
        docs,
        report: (m) => ctx.log.warn(m),
      });
      docs.sweep();
      const needs = found.map((n) => (Number.isFinite(n.since) ? n : { ...n, since: ctx.now }));
      const ids = channels.map((c) => c.id);
      const decide = (focused: Set<string>) =>
        decideEpisodes({ state: prior, needs, channels: ids, focused, now: ctx.now, holdDownMs });
      let d = decide(new Set());
      if (d.fire.length) {
        const asked = [...new Set(d.fire.map((f) => f.episode.seat))].map((s) => byRef.get(s)).filter((s) => !!s);
        const focused = await focus(asked as SeatRecord[]);
        if (focused.size) d = decide(focused);
      }
      if (JSON.stringify(d.state) !== JSON.stringify(prior)) {
        try {
          await writeNotifierState(ctx.home, d.state);
        } catch (err) {
          // Not written, not sent: the next tick decides again from the same memory.
          ctx.log.error(`notify: the state cannot be written (${(err as Error).message})`);
          return;
        }
      }
      if (!d.fire.length) return;
      host ??= os().hostname();
      const byId = new Map(channels.map((c) => [c.id, c]));
      for (const f of d.fire) {
        const rec = byRef.get(f.episode.seat);
        const channel = byId.get(f.channel);
        if (!rec || !channel) continue;
        start(ctx, channel, eventFor(f, rec, host, ctx.now));
      }
    },
  };
}

function eventFor(f: Fire, rec: SeatRecord, host: string, now: number): NotifyEvent {
  return eventOf(f.episode, rec, { host, now });
}
