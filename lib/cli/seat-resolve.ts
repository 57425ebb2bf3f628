// Maps seat-resolution failures to CLI errors: a malformed or ambiguous ref is a usage error (2),
// an unknown seat is refused (1).
import { usageError, refused, type CliError } from './errors.js';
import { SeatRefError } from '../seat/ref.js';
import { AmbiguousSeatError, SeatNotFoundError, resolveSeat, type SeatRecord } from '../seat/registry.js';
import type { HomePaths } from '../home/paths.js';

function seatCliError(err: unknown): CliError | undefined {
  if (err instanceof SeatRefError) return usageError(err.message, 'use name@rig, a node id (n-…) or a pane id (%N)');
  if (err instanceof AmbiguousSeatError) return usageError(err.message, 'use the name@rig form');
  if (err instanceof SeatNotFoundError) return refused(err.message, 'run rig seat list to see known seats');
  return undefined;
}

/** resolveSeat with CLI-shaped errors. */
export function resolveSeatForCli(home: HomePaths, ref: string | undefined, what = 'a seat ref'): SeatRecord {
  if (ref === undefined) throw usageError(`${what} is required`, 'give name@rig, a node id or a pane id');
  try {
    return resolveSeat(home, ref);
  } catch (err) {
    throw seatCliError(err) ?? err;
  }
}
