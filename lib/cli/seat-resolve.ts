// Maps seat-resolution failures to CLI errors: a malformed or ambiguous ref is a usage error (2),
// an unknown seat is refused (1).
import { usageError, refused, type CliError } from './errors.js';
import { parseSeatRef, SeatRefError } from '../seat/ref.js';
import { quarantinedSeatAdvice, quarantinedSeats } from '../seat/quarantined.js';
import { markAdvised } from '../store/index.js';
import { AmbiguousSeatError, SeatNotFoundError, resolveSeat, type SeatRecord } from '../seat/registry.js';
import type { HomePaths } from '../home/paths.js';
import type { Positional } from './args.js';

/** A seat ref argument as a verb declares it: shell completion offers the registry's refs there. */
export const SEAT_REF_ARG: Positional = { name: 'REF', what: 'a seat ref', completes: 'seat' };

function seatCliError(err: unknown): CliError | undefined {
  if (err instanceof SeatRefError) return usageError(err.message, 'use name@rig, a node id (n-…) or a pane id (%N)');
  if (err instanceof AmbiguousSeatError) return usageError(err.message, 'use the name@rig form');
  if (err instanceof SeatNotFoundError) return refused(err.message, 'run rig seat list to see known seats');
  return undefined;
}

/**
 * A name ref whose record was moved aside as corrupt: the refusal says where it went and what to
 * do (and counts as telling: the once-only advisory is marked given).
 */
function quarantinedRefusal(home: HomePaths, err: SeatNotFoundError): CliError | undefined {
  let ref;
  try {
    ref = parseSeatRef(err.ref);
  } catch {
    return undefined;
  }
  if (ref.kind !== 'name') return undefined;
  const lost = quarantinedSeats(home, { rig: ref.rig, seat: ref.seat }).filter((q) => !q.recorded);
  const newest = lost.at(-1);
  if (!newest) return undefined;
  for (const q of lost) if (!q.advised) markAdvised(q);
  const { what, todo } = quarantinedSeatAdvice(newest);
  return refused(`no seat ${ref.text} is recorded: ${what}`, todo);
}

/** resolveSeat with CLI-shaped errors. */
export function resolveSeatForCli(home: HomePaths, ref: string | undefined, what = 'a seat ref'): SeatRecord {
  if (ref === undefined) throw usageError(`${what} is required`, 'give name@rig, a node id or a pane id');
  try {
    // A name ref's record quarantined by this read is told by the refusal below, not the store.
    return resolveSeat(home, ref, { report: () => undefined });
  } catch (err) {
    throw (err instanceof SeatNotFoundError ? quarantinedRefusal(home, err) : undefined) ?? seatCliError(err) ?? err;
  }
}
