// Doctor check: documents the store moved aside as untrustworthy (`<name>.corrupt-<time>`), anywhere
// under the home. A seat record gets the seat's own advice (its seat drops out of rig ps and rig
// down while its tmux session may run); any other document the general one. Listed every run, told
// or not, until the moved file is dealt with.
import { quarantinedUnder } from '../store/index.js';
import { quarantinedSeatAdvice, quarantinedSeats } from '../seat/quarantined.js';
import { shellQuote } from '../util/shell-quote.js';
import type { DoctorCheck, Finding } from './contract.js';
import { formatSeatRef } from '../seat/ref.js';

export const quarantineCheck: DoctorCheck = {
  name: 'quarantined-records',
  run({ home }) {
    const seats = new Map(quarantinedSeats(home).map((q) => [q.path, q]));
    return quarantinedUnder(home.root).map((q): Finding => {
      const seat = seats.get(q.path);
      if (seat) {
        const { what, todo } = quarantinedSeatAdvice(seat);
        return {
          check: 'quarantined-records',
          subject: q.path,
          ok: false,
          state: seat.recorded ? 'quarantined' : 'seat-unrecorded',
          detail: `seat ${formatSeatRef(seat.seat, seat.rig)}: ${what}`,
          todo,
        };
      }
      return {
        check: 'quarantined-records',
        subject: q.path,
        ok: false,
        state: 'quarantined',
        detail: `moved aside from ${q.original}: it could not be parsed or failed its schema (its bytes are kept as they were)`,
        todo: `repair it and move it back (mv ${shellQuote(q.path)} ${shellQuote(q.original)}) if nothing was written there since, or delete it once you no longer need it`,
      };
    });
  },
};
