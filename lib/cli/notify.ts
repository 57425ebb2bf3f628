// rig notify — where the daemon tells a person that a seat needs them: add, list, remove, test,
// history. Each verb lives in its own module (notify-<verb>.ts), loaded only when it runs. The verbs
// edit the channels file directly (no daemon needed); the running daemon reads it each tick.
import { defineNoun, type VerbEntry } from './verb.js';

const DETAILS = `The daemon notifies on recorded evidence only (a fresh hook record, the outbox, the queue, a
compaction record), never on a screen guess alone: a seat at a permission stop or waiting for input,
a message from a person held by the typing guard, a delivery that ended indeterminate, pending rows
on a seat idle for 2 minutes, a failed managed compaction. One notification per episode and channel
(an episode ends when the need leaves), at most one per seat and channel a minute, none while a
tmux client shows the seat's pane. A command gets the event as JSON on stdin and as OPENRIG_NOTIFY_*
variables; a webhook gets it as a JSON POST; ntfy gets the text; the desktop uses notify-send.
Each attempt has a deadline (default 5 s; a command is killed with its process group) and is
recorded (rig notify history). list and history print a URL as scheme and host only: its path may
carry a token. See docs/notifications.md.`;

const VERBS: VerbEntry[] = [
  {
    name: 'add',
    usage: [
      'rig notify add (--command CMD | --webhook URL | --ntfy TOPIC_URL | --desktop) [--timeout SECONDS] [--json]',
    ],
    load: async () => (await import('./notify-add.js')).notifyAddVerb,
  },
  {
    name: 'list',
    usage: ['rig notify list [--json]'],
    load: async () => (await import('./notify-list.js')).notifyListVerb,
  },
  {
    name: 'remove',
    usage: ['rig notify remove ID [--json]'],
    load: async () => (await import('./notify-remove.js')).notifyRemoveVerb,
  },
  {
    name: 'test',
    usage: ['rig notify test [ID] [--json]     (sends a test notification now, to one channel or all)'],
    load: async () => (await import('./notify-test.js')).notifyTestVerb,
  },
  {
    name: 'history',
    usage: ['rig notify history [--limit N] [--json]'],
    load: async () => (await import('./notify-history.js')).notifyHistoryVerb,
  },
];

export const notifyCommand = defineNoun({ name: 'notify', details: DETAILS }, VERBS);
