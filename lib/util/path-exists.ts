// Whether a path exists, on a lookup's clock: an abort ends the wait and is thrown (the caller's
// lookup was cut), any other failure reads as "not there".
import { stat } from './fs-async.js';
import type { LookupSignal } from './lookup-signal.js';
import { untilAborted } from './until-aborted.js';

export async function pathExists(path: string, signal?: LookupSignal): Promise<boolean> {
  try {
    await untilAborted(stat(path), signal, () => new Error('aborted'));
    return true;
  } catch (err) {
    if (signal?.aborted) throw err;
    return false;
  }
}
