// Other hosts' seats for a view (rig ps --all, rig seat status on a remote seat, rig watch): asked
// of this home's daemon, which holds the federation watch. Never NATS from here. Off (no config)
// costs one config read and no request.
import type { Env, HomePaths } from '../home/paths.js';
import { federationConfig } from '../config/federation-settings.js';
import { DaemonUnavailableError, homeRequest } from './client.js';
import type { RemoteSeatRow } from '../federation/remote-view.js';
import type { FederationStatus } from '../federation/link.js';

export type RemoteSeats =
  | { state: 'off' }
  | { state: 'invalid'; problems: string[] }
  /** Federation is configured but the daemon did not answer: nothing is known of other hosts. */
  | { state: 'unavailable'; why: string }
  | ({ state: 'on'; seats: RemoteSeatRow[] } & FederationStatus);

export async function remoteSeats(home: HomePaths, env: Env, timeoutMs = 5000): Promise<RemoteSeats> {
  const conf = federationConfig(home, env);
  if (conf.state !== 'on') return conf;
  try {
    const r = await homeRequest<RemoteSeats>(home, 'GET', '/api/federation/seats', undefined, { timeoutMs });
    if (r.status !== 200) return { state: 'unavailable', why: `the daemon answered ${r.status}` };
    // A daemon started before federation was configured says off: it has no watch to ask.
    if (r.body.state === 'off') return { state: 'unavailable', why: 'the daemon was started without federation' };
    return r.body;
  } catch (err) {
    if (err instanceof DaemonUnavailableError) return { state: 'unavailable', why: 'the daemon is not running' };
    return { state: 'unavailable', why: (err as Error).message };
  }
}
