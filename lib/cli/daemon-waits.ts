// What a command says while it waits for the daemon to start or stop (rig daemon start|stop, rig
// up, rig down), in one place: the words and the bounds start-stop.ts waits with.
import { DAEMON_START_WAIT_MS, DAEMON_STOP_WAIT_MS } from '../daemon/start-stop.js';
import type { WaitNotice } from './wait-notice.js';

export const daemonStartWait = (socket: string): WaitNotice => ({
  what: `the daemon to answer on ${socket}`,
  upToMs: DAEMON_START_WAIT_MS,
});

export const DAEMON_STOP_WAIT: WaitNotice = {
  what: 'the daemon to finish what is in flight and stop',
  upToMs: DAEMON_STOP_WAIT_MS,
};
