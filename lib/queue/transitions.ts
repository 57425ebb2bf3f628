// Which verb may move a row from which state, as one table. Pure: the store applies the result
// under the queue lock, so the check and the write see the same row.
import type { QueueRow, QueueState, Transition } from './row.js';

export type QueueVerb = 'start' | 'block' | 'done' | 'fail' | 'deny' | 'cancel' | 'handoff';

export const VERB_TARGET: Record<QueueVerb, QueueState> = {
  start: 'in-progress',
  block: 'blocked',
  done: 'done',
  fail: 'failed',
  deny: 'denied',
  cancel: 'canceled',
  handoff: 'handed-off',
};

/** States each verb may be applied from. A blocked row may be blocked again: that appends a note. */
export const LEGAL_FROM: Record<QueueVerb, readonly QueueState[]> = {
  start: ['pending', 'blocked'],
  block: ['pending', 'in-progress', 'blocked'],
  done: ['in-progress'],
  fail: ['in-progress', 'blocked'],
  deny: ['pending'],
  cancel: ['pending', 'in-progress', 'blocked'],
  handoff: ['pending', 'in-progress', 'blocked'],
};

export const CLOSED_STATES: readonly QueueState[] = ['done', 'failed', 'denied', 'canceled', 'handed-off'];

export type TransitionCheck = { ok: true; to: QueueState } | { ok: false; reason: string; todo: string };

export function checkTransition(verb: QueueVerb, from: QueueState): TransitionCheck {
  const allowed = LEGAL_FROM[verb];
  if (allowed.includes(from)) return { ok: true, to: VERB_TARGET[verb] };
  const todo = CLOSED_STATES.includes(from)
    ? `a ${from} row is closed; create a new row for further work`
    : `${verb} applies to a row that is ${allowed.join(' or ')}`;
  return { ok: false, reason: `it is ${from}`, todo };
}

export interface TransitionInput {
  verb: QueueVerb;
  actor: string;
  at: string;
  note?: string;
  /** block: what the row waits on (required for block). */
  blockedOn?: string;
  /** handoff: the successor's id. */
  handedOffTo?: string;
}

/** The row after the verb, or the refusal. Never mutates the input. */
export function applyTransition(
  row: QueueRow,
  input: TransitionInput,
): { ok: true; row: QueueRow } | { ok: false; reason: string; todo: string } {
  const check = checkTransition(input.verb, row.state);
  if (!check.ok) return check;
  const transition: Transition = { at: input.at, from: row.state, to: check.to, actor: input.actor };
  if (input.note !== undefined && input.note !== '') transition.note = input.note;
  const next: QueueRow = {
    ...row,
    state: check.to,
    updatedAt: input.at,
    transitions: [...row.transitions, transition],
  };
  if (check.to === 'blocked') next.blockedOn = input.blockedOn ?? row.blockedOn;
  else next.blockedOn = null;
  if (input.verb === 'handoff') next.handedOffTo = input.handedOffTo ?? null;
  return { ok: true, row: next };
}
