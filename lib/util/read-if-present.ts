// Reads a file that may well not exist without a thrown error for the missing case. A process's
// first thrown file-system error costs about 0.4 ms to build (Node's error formatting is set up
// then), and a hook run on its usual path looks for several files that are usually not there
// (the no-identity sentinel, project settings, a recorded status-line command).
import { readFileSync, statSync } from 'node:fs';

/**
 * The file's text; undefined when nothing is at the path, a path through a file included. Anything
 * else throws as readFileSync does.
 */
export function readIfPresent(file: string): string | undefined {
  try {
    if (statSync(file, { throwIfNoEntry: false }) === undefined) return undefined;
  } catch (e) {
    // Node 22+ answers a path through a file with undefined here; Node 20 throws ENOTDIR. Same answer.
    if ((e as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw e;
  }
  return readFileSync(file, 'utf8');
}
