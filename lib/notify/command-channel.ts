// Adds a command channel to a home in one call: what `rig notify add --command` does, for callers
// that are not the CLI (the demo shows a notification on a command channel).
import type { HomePaths } from '../home/paths.js';
import { buildChannel, newChannelId, type Channel } from './channel.js';
import { addChannel } from './store.js';

export function addCommandChannel(home: HomePaths, command: string, now = Date.now()): Promise<Channel> {
  return addChannel(home, buildChannel({ kind: 'command', target: command }, newChannelId(), now));
}
