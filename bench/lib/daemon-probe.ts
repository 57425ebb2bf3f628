// How promptly the daemon answers while a benchmark loads it: a cheap request (its status, which
// reads nothing) every `everyMs`, timed round trip by round trip. A daemon whose event loop is
// held by one seat's work answers every caller late; the bench's own event-loop delay is sampled
// beside it, since a late reading may be this process's (it spawns and reads the same moment).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { performance } from 'node:perf_hooks';
import { daemonRequest } from '../../lib/daemon/client.js';

export interface DaemonProbe {
  /** Stops probing; the round trips in ms, and the bench's own event-loop delay p99 in ms. */
  stop(): Promise<{ roundTrips: number[]; ownDelayP99Ms: number; failed: number }>;
}

export function probeDaemon(socket: string, everyMs = 100): DaemonProbe {
  const roundTrips: number[] = [];
  let failed = 0;
  let running = true;
  const own = monitorEventLoopDelay({ resolution: 10 });
  own.enable();
  const loop = (async () => {
    while (running) {
      const t = performance.now();
      try {
        await daemonRequest(socket, 'GET', '/api/daemon/status', undefined, { timeoutMs: 30_000 });
        roundTrips.push(performance.now() - t);
      } catch {
        failed++;
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      own.disable();
      return { roundTrips, ownDelayP99Ms: own.percentile(99) / 1e6, failed };
    },
  };
}
