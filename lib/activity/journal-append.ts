// The hook's side of the occupant's journal (journal.ts has the format and the fold): one
// observation appended as one line, starting on a line boundary. Light on purpose (node:fs, paths,
// the id patterns): a hook run that records loads nothing else — no lock, no atomic writer, no schema.
import { closeSync, existsSync, fstatSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { seatHooksJournalPath, seatHooksPath, type HomePaths } from '../home/paths.js';
import { NODE_ID_PATTERN, OCCUPANT_PATTERN } from '../seat/ref.js';
import { ensureDir } from '../store/fs-mode.js';
import { appendWhole } from '../store/disk-write.js';
import type { HookObservation } from './contract.js';

/**
 * A hook run whose append ends past a multiple of this folds the journal into the document: about
 * one run in 30 (a line is 200-300 bytes) pays a fold, and a reader folds 4 KiB on average.
 */
export const FOLD_EVERY_BYTES = 8 * 1024;

/**
 * Pure: what a journal line keeps of an observation — what the document is folded from. The
 * permission evidence, tool name and agent go to the evidence record, never into the journal.
 */
export function journalEntry(obs: HookObservation): HookObservation {
  const { permission: _p, toolName: _t, agentId: _a, ...entry } = obs;
  return entry;
}

/** Pure: whether an append of `bytes` that left the journal `size` long crossed a fold point. */
export function crossesFoldPoint(size: number, bytes: number, every = FOLD_EVERY_BYTES): boolean {
  return Math.floor((size - bytes) / every) !== Math.floor(size / every);
}

/**
 * Appends one observation as one line (0600; the folder must exist). Returns the journal's size
 * after it and the bytes appended: `size === bytes` means this run began the journal.
 * Every line is written with a newline before it as well as after, so it starts on a line
 * boundary whatever the journal ends with: after a torn tail (a write a full disk cut short, a
 * crash) the torn bytes stay a line of their own, which readers skip, and this event is not glued
 * onto them and lost. Otherwise the newline before only makes an empty line, which readers skip.
 * No read of the journal and no extra system call on the hook's path (open, write, fstat, close,
 * as before): one byte a line.
 */
export function appendToJournal(file: string, obs: HookObservation): { size: number; bytes: number } {
  const line = Buffer.from(`\n${JSON.stringify(journalEntry(obs))}\n`, 'utf8');
  const fd = openSync(file, 'a', 0o600);
  try {
    // One write: O_APPEND places it whole at the end, after any other run's. A write the disk cuts
    // short throws (the bytes that landed are a torn line, which the next run's newline closes).
    appendWhole(file, fd, line);
    return { size: fstatSync(fd).size, bytes: line.length };
  } finally {
    closeSync(fd);
  }
}

/** What one append left to do: remove earlier occupants' state (a first run), fold the journal. */
export interface Appended {
  /** This run began the occupant's state: no document, and its line is the journal's first. */
  created: boolean;
  foldDue: boolean;
  /** The bytes this run appended: its line, with the newline before it. */
  bytes: number;
}

/** Pure: the ids a journal path is built from; anything else is refused before it is a path. */
export function checkIds(nodeId: string, occupant: string): void {
  if (!NODE_ID_PATTERN.test(nodeId)) throw new Error(`invalid node id ${JSON.stringify(nodeId)}`);
  if (!OCCUPANT_PATTERN.test(occupant)) throw new Error(`invalid occupant ${JSON.stringify(occupant)}`);
}

/** Whether the occupant has any state yet (a run that finds none makes the first-launch proof). */
export function hasSeatHooks(home: HomePaths, nodeId: string, occupant: string): boolean {
  return existsSync(seatHooksJournalPath(home, nodeId, occupant)) || existsSync(seatHooksPath(home, nodeId, occupant));
}

/** The hook's path: one line appended to the occupant's journal (its folder 0700, the file 0600). */
export function appendObservation(home: HomePaths, obs: HookObservation): Appended {
  checkIds(obs.nodeId, obs.occupant);
  const journal = seatHooksJournalPath(home, obs.nodeId, obs.occupant);
  ensureDir(dirname(journal));
  const { size, bytes } = appendToJournal(journal, obs);
  const created = size === bytes && !existsSync(seatHooksPath(home, obs.nodeId, obs.occupant));
  return { created, foldDue: crossesFoldPoint(size, bytes), bytes };
}
