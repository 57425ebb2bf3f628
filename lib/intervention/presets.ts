// The facts of the terminal interaction policy, each stated once: the presets, what each one sets
// for the peer row, and the authority self and OpenRig keep when no exception changes it.
import type { InterventionAction, InterventionActor } from './contract.js';

export const PRESETS = ['no-peer-interventions', 'help-within-instructions', 'full-control'] as const;
export type Preset = (typeof PRESETS)[number];

export const ACTORS: readonly InterventionActor[] = ['peer', 'self', 'openrig'];
export const ACTIONS: readonly InterventionAction[] = ['compaction', 'model', 'answer'];

/** What a preset lets peers do: nobody, only the named helpers, or every peer. */
export type PeerRow = 'none' | 'helpers' | 'all';

export const PRESET_PEER_ROW: Readonly<Record<Preset, PeerRow>> = {
  'no-peer-interventions': 'none',
  'help-within-instructions': 'helpers',
  'full-control': 'all',
};

/** Self and OpenRig keep their existing authority (both allowed) unless an exception changes it. */
export const STANDING_AUTHORITY: Readonly<Record<'self' | 'openrig', boolean>> = { self: true, openrig: true };

/** Most helpers one choice may name. */
export const MAX_HELPERS = 32;
/** Longest delegating instruction (--reason) kept, in UTF-16 units. */
export const MAX_INSTRUCTION = 2000;

export const isPreset = (v: string): v is Preset => (PRESETS as readonly string[]).includes(v);
