// OpenRig's status line shows the seat's guard mode and held-message count (line-facts.ts). They
// change rarely, but finding them reads the seat record, the guard document, the whole guard audit
// log and every outbox record of the node, on every status-line run of every seat. So the sensor
// keeps the last answer in the seat's folder (line-facts.json, rebuilt at will, never fsynced),
// keyed by the identities of what it was read from: the seat record, the guard document, the audit
// log (appended to) and the node's outbox folder (every record written is renamed into it). An
// answer is used only while that key holds, and only once it was made later than the newest of
// those files changed by more than a filesystem's timestamp step: a change within the same step as
// the read would otherwise leave the key as it was ("racily clean", as git calls it). Light (fs,
// paths): the chunk with the readers loads only when the answer has to be made again.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { guardPath, outboxDir, seatRecordPath, type HomePaths } from '../home/paths.js';
import { replaceFileSync } from '../util/replace-file.js';

export interface LineFacts {
  guardMode: string | null;
  held: number | null;
}

/** Where the answer is kept, in the seat's context-usage folder. */
export const LINE_FACTS_FILE = 'line-facts.json';
/** Coarser than a filesystem's timestamp step (a clock tick on ext4 and tmpfs; 1 s on some older ones). */
export const RACY_MARGIN_MS = 2000;

/** The files the facts are read from. */
export function lineFactsSources(home: HomePaths, id: { nodeId: string; seat: string }): string[] {
  const [name, rig] = id.seat.split('@') as [string, string];
  return [seatRecordPath(home, rig, name), guardPath(home, id.nodeId), home.guardAudit, outboxDir(home, id.nodeId)];
}

interface Kept extends LineFacts {
  key: string;
  /** When the facts were read (ms since the epoch). */
  readAt: number;
}

/** Pure: the kept answer for this state of the sources, or undefined when it must be made again. */
export function usableFacts(kept: unknown, state: { key: string; newestMs: number }): LineFacts | undefined {
  if (typeof kept !== 'object' || kept === null) return undefined;
  const k = kept as Partial<Kept>;
  if (k.key !== state.key || typeof k.readAt !== 'number') return undefined;
  if (k.readAt - state.newestMs <= RACY_MARGIN_MS) return undefined;
  const mode = k.guardMode === null || typeof k.guardMode === 'string' ? k.guardMode : undefined;
  const held = k.held === null || (typeof k.held === 'number' && Number.isSafeInteger(k.held)) ? k.held : undefined;
  if (mode === undefined || held === undefined) return undefined;
  return { guardMode: mode, held };
}

export function readKeptFacts(dir: string, state: { key: string; newestMs: number }): LineFacts | undefined {
  try {
    return usableFacts(JSON.parse(readFileSync(join(dir, LINE_FACTS_FILE), 'utf8')), state);
  } catch {
    return undefined;
  }
}

/** Keeps an answer read at `readAt` (taken before the read) for the state the sources had then. */
export function keepFacts(dir: string, state: { key: string }, facts: LineFacts, readAt: number): void {
  try {
    const kept: Kept = { ...facts, key: state.key, readAt };
    replaceFileSync(join(dir, LINE_FACTS_FILE), `${JSON.stringify(kept)}\n`);
  } catch {
    // only an optimisation: the next run reads the facts again
  }
}
