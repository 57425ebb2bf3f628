// A send the daemon stopped answering: which of this caller's attempts on the seat the outbox
// still reads as `sending`. Loaded by `rig send` only on that path (the outbox listing, with its
// validator, is no part of a usual send's start-up).
import type { HomePaths } from '../home/paths.js';
import { listRecords } from '../delivery/outbox/outbox.js';
import { UNATTRIBUTED } from '../seat/ref.js';

/** This caller's attempts on the seat still `sending` that began since the request (a daemon left them). */
export function sendingSince(home: HomePaths, nodeId: string, sender: string | null, since: number): string[] {
  try {
    // A second of slack for clock steps between this process and the daemon's record.
    return listRecords(home, nodeId)
      .filter(
        (r) =>
          r.state === 'sending' && Date.parse(r.createdAt) >= since - 1000 && r.sender === (sender ?? UNATTRIBUTED),
      )
      .map((r) => r.id);
  } catch {
    return [];
  }
}
