// rig watchdog — reminders the daemon types into a seat: add, list, show, remove, history. Each verb
// lives in its own module (watchdog-<verb>.ts), loaded only when it runs. The verbs edit the job
// files directly (no daemon needed); the running daemon picks a change up on its next tick.
import { defineNoun, type VerbEntry } from './verb.js';
import { WATCHDOG_POLICIES } from '../watchdog/constants.js';

const DETAILS = `A periodic job reminds its seat every interval. An idle-gate job reminds only when the seat has
open queue rows and fresh idle evidence from its hooks, at most once per interval. Reminders due
for one seat at once go as one digest. Each due reminder is a new attempt (earlier receipts do not
suppress it), so its text says delivery may repeat; the typing guard, prompts and drafts still
protect the seat. History keeps each attempt's transport result (an unknown write may have arrived).
The parked-owner supervisor needs no job: the daemon reminds seats that hold blocked rows.
Intervals: seconds or 90s, 15m, 2h, 1d (at least 1m, at most 7d). See docs/watchdog.md.`;

const VERBS: VerbEntry[] = [
  {
    name: 'add',
    usage: [
      `rig watchdog add SEAT --every INTERVAL (--message TEXT | --message-file FILE) [--policy ${WATCHDOG_POLICIES.join('|')}] [--json]`,
    ],
    load: async () => (await import('./watchdog-add.js')).watchdogAddVerb,
  },
  {
    name: 'list',
    usage: ['rig watchdog list [--seat SEAT] [--json]'],
    load: async () => (await import('./watchdog-list.js')).watchdogListVerb,
  },
  {
    name: 'show',
    usage: ['rig watchdog show ID [--json]'],
    load: async () => (await import('./watchdog-show.js')).watchdogShowVerb,
  },
  {
    name: 'remove',
    usage: ['rig watchdog remove ID [--json]'],
    load: async () => (await import('./watchdog-remove.js')).watchdogRemoveVerb,
  },
  {
    name: 'history',
    usage: ['rig watchdog history ID [--limit N] [--json]     (kept after remove)'],
    load: async () => (await import('./watchdog-history.js')).watchdogHistoryVerb,
  },
];

export const watchdogCommand = defineNoun({ name: 'watchdog', details: DETAILS }, VERBS);
