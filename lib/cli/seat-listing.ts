// The seats a command lists or acts on, with what it could not show said on stderr: one line per
// seat record that could not be read (every time: it stays unreadable until someone fixes it) and
// one line per seat record moved aside as corrupt (once: a marker beside the moved file remembers
// that someone was told; rig doctor keeps listing them).
import { advise, type Context } from './cli-context.js';
import { markAdvised } from '../store/index.js';
import { readSeat, scanSeats, type SeatRecord, type SeatScan } from '../seat/registry.js';
import { quarantinedSeatAdvice, quarantinedSeats, type QuarantinedSeat } from '../seat/quarantined.js';
import type { HomePaths } from '../home/paths.js';
import { formatSeatRef } from '../seat/ref.js';

// The store's own notice of a quarantine goes unsaid here: sayScan says it, once.
const readQuietly = (home: HomePaths, rig: string, seat: string): SeatRecord | undefined =>
  readSeat(home, rig, seat, { report: () => undefined });

export interface CliSeatScan extends SeatScan {
  /** Quarantined seat records in the scanned rig(s) (narrowed to the seat when one was named). */
  quarantined: QuarantinedSeat[];
  /** Of those, the seats no record stands for now. */
  lost: QuarantinedSeat[];
}

export type SeatFilter = { rig?: string; seat?: string };

/** The records and what is wrong beside them, saying nothing (the caller decides what to say). */
export function scanSeatsQuietly(ctx: Context, filter: SeatFilter = {}): CliSeatScan {
  const scan = scanSeats(ctx.home, filter.rig, readQuietly);
  const unreadable = scan.unreadable.filter(
    (u) => filter.seat === undefined || u.seat === undefined || u.seat === filter.seat,
  );
  // After the scan: a corrupt record it met has just been moved aside.
  const quarantined = quarantinedSeats(ctx.home, filter);
  return { ...scan, unreadable, quarantined, lost: quarantined.filter((q) => !q.recorded) };
}

/** Quarantines nobody was told about yet, each now marked told (one process wins a race to tell). */
export function newlyTold(quarantined: readonly QuarantinedSeat[]): QuarantinedSeat[] {
  return quarantined.filter((q) => !q.advised && markAdvised(q));
}

/** One stderr line per unreadable record, and one per quarantine nobody was told about yet. */
export function sayScan(ctx: Context, scan: CliSeatScan): void {
  for (const u of scan.unreadable) advise(ctx, `rig: ${u.what} — ${u.todo}`);
  for (const q of newlyTold(scan.quarantined)) {
    const { what, todo } = quarantinedSeatAdvice(q);
    advise(ctx, `rig: ${formatSeatRef(q.seat, q.rig)}: ${what} — ${todo}`);
  }
}

/** scanSeatsQuietly, then sayScan. */
export function scanSeatsForCli(ctx: Context, filter: SeatFilter = {}): CliSeatScan {
  const scan = scanSeatsQuietly(ctx, filter);
  sayScan(ctx, scan);
  return scan;
}
