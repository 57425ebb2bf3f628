// The command table: one entry per noun, in the order `rig help` lists them. Each command's module
// is loaded only when it runs (or for help), so `rig <noun>` pays only for its own code and the
// Node builtins that code needs: esbuild defers a module reached through import() until it is called.
import type { Command } from './command.js';

export interface CommandEntry {
  name: string;
  load(): Promise<Command>;
}

export const COMMAND_ENTRIES: CommandEntry[] = [
  { name: 'init', load: async () => (await import('./init.js')).initCommand },
  { name: 'config', load: async () => (await import('./config.js')).configCommand },
  { name: 'up', load: async () => (await import('./up.js')).upCommand },
  { name: 'down', load: async () => (await import('./down.js')).downCommand },
  { name: 'ps', load: async () => (await import('./ps.js')).psCommand },
  { name: 'seat', load: async () => (await import('./seat.js')).seatCommand },
  { name: 'send', load: async () => (await import('./send.js')).sendCommand },
  { name: 'daemon', load: async () => (await import('./daemon.js')).daemonCommand },
  { name: 'demo', load: async () => (await import('./demo.js')).demoCommand },
  { name: 'trace', load: async () => (await import('./trace.js')).traceCommand },
  { name: 'scope', load: async () => (await import('./scope.js')).scopeCommand },
  { name: 'queue', load: async () => (await import('./queue.js')).queueCommand },
  { name: 'stream', load: async () => (await import('./stream.js')).streamCommand },
  { name: 'context', load: async () => (await import('./context-library.js')).contextLibraryCommand },
  { name: 'refocus', load: async () => (await import('./refocus.js')).refocusCommand },
  { name: 'composer', load: async () => (await import('./composer.js')).composerCommand },
];

/** The command for a name, loading only its own module. */
export async function loadCommand(name: string): Promise<Command | undefined> {
  const entry = COMMAND_ENTRIES.find((e) => e.name === name);
  return entry ? entry.load() : undefined;
}

/** Every command, in table order (for help and the README reference). */
export function loadAllCommands(): Promise<Command[]> {
  return Promise.all(COMMAND_ENTRIES.map((e) => e.load()));
}
