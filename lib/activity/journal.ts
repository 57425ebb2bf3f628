// The occupant's hook journal (activity/<nodeId>/<occupant>.jsonl): every hook run appends its
// observation as one JSON line, opened O_APPEND and written in one write(), so concurrent runs of
// one seat never overwrite each other — no lock, no read and no rename on a hook's path. Each line
// has a newline before it too, so it starts on a line boundary after a torn tail; readers skip the
// empty lines that makes, and a torn line, and never merge one with the next. The
// occupant's document (store.ts) is the journal folded up to a byte offset; readers fold what
// came after on top of it. mergeObservation keeps the newest of each field by seq and ignores an
// observation it already holds, so folding is order-free and folding a line twice is harmless.
// Appends are not fsynced: activity is ephemeral (a power cut loses at most the newest lines).
// Here: the format, the fold and the limits; the append is journal-append.ts (the hook's path).
import { UNCHANGED } from '../store/document.js';
import type { HookObservation, SeatHooksDoc } from './contract.js';
import { UNKNOWN_PLUGIN, compareSeq, mergeObservation } from './merge.js';

/** A fold finding the journal this long retires it (renames it aside) and starts a new one. */
export const RETIRE_AT_BYTES = 1024 * 1024;
/** A retired journal untouched this long has no late writer left (a hook run lives under 5 s). */
export const JOURNAL_QUIET_MS = 10_000;
/** A reader folds at most this much of a journal's unfolded end (folds keep it under 8 KiB). */
export const JOURNAL_READ_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Pure: the complete lines of a journal read from byte `base` (a line still being written, or
 * cut by a crash, has no newline yet and is left for a later read), as parsed values (a line
 * that is not JSON is skipped), and the offset just past the last complete line.
 */
export function parseJournal(bytes: Buffer, base: number): { values: unknown[]; end: number } {
  const last = bytes.lastIndexOf(0x0a);
  if (last < 0) return { values: [], end: base };
  const values: unknown[] = [];
  for (const line of bytes.toString('utf8', 0, last).split('\n')) {
    if (!line) continue;
    try {
      values.push(JSON.parse(line));
    } catch {
      // a torn or foreign line: the others still count
    }
  }
  return { values, end: base + last + 1 };
}

/**
 * Pure: the document with `entries` folded in, oldest first by compareSeq at nowMs (so
 * SessionStart's rule, "any other event names the session only while none is known", reads the
 * same whatever the order the lines were appended in). A first-launch marker without the plugin proof takes it from the
 * first entry that carries one: concurrent first runs each may have been the one to compute it.
 */
export function foldEntries(
  doc: SeatHooksDoc | undefined,
  entries: readonly HookObservation[],
  nowMs: number,
): SeatHooksDoc | undefined {
  let out = doc;
  for (const obs of [...entries].sort((a, b) => compareSeq(a.seq, b.seq, nowMs))) {
    const next = mergeObservation(out, obs, nowMs);
    if (next !== UNCHANGED) out = next;
    if (
      out &&
      obs.plugin &&
      out.firstLaunch.bundleHash === UNKNOWN_PLUGIN &&
      out.firstLaunch.pluginVersion === UNKNOWN_PLUGIN
    )
      out = {
        ...out,
        firstLaunch: { ...out.firstLaunch, pluginVersion: obs.plugin.version, bundleHash: obs.plugin.bundleHash },
      };
  }
  return out;
}

/** Byte counts of the journals folded into the document (SeatHooksDoc.journal). */
export interface FoldOffsets {
  folded: number;
  retiredFolded?: number;
}

/**
 * Pure: where a fold leaves the offsets, given where the journals' complete lines end now. A
 * journal past RETIRE_AT_BYTES is retired — its lines counted as the retired journal's, the new
 * journal at 0 — but only when the retired journal it replaces is quiet (no run still appends to
 * it); otherwise the fold only moves the offsets on, and a later fold retires.
 */
export function foldOffsets(
  currentEnd: number,
  retiredEnd: number | undefined,
  retiredQuiet: boolean,
): { offsets: FoldOffsets; retire: boolean } {
  if (currentEnd >= RETIRE_AT_BYTES && retiredQuiet)
    return { offsets: { folded: 0, retiredFolded: currentEnd }, retire: true };
  return {
    offsets: retiredEnd === undefined ? { folded: currentEnd } : { folded: currentEnd, retiredFolded: retiredEnd },
    retire: false,
  };
}
