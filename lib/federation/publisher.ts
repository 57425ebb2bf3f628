// One publishing pass: this host's seats read through the seat status model, each document compared
// with the one last published, and only a change put; a seat no longer recorded is deleted. The
// daemon runs a pass every PUBLISH_POLL_MS (there is no single place every activity change passes
// through: the hooks write files), one at a time, and none while NATS is out of reach.
import type { HomePaths } from '../home/paths.js';
import { listSeats, type SeatRecord } from '../seat/registry.js';
import type { SeatDeliveryStatus, StatusOptions } from '../views/seat-status.js';
import { seatKey } from './names.js';
import { seatStateDoc, stateChanged, type SeatStateDoc } from './state-doc.js';

/** How often the seats are looked at: a change shows on another host within this plus the watch's delay. */
export const PUBLISH_POLL_MS = 400;

/** Seats read at once in a pass. */
export const PASS_CONCURRENCY = 8;

export interface PublishSink {
  put(key: string, doc: SeatStateDoc): Promise<void>;
  del(key: string): Promise<void>;
}

/**
 * The seat status reader (lib/views/seat-status.ts's seatStatus), handed in by the daemon: this
 * code runs in its own chunk, whose copy of the tmux client would not see the daemon's control
 * clients (a tmux process per pane read, about 10 ms each, instead of a fraction of one).
 */
export type StatusReader = (home: HomePaths, seat: SeatRecord, opts: StatusOptions) => Promise<SeatDeliveryStatus>;

export interface PassResult {
  seats: number;
  put: number;
  deleted: number;
  ms: number;
}

/**
 * `published` is this host's last word per key (kept between passes). `ownKeysThere`: this host's
 * keys the bucket holds (from the watch), so a seat removed while the daemon was down is deleted too.
 */
export async function publishPass(
  home: HomePaths,
  host: string,
  read: StatusReader,
  published: Map<string, SeatStateDoc>,
  sink: PublishSink,
  ownKeysThere: Iterable<string> = [],
  now: () => number = Date.now,
): Promise<PassResult> {
  const started = now();
  const seats = listSeats(home);
  let put = 0;
  let deleted = 0;
  const live = new Set<string>();
  const docs = new Map<string, SeatStateDoc>();
  // A few seats at a time: their tmux reads overlap instead of queueing one behind another.
  let next = 0;
  const worker = async () => {
    while (next < seats.length) {
      const seat = seats[next++]!;
      const key = seatKey(host, seat.nodeId);
      live.add(key);
      // A stopped seat has no pane worth a tmux call: its files say what there is.
      const status = await read(home, seat, { filesOnly: seat.status !== 'running' });
      docs.set(key, seatStateDoc(status, host, now()));
    }
  };
  await Promise.all(Array.from({ length: Math.min(PASS_CONCURRENCY, seats.length) }, worker));
  for (const [key, doc] of docs) {
    if (!stateChanged(published.get(key), doc)) continue;
    await sink.put(key, doc);
    published.set(key, doc);
    put++;
  }
  for (const key of new Set([...published.keys(), ...ownKeysThere])) {
    if (live.has(key)) continue;
    await sink.del(key);
    published.delete(key);
    deleted++;
  }
  return { seats: seats.length, put, deleted, ms: now() - started };
}
