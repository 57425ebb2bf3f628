// The terminal interaction account of `rig seat status`: the recorded choice (or none: today's
// behaviour) beside the seat's native permissions and its interruption level (the typing guard),
// with named helpers and the delegating instruction shown as text, and the saved model/effort.
import type { HomePaths } from '../home/paths.js';
import type { SeatRecord } from '../seat/registry.js';
import { choiceLabel } from './choice.js';
import { accountRows } from './policy.js';
import { readTerminalPolicy } from './store.js';
import { attributionLabel } from './attribution.js';
import { readSavedModel } from '../seat/model-store.js';

export interface TerminalPolicyStatus {
  /** The preset, "Custom (from …)", or null when no choice is recorded (today's behaviour). */
  account: string | null;
  preset: string | null;
  custom: boolean;
  rows: ReturnType<typeof accountRows> | null;
  helpers: string[];
  /** Shown as written; OpenRig never reads it as rules. */
  instruction: string | null;
  origin: 'set' | 'rig-default' | null;
  changedAt: string | null;
  actorLabel: string | null;
  /** The seat's permissionMode from its spec, or null (the runtime's own default). */
  nativePermissions: string | null;
  /** The typing guard's mode in force. */
  interruptionLevel: string;
  savedModel: { model: string; effort: string | null; savedAt: string; appliedToCurrent: boolean } | null;
}

export function terminalPolicyStatus(
  home: HomePaths,
  seat: SeatRecord,
  interruptionLevel: string,
): TerminalPolicyStatus {
  const rec = readTerminalPolicy(home, seat.nodeId);
  const saved = readSavedModel(home, seat.nodeId);
  const model = saved
    ? {
        model: saved.model,
        effort: saved.effort,
        savedAt: saved.savedAt,
        appliedToCurrent: seat.launch?.model === saved.model && (seat.launch?.effort ?? null) === saved.effort,
      }
    : null;
  const base = { nativePermissions: seat.permissionMode ?? null, interruptionLevel, savedModel: model };
  if (!rec)
    return {
      account: null,
      preset: null,
      custom: false,
      rows: null,
      helpers: [],
      instruction: null,
      origin: null,
      changedAt: null,
      actorLabel: null,
      ...base,
    };
  const c = rec.choice;
  return {
    account: choiceLabel(c),
    preset: c.preset,
    custom: choiceLabel(c) !== c.preset,
    rows: accountRows(c),
    helpers: c.helpers.map((h) => h.seat),
    instruction: c.instruction,
    origin: rec.origin,
    changedAt: rec.changedAt,
    actorLabel: attributionLabel(rec.actor),
    ...base,
  };
}
