// What one outbox record holds: the contract shared by the outbox (lib/delivery/outbox/outbox.ts, which
// reads and writes records) and its retention rules (retention.ts, which counts and prunes them).
// Types only; the JSON Schema is state-schema/outbox-record.v1.schema.json.
import type { Versioned } from '../../store/index.js';
import type { MessageKind } from '../guard/policy.js';

export type OutboxState = 'sending' | 'held' | 'retired' | 'complete' | 'indeterminate' | 'failed';
export type PublicDeliveryState = 'sending' | 'held' | 'complete' | 'indeterminate' | 'failed';
export type FinalState = 'complete' | 'indeterminate' | 'failed' | 'held';

export interface Receipt {
  textSha256: string;
  /** UTF-8 bytes of the text. */
  bytes: number;
  /** Every outbox id this one paste carried (a combined wake keeps each original id). */
  ids: string[];
}

/** Who the recipient was when the record was made: checked again before a held wake is typed. */
export interface Binding {
  session?: string;
  occupant?: string;
  paneId?: string;
}

export interface OutboxRecord extends Versioned {
  schema: 'outbox-record';
  version: 1;
  id: string;
  nodeId: string;
  /** name@rig of the recipient seat. */
  destination: string;
  /** The sending seat (name@rig), a system actor such as watchdog@system, or 'unattributed'. */
  sender: string;
  kind: MessageKind;
  state: OutboxState;
  /** Why the record is in its state: delivery_in_progress, a held reason, delivered, interrupted_write, … */
  reason: string;
  createdAt: string;
  updatedAt: string;
  receipt: Receipt;
  binding?: Binding;
  /** What the attempt belongs to: a queue item id, a watchdog job id. */
  pointer?: string;
  /** Only while held, and after retirement unless pruned. */
  body?: string;
  /** A retired record whose body was dropped by the retired-body bound. */
  bodyPruned?: true;
  retiredAt?: string;
  retiredBy?: string;
  retirementReason?: string;
  warnings: string[];
  /**
   * Only after Enter on an agent seat (complete or indeterminate): true when the runtime's own
   * UserPromptSubmit record carried this text's prompt hash, false when none was seen in time.
   */
  consumed?: boolean;
}
