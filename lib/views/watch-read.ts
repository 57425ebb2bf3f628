// The I/O under `rig watch`: every running seat's status (lib/views/seat-status.ts, the pane probe
// included unless filesOnly), its queue rows and wake, its spend. The model is built from these
// readings by lib/views/watch-model.ts (pure).
import type { HomePaths } from '../home/paths.js';
import { scanSeats, type SeatRecord } from '../seat/registry.js';
import { seatStatus } from './seat-status.js';
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

/** One reading per seat; the pane probes run side by side (one tmux call each). */
export async function readWatch(
  home: HomePaths,
  seats: readonly SeatRecord[],
  opts: { filesOnly?: boolean } = {},
): Promise<SeatReading[]> {
  let wakes: Map<string, string>;
  try {
    wakes = wakeStates(listActiveWakes(home));
  } catch {
    wakes = new Map();
  }
  return Promise.all(
    seats.map(async (seat) => {
      const ref = seatRefOf(seat);
      const [status, pending] = await Promise.all([
        seatStatus(home, seat, { filesOnly: opts.filesOnly }),
        pendingRows(home, ref),
      ]);
      return {
        status,
        queue: { pending, wake: wakes.get(ref) ?? null },
        spend: spendOf(status.context),
        tmux: { socket: seat.tmux.socket, session: seat.tmux.session },
      };
    }),
  );
}
