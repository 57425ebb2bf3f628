// A seat's terminal interaction choice as the setter records it: a preset, named helpers, the
// exceptions (each for a whole actor row and one action) and the delegating instruction, which is
// shown and never read as rules. Pure: building a choice from flags and naming it.
import type { InterventionAction, InterventionActor } from './contract.js';
import { ACTIONS, ACTORS, MAX_HELPERS, MAX_INSTRUCTION, type Preset } from './presets.js';

export type Permit = 'allow' | 'deny';

export interface Helper {
  /** name@rig as given (after resolving). */
  seat: string;
  nodeId: string;
}

export type Exceptions = Partial<Record<InterventionActor, Partial<Record<InterventionAction, Permit>>>>;

export interface TerminalPolicyChoice {
  preset: Preset;
  helpers: Helper[];
  exceptions: Exceptions;
  /** The delegating instruction (--reason): free text, displayed, never interpreted. */
  instruction: string;
}

/** The flag that sets one exception, e.g. --peer-compaction. */
export const exceptionFlag = (actor: InterventionActor, action: InterventionAction) => `${actor}-${action}`;

export const EXCEPTION_FLAGS: readonly string[] = ACTORS.flatMap((actor) =>
  ACTIONS.map((action) => exceptionFlag(actor, action)),
);

export class ChoiceError extends Error {
  constructor(
    readonly what: string,
    readonly todo: string,
  ) {
    super(`${what} — ${todo}`);
    this.name = 'ChoiceError';
  }
}

/**
 * Exceptions from flag values (flag name → text); unknown values are refused. Pure. The setter
 * replaces the whole choice, so only the flags given here end up in it.
 */
export function exceptionsFrom(values: Readonly<Record<string, string | undefined>>): Exceptions {
  const out: Exceptions = {};
  for (const actor of ACTORS)
    for (const action of ACTIONS) {
      const flag = exceptionFlag(actor, action);
      const v = values[flag];
      if (v === undefined) continue;
      if (v !== 'allow' && v !== 'deny')
        throw new ChoiceError(`--${flag} ${v} is not allow or deny`, `use --${flag} allow or --${flag} deny`);
      out[actor] = { ...out[actor], [action]: v };
    }
  return out;
}

/** Builds the complete choice; helpers deduplicated by node id, in the order given. Pure. */
export function buildChoice(
  preset: Preset,
  helpers: readonly Helper[],
  exceptions: Exceptions,
  instruction: string,
): TerminalPolicyChoice {
  const seen = new Set<string>();
  const unique: Helper[] = [];
  for (const h of helpers) {
    if (seen.has(h.nodeId)) continue;
    seen.add(h.nodeId);
    unique.push(h);
  }
  if (unique.length > MAX_HELPERS)
    throw new ChoiceError(`${unique.length} helpers named`, `name at most ${MAX_HELPERS}`);
  const text = instruction.trim();
  if (!text) throw new ChoiceError('--reason is empty', 'say why, e.g. --reason "help with compaction"');
  if (text.length > MAX_INSTRUCTION)
    throw new ChoiceError(`--reason is ${text.length} characters long`, `keep it under ${MAX_INSTRUCTION}`);
  return { preset, helpers: unique, exceptions, instruction: text };
}

export const hasExceptions = (c: TerminalPolicyChoice): boolean =>
  ACTORS.some((a) => Object.keys(c.exceptions[a] ?? {}).length > 0);

/** The account's name: the preset, or Custom when any exception is set. Pure. */
export function choiceLabel(c: TerminalPolicyChoice): string {
  return hasExceptions(c) ? `Custom (from ${c.preset})` : c.preset;
}
