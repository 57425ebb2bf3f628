// After `rig down`: is the daemon still needed? It serves running seats (sends, wakes, watchdog
// reminders, activity), so it stops once no seat of any rig in this home is running, and otherwise
// keeps running with the reason said on the line; a daemon the home's user service runs (rig daemon
// install) is the service's to stop, never rig down's. Pure: the step (lib/cli/down-daemon-step.ts) lists the
// seats and asks the daemon.
import type { SeatRecord } from '../seat/registry.js';
import { seatRefOf } from '../seat/ref.js';

export interface SeatListing {
  seats: readonly Pick<SeatRecord, 'name' | 'rig' | 'status'>[];
  /** Why the listing may be incomplete (a record could not be read); absent when it is complete. */
  unreadable?: string;
  /** The user service installed for this home (its unit or label), when there is one. */
  service?: string;
}

export type DaemonNeed =
  | { stop: true }
  /** `running`: the seats whose record says running, as name@rig, sorted. */
  | { stop: false; running: string[]; unreadable?: string; service?: string };

/** Stop the daemon only when the listing is complete and no seat in it is running. */
export function daemonAfterDown(listing: SeatListing): DaemonNeed {
  const running = listing.seats
    .filter((s) => s.status === 'running')
    .map((s) => seatRefOf(s))
    .sort();
  if (listing.service !== undefined) return { stop: false, running, service: listing.service };
  if (listing.unreadable !== undefined) return { stop: false, running, unreadable: listing.unreadable };
  if (running.length) return { stop: false, running };
  return { stop: true };
}

/** What rig down reports about the daemon (also its --json `daemon`). */
export interface DaemonDownReport {
  /** stopped: this rig down stopped it; kept: it runs on; not-running: there was none to stop. */
  action: 'stopped' | 'kept' | 'not-running' | 'stop-failed';
  pid?: number;
  running: string[];
  unreadable?: string;
  /** kept: the user service that runs it for this home. */
  service?: string;
  /** stop-failed: what went wrong. */
  error?: string;
}

/** How many seat refs a line names before "and N more". */
const NAMED = 5;

function seatList(refs: readonly string[]): string {
  const shown = refs.slice(0, NAMED).join(', ');
  return refs.length > NAMED ? `${shown} and ${refs.length - NAMED} more` : shown;
}

/** Pure: the line rig down prints about the daemon, or undefined when there is nothing to say. */
export function daemonDownLine(r: DaemonDownReport): string | undefined {
  const pid = r.pid !== undefined ? ` (pid ${r.pid})` : '';
  switch (r.action) {
    case 'stopped':
      return `daemon: stopped${pid}: no seat of any rig is running`;
    case 'not-running':
      return undefined;
    case 'stop-failed':
      return `daemon: still running${pid}: no seat of any rig is running, but it did not stop (${r.error ?? 'no reason given'}) — stop it with: rig daemon stop`;
    case 'kept': {
      const n = r.running.length;
      const seats = n ? `${n} seat${n === 1 ? '' : 's'} still running: ${seatList(r.running)}` : '';
      if (r.service !== undefined)
        return `daemon: keeps running${pid}: it runs as the user service ${r.service} (rig daemon uninstall ends that)${seats ? `; ${seats}` : ''}`;
      if (r.unreadable !== undefined)
        return `daemon: keeps running${pid}: ${seats ? `${seats}; and ` : ''}not every seat record could be read (${r.unreadable}), so a seat may still be running — rig daemon stop stops it`;
      return `daemon: keeps running${pid}: ${seats}`;
    }
  }
}
