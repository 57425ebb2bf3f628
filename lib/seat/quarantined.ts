// Seat records the store moved aside as corrupt (`seats/<rig>/<seat>.json.corrupt-<time>`), and
// what to tell a person about one: the seat drops out of rig ps, seat list and rig down while its
// tmux session may still run, so it must not vanish in silence.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { quarantinedIn, type QuarantinedFile } from '../store/index.js';
import { NAME_PATTERN, sessionNameFor } from './ref.js';
import { shellQuote } from '../util/shell-quote.js';
import type { HomePaths } from '../home/paths.js';
import { compareText } from '../util/compare-text.js';

export interface QuarantinedSeat extends QuarantinedFile {
  rig: string;
  seat: string;
  /** A record stands at the original path again (the seat was started since). */
  recorded: boolean;
}

/** Quarantined seat records, by rig, then seat, oldest first; `filter` narrows to a rig or one seat. */
export function quarantinedSeats(home: HomePaths, filter: { rig?: string; seat?: string } = {}): QuarantinedSeat[] {
  let rigs: string[];
  try {
    rigs = readdirSync(home.seats).filter((r) => NAME_PATTERN.test(r));
  } catch {
    return [];
  }
  const out: QuarantinedSeat[] = [];
  for (const rig of rigs.sort()) {
    if (filter.rig !== undefined && rig !== filter.rig) continue;
    for (const q of quarantinedIn(join(home.seats, rig))) {
      const base = q.original.slice(q.original.lastIndexOf('/') + 1);
      if (!base.endsWith('.json')) continue;
      const seat = base.slice(0, -'.json'.length);
      if (!NAME_PATTERN.test(seat) || (filter.seat !== undefined && seat !== filter.seat)) continue;
      out.push({ ...q, rig, seat, recorded: existsSync(q.original) });
    }
  }
  const order = (q: QuarantinedSeat) => `${q.rig}\u0000${q.seat}\u0000${q.stamp}`;
  return out.sort((a, b) => compareText(order(a), order(b)));
}

/**
 * Pure: what happened to a quarantined seat record (about the seat; the caller names it) and what
 * to do, for an advisory, a refusal or rig doctor.
 */
export function quarantinedSeatAdvice(q: Pick<QuarantinedSeat, 'rig' | 'seat' | 'path' | 'original' | 'recorded'>): {
  what: string;
  todo: string;
} {
  if (q.recorded)
    return {
      what: `an earlier record of this seat could not be trusted and was moved to ${q.path}`,
      todo: `the current record is in use; look at the moved file, then delete it (rm ${shellQuote(q.path)})`,
    };
  return {
    what: `its seat record could not be trusted and was moved to ${q.path}; until a record is back, rig ps lists its tmux session as unrecorded and rig down cannot stop it`,
    todo: `repair the file and move it back (mv ${shellQuote(q.path)} ${shellQuote(q.original)}), or end the session (tmux kill-session -t ${shellQuote(`=${sessionNameFor(q.seat, q.rig)}`)}) and start the seat again with rig up`,
  };
}
