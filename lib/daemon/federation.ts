// The daemon's side of federation: read this home's federation config, and only when it is set
// load the NATS client (lib/federation/link.ts, its own chunk, through a dynamic import) and start
// it in the background. With no config nothing is loaded: the single-host daemon of before.
// A configuration with problems is logged and left off: local work never waits on it.
import type { Env, HomePaths } from '../home/paths.js';
import { federationConfig } from '../config/federation-settings.js';
import type { DaemonLog } from '../timers/log.js';
import type { FederationLink, LinkOptions } from '../federation/link.js';
import type { OwnerDeps } from '../federation/send-link.js';
import type { QueueOwnerDeps } from '../federation/queue-link.js';
import { seatStatus } from '../views/seat-status.js';

/** Whether this process loaded the NATS client (the one import site is below). */
let clientLoaded = false;
export const federationClientLoaded = (): boolean => clientLoaded;

export type DaemonFederation =
  | { state: 'off' }
  | { state: 'invalid'; problems: string[] }
  | { state: 'on'; host: string; link: Promise<FederationLink> };

export function startFederationIfConfigured(
  home: HomePaths,
  env: Env,
  log: DaemonLog,
  opts?: LinkOptions,
  owner?: OwnerDeps,
  queueOwner?: QueueOwnerDeps,
): DaemonFederation {
  const conf = federationConfig(home, env);
  if (conf.state === 'off') return conf;
  if (conf.state === 'invalid') {
    for (const p of conf.problems) log.error(`federation off: ${p}`);
    return conf;
  }
  const link = import('../federation/link.js').then(({ startFederation }) => {
    clientLoaded = true;
    // The daemon's own seatStatus: its pane reads go through the daemon's tmux control clients.
    return startFederation(home, conf.settings, log, seatStatus, opts, owner, queueOwner);
  });
  link.catch((err) => log.error(`federation off: the client did not load: ${(err as Error).message}`));
  return { state: 'on', host: conf.settings.host, link };
}
