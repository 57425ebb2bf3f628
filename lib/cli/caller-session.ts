// The caller's seat identity (OPENRIG_SESSION_NAME) as a daemon request carries it. A value the
// header cannot carry is the caller's to fix: one rig: line, before any request is made.
import { refused } from './errors.js';
import { callerSession, CallerSessionError } from '../daemon/client.js';

export function cliSession(env: Record<string, string | undefined>): string | null {
  try {
    return callerSession(env);
  } catch (err) {
    if (err instanceof CallerSessionError) throw refused(err.what, err.todo);
    throw err;
  }
}
