// Where a committed row gets its wake. The queue calls intendWake under the queue lock, before the
// row itself is written: the wake intent (wake-intent.ts) is durable first, so a committed row never
// lacks its wake, and a wake whose row never committed is dropped by the job (wake-decide.ts
// wakeCurrency). The CLI process never types: the daemon's wakes job does, through the seat's lease
// and typing guard (docs/queue-wakes.md). What the caller is told is exactly that.
import { existsSync } from 'node:fs';
import type { HomePaths } from '../home/paths.js';
import type { QueueRow } from './row.js';
import { wakeBody } from './wake-decide.js';
import { newWakeIntent, saveWakeIntent, type WakeCause, type WakeIntent } from './wake-intent.js';

export interface WakeOutcome {
  /** Whether this process typed anything (never: the daemon types wakes). */
  attempted: boolean;
  /** The wake is recorded and the daemon will type it (subject to the seat's guard and state). */
  queued: boolean;
  /** The wake's original id (`wake-intent-<rowId>`), when recorded. */
  id?: string;
  reason: string;
}

/** Records the wake for a row about to be committed; a failure to record is reported, never thrown. */
export async function intendWake(home: HomePaths, row: QueueRow, cause: WakeCause): Promise<WakeIntent | Error> {
  try {
    return await saveWakeIntent(home, newWakeIntent(row, cause, wakeBody(row, cause)));
  } catch (err) {
    return err as Error;
  }
}

/** What create/handoff report about the wake (pure but for the daemon socket's existence). */
export function wakeOutcome(home: HomePaths, row: QueueRow, intent: WakeIntent | Error): WakeOutcome {
  if (intent instanceof Error)
    return {
      attempted: false,
      queued: false,
      reason: `the wake could not be recorded (${intent.message}); the row is recorded and ${row.destination} is not woken`,
    };
  const daemon = existsSync(home.daemonSocket);
  return {
    attempted: false,
    queued: true,
    id: intent.id,
    reason: daemon
      ? `queued: the daemon types it into ${row.destination} when the seat is idle (the row, not the wake, records the work)`
      : `queued: no daemon is running; it is typed into ${row.destination} once rig daemon start runs`,
  };
}

/** One line for `rig queue show`: the wake's state, why, and its last attempt (pure). */
export function describeWake(intent: WakeIntent): string {
  const last = intent.attempts.at(-1);
  const why = intent.state === 'pending' ? (intent.deferred ?? intent.reason) : intent.reason;
  const tail = last ? `; last attempt ${last.outboxId}: ${last.state}` : '';
  const held = intent.state === 'held' ? ` — rig seat held-messages ${intent.destination}` : '';
  return `Wake: ${intent.state} (${why}${tail})${held}`;
}
