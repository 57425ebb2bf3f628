// Other hosts' seats for `rig watch`: asked of this home's daemon (remoteSeats, one request), never
// NATS from here. Off (no federation config) costs one config read and gives no rows; a daemon that
// does not answer gives no rows and says why (the view never invents another host's state).
import type { Env, HomePaths } from '../../home/paths.js';
import { federationConfig } from '../../config/federation-settings.js';
import { remoteSeats } from '../../daemon/federation-client.js';
import type { WatchRow } from '../../views/watch-model.js';
import { remoteWatchRow } from './remote-rows.js';

/** Asked this often while federation is configured: a host's change shows within it plus its own pass. */
export const REMOTE_POLL_MS = 2000;

export interface RemoteRead {
  rows: WatchRow[];
  /** Why other hosts' seats are not shown, when they are not. */
  note: string | null;
}

export const federationOn = (home: HomePaths, env: Env): boolean => federationConfig(home, env).state !== 'off';

export async function readRemoteRows(home: HomePaths, env: Env): Promise<RemoteRead> {
  const r = await remoteSeats(home, env, 3000);
  if (r.state === 'off') return { rows: [], note: null };
  if (r.state === 'invalid') return { rows: [], note: `federation config: ${r.problems.join('; ')}` };
  if (r.state === 'unavailable') return { rows: [], note: `other hosts unknown: ${r.why}` };
  return { rows: r.seats.map(remoteWatchRow), note: null };
}
