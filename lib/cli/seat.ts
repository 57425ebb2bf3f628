// rig seat <verb> — one noun, verbs in their own modules (lib/cli/seat-<verb>.ts), each loaded only
// when it runs: in the built CLI each is a chunk of its own, so `rig seat status` does not load
// what set-typing-guard or retire-held-message need.
import { defineNoun, type VerbEntry } from './verb.js';
import { GUARD_MODES } from '../delivery/guard/policy.js';
import { PRESETS } from '../intervention/presets.js';

// Verbs register here, in the order help lists them.
const VERBS: VerbEntry[] = [
  {
    name: 'list',
    usage: ['rig seat list [--rig RIG] [--json]'],
    load: async () => (await import('./seat-list.js')).seatListVerb,
  },
  {
    name: 'show',
    usage: ['rig seat show REF [--json]     (REF: name@rig, a node id n-…, or a pane id %N)'],
    load: async () => (await import('./seat-show.js')).seatShowVerb,
  },
  {
    name: 'status',
    usage: ['rig seat status REF [--json]     (typing guard, held messages, pane and activity)'],
    load: async () => (await import('./seat-status.js')).seatStatusVerb,
  },
  {
    name: 'set-typing-guard',
    usage: [
      `rig seat set-typing-guard REF (--mode ${GUARD_MODES.join('|')} | --enabled true|false) --reason R [--json]`,
    ],
    load: async () => (await import('./seat-set-typing-guard.js')).seatSetTypingGuardVerb,
  },
  {
    name: 'answer',
    usage: [
      'rig seat answer REF (--choice N | --deny) --reason R [--json]     (answer a permission menu without attaching)',
    ],
    load: async () => (await import('./seat-answer.js')).seatAnswerVerb,
  },
  {
    name: 'held-messages',
    usage: ['rig seat held-messages REF [--id OUTBOX_ID] [--json]'],
    load: async () => (await import('./seat-held-messages.js')).seatHeldMessagesVerb,
  },
  {
    name: 'retire-held-message',
    usage: ['rig seat retire-held-message REF OUTBOX_ID --reason R [--operator ADDRESS] [--json]'],
    load: async () => (await import('./seat-retire-held-message.js')).seatRetireHeldMessageVerb,
  },
  {
    name: 'set-terminal-policy',
    usage: [
      `rig seat set-terminal-policy REF --preset ${PRESETS.join('|')} [--helper SEAT]… [--peer-compaction|--self-compaction|--openrig-compaction allow|deny] [--peer-model|--self-model|--openrig-model allow|deny] [--peer-answer|--self-answer|--openrig-answer allow|deny] --reason R [--rig-default] [--operator ADDRESS] [--json]`,
    ],
    load: async () => (await import('./seat-set-terminal-policy.js')).seatSetTerminalPolicyVerb,
  },
  {
    name: 'set-model',
    usage: [
      'rig seat set-model REF --model M [--effort E] [--json]     (applies at the next relaunch, restore or handover)',
    ],
    load: async () => (await import('./seat-set-model.js')).seatSetModelVerb,
  },
  {
    name: 'restore',
    usage: ["rig seat restore REF [--json]     (relaunch resuming the runtime's own session)"],
    load: async () => (await import('./seat-restore.js')).seatRestoreVerb,
  },
  {
    name: 'handover',
    usage: ['rig seat handover REF [--note FILE] [--json]     (a fresh occupant, with a handoff note)'],
    load: async () => (await import('./seat-handover.js')).seatHandoverVerb,
  },
  {
    name: 'compact',
    usage: [
      'rig seat compact REF [--wait-for-idle S] [--detach] [--json]     (managed compaction now, followed stage by stage; Claude seats)',
    ],
    load: async () => (await import('./seat-compact.js')).seatCompactVerb,
  },
  {
    name: 'compaction',
    usage: ['rig seat compaction REF [--json]     (managed compaction stage and why it waits)'],
    load: async () => (await import('./seat-compaction.js')).seatCompactionVerb,
  },
];

export const seatCommand = defineNoun({ name: 'seat' }, VERBS);
