// How a hook process ends once its run is over. Node's exit joins every thread of libuv's pool
// first (process.exit, process.reallyExit and C's exit() all do), and a thread inside a call that
// hangs holds that join for as long as the call does: an open() on a dead network mount, which
// O_NONBLOCK does not prevent. Measured on Node 20 with a FIFO opened blocking on the pool:
// process.exit(0) and process.reallyExit(0) both waited until a writer came (strace: the main
// thread in a futex wait on the pool thread's id, that thread in openat). Node 20 has no way out
// without that join (no _exit, no execve) except a signal. So a run that cut a lookup and left a
// request on the pool ends by END_SIGNAL, its output and state already written (fd 1 is written
// synchronously); every other run exits 0. A registration whose runtime must read the output maps
// the signal's status (128 + its number) to 0 in its shell command.
import { writeAllSync } from '../util/fd-write.js';
import { endingFor, poolRequestsInFlight } from './end-decision.js';

/** Not SIGKILL: only this deliberate end is mapped to success, never an outside kill. */
export const END_SIGNAL = 'SIGALRM';
/** How long requests still in flight get to finish on their own before the signal. */
const DRAIN_MS = 100;
const POLL_MS = 5;
/** Time a handler of END_SIGNAL gets to end the process itself. */
const SIGNAL_FALLBACK_MS = 1000;

/**
 * Ends the process: `abandoned` says the run cut something it started (a lookup at its deadline, a
 * stdin read, the whole run at the hard stop). `label` names the hook in the one stderr line a
 * signal end writes.
 */
export function endHookProcess(abandoned: boolean, label: string): void {
  const until = Date.now() + DRAIN_MS;
  const step = () => {
    // A run that abandoned nothing exits at once: its hot path asks Node for nothing more.
    const inFlight = abandoned ? poolRequestsInFlight(process.getActiveResourcesInfo()) : 0;
    const e = endingFor({ inFlight, abandoned, graceLeftMs: until - Date.now() });
    if (e === 'exit') process.exit(0);
    if (e === 'wait') {
      setTimeout(step, POLL_MS);
      return;
    }
    writeAllSync(2, `${label}: ending without waiting for ${inFlight} cut call(s) still on the thread pool\n`);
    // Without a handler the signal ends the process here. The store's signal-exit has one: on the
    // next turn it removes any lock still held and sends the same signal again. The fallback only
    // fires if some other handler keeps the process alive.
    process.kill(process.pid, END_SIGNAL);
    setTimeout(() => process.kill(process.pid, 'SIGKILL'), SIGNAL_FALLBACK_MS);
  };
  step();
}
