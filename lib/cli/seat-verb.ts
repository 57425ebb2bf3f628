// The contract between `rig seat` (lib/cli/seat.ts, the dispatcher) and each verb module
// (lib/cli/seat-<verb>.ts): a verb gets the arguments after its name.
import type { Context } from './cli-context.js';

export interface SeatVerb {
  run(argv: string[], ctx: Context): Promise<void>;
}
