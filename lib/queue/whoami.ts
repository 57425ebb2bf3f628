// `rig queue whoami`: the read-only answer (whoami-read.ts), after rebuilding a missing or stale
// index of the seat's rows, as every queue command does. The refocus hook reads the answer
// without this step (it writes nothing under its deadline), so its engine does not carry the
// queue's write side.
import type { Env, HomePaths } from '../home/paths.js';
import { ensureIndexes } from './queue-store.js';
import { sessionSeat } from './lookup-read.js';
import { readWhoami, whoamiSession, type WhoamiOptions } from './whoami-read.js';
import type { WhoamiAnswer } from './whoami-types.js';

export type { WhoamiOptions };

export async function queueWhoami(home: HomePaths, env: Env, opts: WhoamiOptions = {}): Promise<WhoamiAnswer> {
  opts.signal?.throwIfAborted();
  // Only a canonical name@rig session owns rows (and so an index).
  if ('canonical' in sessionSeat(whoamiSession(env, opts))) await ensureIndexes(home);
  return readWhoami(home, env, opts);
}
