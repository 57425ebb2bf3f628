// The I/O under `rig watch`: every running seat's status (lib/views/seat-status.ts, the pane probe
// included unless filesOnly: one tmux call per seat), its queue rows and wake (files only), its
// spend. Read apart, so a file change re-reads only what it can have changed (lib/cli/watch/
// refresh.ts); the model is built from the readings by lib/views/watch-model.ts (pure).
import type { HomePaths } from '../home/paths.js';
import { scanSeats, type SeatRecord } from '../seat/registry.js';
import { seatStatus, type SeatDeliveryStatus } from './seat-status.js';
import { readSeatIndexForLookup } from '../queue/lookup-read.js';
import { openRows } from '../queue/index-entry.js';
import { listActiveWakes, type WakeIntent } from '../queue/wake-intent.js';
import { seatRefOf } from '../seat/ref.js';
import type { SeatReading, Spend } from './watch-model.js';
import type { ContextView } from '../context-usage/seat-context.js';

/** Pure: what a seat has spent, from its context view: only a fresh sample's own figures. */
export function spendOf(context: ContextView | null): Spend | null {
  if (context?.state !== 'known') return null;
  const s: Spend = {};
  if (context.costUsd !== undefined) s.usd = context.costUsd;
  if (context.sessionTokens !== undefined) s.tokens = context.sessionTokens;
  return s.usd === undefined && s.tokens === undefined ? null : s;
}

/** Pure: the state of each destination's newest active wake. */
export function wakeStates(wakes: readonly WakeIntent[]): Map<string, string> {
  const out = new Map<string, string>();
  // listActiveWakes gives them oldest first: the last one written for a seat wins.
  for (const w of wakes) out.set(w.destination, w.state);
  return out;
}

async function pendingRows(home: HomePaths, ref: string): Promise<number> {
  try {
    return openRows(await readSeatIndexForLookup(home, ref)).filter((r) => r.state === 'pending').length;
  } catch {
    return 0;
  }
}

/** The seats watch shows: every record that says running. */
export function watchedSeats(home: HomePaths): SeatRecord[] {
  return scanSeats(home, undefined, undefined).records.filter((r) => r.status === 'running');
}

export type SeatQueue = SeatReading['queue'];

/** Each seat's status by node id; the pane probes run side by side (one tmux call each). */
export async function readStatuses(
  home: HomePaths,
  seats: readonly SeatRecord[],
  opts: { filesOnly?: boolean } = {},
): Promise<Map<string, SeatDeliveryStatus>> {
  const all = await Promise.all(seats.map((seat) => seatStatus(home, seat, { filesOnly: opts.filesOnly })));
  return new Map(all.map((s) => [s.nodeId, s]));
}

/** Each seat's pending rows and newest wake, by ref: files only. */
export async function readQueues(home: HomePaths, seats: readonly SeatRecord[]): Promise<Map<string, SeatQueue>> {
  let wakes: Map<string, string>;
  try {
    wakes = wakeStates(listActiveWakes(home));
  } catch {
    wakes = new Map();
  }
  const refs = seats.map(seatRefOf);
  const pending = await Promise.all(refs.map((ref) => pendingRows(home, ref)));
  return new Map(refs.map((ref, i) => [ref, { pending: pending[i]!, wake: wakes.get(ref) ?? null }]));
}

/** Pure: the readings of the seats that have a status (a seat added since the last status read waits for its own). */
export function assembleReadings(
  seats: readonly SeatRecord[],
  statuses: ReadonlyMap<string, SeatDeliveryStatus>,
  queues: ReadonlyMap<string, SeatQueue>,
): SeatReading[] {
  const out: SeatReading[] = [];
  for (const seat of seats) {
    const status = statuses.get(seat.nodeId);
    if (!status) continue;
    out.push({
      status,
      queue: queues.get(seatRefOf(seat)) ?? { pending: 0, wake: null },
      spend: spendOf(status.context),
      tmux: { socket: seat.tmux.socket, session: seat.tmux.session },
    });
  }
  return out;
}

/** Everything, once (rig watch --once, and each slow poll). */
export async function readWatch(
  home: HomePaths,
  seats: readonly SeatRecord[],
  opts: { filesOnly?: boolean } = {},
): Promise<SeatReading[]> {
  const [statuses, queues] = await Promise.all([readStatuses(home, seats, opts), readQueues(home, seats)]);
  return assembleReadings(seats, statuses, queues);
}
