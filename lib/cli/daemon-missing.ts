// The one refusal every command that needs the daemon gives when it is not there. Its own file:
// a command that only needs this message must not pull in the daemon command (and the daemon).
import { daemonUnavailable } from './errors.js';
import type { DaemonUnavailableError } from '../daemon/client.js';

/** The one message (and exit code, daemon-unavailable) every command that needs the daemon gives when it is not there. */
export function daemonMissing(err?: DaemonUnavailableError) {
  return daemonUnavailable(
    `the OpenRig daemon is not running${err ? ` (no answer on ${err.socket})` : ''}`,
    'start it with: rig daemon start',
  );
}
