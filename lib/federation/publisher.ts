// One publishing pass: this host's seats read through the seat status model, each document compared
// with the one last published, and only a change put; a seat no longer recorded is deleted. What a
// pass reads is its plan (lib/federation/publish-plan.ts): every seat in full, every seat's files
// (a pane probe only where they say something new), or the seats a file notification named. The
// daemon's link (link.ts) decides when, one pass at a time, and none while NATS is out of reach.
import type { HomePaths } from '../home/paths.js';
import { listSeats, type SeatRecord } from '../seat/registry.js';
import type { SeatDeliveryStatus, StatusOptions } from '../views/seat-status.js';
import { seatKey } from './names.js';
import { seatStateDoc, stateChanged, type SeatStateDoc } from './state-doc.js';
import { FULL_PASS, fullReads, type PassPlan } from './publish-plan.js';
import { changedFacts } from '../views/file-facts.js';

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
  /** Running seats read in full (a pane probe each). */
  read: number;
  put: number;
  deleted: number;
  ms: number;
}

/** What a publisher keeps between passes. */
export interface PublishMemory {
  /** This host's last word per key. */
  published: Map<string, SeatStateDoc>;
  /** What each seat's files said at the last files read (lib/views/file-facts.ts), by node id. */
  facts: Map<string, string>;
  /** The seat list as last read (null: not read yet). */
  seats: SeatRecord[] | null;
}

export const newPublishMemory = (): PublishMemory => ({ published: new Map(), facts: new Map(), seats: null });

export interface PassOptions {
  /** What to read (lib/federation/publish-plan.ts); a full pass by default. */
  plan?: PassPlan;
  /** This host's keys the bucket holds (from the watch), so a seat removed while the daemon was down is deleted too. */
  ownKeysThere?: Iterable<string>;
  now?: () => number;
}

/** Runs a few reads at a time: their tmux calls overlap instead of queueing one behind another. */
async function eachAtOnce<T>(items: readonly T[], job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await job(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PASS_CONCURRENCY, items.length) }, worker));
}

export async function publishPass(
  home: HomePaths,
  host: string,
  read: StatusReader,
  memory: PublishMemory,
  sink: PublishSink,
  opts: PassOptions = {},
): Promise<PassResult> {
  const plan = opts.plan ?? FULL_PASS;
  const now = opts.now ?? Date.now;
  const started = now();
  const relisted = plan.relist || memory.seats === null;
  if (relisted) memory.seats = listSeats(home);
  const seats = memory.seats!;
  let put = 0;
  let deleted = 0;
  const publishedNodes = new Set([...memory.published.values()].map((d) => d.nodeId));
  const docs = new Map<string, SeatStateDoc>();
  // The files read: every seat's files (no tmux call), compared with what they said last time.
  const files = new Map<string, SeatDeliveryStatus>();
  if (plan.all || plan.files) {
    await eachAtOnce(seats, async (seat) => {
      files.set(seat.nodeId, await read(home, seat, { filesOnly: true }));
    });
  }
  const { changed, keys } = changedFacts(plan.files ? memory.facts : new Map(), files);
  if (plan.all || plan.files) memory.facts = keys;
  const full = fullReads(plan, seats, new Set(plan.files ? changed : []), publishedNodes);
  let fullRead = 0;
  await eachAtOnce(
    seats.filter((s) => full.has(s.nodeId)),
    async (seat) => {
      // A stopped seat has no pane worth a tmux call: its files say what there is.
      const stopped = seat.status !== 'running';
      const status = (stopped && files.get(seat.nodeId)) || (await read(home, seat, { filesOnly: stopped }));
      if (!stopped) fullRead++;
      docs.set(seatKey(host, seat.nodeId), seatStateDoc(status, host, now()));
    },
  );
  for (const [key, doc] of docs) {
    if (!stateChanged(memory.published.get(key), doc)) continue;
    await sink.put(key, doc);
    memory.published.set(key, doc);
    put++;
  }
  // Keys of seats gone: only when the list was read again (a touched pass knows no more than before).
  if (relisted) {
    const live = new Set(seats.map((s) => seatKey(host, s.nodeId)));
    for (const key of new Set([...memory.published.keys(), ...(opts.ownKeysThere ?? [])])) {
      if (live.has(key)) continue;
      await sink.del(key);
      memory.published.delete(key);
      deleted++;
    }
  }
  return { seats: seats.length, read: fullRead, put, deleted, ms: now() - started };
}
