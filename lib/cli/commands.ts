// The command table: one entry per noun, in the order `rig help` lists them, with its one-line
// summary. Each command's module is loaded only when it runs (or for its own help): in the built
// CLI every import() here is a chunk file of its own (build.mjs), so `rig <noun>` reads and
// compiles only its own code, and `rig help` none.
import type { Command, CommandEntry } from './command.js';

export type { CommandEntry };

export const COMMAND_ENTRIES: CommandEntry[] = [
  {
    name: 'init',
    summary: 'create the $OPENRIG_HOME layout (additive; never overwrites)',
    load: async () => (await import('./init.js')).initCommand,
  },
  {
    name: 'config',
    summary: 'show or set configuration (topology.root, workspace.root, context.root)',
    load: async () => (await import('./config.js')).configCommand,
  },
  {
    name: 'up',
    summary: 'launch a rig from its spec: one tmux session per seat (idempotent)',
    load: async () => (await import('./up.js')).upCommand,
  },
  {
    name: 'down',
    summary: "stop a rig's seats (records are kept, marked stopped)",
    load: async () => (await import('./down.js')).downCommand,
  },
  {
    name: 'ps',
    summary: 'show running seats, the live state of their panes (alive, dead, missing) and their activity from hooks',
    load: async () => (await import('./ps.js')).psCommand,
  },
  {
    name: 'watch',
    summary: 'a live full-screen view of every seat: who needs a person, busy, idle; keys to jump, send, answer',
    load: async () => (await import('./watch.js')).watchCommand,
  },
  {
    name: 'seat',
    summary: 'inspect seats and their delivery settings',
    load: async () => (await import('./seat.js')).seatCommand,
  },
  {
    name: 'send',
    summary: "type a message into a seat's terminal (through the daemon)",
    load: async () => (await import('./send.js')).sendCommand,
  },
  {
    name: 'daemon',
    summary: 'start, stop or inspect the delivery daemon',
    load: async () => (await import('./daemon.js')).daemonCommand,
  },
  {
    name: 'demo',
    summary: 'try OpenRig: a demo rig (two terminals, one scripted agent) in a throwaway home on a private tmux server',
    load: async () => (await import('./demo.js')).demoCommand,
  },
  {
    name: 'trace',
    summary: 'path-only trace of the topology and work trees (same as trace-to-root)',
    load: async () => (await import('./trace.js')).traceCommand,
  },
  {
    name: 'scope',
    summary: 'resolve what belongs to a work node (its notes file)',
    load: async () => (await import('./scope.js')).scopeCommand,
  },
  {
    name: 'queue',
    summary: 'work rows for seats: create, list, show, start/block/done/cancel, handoff, whoami',
    load: async () => (await import('./queue.js')).queueCommand,
  },
  {
    name: 'stream',
    summary: 'issue stream: emit an item (idempotent by id) or list items',
    load: async () => (await import('./stream.js')).streamCommand,
  },
  {
    name: 'context',
    summary: 'context library: add, get (exact bytes) and list named texts (REF like team/refocus)',
    load: async () => (await import('./context-library.js')).contextLibraryCommand,
  },
  {
    name: 'refocus',
    summary: "preview a seat's refocus payload, or show its refocus due state",
    load: async () => (await import('./refocus.js')).refocusCommand,
  },
  {
    name: 'composer',
    summary: "read a seat's input composer: empty, draft or unknown",
    load: async () => (await import('./composer.js')).composerCommand,
  },
  {
    name: 'watchdog',
    summary: 'reminders the daemon types into a seat: add, list, show, remove, history',
    load: async () => (await import('./watchdog.js')).watchdogCommand,
  },
  {
    name: 'notify',
    summary: 'notifications when a seat needs a person: add, list, remove, test, history of channels',
    load: async () => (await import('./notify.js')).notifyCommand,
  },
  {
    name: 'doctor',
    summary: 'check what OpenRig depends on (the Codex plugin and its hook trust) and say what to do',
    load: async () => (await import('./doctor.js')).doctorCommand,
  },
  {
    name: 'version',
    summary: "show OpenRig's version, and Node's, tmux's and the agent clients' found on PATH (tested or not)",
    load: async () => (await import('./version.js')).versionCommand,
  },
  {
    name: 'completion',
    summary: 'shell completion for bash, zsh and fish: commands, verbs, flags and seat refs',
    // The table is handed in: a command the table lists cannot import it.
    load: async () => (await import('./completion.js')).completionCommand(COMMAND_ENTRIES),
  },
];

/** The command for a name, loading only its own module. */
export async function loadCommand(name: string): Promise<Command | undefined> {
  const entry = COMMAND_ENTRIES.find((e) => e.name === name);
  return entry ? entry.load() : undefined;
}

/** Every command, in table order (for the README reference). */
export function loadAllCommands(): Promise<Command[]> {
  return Promise.all(COMMAND_ENTRIES.map((e) => e.load()));
}
