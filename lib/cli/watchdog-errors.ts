// The watchdog verbs' failures as CLI errors: a bad input is a usage error (2), a missing job or a
// full jobs file is refused (1).
import { refused, usageError } from './errors.js';
import { WatchdogInputError } from '../watchdog/job.js';
import { WatchdogFullError, WatchdogJobNotFoundError } from '../watchdog/store.js';

export function watchdogCliError(err: unknown): never {
  if (err instanceof WatchdogInputError)
    throw usageError(`invalid ${err.field}: ${err.reason}`, 'see rig watchdog --help');
  if (err instanceof WatchdogJobNotFoundError) throw refused(err.message, 'run rig watchdog list to see jobs');
  if (err instanceof WatchdogFullError) throw refused(err.message, 'remove one with rig watchdog remove ID');
  throw err;
}

/** Runs a check or a store call with the watchdog's errors mapped. */
export async function watchdogGuarded<T>(fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    watchdogCliError(err);
  }
}

/** The parse step's checks (synchronous). */
export function watchdogChecked<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    watchdogCliError(err);
  }
}
