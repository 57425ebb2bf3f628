// The notify verbs' failures as CLI errors: a bad input is a usage error (2), a missing channel or
// a full channels file is refused (1).
import { refused, usageError } from './errors.js';
import { NotifyInputError } from '../notify/channel.js';
import { ChannelNotFoundError, NotifyFullError } from '../notify/store.js';

export function notifyCliError(err: unknown): never {
  if (err instanceof NotifyInputError) throw usageError(err.message, 'see rig notify --help');
  if (err instanceof ChannelNotFoundError) throw refused(err.message, 'run rig notify list to see channels');
  if (err instanceof NotifyFullError) throw refused(err.message, 'remove one with rig notify remove ID');
  throw err;
}

/** Runs a check or a store call with the notifier's errors mapped. */
export async function notifyGuarded<T>(fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    notifyCliError(err);
  }
}

/** The parse step's checks (synchronous). */
export function notifyChecked<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    notifyCliError(err);
  }
}
