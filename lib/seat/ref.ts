// Seat references: `name@rig`, a node id (`n-<16 hex>`) or a tmux pane id (`%N`). Validated before
// any of it becomes part of a path: names are [A-Za-z0-9._-], start alphanumeric, no `..`.

/** How a caller with no seat identity is named where it is recorded (queue rows, outbox senders). */
export const UNATTRIBUTED = 'unattributed';
/** How an actor-less change (a terminal with no seat identity) is shown. */
export const UNATTRIBUTED_LABEL = `${UNATTRIBUTED} (no seat identity)`;

export const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
export const NODE_ID_PATTERN = /^n-[0-9a-f]{16}$/;
/** A seat's launch generation (registry newOccupant). */
export const OCCUPANT_PATTERN = /^o-[0-9a-f]{16}$/;
const PANE_ID_PATTERN = /^%[0-9]{1,9}$/;

export type SeatRef =
  | { kind: 'name'; seat: string; rig: string; text: string }
  | { kind: 'node'; nodeId: string; text: string }
  | { kind: 'pane'; paneId: string; text: string };

export class SeatRefError extends Error {
  constructor(
    readonly ref: string,
    readonly reason: string,
  ) {
    super(`invalid seat ref ${JSON.stringify(ref)}: ${reason}`);
    this.name = 'SeatRefError';
  }
}

/** Why a seat or rig name is unacceptable, or undefined when it is fine. */
export function nameProblem(name: string): string | undefined {
  if (name === '') return 'empty name';
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) return 'control characters are not allowed';
  if (name.includes('..')) return '".." is not allowed';
  if (name.includes('/') || name.includes('\\')) return 'path separators are not allowed';
  if (!NAME_PATTERN.test(name))
    return 'use letters, digits, ".", "_" and "-" (starting with a letter or digit, at most 64)';
  return undefined;
}

export function parseSeatRef(text: string): SeatRef {
  if (typeof text !== 'string' || text.length === 0) throw new SeatRefError(String(text), 'empty');
  if (text.length > 160) throw new SeatRefError(text.slice(0, 40) + '…', 'too long');
  if (/[\u0000-\u001f\u007f-\u009f]/.test(text)) throw new SeatRefError(text, 'control characters are not allowed');
  if (text.startsWith('%')) {
    if (!PANE_ID_PATTERN.test(text)) throw new SeatRefError(text, 'a pane id is % followed by digits');
    return { kind: 'pane', paneId: text, text };
  }
  if (NODE_ID_PATTERN.test(text)) return { kind: 'node', nodeId: text, text };
  const at = text.indexOf('@');
  if (at < 0) throw new SeatRefError(text, 'expected name@rig, a node id (n-…) or a pane id (%N)');
  const seat = text.slice(0, at);
  const rig = text.slice(at + 1);
  const problem = nameProblem(seat) ?? nameProblem(rig);
  if (problem) throw new SeatRefError(text, problem);
  return { kind: 'name', seat, rig, text };
}

/** A seat's ref as it is written everywhere (records, messages, logs): `name@rig`. */
export function formatSeatRef(seat: string, rig: string): string {
  return `${seat}@${rig}`;
}

/** The ref of a seat record (or anything with its name and rig). */
export function seatRefOf(seat: { readonly name: string; readonly rig: string }): string {
  return formatSeatRef(seat.name, seat.rig);
}

/** A seat's tmux session is named by its ref. */
export function sessionNameFor(seat: string, rig: string): string {
  return formatSeatRef(seat, rig);
}
