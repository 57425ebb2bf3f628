// A route's :seatRef resolved to its seat, or the HTTP answer for a bad, unknown or ambiguous ref.
import type { HomePaths } from '../home/paths.js';
import { AmbiguousSeatError, resolveSeat, SeatNotFoundError, SeatRefError, type SeatRecord } from '../seat/registry.js';
import { HttpError } from './http.js';

export function seatFor(home: HomePaths, ref: string): SeatRecord {
  try {
    return resolveSeat(home, ref);
  } catch (err) {
    if (err instanceof SeatRefError) throw new HttpError(400, 'invalid_seat_ref', err.message);
    if (err instanceof SeatNotFoundError) throw new HttpError(404, 'seat_not_found', err.message);
    if (err instanceof AmbiguousSeatError) throw new HttpError(409, 'seat_ambiguous', err.message);
    throw err;
  }
}
