// The retire command rig seat held-messages prints: one the reader can run where they are, as
// printed. From a seat's shell the seat identity names who retired it; from a person's shell the
// command carries --operator with the person's login name (recorded as given, not authenticated).
import { shellQuote } from '../util/shell-quote.js';
import { os } from '../util/lazy-builtins.js';
import { attribute, AttributionError } from '../intervention/attribution.js';

/** The example reason in the advice (the spec's own). */
export const RETIRE_EXAMPLE_REASON = 'read outside the pane';
/** Shown only when no login name can be found: the one word the reader must replace. */
export const OPERATOR_PLACEHOLDER = 'YOUR-ADDRESS';

/** Pure: the command that retires `id`, run from a seat's shell (`fromSeat`) or a person's. */
export function retireCommand(seatRef: string, id: string, fromSeat: boolean, operator: string | undefined): string {
  const words = ['rig', 'seat', 'retire-held-message', seatRef, id, '--reason', RETIRE_EXAMPLE_REASON];
  if (!fromSeat) words.push('--operator', operator ?? OPERATOR_PLACEHOLDER);
  return words.map(shellQuote).join(' ');
}

/** Pure: a name --operator accepts, or undefined. */
export function usableOperator(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  try {
    attribute(null, null, name);
    return name;
  } catch (err) {
    if (err instanceof AttributionError) return undefined;
    throw err;
  }
}

/** The person's login name: $USER, $LOGNAME, else the account's own name; undefined when none is usable. */
export function loginName(env: Record<string, string | undefined>): string | undefined {
  const fromEnv = usableOperator(env.USER) ?? usableOperator(env.LOGNAME);
  if (fromEnv) return fromEnv;
  try {
    return usableOperator(os().userInfo().username);
  } catch {
    return undefined;
  }
}
