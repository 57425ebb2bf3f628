// The sensor's side of the status-line wrapper (lib/context-usage/wrapper-protocol.ts): the user
// command the wrapper runs next time, recorded from this run's settings, and the removal of run
// files a killed wrapper left behind.
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CHAINED_COMMAND_FILE, chainedCommandText, isStaleRunFile } from './wrapper-protocol.js';
import { replaceFileSync } from '../util/replace-file.js';
import { readIfPresent } from '../util/read-if-present.js';

/** The recorded command's text as the wrapper will source it, or undefined when none is recorded. */
export function readChainedCommand(dir: string): string | undefined {
  try {
    return readIfPresent(join(dir, CHAINED_COMMAND_FILE));
  } catch {
    return undefined;
  }
}

/**
 * Records the user's command for the wrapper's next run (atomically, 0600), or removes the record
 * when they have none; nothing is written when the record already says so. Called with every
 * run's own finding, so a changed status line is the wrapper's from the next run on.
 */
export function recordChainedCommand(
  dir: string,
  command: string | undefined,
  current = readChainedCommand(dir),
): void {
  const file = join(dir, CHAINED_COMMAND_FILE);
  if (command === undefined) {
    if (current !== undefined) rmSync(file, { force: true });
    return;
  }
  const text = chainedCommandText(command);
  if (current !== text) replaceFileSync(file, text);
}

/** Removes run files (run.<pid>.*) a wrapper killed before its own cleanup left in the folder. */
export function sweepRunFiles(dir: string, now = Date.now()): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith('run.')) continue;
    try {
      if (isStaleRunFile(name, statSync(join(dir, name)).mtimeMs, now)) rmSync(join(dir, name), { force: true });
    } catch {
      // removed meanwhile
    }
  }
}
