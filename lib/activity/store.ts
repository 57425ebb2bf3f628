// The per-occupant seat-hooks state under the home. A hook run appends its observation to the
// occupant's journal (journal-append.ts: no lock, no read, no rename); the run whose append
// crosses a fold point folds the journal into the document under the document's lock; readers
// (readiness, status, ps, send, the watchdog) read the document and fold the journal's newer
// lines on top, lock-free and read-only. The daemon's ingress route records a relayed observation
// the same way (recordObservation).
import { closeSync, fstatSync, openSync, readSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { seatHooksJournalPath, seatHooksPath, type HomePaths } from '../home/paths.js';
import { NODE_ID_PATTERN, OCCUPANT_PATTERN } from '../seat/ref.js';
import { readDocument, withLock } from '../store/index.js';
import { replaceDocument } from '../store/document.js';
import { peekDocument } from '../store/peek.js';
import type { HookObservation, SeatHooksDoc } from './contract.js';
import { checkHookObservation } from './ingress-check.js';
import { appendObservation, checkIds } from './journal-append.js';
import { JOURNAL_QUIET_MS, JOURNAL_READ_MAX_BYTES, foldEntries, foldOffsets, parseJournal } from './journal.js';
import { seatHooksKind } from './kind.js';
import { compareSeq } from './merge.js';

export interface RecordOptions {
  /** Lock wait of a fold (default: the store's). The hook passes less, to end inside its deadline. */
  waitMs?: number;
  /** Where a quarantined document is reported (default stderr). */
  report?: (message: string) => void;
}

/** At most `max` bytes of `file` from `from` (nothing when it is missing or shorter). */
function readFrom(file: string, from: number, max: number): Buffer {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const buf = Buffer.allocUnsafe(Math.max(0, Math.min(max, fstatSync(fd).size - from)));
    let n = 0;
    while (n < buf.length) {
      const r = readSync(fd, buf, n, buf.length - n, from + n);
      if (r === 0) break;
      n += r;
    }
    return buf.subarray(0, n);
  } catch {
    return Buffer.alloc(0);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The journal's lines from `from`: checked as the ingress route checks a posted one, of this occupant only. */
function journalLines(file: string, from: number, nodeId: string, occupant: string) {
  const { values, end } = parseJournal(readFrom(file, from, JOURNAL_READ_MAX_BYTES), from);
  const entries: HookObservation[] = [];
  for (const v of values) {
    // Checked as posted, with no "in the future" bound: these are this machine's own runs.
    const c = checkHookObservation(v, { now: Number.MAX_SAFE_INTEGER / 1000 });
    if (c.ok && c.value.nodeId === nodeId && c.value.occupant === occupant) entries.push(c.value);
  }
  return { entries, end };
}

/**
 * The document with both journals' unfolded lines folded on top (seqs judged at nowMs), and where
 * each journal's lines end.
 */
function foldedView(home: HomePaths, nodeId: string, occupant: string, doc: SeatHooksDoc | undefined, nowMs: number) {
  const retiredFrom = doc?.journal?.retiredFolded;
  const retired =
    retiredFrom === undefined
      ? undefined
      : journalLines(seatHooksJournalPath(home, nodeId, occupant, true), retiredFrom, nodeId, occupant);
  const current = journalLines(
    seatHooksJournalPath(home, nodeId, occupant),
    doc?.journal?.folded ?? 0,
    nodeId,
    occupant,
  );
  const view = foldEntries(doc, [...(retired?.entries ?? []), ...current.entries], nowMs);
  return { view, currentEnd: current.end, retiredEnd: retired?.end };
}

const quiet = (file: string, now: number) => {
  try {
    return now - statSync(file).mtimeMs > JOURNAL_QUIET_MS;
  } catch {
    return true; // none
  }
};

/**
 * Folds the journals into the document, under its lock. A journal past RETIRE_AT_BYTES is then
 * retired: the document is written first with its lines counted as the retired journal's, then
 * the file is renamed (a run that opened it before the rename still appends there, and readers
 * read the retired journal from that count on). The retired journal it replaces must be quiet
 * (no run can still be appending to it); otherwise retiring waits for a later fold. A crash
 * between the write and the rename only makes readers fold lines again, which changes nothing.
 */
export async function foldJournal(
  home: HomePaths,
  nodeId: string,
  occupant: string,
  opts: RecordOptions = {},
): Promise<SeatHooksDoc | undefined> {
  checkIds(nodeId, occupant);
  const file = seatHooksPath(home, nodeId, occupant);
  const journal = seatHooksJournalPath(home, nodeId, occupant);
  const retiredFile = seatHooksJournalPath(home, nodeId, occupant, true);
  return withLock(
    file,
    async (lock) => {
      const current = readDocument(seatHooksKind, file, { onCorrupt: 'fresh', report: opts.report });
      const now = Date.now();
      const { view, currentEnd, retiredEnd } = foldedView(home, nodeId, occupant, current, now);
      if (!view) return undefined;
      const { offsets, retire } = foldOffsets(currentEnd, retiredEnd, quiet(retiredFile, now));
      const same =
        current?.journal?.folded === offsets.folded && current.journal.retiredFolded === offsets.retiredFolded;
      if (view === current && same) return current;
      const stored = await replaceDocument(seatHooksKind, file, { ...view, journal: offsets }, lock);
      if (retire) renameSync(journal, retiredFile);
      return stored;
    },
    { waitMs: opts.waitMs },
  );
}

/**
 * A relaunched seat's earlier occupants: their state (document and journals) is removed by the
 * new occupant's first run — each only when its newest hook is older than this run, so a late run
 * of an old occupant never removes the new one's.
 */
export function removeEarlierOccupants(home: HomePaths, obs: HookObservation): void {
  let names: string[];
  try {
    names = readdirSync(join(home.activity, obs.nodeId));
  } catch {
    return;
  }
  // Every file of an occupant's state is named <occupant>.<…> (seatHooksFiles).
  const others = new Set(names.map((n) => n.split('.')[0]!).filter((o) => OCCUPANT_PATTERN.test(o)));
  others.delete(obs.occupant);
  const now = Date.now();
  for (const occupant of others) {
    try {
      const other = readSeatHooks(home, obs.nodeId, occupant, now);
      // Removed without that occupant's lock: an rm is atomic, and a late write of an old
      // occupant at worst leaves state no reader looks up (readers go by the current occupant).
      if (other !== undefined && compareSeq(obs.seq, other.lastHook.seq, now) <= 0) continue;
      for (const f of seatHooksFiles(home, obs.nodeId, occupant)) rmSync(f, { force: true });
    } catch {
      // Changed meanwhile: the next first run of a later occupant tries again.
    }
  }
}

/** Append, then what it left to do (the daemon's route, tests): returns what readers now see. */
export async function recordObservation(
  home: HomePaths,
  obs: HookObservation,
  opts: RecordOptions = {},
): Promise<SeatHooksDoc | undefined> {
  const appended = appendObservation(home, obs);
  if (appended.created) removeEarlierOccupants(home, obs);
  if (appended.foldDue) await foldJournal(home, obs.nodeId, obs.occupant, opts);
  return readSeatHooks(home, obs.nodeId, obs.occupant);
}

/** The files the occupant's state is read from (for caches keyed by the files' identities). */
export function seatHooksFiles(home: HomePaths, nodeId: string, occupant: string): string[] {
  return [
    seatHooksPath(home, nodeId, occupant),
    seatHooksJournalPath(home, nodeId, occupant),
    seatHooksJournalPath(home, nodeId, occupant, true),
  ];
}

/**
 * Lock-free and read-only, for readiness, status, ps and the send flow: this very occupant's
 * document with its journals' newer lines folded on top (seqs judged at nowMs), or undefined — nothing yet, invalid ids
 * (never turned into a path), or a document that does not read cleanly. A reader never
 * quarantines or rewrites what the hooks own; the next fold does that.
 */
export function readSeatHooks(
  home: HomePaths,
  nodeId: string,
  occupant: string,
  nowMs = Date.now(),
): SeatHooksDoc | undefined {
  if (!NODE_ID_PATTERN.test(nodeId) || !OCCUPANT_PATTERN.test(occupant)) return undefined;
  const peek = peekDocument(seatHooksKind, seatHooksPath(home, nodeId, occupant));
  if (peek.found && !peek.doc) return undefined;
  const doc = peek.found ? peek.doc : undefined;
  if (doc && (doc.nodeId !== nodeId || doc.occupant !== occupant)) return undefined;
  const view = foldedView(home, nodeId, occupant, doc, nowMs).view;
  if (!view?.journal) return view;
  // The offsets are the fold's bookkeeping, not part of what the hooks reported.
  const { journal: _offsets, ...reported } = view;
  return reported;
}
