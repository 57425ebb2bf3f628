// rig seat <verb> — one noun, verbs in their own modules (lib/cli/seat-<verb>.ts).
import type { Command } from './command.js';
import { usageError } from './errors.js';
import type { Context } from './context.js';
import { seatListVerb } from './seat-list.js';
import { seatShowVerb } from './seat-show.js';
import { seatStatusVerb } from './seat-status.js';
import { seatSetTypingGuardVerb } from './seat-set-typing-guard.js';
import { seatHeldMessagesVerb } from './seat-held-messages.js';
import { seatRetireHeldMessageVerb } from './seat-retire-held-message.js';

export interface SeatVerb {
  name: string;
  usage: string[];
  run(argv: string[], ctx: Context): Promise<void>;
}

// Verbs register here, in the order help lists them.
const VERBS: SeatVerb[] = [
  seatListVerb,
  seatShowVerb,
  seatStatusVerb,
  seatSetTypingGuardVerb,
  seatHeldMessagesVerb,
  seatRetireHeldMessageVerb,
];

export const seatCommand: Command = {
  name: 'seat',
  get usage() {
    return VERBS.flatMap((v) => v.usage);
  },
  async run(argv, ctx) {
    const [verb, ...rest] = argv;
    const found = VERBS.find((v) => v.name === verb);
    if (!found) {
      throw usageError(verb ? `unknown seat verb "${verb}"` : 'a seat verb is required', `one of: ${VERBS.map((v) => v.name).join(', ')}`);
    }
    await found.run(rest, ctx);
  },
};
