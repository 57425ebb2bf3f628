// Retiring a held message on someone's word, the one way the daemon's route and the CLI (when no
// daemon answers) both do it: the retiring seat (transport identity) or, from a person's shell, an
// operator address given for the audit (cooperative, as for rig seat set-terminal-policy
// --operator; never authenticated). Each retirement this makes is one line of
// logs/held-retirements.jsonl; the record keeps who retired it as `retiredBy`.
import type { HomePaths } from '../../home/paths.js';
import { appendLog } from '../../store/index.js';
import { attributionLabel, type Attribution } from '../../intervention/attribution.js';
import { retireHeldOutcome, type OutboxRecord } from './outbox.js';
import { seatRefOf } from '../../seat/ref.js';

/** What a retirement changes, as the route and the CLI say it. */
export const RETIRE_EFFECT =
  'Retired from active quota; evidence preserved. Nothing was delivered and no work was closed.';

/** One line of the retirement audit. */
export interface HeldRetirementAuditEntry {
  at: string;
  nodeId: string;
  /** The seat whose held message it was (name@rig). */
  seat: string;
  id: string;
  actor: Attribution;
  actorLabel: string;
  reason: string;
}

/**
 * Pure: the record's `retiredBy` for an attribution: the seat as the caller named it (as before),
 * or the operator's label, which no seat ref can be mistaken for; undefined when neither is known.
 */
export function retiredByText(actor: Attribution): string | undefined {
  if (actor.seat) return actor.seat;
  if (actor.operator) return attributionLabel(actor);
  return undefined;
}

export class RetireActorError extends Error {
  readonly code = 'actor_required';
}

export interface AttributedRetirement {
  record: OutboxRecord;
  /** The audit line could not be written (the retirement stands; the record names who made it). */
  warnings: string[];
}

/**
 * Retires one held message of `seat`, recording `actor`, and audits the change (a retirement
 * already made is returned as it is, and not audited again). The audit line follows the record:
 * the record itself names who retired it should the line be lost.
 */
export async function retireAttributed(
  home: HomePaths,
  seat: { nodeId: string; name: string; rig: string },
  id: string,
  actor: Attribution,
  reason: string,
): Promise<AttributedRetirement> {
  const by = retiredByText(actor);
  if (by === undefined)
    throw new RetireActorError(
      "retiring a held message records who retired it: run it from a seat's shell, or name yourself with an operator address",
    );
  const { record, changed } = await retireHeldOutcome(home, seat.nodeId, id, { actor: by, reason });
  const warnings: string[] = [];
  if (changed) {
    try {
      appendLog(home.heldRetirementAudit, {
        at: record.retiredAt ?? new Date().toISOString(),
        nodeId: seat.nodeId,
        seat: seatRefOf(seat),
        id,
        actor,
        actorLabel: attributionLabel(actor),
        reason: reason.trim(),
      } satisfies HeldRetirementAuditEntry);
    } catch (err) {
      warnings.push(
        `the retirement audit (${home.heldRetirementAudit}) could not be written: ${(err as Error).message}; the record names who retired it`,
      );
    }
  }
  return { record, warnings };
}
