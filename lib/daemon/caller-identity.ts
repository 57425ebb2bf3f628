// Who a daemon request says its caller is: the X-OpenRig-Session header (the CLI sends
// OPENRIG_SESSION_NAME). A caller identity is a seat ref `name@rig`, or absent (unattributed).
// Anything else is refused, never dropped or kept: `openrig` would type exactly like the daemon's
// own notices and be audited as OpenRig, and a value quietly dropped would record a forged caller as
// unattributed. The daemon's own senders (timer notices, wakes) call the send flow in process with
// OPENRIG_SENDER and never come through here. Pure; table-tested in test/daemon/caller-identity.test.ts.
import { parseSeatRef, SeatRefError } from '../seat/ref.js';
import { OPENRIG_SENDER } from '../timers/contract.js';
import { UNATTRIBUTED } from '../seat/ref.js';

/** The header, lower case as node:http names it. */
export const CALLER_HEADER = 'x-openrig-session';

export type CallerIdentity =
  | { ok: true; session: string | null }
  /** `value`: what was presented, cut to 60 characters; `problem`: why it is no seat identity. */
  | { ok: false; value: string; problem: string };

const SHOWN_CHARS = 60;

/**
 * The caller's identity from the header's values as received (undefined: no header; node:http's
 * headersDistinct keeps one entry per header line, and HTTP trims each value's surrounding blanks).
 */
export function checkCallerIdentity(values: readonly string[] | undefined): CallerIdentity {
  if (values === undefined || values.length === 0) return { ok: true, session: null };
  if (values.length > 1)
    return refusal(values.join(', '), `${values.length} identities were given; a caller is one seat`);
  const value = values[0]!;
  if (value === '') return refusal(value, 'it is empty (send no header for an unattributed caller)');
  const lower = value.toLowerCase();
  if (lower === OPENRIG_SENDER) return refusal(value, `"${OPENRIG_SENDER}" is reserved for OpenRig's own notices`);
  if (lower === UNATTRIBUTED)
    return refusal(value, `"${UNATTRIBUTED}" is what a caller without identity is recorded as`);
  let kind: string;
  try {
    kind = parseSeatRef(value).kind;
  } catch (err) {
    if (err instanceof SeatRefError)
      return refusal(value, value.includes('@') ? err.reason : 'it is not a seat ref name@rig');
    throw err;
  }
  if (kind !== 'name')
    return refusal(value, `a ${kind === 'node' ? 'node' : 'pane'} id names a seat to act on, not a caller`);
  return { ok: true, session: value };
}

function refusal(value: string, problem: string): CallerIdentity {
  return { ok: false, value: value.length > SHOWN_CHARS ? `${value.slice(0, SHOWN_CHARS)}…` : value, problem };
}
